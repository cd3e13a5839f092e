import type { Locale, ProductCard, ProductListResponse, ProductListQuery, SortBy, Seo } from "@vitrina/core";
import type { Tx } from "../db/db.js";
import { imageJson } from "./images.js";
import { holdsWords, searchWords } from "./search.js";
import { foldSearchText } from "./search-text.js";
import { seoFor } from "./seo.js";

/** A localized jsonb text in the language of parameter $1, falling back to ro. */
export const tr = (column: string): string => `coalesce(nullif(${column}->>$1, ''), ${column}->>'ro')`;

/** Columns of a product card; the query must bind the language as $1 and alias products p, categories c. */
const CARD_COLUMNS = `p.id, p.uuid, p.slug, p.sku, ${tr("p.title")} as title, p.price, p.old_price, p.stock,
  c.slug as category_slug, ${tr("c.name")} as category_name,
  (select json_build_object('hash', im.hash, 'width', im.width, 'height', im.height)
     from product_images pi join images im on im.id = pi.image_id
    where pi.product_id = p.id order by pi.position limit 1) as image`;

/** A product card row as CARD_COLUMNS selects it. */
export interface CardRow {
  id: number;
  uuid: string;
  slug: string;
  sku: string;
  title: string;
  price: number;
  old_price: number | null;
  stock: number;
  category_slug: string;
  category_name: string;
  image: { hash: string; width: number; height: number } | null;
}

/** A product card answer from its row. */
export const cardJson = (row: CardRow): ProductCard => ({
  id: row.id,
  uuid: row.uuid,
  slug: row.slug,
  sku: row.sku,
  title: row.title,
  price: row.price,
  old_price: row.old_price,
  currency: "MDL",
  image: row.image ? imageJson(row.image) : null,
  category: { slug: row.category_slug, name: row.category_name },
  stock: row.stock,
  in_stock: row.stock > 0,
});

/** Cards of products by id, in the order of `ids`; unknown and inactive ids are left out. */
export const cardsByIds = async (db: Tx, locale: Locale, ids: ReadonlyArray<number>): Promise<ProductCard[]> => {
  if (ids.length === 0) return [];
  const rows = await db.query<CardRow>(
    `select ${CARD_COLUMNS} from products p join categories c on c.id = p.category_id
      where p.id = any($2::int[]) and p.active order by array_position($2::int[], p.id)`,
    [locale, ids],
  );
  return rows.map(cardJson);
};

/** Cards of a curated list (home products, bestsellers), in order. */
export const curatedCards = async (db: Tx, locale: Locale, list: "home-products" | "bestsellers"): Promise<ProductCard[]> => {
  const rows = await db.query<CardRow>(
    `select ${CARD_COLUMNS} from curated_products cp join products p on p.id = cp.product_id join categories c on c.id = p.category_id
      where cp.list = $2 and p.active order by cp.position`,
    [locale, list],
  );
  return rows.map(cardJson);
};

const ORDER_BY: Readonly<Record<SortBy, string>> = {
  // Curated bestsellers first, in their order, then the newest (decisions.md).
  popular: "coalesce((select cp.position from curated_products cp where cp.list = 'bestsellers' and cp.product_id = p.id), 1000000), p.created_at desc, p.id desc",
  price_asc: "p.price asc, p.id asc",
  price_desc: "p.price desc, p.id desc",
  newest: "p.created_at desc, p.id desc",
  discount: "coalesce(p.old_price - p.price, 0) desc, p.id desc",
};

/** A listing query with its values checked (see routes/catalog.ts). */
export type ListingQuery = Required<Pick<ProductListQuery, "page" | "perPage" | "sort_by">> & Omit<ProductListQuery, "page" | "perPage" | "sort_by">;

/** Thrown when the listing names a category that does not exist. */
export class UnknownCategory extends Error {}

/**
 * A page of a category listing or a search: products, facets with counts, price range, SEO,
 * paging and breadcrumb. Facet counts of one attribute honour every other filter but that
 * attribute's own, so choosing a brand still shows the other brands' counts.
 */
