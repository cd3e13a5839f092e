import { addError, type AdminProduct, type ProductBulkEdit } from "@vitrina/core";
import type { Db } from "../db/db.js";
import { InvalidInput, StaleEdit } from "../lib/errors.js";
import { lockProducts, readAdminProducts, setPriceAndStock } from "./product-data.js";

/**
 * Sets the price, old price or stock of several products at once, from the dashboard's list, in one
 * transaction (issue 32 item 6). Judged as every edit is: 409 ({@link StaleEdit}) when any product
 * was saved since the list showed it (another tab, a colleague, an order), then 422 at
 * `products.{i}.{field}` for a product the change would break (no such product, one with variants —
 * `unavailable`: its prices and stock are its variants', set on its form —, an old price not above
 * the price, a stock correction below zero), `stock_change` when a stock and a correction are
 * both given and `price` when nothing is; only then is every product written. The audit trail
 * records each product's change through its trigger. Resolves with the products as saved.
 */
export const bulkEditProducts = (db: Db, edit: ProductBulkEdit): Promise<AdminProduct[]> =>
  db.transaction(async (tx) => {
    const ids = edit.products.map((p) => p.id);
    const current = await lockProducts(tx, ids);
    const errors: Record<string, string[]> = {};
    if (edit.price === undefined && edit.old_price === undefined && edit.stock === undefined && edit.stock_change === undefined)
      addError(errors, "price", "required");
    if (edit.stock !== undefined && edit.stock_change !== undefined) addError(errors, "stock_change", "invalid");
    const writes = edit.products.flatMap(({ id, version }, i) => {
      const now = current.get(id);
      if (!now) {
        addError(errors, `products.${i}.id`, "not_found");
        return [];
      }
      if (now.version !== version) throw new StaleEdit("A product was saved since the list showed it. Reload the list, then make the change again.");
      if (now.has_variants) {
        addError(errors, `products.${i}.id`, "unavailable");
        return [];
      }
      const price = edit.price ?? now.price;
      const oldPrice = edit.old_price === undefined ? now.old_price : edit.old_price;
      const stock = edit.stock ?? now.stock + (edit.stock_change ?? 0);
      if (oldPrice !== null && oldPrice <= price) addError(errors, `products.${i}.old_price`, "min");
      if (stock < 0) addError(errors, `products.${i}.stock_change`, "min");
      return [{ id, to: { price, old_price: oldPrice, stock } }];
    });
    if (Object.keys(errors).length > 0) throw new InvalidInput(errors);
    for (const { id, to } of writes) await setPriceAndStock(tx, id, to);
    return readAdminProducts(tx, ids);
  });
