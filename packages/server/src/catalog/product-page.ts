import { attributeText, type Locale, type ProductCard, type ProductDetail } from "@vitrina/core";
import type { Candidate } from "./candidate-data.js";
import { imageJson } from "./images.js";
import { cardJson, cardsByIds, keptAttributeDictionary, keptSeo, keptShopName, type ListingContext } from "./products.js";
import { fillTemplate } from "./seo.js";
import { productPageRow, similarityOf } from "./storefront-data.js";

/**
 * A product's page: its card, description, pictures, options and active variants, attributes, breadcrumb and SEO; undefined when
 * no active product has the slug. The attribute dictionary, the SEO templates and the shop's name are read once per catalogue version.
 */
export const productDetail = async (context: ListingContext, locale: Locale, slug: string): Promise<ProductDetail | undefined> => {
  const { db } = context;
  const row = await productPageRow(db, locale, slug);
  if (!row) return undefined;
  const { images, attributes } = row;
  const dictionary = await keptAttributeDictionary(context);
  const shopName = await keptShopName(context);
  const template = await keptSeo(context, locale, "product", row.title);
  const card = cardJson({ ...row, image: images[0] ?? null });
  return {
    ...card,
    description: row.description,
    images: images.map(imageJson),
    options: row.options,
    variants: row.variants.map((v) => ({ ...v, in_stock: v.stock > 0, image: v.image && imageJson(v.image) })),
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

/** How many products a product's page shows as like it. */
const SIMILAR = 8;

/**
 * Cards of up to 8 products like the active one with a slug, from its parent category's candidates
 * kept for the listings (the category's own when it has no parent), so that a product page nobody
 * opened before costs no scan of the catalogue: its own category's first, in stock first, the closest
 * price first; undefined when no active product has the slug.
 */
export const similarProducts = async (context: ListingContext, locale: Locale, slug: string): Promise<ProductCard[] | undefined> => {
  const { db, listings, version } = context;
  const product = await similarityOf(db, slug);
  if (!product) return undefined;
  const candidates = await listings.candidates(product.parentId ?? product.categoryId, version);
  return cardsByIds(db, locale, mostLike(candidates, product, SIMILAR));
};

/** The ids of the `count` `candidates` most like `product` (itself left out), in that order (see {@link similarProducts}). */
export const mostLike = (
  candidates: ReadonlyArray<Candidate>,
  product: { readonly id: number; readonly price: number; readonly categoryId: number },
  count: number,
): number[] => {
  // Its category's first, then in stock, then the closest price; compared field by field, so the
  // pass over a category's thousands allocates nothing per candidate.
  const tier = (c: Candidate) => (c.categoryId === product.categoryId ? 0 : 2) + (c.stock > 0 ? 0 : 1);
  const before = (a: Candidate, b: Candidate) => tier(a) - tier(b) || Math.abs(a.price - product.price) - Math.abs(b.price - product.price) || a.id - b.id;
  // One pass keeping the best `count` in order: a page's worth out of a category's thousands.
  const best: Candidate[] = [];
  for (const candidate of candidates) {
    if (candidate.id === product.id) continue;
    if (best.length === count && before(candidate, best[count - 1]!) >= 0) continue;
    let at = best.length;
    while (at > 0 && before(candidate, best[at - 1]!) < 0) at -= 1;
    best.splice(at, 0, candidate);
    if (best.length > count) best.pop();
  }
  return best.map((c) => c.id);
};
