import type { Tx } from "../db/db.js";
import { refreshSearchTexts } from "../catalog/product-data.js";
import { writeVariants } from "../catalog/variant-edit-data.js";
import type { DemoProduct } from "./content/index.js";

/**
 * Writes the options and variants of the demo products sold in variants, once their products are
 * written; each product's price and stock then mirror its variants (migration 081) and its search
 * text holds their SKUs.
 */
export const seedVariants = async (tx: Tx, products: ReadonlyArray<DemoProduct>): Promise<void> => {
  for (const p of products) {
    if (!p.options || !p.variants) continue;
    const [row] = await tx.query<{ id: number }>("select id from products where slug = $1", [p.slug]);
    await writeVariants(
      tx,
      row!.id,
      p.options,
      p.variants.map((v) => ({ options: v.options, sku: v.sku, price: v.price, old_price: v.oldPrice ?? null, stock: v.stock, image_id: null, active: true })),
    );
    await refreshSearchTexts(tx, { productId: row!.id });
  }
};
