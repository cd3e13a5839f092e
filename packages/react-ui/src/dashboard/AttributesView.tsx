import { useEffect, useRef, useState } from "react";
import { ATTRIBUTE_KINDS, type AdminAttribute, type AttributeDefinitionInput, type FieldErrors } from "@vitrina/core";
import { useI18nContext } from "../i18n/i18n-react.js";
import { ConflictNotice, type ConflictNoticeProps } from "./ConflictNotice.js";
import { Field, LocalizedField, Notice, SaveButton, emptyText } from "./parts.js";

/** Props of {@link AttributesView}. */
export interface AttributesViewProps {
  readonly attributes: ReadonlyArray<AdminAttribute>;
  /** The entry being edited (null: a new one), or undefined when the form is closed. */
  readonly editing: AdminAttribute | null | undefined;
  readonly errors: FieldErrors;
  readonly saving: boolean;
  readonly message: { readonly kind: "ok" | "error"; readonly text: string } | null;
  /** The last save was refused because someone else saved first. */
  readonly conflict?: ConflictNoticeProps | null;
  readonly onEdit: (attribute: AdminAttribute | null) => void;
  readonly onCancel: () => void;
  readonly onSave: (input: AttributeDefinitionInput, id: number | null) => void;
  readonly onDelete: (attribute: AdminAttribute) => void;
  /** Why an action on one entry was refused (a delete of an attribute in use), shown at its row. */
  readonly rowMessage?: { readonly id: number; readonly text: string } | null;
  /** Told whether the open form holds changes that are not saved, whenever that changes. */
  readonly onDirtyChange?: (dirty: boolean) => void;
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
  const [initial] = useState(() => inputOf(attribute));
  const [input, setInput] = useState(initial);
  const form = useRef<HTMLFormElement>(null);
  const dirty = JSON.stringify(input) !== JSON.stringify(initial);
  useEffect(() => onDirtyChange?.(dirty), [dirty]);
  useEffect(() => () => onDirtyChange?.(false), []);
  useEffect(() => {
    form.current?.scrollIntoView?.({ block: "start" });
    form.current?.querySelector<HTMLInputElement>("input")?.focus({ preventScroll: true });
  }, []);
  return (
    <form
      ref={form}
      className="dash-form dash-form--panel"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        // A unit left empty in Romanian is no unit: the other languages fall back to it.
        onSave({ ...input, unit: input.unit && input.unit.ro.trim() !== "" ? input.unit : null }, attribute?.id ?? null);
      }}
    >
      <h2>{attribute ? attribute.name[locale] || attribute.name.ro : T.new()}</h2>
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
      <div className="actions">
        <SaveButton saving={saving} />
        <button type="button" className="btn btn--ghost" onClick={onCancel}>
          {LL.dashboard.common.cancel()}
        </button>
      </div>
    </form>
  );
};

/** The attribute dictionary: each key's name in the dashboard's language, unit, kind and how many products use it, with add, edit and delete. */
export const AttributesView = (props: AttributesViewProps) => {
  const { LL, locale } = useI18nContext();
  const T = LL.dashboard.attributes;
  const named = (a: AdminAttribute) => a.name[locale] || a.name.ro;
  return (
    <section>
      <div className="dash__title">
        <h1>{T.title()}</h1>
        <button type="button" className="btn" onClick={() => props.onEdit(null)}>
          {T.new()}
        </button>
      </div>
      <p className="muted">{T.intro()}</p>
      {props.message ? <Notice kind={props.message.kind}>{props.message.text}</Notice> : null}
      {props.conflict ? <ConflictNotice {...props.conflict} /> : null}
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
