import type { Tx } from "../db/db.js";
import { storeImage } from "../catalog/images.js";
import { refreshSearchTexts } from "../catalog/product-data.js";
import { writeVariants } from "../catalog/variant-edit-data.js";
import type { DemoProduct, DemoVariant } from "./content/index.js";
import { demoPicture } from "./pictures.js";

const pictureName = (product: DemoProduct, variant: DemoVariant) => `${product.slug}:${variant.colour}`;

/**
 * The pictures of the demo variants that have a colour of their own, drawn once per product and
 * colour (outside the seed's transaction: drawing is the slow part).
 */
export const variantPictures = async (products: ReadonlyArray<DemoProduct>): Promise<Map<string, Buffer>> => {
  const colours = new Map(products.flatMap((p) => (p.variants ?? []).flatMap((v) => (v.colour ? [[pictureName(p, v), v.colour] as const] : []))));
  return new Map(await Promise.all([...colours].map(async ([name, colour]) => [name, await demoPicture(name, colour)] as const)));
};

/**
 * Writes the options and variants of the demo products sold in variants (with the pictures of
 * {@link variantPictures}), once their products are written; each product's price and stock then mirror its variants (migration 081) and its search
 * text holds their SKUs.
 */
export const seedVariants = async (tx: Tx, products: ReadonlyArray<DemoProduct>, pictures: ReadonlyMap<string, Buffer>): Promise<void> => {
  for (const p of products) {
    if (!p.options || !p.variants) continue;
    const [row] = await tx.query<{ id: number }>("select id from products where slug = $1", [p.slug]);
    const inputs = [];
    for (const v of p.variants) {
      // The same picture is stored once: the sizes of a colour share it.
      const picture = v.colour ? pictures.get(pictureName(p, v)) : undefined;
      const image = picture ? await storeImage(tx, picture) : null;
      inputs.push({ options: v.options, sku: v.sku, price: v.price, old_price: v.oldPrice ?? null, stock: v.stock, image_id: image?.id ?? null, active: true });
    }
    await writeVariants(tx, row!.id, p.options, inputs);
    await refreshSearchTexts(tx, { productId: row!.id });
  }
};
