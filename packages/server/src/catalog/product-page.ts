import { attributeText, type Locale, type ProductCard, type ProductDetail } from "@vitrina/core";
import type { Tx } from "../db/db.js";
import { readShopName } from "../shop/identity.js";
import { imageJson } from "./images.js";
import { cardJson, cardsByIds, keptAttributeDictionary, type ListingContext } from "./products.js";
import { fillTemplate, seoFor } from "./seo.js";
import { activeVariantsOf, optionsOf } from "./variant-data.js";
import { productAttributes, productImages, productPageRow, similarProductIds } from "./storefront-data.js";

/**
 * A product's page: its card, description, pictures, options and active variants, attributes, breadcrumb and SEO; undefined when
 * no active product has the slug. The attribute dictionary is the listings' one, read once per catalogue version.
 */
export const productDetail = async (context: ListingContext, locale: Locale, slug: string): Promise<ProductDetail | undefined> => {
  const { db } = context;
  const row = await productPageRow(db, locale, slug);
  if (!row) return undefined;
  const images = await productImages(db, row.id);
  const attributes = await productAttributes(db, row.id);
  const dictionary = await keptAttributeDictionary(context);
  const shopName = await readShopName(db);
  const template = await seoFor(db, locale, "product", { name: row.title, shop: shopName });
  const card = cardJson({ ...row, image: images[0] ?? null });
  return {
    ...card,
    description: row.description,
    images: images.map(imageJson),
    ...(await optionsAndVariants(db, locale, row.id)),
    attributes: attributes.map((a) => {
      const entry = dictionary.get(a.key);
      return { key: a.key, name: (entry && (entry.name[locale] || entry.name.ro)) || a.key, value: attributeText(a.value, entry, locale) };
    }),
    breadcrumb: [...(row.parent_slug ? [{ name: row.parent_name ?? "", slug: row.parent_slug }] : []), { name: row.category_name, slug: row.category_slug }],
    seo: {
      title: row.seo_title ? fillTemplate(row.seo_title, { name: row.title, shop: shopName }) : template.title,
      description: row.seo_description ?? (template.description || row.description.slice(0, 160)),
      image: card.image?.url ?? template.image ?? null,
    },
  };
};

/** A product's options and its active variants in `locale` (both empty for a product without options). */
const optionsAndVariants = async (db: Tx, locale: Locale, id: number): Promise<Pick<ProductDetail, "options" | "variants">> => ({
  options: (await optionsOf(db, locale, [id])).map(({ key, name, values }) => ({ key, name, values })),
  variants: (await activeVariantsOf(db, locale, [id])).map((v) => ({
    id: v.id,
    options: v.options,
    sku: v.sku,
    price: v.price,
    old_price: v.old_price,
    stock: v.stock,
    in_stock: v.stock > 0,
    image: v.image && imageJson(v.image),
  })),
});

/** Cards of the products like the one with a slug (see {@link similarProductIds}); undefined when no active product has the slug. */
export const similarProducts = async (db: Tx, locale: Locale, slug: string): Promise<ProductCard[] | undefined> => {
  const ids = await similarProductIds(db, slug);
  return ids && cardsByIds(db, locale, ids);
};
