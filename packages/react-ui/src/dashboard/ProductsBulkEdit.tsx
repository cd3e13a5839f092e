import { useId, useState } from "react";
import { BULK_EDIT_KINDS, type BulkEditKind, type FieldErrors } from "@vitrina/core";
import { useI18nContext } from "../i18n/i18n-react.js";
import { Field, Notice } from "./parts.js";

/** Props of {@link ProductsBulkEdit}. */
export interface ProductsBulkEditProps {
  /** How many products are selected. */
  readonly count: number;
  readonly saving: boolean;
  /** The value's errors (`price: ["type"]`), checked before sending or answered. */
  readonly errors: FieldErrors;
  /** Why the last change was refused or that it was saved; null for none. */
  readonly message: { readonly kind: "ok" | "error"; readonly text: string } | null;
  /** Applies one change to every selected product: what, and the value as typed. */
  readonly onApply: (kind: BulkEditKind, value: string) => void;
  readonly onClear: () => void;
}

/** The products list's bulk edit: one change of price, old price or stock for the selected products (with none selected, only its last message). */
export const ProductsBulkEdit = ({ count, saving, errors, message, onApply, onClear }: ProductsBulkEditProps) => {
  const { LL } = useI18nContext();
  const T = LL.dashboard.productsCsv.bulk;
  const [kind, setKind] = useState<BulkEditKind>("price");
  const titleId = useId();
  const label = { price: T.price(), old_price: T.oldPrice(), stock: T.stock(), stock_change: T.stockChange() }[kind];
  return (
    <section className="bulk-edit" aria-labelledby={titleId}>
      <h2 id={titleId}>{T.title()}</h2>
      {count > 0 ? <p className="muted">{T.selected({ count })}</p> : null}
      {count > 0 ? (
        <form
          className="toolbar"
          onSubmit={(e) => {
            e.preventDefault();
            onApply(kind, String(new FormData(e.currentTarget).get("value") ?? ""));
          }}
        >
          <label>
            {T.what()}{" "}
            <select value={kind} onChange={(e) => setKind(e.currentTarget.value as BulkEditKind)}>
              {BULK_EDIT_KINDS.map((k) => (
                <option key={k} value={k}>
                  {T.kinds[k]()}
                </option>
              ))}
            </select>
          </label>
          <Field key={kind} label={label} path={kind} errors={errors} form="product">
            {(a) => <input {...a} name="value" inputMode="decimal" autoComplete="off" />}
          </Field>
          <button type="submit" className="btn btn--small" disabled={saving}>
            {saving ? T.applying() : T.apply({ count })}
          </button>
          <button type="button" className="btn btn--small btn--ghost" onClick={onClear}>
            {T.clear()}
          </button>
        </form>
      ) : null}
      {message ? <Notice kind={message.kind}>{message.text}</Notice> : null}
    </section>
  );
};
