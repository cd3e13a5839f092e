import { addError, type Availability, type FieldErrors } from "@vitrina/core";
import type { Tx } from "../db/db.js";
import { activeStock } from "./storefront-data.js";

/** Why a cart or a checkout is refused when some of its products cannot be had. */
export const NOT_AVAILABLE = "Some products are not available in the quantity asked for.";

/** A cart line to check: a product id and the quantity wanted. */
export interface WantedLine {
  readonly id: number;
  readonly quantity: number;
}

/** Why some lines cannot be had: field errors per line, and the units left of each short product. */
export interface Unavailable {
  readonly errors: FieldErrors;
  readonly left: Readonly<Record<string, number>>;
}

/**
 * The stock of each line's product when every line can be had; otherwise which cannot (`not_found`
 * for a product that is not sold, `out_of_stock` for a quantity above its stock, with the units
 * left, so the cart can offer to take exactly those).
 */
export const cartAvailability = async (db: Tx, items: ReadonlyArray<WantedLine>): Promise<{ readonly data: Availability } | Unavailable> => {
  const stock = await activeStock(
    db,
    items.map((i) => i.id),
  );
  const errors: Record<string, string[]> = {};
  const left: Record<string, number> = {};
  items.forEach((item, i) => {
    const available = stock.get(item.id);
    if (available === undefined) addError(errors, `items.${i}.id`, "not_found");
    else if (available < item.quantity) {
      addError(errors, `items.${i}.quantity`, "out_of_stock");
      left[item.id] = available;
    }
  });
  if (Object.keys(errors).length > 0) return { errors, left };
  return { data: items.map((item) => ({ id: item.id, quantity: item.quantity, stock: stock.get(item.id)!, in_stock: stock.get(item.id)! > 0 })) };
};
