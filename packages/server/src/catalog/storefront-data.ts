import type { AttributeValue, Category, Locale } from "@vitrina/core";
import type { Tx } from "../db/db.js";
import { inLanguage, type InLanguage } from "../db/in-language.js";
import { likeLiteral } from "../lib/list-query.js";
import { correctionsSql, holdsWords } from "./search.js";
import { maxPerOrderColumn } from "../shop/settings-data.js";
import { activeVariantsJsonSql, optionsJsonSql, type OptionJson, type VariantJson } from "./variant-data.js";

/** SQL: the highest price of product p's active variants (null without variants). */
const PRICE_MAX = "(select max(v.price) from product_variants v where v.product_id = p.id and v.active)";
/** SQL: whether product p has options (variants, sold or not: checkout then needs one named). */
const HAS_OPTIONS = "exists (select 1 from product_variants v where v.product_id = p.id)";

/** Columns of a product card, its texts read with `text`; the query must alias products p, categories c. */
export const cardColumns = (text: InLanguage["text"]): string => `p.id, p.uuid, p.slug, p.sku, ${text("p.title")} as title, p.price, p.old_price, p.stock,
  ${maxPerOrderColumn("p")} as max_per_order, ${PRICE_MAX} as price_max, ${HAS_OPTIONS} as has_options,
  c.slug as category_slug, ${text("c.name")} as category_name,
  (select json_build_object('hash', im.hash, 'width', im.width, 'height', im.height)
     from product_images pi join images im on im.id = pi.image_id
    where pi.product_id = p.id order by pi.position limit 1) as image`;

/** A product card row as {@link cardColumns} selects it. */
export interface CardRow {
  id: number;
  uuid: string;
  slug: string;
  sku: string;
  title: string;
  price: number;
  old_price: number | null;
  stock: number;
  /** Units one order line may hold; absent where a card is not read with {@link cardColumns}. */
  max_per_order?: number;
  /** The highest price of its active variants (null without variants); absent where a card is not read with {@link cardColumns}. */
  price_max?: number | null;
  /** Whether it has options; absent where a card is not read with {@link cardColumns}. */
  has_options?: boolean;
  category_slug: string;
  category_name: string;
  image: { hash: string; width: number; height: number } | null;
}

// The storefront's reads of products, categories and pictures, texts in the page's language: the menu,
// a product's page, its similar products, stock, the search overlay's rows and stored picture files.

/** A picture's stored size. */
type ImageRow = { hash: string; width: number; height: number };

/**
 * The menu's categories: active ones whose parent is active too, each parent followed by its
 * subcategories (which name their parent's uuid in `subcategory`).
 */
export const menuCategories = async (db: Tx, locale: Locale): Promise<Category[]> => {
  const q = inLanguage(locale);
  const rows = await db.query<{ id: number; uuid: string; slug: string; name: string; icon: string | null; parent_uuid: string | null }>(
    `select c.id, c.uuid, c.slug, ${q.text("c.name")} as name, c.icon, pc.uuid as parent_uuid
       from categories c left join categories pc on pc.id = c.parent_id
      where c.active and (pc.id is null or pc.active)
      order by coalesce(pc.position, c.position), coalesce(pc.id, c.id), pc.id is not null, c.position, c.id`,
    q.params,
  );
  return rows.map(({ parent_uuid, ...row }) => ({ ...row, ...(parent_uuid ? { subcategory: parent_uuid } : {}) }));
};

/** A product page's row: its card's columns (no picture), description, parent category, SEO texts, pictures, attributes, options and variants. */
export type ProductPageRow = CardRow & {
  description: string;
  /** Its pictures, in their order. */
  images: ImageRow[];
  /** Its attributes, in their order, with their values in every language (or numbers). */
  attributes: Array<{ key: string; value: AttributeValue }>;
  /** Its options and its active variants (both empty for a product without options). */
  options: OptionJson[];
  variants: VariantJson[];
  seo_title: string | null;
  seo_description: string | null;
  parent_name: string | null;
  parent_slug: string | null;
};

/** The active product with a slug, with its pictures, attributes, options and variants (one round trip to the database). */
export const productPageRow = async (db: Tx, locale: Locale, slug: string): Promise<ProductPageRow | undefined> => {
  const q = inLanguage(locale);
  const [row] = await db.query<ProductPageRow>(
    `select p.id, p.uuid, p.slug, p.sku, ${q.text("p.title")} as title, ${q.text("p.description")} as description, p.price, p.old_price, p.stock,
            ${maxPerOrderColumn("p")} as max_per_order, ${PRICE_MAX} as price_max, ${HAS_OPTIONS} as has_options, c.slug as category_slug, ${q.text("c.name")} as category_name, pc.slug as parent_slug, ${q.text("pc.name")} as parent_name,
            nullif(${q.text("p.seo_title")}, '') as seo_title, nullif(${q.text("p.seo_description")}, '') as seo_description, null as image,
            (select coalesce(json_agg(json_build_object('hash', im.hash, 'width', im.width, 'height', im.height) order by pi.position), '[]')
               from product_images pi join images im on im.id = pi.image_id where pi.product_id = p.id) as images,
            (select coalesce(json_agg(json_build_object('key', a.key, 'value', a.value) order by a.position, a.key), '[]')
               from product_attributes a where a.product_id = p.id) as attributes,
            ${optionsJsonSql(locale, "p.id")} as options, ${activeVariantsJsonSql("p.id")} as variants
       from products p join categories c on c.id = p.category_id left join categories pc on pc.id = c.parent_id
      where p.slug = ${q.bind(slug)} and p.active`,
    q.params,
    { prepared: true },
  );
  return row;
};

