import { CURRENCY, type LineRef, type ListingQuery, type Locale, type ProductCard, type ProductListResponse, type Seo, type SeoPageKind } from "@vitrina/core";
import type { Db, Tx } from "../db/db.js";
import { NotFound } from "../lib/errors.js";
import { facetDictionary } from "./attribute-data.js";
import { type Candidate, holdingText, type Relevance } from "./candidate-data.js";
import { candidatePage, facetFilters, placesIn, type CategoryListings } from "./listing.js";
import { imageJson } from "./images.js";
import { activeVariantsByIds } from "./variant-data.js";
import { searchedFor, searchWords } from "./search.js";
import { foldSearchText } from "./search-text.js";
import { likeLiteral } from "../lib/list-query.js";
import { seoFrom } from "./seo.js";
import { seoTemplates } from "./seo-setting-data.js";
import { readShopName } from "../shop/identity.js";
import { cardColumns, type CardRow } from "./storefront-data.js";
import { inLanguage } from "../db/in-language.js";

export { menuCategories } from "./storefront-data.js";

/** A product card answer from its row. */
export const cardJson = (row: CardRow): ProductCard => ({
  id: row.id,
  uuid: row.uuid,
  slug: row.slug,
  sku: row.sku,
  title: row.title,
  price: row.price,
  old_price: row.old_price,
  currency: CURRENCY,
  image: row.image ? imageJson(row.image) : null,
  category: { slug: row.category_slug, name: row.category_name },
  stock: row.stock,
  in_stock: row.stock > 0,
  ...(row.max_per_order === undefined ? {} : { max_per_order: row.max_per_order }),
  // "From {price}" when the active variants' prices differ: the card's price is the lowest of them.
  ...(row.price_max != null && row.price_max > row.price ? { price_max: row.price_max } : {}),
  // A shopper chooses a variant on its page: lists link to it rather than add it to the cart.
  ...(row.has_options ? { has_options: true } : {}),
});

/** Cards of products by id, in the order of `ids`; unknown and inactive ids are left out. */
export const cardsByIds = async (db: Tx, locale: Locale, ids: ReadonlyArray<number>): Promise<ProductCard[]> => {
  if (ids.length === 0) return [];
  const q = inLanguage(locale);
  const list = `${q.bind(ids)}::int[]`;
  const rows = await db.query<CardRow>(
    `select ${cardColumns(q.text)} from products p join categories c on c.id = p.category_id
      where p.id = any(${list}) and p.active order by array_position(${list}, p.id)`,
    q.params,
    { prepared: true },
  );
  return rows.map(cardJson);
};

/**
 * Cart products: the card of each line's product, in the order of `lines`; a line naming a variant
 * gets the variant's price, old price, stock, SKU and picture (the product's when it has none) and
 * `variant` (its id and label in `locale`). Lines whose product or variant is not sold are left out.
 */
export const cardsForLines = async (db: Tx, locale: Locale, lines: ReadonlyArray<LineRef>): Promise<ProductCard[]> => {
  const cards = new Map((await cardsByIds(db, locale, [...new Set(lines.map((l) => l.id))])).map((card) => [card.id, card]));
  const variantIds = lines.flatMap((l) => (l.variant_id === undefined ? [] : [l.variant_id]));
  const variants = new Map((variantIds.length === 0 ? [] : await activeVariantsByIds(db, locale, variantIds)).map((v) => [v.id, v]));
  return lines.flatMap((line) => {
    const card = cards.get(line.id);
    if (!card || line.variant_id === undefined) return card ? [card] : [];
    const variant = variants.get(line.variant_id);
    if (!variant || variant.product_id !== line.id) return [];
    const { price_max: _, ...product } = card;
    return [
      {
        ...product,
        sku: variant.sku,
        price: variant.price,
        old_price: variant.old_price,
        stock: variant.stock,
        in_stock: variant.stock > 0,
        image: variant.image ? imageJson(variant.image) : card.image,
        variant: { id: variant.id, label: variant.label },
      },
    ];
  });
};

/** Cards of a curated list (home products, bestsellers), in order. */
export const curatedCards = async (db: Tx, locale: Locale, list: "home-products" | "bestsellers"): Promise<ProductCard[]> => {
  const q = inLanguage(locale);
  const rows = await db.query<CardRow>(
    `select ${cardColumns(q.text)} from curated_products cp join products p on p.id = cp.product_id join categories c on c.id = p.category_id
      where cp.list = ${q.bind(list)} and p.active order by cp.position`,
    q.params,
  );
  return rows.map(cardJson);
};

/** Thrown when the listing names a category that does not exist. */
export class UnknownCategory extends NotFound {
  constructor(slug: string) {
    super(`Category not found: ${slug}`);
  }
}

/** The request around a listing: its database, the kept category listings and the catalogue's version it was read at. */
export interface ListingContext {
  readonly db: Db;
  readonly listings: CategoryListings;
  readonly version: number;
}

/** The attribute dictionary with the names of option keys it lacks, read once per catalogue version (the key " attributes" is no language and slug). */
export const keptAttributeDictionary = ({ db, listings, version }: ListingContext) => listings.perVersion(" attributes", version, () => facetDictionary(db));