export const listProducts = async (db: Tx, locale: Locale, query: ListingQuery, shopName: string): Promise<ProductListResponse> => {
  const params: unknown[] = [locale];
  const bind = (value: unknown) => `$${params.push(value)}`;
  // $1 (the language) is bound for every statement; naming its type keeps statements that do not
  // otherwise use it valid.
  const base: string[] = ["p.active", "$1::text is not null"];
  let category: { id: number; name: string; slug: string; parent_name: string | null; parent_slug: string | null; seo_title: string | null; seo_description: string | null } | undefined;
  if (query.slug !== undefined) {
    [category] = await db.query(
      `select c.id, ${tr("c.name")} as name, c.slug, ${tr("pc.name")} as parent_name, pc.slug as parent_slug,
              nullif(${tr("c.seo_title")}, '') as seo_title, nullif(${tr("c.seo_description")}, '') as seo_description
         from categories c left join categories pc on pc.id = c.parent_id where c.slug = $2 and c.active`,
      [locale, query.slug],
    );
    if (!category) throw new UnknownCategory(query.slug);
    base.push(`p.category_id in (select id from categories where (id = ${bind(category.id)} or parent_id = ${bind(category.id)}) and active)`);
  }
  const search = query.search ? foldSearchText(query.search) : "";
  // A search matches the products holding its text, or every one of its words with typos corrected.
  const searchParam = search ? bind(search) : "";
  if (search) base.push(`(p.search_text like '%' || ${searchParam} || '%' or ${holdsWords(await searchWords(db, search), bind)})`);
  if (query.in_stock) base.push("p.stock > 0");
  if (query.is_discount) base.push("p.old_price > p.price");
  const baseParams = params.length;
  const priced = [...base];
  if (query.min_price !== undefined) priced.push(`p.price >= ${bind(query.min_price)}`);
  if (query.max_price !== undefined) priced.push(`p.price <= ${bind(query.max_price)}`);

  const selected = Object.entries(query.filters ?? {}).filter(([, values]) => values.length > 0);
  const counts = new Map<string, Map<string, number>>();
  const count = (key: string, value: string, n: number) => {
    let values = counts.get(key);
    if (!values) counts.set(key, (values = new Map()));
    values.set(value, (values.get(value) ?? 0) + n);
  };
  const where = [...priced];
  if (selected.length === 0) {
    // No attribute filter (a category's first look): the facets are plain groups, counted by the database.
    const groups = await db.query<{ key: string; value: string; count: number }>(
      `select a.key, ${tr("a.value")} as value, count(*)::int as count from product_attributes a join products p on p.id = a.product_id
        where ${priced.join(" and ")} group by 1, 2`,
      [...params],
    );
    for (const group of groups) count(group.key, group.value, group.count);
  } else {
    // Attribute values of the priced set, to count facets and to apply attribute filters in one pass.
    const attributeRows = await db.query<{ product_id: number; key: string; value: string }>(
      `select a.product_id, a.key, ${tr("a.value")} as value from product_attributes a join products p on p.id = a.product_id
        where ${priced.join(" and ")}`,
      [...params],
    );
    const valuesOf = new Map<number, Map<string, string>>();
    for (const row of attributeRows) {
      let values = valuesOf.get(row.product_id);
      if (!values) valuesOf.set(row.product_id, (values = new Map()));
      values.set(row.key, row.value);
    }
    const passes = (productId: number, except?: string) =>
      selected.every(([key, values]) => key === except || values.includes(valuesOf.get(productId)?.get(key) ?? "\u0000"));
    // Each product has one value per attribute (the table's key), so every passing row counts once.
    for (const row of attributeRows) if (passes(row.product_id, row.key)) count(row.key, row.value, 1);
    where.push(`p.id = any(${bind([...valuesOf.keys()].filter((id) => passes(id)))}::int[])`);
  }

  // Each statement gets exactly the parameters it uses (PostgreSQL refuses untyped extra ones).
  const [range] = await db.query<{ min: number | null; max: number | null }>(
    `select min(p.price) as min, max(p.price) as max from products p where ${base.join(" and ")}`,
    params.slice(0, baseParams),
  );
  const [total] = await db.query<{ count: number }>(`select count(*)::int as count from products p where ${where.join(" and ")}`, [...params]);
  // A search sorted by relevance: titles starting with the text, then a word starting with it, then holding it.
  const order =
    search && query.sort_by === "popular"
      ? `(p.search_text like ${searchParam} || '%') desc, (' ' || p.search_text) like '% ' || ${searchParam} || '%' desc, p.search_text like '%' || ${searchParam} || '%' desc, ${ORDER_BY.popular}`
      : ORDER_BY[query.sort_by];
  const rows = await db.query<CardRow>(
    `select ${CARD_COLUMNS} from products p join categories c on c.id = p.category_id
      where ${where.join(" and ")} order by ${order} limit ${bind(query.perPage)} offset ${bind((query.page - 1) * query.perPage)}`,
    params,
  );
  const totalItems = total?.count ?? 0;
  const names = ATTRIBUTE_NAMES[locale];
  const seo: Seo = category
    ? category.seo_title
      ? { title: category.seo_title, description: category.seo_description ?? "" }
      : await seoFor(db, locale, "category", { name: category.name, shop: shopName })
    : await seoFor(db, locale, "search", { name: query.search ?? "", shop: shopName });
  return {
    items: rows.map(cardJson),
    filters: [...counts.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, values]) => ({
        key,
        name: names[key] ?? key,
        values: [...values.entries()].sort(([a], [b]) => a.localeCompare(b, locale)).map(([value, count]) => ({ value, count })),
      })),
    price_range: { min: range?.min ?? 0, max: range?.max ?? 0 },
    seo,
    current_page: query.page,
    total_pages: Math.max(1, Math.ceil(totalItems / query.perPage)),
    total_items: totalItems,
    breadcrumb: category
      ? [...(category.parent_slug ? [{ name: category.parent_name ?? "", slug: category.parent_slug }] : []), { name: category.name, slug: category.slug }]
      : [],
  };
};

/** Names of the filterable attributes in each language. */
export const ATTRIBUTE_NAMES: Readonly<Record<Locale, Readonly<Record<string, string>>>> = {
  ro: { brand: "Marcă", colour: "Culoare", material: "Material", power: "Putere", size: "Dimensiune" },
  en: { brand: "Brand", colour: "Colour", material: "Material", power: "Power", size: "Size" },
  ru: { brand: "Бренд", colour: "Цвет", material: "Материал", power: "Мощность", size: "Размер" },
  bg: { brand: "Марка", colour: "Цвят", material: "Материал", power: "Мощност", size: "Размер" },
};
