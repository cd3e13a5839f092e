import { DISCOUNT_KINDS, discountCodeDraftOf, type AdminDiscountCode, type DiscountCodeDraft, type DiscountKind } from "@vitrina/core";
import { formatPrice } from "../format.js";
import { useI18nContext } from "../i18n/i18n-react.js";
import { PanelForm, PanelHead, type PanelEditorProps } from "./PanelForm.js";
import { EditorFooter, Field, Notice } from "./parts.js";

/** The form's own error messages come first: its `code` and `value` are not a social network's or an attribute's. */
const FORM = "discountCodes";

/** Props of {@link DiscountCodesView}. */
export interface DiscountCodesViewProps extends Omit<PanelEditorProps<AdminDiscountCode, DiscountCodeDraft>, "onDelete" | "rowMessage"> {
  /** The codes, newest first, each with its uses. */
  readonly codes: ReadonlyArray<AdminDiscountCode>;
  /** Switches a code off (`false`) or on again, its terms and uses kept. */
  readonly onSwitch: (code: AdminDiscountCode, active: boolean) => void;
  /** The code whose switch is being saved. */
  readonly switching?: number | undefined;
  /** What a code's switch did, or why it was refused, shown at its row. */
  readonly rowMessage?: { readonly id: number; readonly kind: "ok" | "error"; readonly text: string } | null;
}

type NumberField = "value" | "min_subtotal" | "max_uses" | "max_uses_per_email";

type CodeFormProps = Pick<DiscountCodesViewProps, "errors" | "saving" | "onSave" | "onCancel" | "onDirtyChange"> & {
  readonly code: AdminDiscountCode | null;
};