/**
 * What decides which products are like the active one with a slug: its id, price (bani), category
 * and that category's parent; undefined when no active product has the slug.
 */
export const similarityOf = async (
  db: Tx,
  slug: string,
): Promise<{ readonly id: number; readonly price: number; readonly categoryId: number; readonly parentId: number | null } | undefined> => {
  const [row] = await db.query<{ id: number; price: number; category_id: number; parent_id: number | null }>(
    `select p.id, round(p.price * 100)::bigint as price, p.category_id, c.parent_id
       from products p join categories c on c.id = p.category_id where p.slug = $1 and p.active`,
    [slug],
    { prepared: true },
  );
  return row && { id: row.id, price: row.price, categoryId: row.category_id, parentId: row.parent_id };
};

/** The stock of the active products among `ids`, and whether each has variants. */
export const activeStock = async (db: Tx, ids: ReadonlyArray<number>): Promise<Map<number, { readonly stock: number; readonly has_variants: boolean }>> =>
  new Map(
    (
      await db.query<{ id: number; stock: number; has_variants: boolean }>(
        "select id, stock, exists (select 1 from product_variants v where v.product_id = p.id) as has_variants from products p where id = any($1::int[]) and active",
        [ids],
      )
    ).map(({ id, ...row }) => [id, row]),
  );

/** The webp bytes of an image's stored width. */
export const imageVariant = async (db: Tx, hash: string, width: number): Promise<Uint8Array<ArrayBuffer> | undefined> => {
  const [row] = await db.query<{ bytes: Uint8Array }>(
    "select v.bytes from image_variants v join images i on i.id = v.image_id where i.hash = $1 and v.width = $2",
    [hash, width],
  );
  return row ? new Uint8Array(row.bytes) : undefined;
};

/** A search overlay's product row. */
export type SearchRow = {
  id: number;
  slug: string;
  title: string;
  image: ImageRow | null;
  category: string;
  price: number;
  old_price: number | null;
  /** The highest price of its active variants (null without variants). */
  price_max: number | null;
  has_options: boolean;
};

/** Selects search rows with texts read by `text`; the query adds its conditions on products p. */
const selectSearchRows = (
  text: (column: string) => string,
  more = "",
) => `select p.id, p.slug, ${text("p.title")} as title, ${text("c.name")} as category, p.price, p.old_price, ${PRICE_MAX} as price_max, ${HAS_OPTIONS} as has_options,
              (select json_build_object('hash', im.hash, 'width', im.width, 'height', im.height) from product_images pi join images im on im.id = pi.image_id
                where pi.product_id = p.id order by pi.position limit 1) as image${more}
         from products p join categories c on c.id = p.category_id`;

/** The shortest text a trigram index narrows. */
const TRIGRAM = 3;

/**
 * Up to `limit` active products whose search text holds the folded `text` (those starting with it
 * first, then those with a word starting with it) and, in the same round trip when they are fewer
 * than `limit`, the corrections of the `judged` words ({@link correctionsSql}; null when none is
 * judged or they are not needed). Inside LIKE patterns `%`, `_` and `\` typed by the shopper match themselves.
 */
export const searchRowsAndCorrections = async (
  db: Tx,
  locale: Locale,
  text: string,
  limit: number,
  judged: ReadonlyArray<string>,
): Promise<{ rows: SearchRow[]; corrections: Array<string | null> | null }> => {
  const q = inLanguage(locale);
  const pattern = q.bind(likeLiteral(text));
  const ranks = `, p.search_text like ${pattern} || '%' as starts, (' ' || p.search_text) like ${q.bind(`% ${likeLiteral(text)}%`)} as word_starts`;
  const typed = q.bind(judged);
  const [row] = await db.query<{ rows: SearchRow[]; corrections: Array<string | null> | null }>(
    `with exact as (${selectSearchRows(q.text, ranks)} where p.active and p.search_text like '%' || ${pattern} || '%'
                     order by starts desc, word_starts desc, p.id limit ${limit})
     select coalesce((select json_agg(e order by e.starts desc, e.word_starts desc, e.id) from exact e), '[]') as rows,
            case when (select count(*) from exact) < ${limit} and cardinality(${typed}::text[]) > 0 then ${correctionsSql(typed)} end as corrections`,
    q.params,
    // Its trigram index finds a text of three letters or more faster than any other plan; a shorter one scans the products.
    { prepared: text.length >= TRIGRAM },
  );
  return { rows: row?.rows ?? [], corrections: row?.corrections ?? null };
};

/** Up to `limit` active products holding every one of `words`, in any order or place, by id. */
export const searchRowsWithWords = (db: Tx, locale: Locale, words: ReadonlyArray<string>, limit: number): Promise<SearchRow[]> => {
  const q = inLanguage(locale);
  return db.query<SearchRow>(`${selectSearchRows(q.text)} where p.active and ${holdsWords(words, q.bind)} order by p.id limit ${limit}`, q.params);
};
