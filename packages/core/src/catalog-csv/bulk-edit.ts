import type { FieldErrors } from "../schemas/common.js";
import { ProductBulkEdit } from "../schemas/dashboard/product-csv.js";
import { validate, type Validation } from "../validation/validate.js";
import { numberCell } from "./cells.js";

/** What a bulk edit of the products list changes: one of the four. */
export const BULK_EDIT_KINDS = ["price", "old_price", "stock", "stock_change"] as const;
/** A change a bulk edit makes. */
export type BulkEditKind = (typeof BULK_EDIT_KINDS)[number];

/**
 * The bulk edit the list's form asks for: its one change, typed as a number with a decimal point
 * (an empty old price: none), for the products picked, each with the version the list showed; or the
 * field errors of the value, keyed by the change (`price: ["type"]`).
 * @example bulkEditOf("stock_change", "-2", [{ id: 3, version: 7 }]) // { ok: true, value: { products: [{ id: 3, version: 7 }], stock_change: -2 } }
 */
export const bulkEditOf = (
  kind: BulkEditKind,
  text: string,
  products: ReadonlyArray<{ readonly id: number; readonly version: number }>,
): Validation<ProductBulkEdit> => {
  const value = numberCell(text);
  if (Number.isNaN(value)) return { ok: false, errors: { [kind]: ["type"] } satisfies FieldErrors };
  if (value === null && kind !== "old_price") return { ok: false, errors: { [kind]: ["required"] } satisfies FieldErrors };
  return validate(ProductBulkEdit, { products: products.map(({ id, version }) => ({ id, version })), [kind]: value });
};
