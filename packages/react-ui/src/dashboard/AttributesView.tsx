import { ATTRIBUTE_KINDS, type AdminAttribute, type AttributeDefinitionInput } from "@vitrina/core";
import { useI18nContext } from "../i18n/i18n-react.js";
import { PanelForm, PanelHead, type PanelEditorProps } from "./PanelForm.js";
import { Field, FormActions, LocalizedField, Notice, emptyText } from "./parts.js";

/** Props of {@link AttributesView}. */
export interface AttributesViewProps extends PanelEditorProps<AdminAttribute, AttributeDefinitionInput> {
  readonly attributes: ReadonlyArray<AdminAttribute>;
}

const inputOf = (a: AdminAttribute | null): AttributeDefinitionInput => ({
  key: a?.key ?? "",
  name: a?.name ?? emptyText(),
  unit: a?.unit ?? null,
  kind: a?.kind ?? "text",
});

type AttributeFormProps = Pick<AttributesViewProps, "errors" | "saving" | "onSave" | "onCancel" | "onDirtyChange"> & {
  readonly attribute: AdminAttribute | null;
};

const AttributeForm = ({ attribute, errors, saving, onSave, onCancel, onDirtyChange }: AttributeFormProps) => {
  const { LL, locale } = useI18nContext();
  const T = LL.dashboard.attributes;
  return (
    <PanelForm
      title={attribute ? attribute.name[locale] || attribute.name.ro : T.new()}
      initial={() => inputOf(attribute)}
      onDirtyChange={onDirtyChange}
      // A unit left empty in Romanian is no unit: the other languages fall back to it.
      onSubmit={(input) => onSave({ ...input, unit: input.unit && input.unit.ro.trim() !== "" ? input.unit : null }, attribute?.id ?? null)}
    >
      {(input, setInput) => (
        <>
          <LocalizedField label={T.name()} path="name" value={input.name} errors={errors} onChange={(name) => setInput({ ...input, name })} />
          <div className="form-grid">
            <Field label={T.key()} path="key" errors={errors} {...(attribute && attribute.product_count > 0 ? { hint: T.keyHint() } : {})}>
              {(a) => (
                <input {...a} value={input.key} autoCapitalize="none" spellCheck={false} onChange={(e) => setInput({ ...input, key: e.currentTarget.value })} />
              )}
            </Field>
            <Field label={T.kind()} path="kind" errors={errors}>
              {(a) => (
                <select {...a} value={input.kind} onChange={(e) => setInput({ ...input, kind: e.currentTarget.value as AttributeDefinitionInput["kind"] })}>
                  {ATTRIBUTE_KINDS.map((kind) => (
                    <option key={kind} value={kind}>
                      {T.kinds[kind]()}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          </div>
          <LocalizedField label={T.unit()} path="unit" value={input.unit ?? emptyText()} errors={errors} onChange={(unit) => setInput({ ...input, unit })} />
          <FormActions saving={saving} onCancel={onCancel} />
        </>
      )}
    </PanelForm>
  );
};

/** The attribute dictionary: each key's name in the dashboard's language, unit, kind and how many products use it, with add, edit and delete. */
export const AttributesView = (props: AttributesViewProps) => {
  const { LL, locale } = useI18nContext();
  const T = LL.dashboard.attributes;
  const named = (a: AdminAttribute) => a.name[locale] || a.name.ro;
  return (
    <section>
      <PanelHead title={T.title()} newLabel={T.new()} intro={T.intro()} message={props.message} conflict={props.conflict} onNew={() => props.onEdit(null)} />
      {props.editing !== undefined ? <AttributeForm key={props.editing?.id ?? "new"} attribute={props.editing} {...props} /> : null}
      {props.attributes.length === 0 ? (
        <p>{T.empty()}</p>
      ) : (
        <table className="table">
          <thead>
            <tr>
              <th scope="col">{T.columns.name()}</th>
              <th scope="col">{T.columns.key()}</th>
              <th scope="col">{T.columns.unit()}</th>
              <th scope="col">{T.columns.kind()}</th>
              <th scope="col">{T.columns.products()}</th>
              <th scope="col">
                <span className="visually-hidden">{`${LL.dashboard.common.edit()}, ${LL.dashboard.common.delete()}`}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {props.attributes.map((a) => (
              <tr key={a.id}>
                <th scope="row">{named(a)}</th>
                <td>
                  <code>{a.key}</code>
                </td>
                <td>{a.unit ? a.unit[locale] || a.unit.ro : "—"}</td>
                <td>{T.kinds[a.kind]()}</td>
                <td>{T.products({ count: a.product_count })}</td>
                <td>
                  <button type="button" className="btn btn--ghost btn--small" onClick={() => props.onEdit(a)}>
                    {LL.dashboard.common.edit()}
                    <span className="visually-hidden">: {named(a)}</span>
                  </button>
                  <button type="button" className="btn btn--danger btn--small" onClick={() => props.onDelete(a)}>
                    {LL.dashboard.common.delete()}
                    <span className="visually-hidden">: {named(a)}</span>
                  </button>
                  {props.rowMessage?.id === a.id ? <Notice kind="error">{props.rowMessage.text}</Notice> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
};
