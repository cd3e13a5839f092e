import { addError, lineKey, type Availability, type FieldErrors, type LineRef } from "@vitrina/core";
import type { Tx } from "../db/db.js";
import { unitOf } from "./line-units.js";
import { activeStock } from "./storefront-data.js";
import { activeVariantStock } from "./variant-data.js";

/** Why a cart or a checkout is refused when some of its products cannot be had. */
export const NOT_AVAILABLE = "Some products are not available in the quantity asked for.";

/** A cart line to check: a product (and its variant, for one with options) and the quantity wanted. */
export interface WantedLine extends LineRef {
  readonly quantity: number;
}

/** Why some lines cannot be had: field errors per line, and the units left of each short line, by its key ("12", "12:40"). */
export interface Unavailable {
  readonly errors: FieldErrors;
  readonly left: Readonly<Record<string, number>>;
}

/**
 * The stock of each line's product or variant when every line can be had; otherwise which cannot
 * (`not_found` for a product or variant that is not sold, `variant_id` `required` for a product with
 * options named without one ({@link unitOf}), `out_of_stock` for a quantity above its stock, with
 * the units left, so the cart can offer to take exactly those).
 */
export const cartAvailability = async (db: Tx, items: ReadonlyArray<WantedLine>): Promise<{ readonly data: Availability } | Unavailable> => {
  const products = await activeStock(
    db,
    items.map((i) => i.id),
  );
  const variants = await activeVariantStock(
    db,
    items.flatMap((i) => (i.variant_id === undefined ? [] : [i.variant_id])),
  );
  const errors: Record<string, string[]> = {};
  const left: Record<string, number> = {};
  const data = items.flatMap((item, i) => {
    const unit = unitOf(item, products, variants);
    if (unit.kind === "refused") {
      addError(errors, `items.${i}.${unit.field}`, unit.error);
      return [];
    }
    const stock = unit.kind === "variant" ? unit.variant.stock : unit.product.stock;
    if (stock < item.quantity) {
      addError(errors, `items.${i}.quantity`, "out_of_stock");
      left[lineKey(item)] = stock;
    }
    return [{ id: item.id, ...(item.variant_id === undefined ? {} : { variant_id: item.variant_id }), quantity: item.quantity, stock, in_stock: stock > 0 }];
  });
  return Object.keys(errors).length > 0 ? { errors, left } : { data };
};