const CodeForm = ({ code, errors, saving, onSave, onCancel, onDirtyChange }: CodeFormProps) => {
  const { LL } = useI18nContext();
  const T = LL.dashboard.discountCodes;
  return (
    <PanelForm
      title={code ? code.code : T.new()}
      initial={() => discountCodeDraftOf(code)}
      onDirtyChange={onDirtyChange}
      onSubmit={(draft) => onSave(draft, code?.id ?? null)}
    >
      {(draft, setDraft) => {
        const number = (path: NumberField, label: string, hint?: string) => (
          <Field label={label} path={path} errors={errors} form={FORM} {...(hint ? { hint } : {})}>
            {(a) => (
              <input
                {...a}
                inputMode={path === "max_uses" || path === "max_uses_per_email" ? "numeric" : "decimal"}
                value={draft[path]}
                onChange={(e) => setDraft({ ...draft, [path]: e.currentTarget.value })}
              />
            )}
          </Field>
        );
        const day = (path: "starts_at" | "ends_at", label: string) => (
          <Field label={label} path={path} errors={errors} form={FORM}>
            {(a) => <input {...a} type="date" value={draft[path]} onChange={(e) => setDraft({ ...draft, [path]: e.currentTarget.value })} />}
          </Field>
        );
        return (
          <>
            <Field label={T.code()} path="code" errors={errors} form={FORM} hint={T.codeHint()}>
              {(a) => (
                <input
                  {...a}
                  value={draft.code}
                  autoCapitalize="characters"
                  autoComplete="off"
                  spellCheck={false}
                  onChange={(e) => setDraft({ ...draft, code: e.currentTarget.value })}
                />
              )}
            </Field>
            <div className="form-grid">
              <Field label={T.kind()} path="kind" errors={errors} form={FORM}>
                {(a) => (
                  <select {...a} value={draft.kind} onChange={(e) => setDraft({ ...draft, kind: e.currentTarget.value as DiscountKind })}>
                    {DISCOUNT_KINDS.map((kind) => (
                      <option key={kind} value={kind}>
                        {T.kinds[kind]()}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              {number("value", T.value(), T.valueHint())}
            </div>
            {number("min_subtotal", T.minSubtotal(), T.minSubtotalHint())}
            <p className="muted">{T.daysHint()}</p>
            <div className="form-grid">
              {day("starts_at", T.startsAt())}
              {day("ends_at", T.endsAt())}
            </div>
            <p className="muted">{T.usesHint()}</p>
            <div className="form-grid">
              {number("max_uses", T.maxUses())}
              {number("max_uses_per_email", T.maxUsesPerEmail())}
            </div>
            <EditorFooter active={draft.active} onActive={(active) => setDraft({ ...draft, active })} saving={saving} onCancel={onCancel} />
          </>
        );
      }}
    </PanelForm>
  );
};

/**
 * The shop's discount codes: each code with its discount, minimum, days, uses and whether it is on,
 * with a new code, an edit of its terms and a switch to turn it off (or on again); codes are never
 * deleted, so the orders that used one keep it.
 */
export const DiscountCodesView = (props: DiscountCodesViewProps) => {
  const { LL, locale } = useI18nContext();
  const T = LL.dashboard.discountCodes;
  const discount = (c: AdminDiscountCode) => (c.kind === "percent" ? T.percentOff({ value: c.value }) : formatPrice(c.value, locale));
  const days = (c: AdminDiscountCode) =>
    c.starts_at === null && c.ends_at === null ? (
      T.anyDay()
    ) : (
      <>
        {c.starts_at === null ? null : <div className="table__day">{T.fromDay({ day: c.starts_at })}</div>}
        {c.ends_at === null ? null : <div className="table__day">{T.untilDay({ day: c.ends_at })}</div>}
      </>
    );
  return (
    <section>
      <PanelHead title={T.title()} newLabel={T.new()} intro={T.intro()} message={props.message} conflict={props.conflict} onNew={() => props.onEdit(null)} />
      {props.editing !== undefined ? <CodeForm key={props.editing?.id ?? "new"} code={props.editing} {...props} /> : null}
      {props.codes.length === 0 ? (
        <p>{T.empty()}</p>
      ) : (
        <table className="table">
          <thead>
            <tr>
              <th scope="col">{T.columns.code()}</th>
              <th scope="col">{T.columns.discount()}</th>
              <th scope="col">{T.columns.minimum()}</th>
              <th scope="col">{T.columns.days()}</th>
              <th scope="col">{T.columns.uses()}</th>
              <th scope="col">{T.columns.status()}</th>
              <th scope="col">
                <span className="visually-hidden">{`${T.edit()}, ${T.switchOff()}`}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {props.codes.map((c) => (
              <tr key={c.id}>
                <th scope="row">
                  <code>{c.code}</code>
                </th>
                <td>{discount(c)}</td>
                <td>{c.min_subtotal === null ? "—" : formatPrice(c.min_subtotal, locale)}</td>
                <td>{days(c)}</td>
                <td>
                  {c.max_uses === null ? c.uses : T.usesOf({ uses: c.uses, max: c.max_uses })}
                  {c.max_uses_per_email === null ? null : <div className="muted">{T.perEmail({ max: c.max_uses_per_email })}</div>}
                </td>
                <td>{c.active ? T.on() : T.off()}</td>
                <td className="table__actions">
                  <button type="button" className="btn btn--ghost btn--small" aria-label={`${T.edit()}: ${c.code}`} onClick={() => props.onEdit(c)}>
                    {T.edit()}
                  </button>
                  <button
                    type="button"
                    className={c.active ? "btn btn--danger btn--small" : "btn btn--ghost btn--small"}
                    disabled={props.switching === c.id}
                    aria-label={`${c.active ? T.switchOff() : T.switchOn()}: ${c.code}`}
                    onClick={() => props.onSwitch(c, !c.active)}
                  >
                    {c.active ? T.switchOff() : T.switchOn()}
                  </button>
                  {props.rowMessage?.id === c.id ? <Notice kind={props.rowMessage.kind}>{props.rowMessage.text}</Notice> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
};