/** The shop's name, read once per catalogue version: saving the shop's identity raises it. */
export const keptShopName = ({ db, listings, version }: ListingContext): Promise<string> => listings.perVersion(" shop name", version, () => readShopName(db));

/**
 * The SEO texts of a page of `kind` named `name` in `locale`: the kind's templates and the shop's
 * name are read once per catalogue version (saving either raises it), not for every page.
 */
export const keptSeo = async (context: ListingContext, locale: Locale, kind: SeoPageKind, name: string): Promise<Seo> => {
  const { db, listings, version } = context;
  const [templates, shop] = await Promise.all([
    listings.perVersion(` seo ${locale} ${kind}`, version, () => seoTemplates(db, locale, kind)),
    keptShopName(context),
  ]);
  return seoFrom(templates, { name, shop });
};

/** A category listing's heading: its category (id, name, slug and parent) and its SEO texts. */
interface CategoryFrame {
  readonly id: number;
  readonly name: string;
  readonly slug: string;
  readonly parentName: string | null;
  readonly parentSlug: string | null;
  readonly seo: Seo;
}

/** The heading of the listing of the active category `slug`, or {@link UnknownCategory}. */
const categoryFrame = async (context: ListingContext, locale: Locale, slug: string): Promise<CategoryFrame> => {
  const q = inLanguage(locale);
  const [category] = await context.db.query<{
    id: number;
    name: string;
    slug: string;
    parent_name: string | null;
    parent_slug: string | null;
    seo_title: string | null;
    seo_description: string | null;
  }>(
    `select c.id, ${q.text("c.name")} as name, c.slug, ${q.text("pc.name")} as parent_name, pc.slug as parent_slug,
            nullif(${q.text("c.seo_title")}, '') as seo_title, nullif(${q.text("c.seo_description")}, '') as seo_description
       from categories c left join categories pc on pc.id = c.parent_id where c.slug = ${q.bind(slug)} and c.active`,
    q.params,
  );
  if (!category) throw new UnknownCategory(slug);
  const seo = category.seo_title
    ? { title: category.seo_title, description: category.seo_description ?? "" }
    : await keptSeo(context, locale, "category", category.name);
  return { id: category.id, name: category.name, slug: category.slug, parentName: category.parent_name, parentSlug: category.parent_slug, seo };
};

/**
 * A page of a category listing or a search: products, facets with counts, price range, SEO, paging
 * and breadcrumb (see {@link candidatePage} for how filters and facets meet). A category's heading
 * is read once per catalogue version and language, as are the SEO templates of a search.
 */
export const listProducts = async (context: ListingContext, locale: Locale, query: ListingQuery): Promise<ProductListResponse> => {
  const { db, listings, version } = context;
  const slug = query.slug;
  const category = slug === undefined ? undefined : await listings.perVersion(`${locale} ${slug}`, version, () => categoryFrame(context, locale, slug));
  const search = query.search ? foldSearchText(query.search) : "";
  const candidates = await listings.candidates(category?.id ?? null, version);
  const { found, typos, heldAsTyped } = search
    ? await searchFinds(context, candidates, search)
    : { found: undefined, typos: new Map<string, string>(), heldAsTyped: false };
  const dictionary = await keptAttributeDictionary(context);
  const page = candidatePage(candidates, locale, query, dictionary, found);
  const items = await cardsByIds(db, locale, page.ids);
  // Found for corrected words only when no product holds the text as typed.
  const corrected = heldAsTyped
    ? undefined
    : searchedFor(
        query.search ?? "",
        typos,
        items.map((i) => i.title),
      );
  return {
    items,
    filters: facetFilters(page.facets, locale, dictionary),
    price_range: page.priceRange,
    seo: category ? category.seo : await keptSeo(context, locale, "search", query.search ?? ""),
    current_page: query.page,
    total_pages: Math.max(1, Math.ceil(page.total / query.perPage)),
    total_items: page.total,
    breadcrumb: category
      ? [...(category.parentSlug ? [{ name: category.parentName ?? "", slug: category.parentSlug }] : []), { name: category.name, slug: category.slug }]
      : [],
    ...(corrected === undefined || !found?.size ? {} : { searched_for: corrected }),
  };
};

/** How a product found for a search's words, not for its text as typed, ranks: after those holding the text. */
const NOT_AS_TYPED: Relevance = [false, false, false];

/**
 * What a search finds among a listing's kept `candidates`: the products holding its text as typed,
 * and those holding every one of its words with typos corrected (kept per catalogue version: texts
 * with the same words share them), by id with what ranks them. Only ids: the products themselves are
 * the kept candidates, so a new search text costs a lookup, not a load of its products. `heldAsTyped`:
 * whether any of them holds the text as typed.
 */
const searchFinds = async ({ db, listings, version }: ListingContext, candidates: ReadonlyArray<Candidate>, search: string) => {
  const { words, typos } = await searchWords(db, search);
  const [asTyped, holding] = await Promise.all([holdingText(db, likeLiteral(search)), listings.holding(words, version)]);
  const listed = placesIn(candidates);
  const found = new Map([...asTyped].filter(([id]) => listed.has(id)));
  const heldAsTyped = found.size > 0;
  for (const id of holding) if (listed.has(id) && !found.has(id)) found.set(id, NOT_AS_TYPED);
  return { found, typos, heldAsTyped };
};
