import fc from "fast-check";
import { Schema } from "effect";
import { ProductListResponse, type Locale, type SortBy } from "@vitrina/core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { seedGeneratedProducts } from "../src/seed/generated.js";
import { startTestShop, type TestShop } from "./support/shop.js";

// Listings are worked out in memory from candidates kept per category and catalogue version. Each
// answer is checked here against the database itself, computing the same listing in SQL, for queries
// a shopper's clicks make: any category (or none), a search text or none, language, stock and discount
// flags, price bounds (with decimals), attribute values, sort and page.

let shop: TestShop;
let slugs: Array<string | null>;
let values: Array<{ key: string; value: string }>;
/** The prices of each listing's products (key: the category's slug, "" for the whole catalogue). */
let prices: Map<string, Array<number>>;
/** Words of the catalogue's texts (every language's, folded), which a search finds as typed. */
let words: string[];
beforeAll(async () => {
  shop = await startTestShop();
  await seedGeneratedProducts(shop.db, 300);
  slugs = [null, ...(await shop.db.query<{ slug: string }>("select slug from categories where active order by id")).map((r) => r.slug)];
  values = await shop.db.query(`select distinct a.key, ${printed("'ro'")} as value from product_attributes a join attributes d on d.key = a.key order by 1, 2`);
  const priced = await shop.db.query<{ slug: string; prices: number[] }>(
    `select c.slug, array_agg(distinct p.price order by p.price) as prices from categories c
       join products p on p.category_id in (select id from categories where id = c.id or parent_id = c.id) group by 1
     union all select '', array_agg(distinct price order by price) from products`,
  );
  prices = new Map(priced.map((r) => [r.slug, r.prices.map(Number)]));
  words = (await shop.db.query<{ word: string }>("select word from search_words where word ~ '^[a-z]{4,}$' order by word")).map((r) => r.word);
}, 120_000);
afterAll(() => shop.stop());

interface Query {
  slug: string | null;
  search?: string;
  lang: Locale;
  in_stock: boolean;
  is_discount: boolean;
  min_price?: number;
  max_price?: number;
  filters: Record<string, string[]>;
  sort_by: SortBy;
  page: number;
  perPage: number;
}

/**
 * An attribute's value (`a`, its dictionary entry `d`) as a shopper reads it in `lang`: a text in that
 * language or Romanian, a number with the language's decimal sign and the unit.
 */
const printed = (lang: string) =>
  `case jsonb_typeof(a.value) when 'number'
     then replace(a.value::text, '.', case when ${lang} = 'en' then '.' else ',' end) || coalesce(' ' || coalesce(nullif(d.unit->>${lang}, ''), d.unit->>'ro'), '')
     else coalesce(nullif(a.value->>${lang}, ''), a.value->>'ro') end`;

const SORTS: Record<SortBy, string> = {
  popular:
    "coalesce((select cp.position from curated_products cp where cp.list = 'bestsellers' and cp.product_id = p.id), 1000000), p.created_at desc, p.id desc",
  price_asc: "p.price asc, p.id asc",
  price_desc: "p.price desc, p.id desc",
  newest: "p.created_at desc, p.id desc",
  discount: "coalesce(p.old_price - p.price, 0) desc, p.id desc",
};

type Bind = (value: unknown) => string;

/** The listing `q` asks for, computed by the database alone. */
const expected = async (q: Query) => {
  /** Runs the statement `build` writes, with the parameters it binds ($1 is the language). */
  const rows = <T>(build: (bind: Bind) => string) => {
    const params: unknown[] = [q.lang];
    const sql = build((v) => `$${params.push(v)}`);
    return shop.db.query<T>(sql, params);
  };
  // What product p shows for `key`: its attribute's value and, for an option of that key, the labels
  // of the values its active variants sell (the shop's one facet of both).
  const values = (bind: Bind, key: string) =>
    `array(select ${printed("$1")} from product_attributes a join attributes d on d.key = a.key where a.product_id = p.id and a.key = ${bind(key)}
       union select coalesce(nullif(jsonb_build_object('ro', ov.label_ro, 'en', ov.label_en, 'ru', ov.label_ru, 'bg', ov.label_bg) ->> $1, ''), ov.label_ro)
               from product_option_values ov where ov.product_id = p.id and ov.option_key = ${bind(key)}
                and exists (select 1 from product_variants v where v.product_id = p.id and v.active and v.options ->> ov.option_key = ov.value))`;
  const base = (bind: Bind) => {
    const where = ["p.active", "$1::text is not null"];
    if (q.slug)
      where.push(
        `p.category_id in (select c.id from categories c, categories asked where asked.slug = ${bind(q.slug)} and (c.id = asked.id or c.parent_id = asked.id) and c.active)`,
      );
    if (q.search !== undefined) where.push(`p.search_text like '%' || ${bind(q.search)} || '%'`);
    if (q.in_stock) where.push("p.stock > 0");
    if (q.is_discount) where.push("p.old_price > p.price");
    return where;
  };
  const priced = (bind: Bind) => [
    ...base(bind),
    ...(q.min_price === undefined ? [] : [`p.price >= ${bind(q.min_price)}`]),
    ...(q.max_price === undefined ? [] : [`p.price <= ${bind(q.max_price)}`]),
  ];
  const filtered = (bind: Bind, except?: string) => [
    ...priced(bind),
    ...Object.entries(q.filters)
      .filter(([key]) => key !== except)
      .map(([key, list]) => `${values(bind, key)} && ${bind(list)}::text[]`),
  ];
  // A search in its popular order: titles starting with the text, then a word starting with it, then the rest.
  const order = (bind: Bind) =>
    q.search !== undefined && q.sort_by === "popular"
      ? `p.search_text like ${bind(q.search)} || '%' desc, (' ' || p.search_text) like '% ' || ${bind(q.search)} || '%' desc, ${SORTS.popular}`
      : SORTS[q.sort_by];
  const [range] = await rows<{ min: number | null; max: number | null }>(
    (bind) => `select min(p.price) as min, max(p.price) as max from products p where ${base(bind).join(" and ")}`,
  );
  const ids = (
    await rows<{ id: number }>(
      (bind) =>
        `select p.id from products p where ${filtered(bind).join(" and ")} order by ${order(bind)} limit ${q.perPage} offset ${(q.page - 1) * q.perPage}`,
    )
  ).map((r) => r.id);
  const [total] = await rows<{ n: number }>((bind) => `select count(*)::int as n from products p where ${filtered(bind).join(" and ")}`);
  const keys = (
    await rows<{ key: string }>(
      (bind) =>
        `select a.key from product_attributes a join products p on p.id = a.product_id where ${priced(bind).join(" and ")}
         union select o.key from product_options o join products p on p.id = o.product_id where ${priced(bind).join(" and ")}`,
    )
  ).map((r) => r.key);
  const facets: Record<string, Record<string, number>> = {};
  for (const key of keys) {
    const counts = await rows<{ value: string; n: number }>(
      (bind) => `select v as value, count(*)::int as n from products p, unnest(${values(bind, key)}) v where ${filtered(bind, key).join(" and ")} group by 1`,
    );
    if (counts.length) facets[key] = Object.fromEntries(counts.map((c) => [c.value, c.n]));
  }
  return { ids, total: total!.n, range: { min: range!.min ?? 0, max: range!.max ?? 0 }, facets };
};

/** The listing `q` asks for, as the API answers it. */
const answered = async (q: Query) => {
  const search = new URLSearchParams({ sort_by: q.sort_by, page: String(q.page), perPage: String(q.perPage) });
  if (q.slug) search.set("slug", q.slug);
  if (q.search !== undefined) search.set("search", q.search);
  if (q.in_stock) search.set("in_stock", "1");
  if (q.is_discount) search.set("is_discount", "1");
  if (q.min_price !== undefined) search.set("min_price", String(q.min_price));
  if (q.max_price !== undefined) search.set("max_price", String(q.max_price));
  for (const [key, list] of Object.entries(q.filters)) for (const v of list) search.append(`filters[${key}][]`, v);
  const res = await shop.api(`catalog/products?${search}`, { headers: { "accept-language": q.lang } });
  expect(res.status).toBe(200);
  const body = Schema.decodeUnknownSync(ProductListResponse)(await res.json());
  const rows = await shop.db.query<{ id: number; slug: string }>("select id, slug from products where slug = any($1::text[])", [body.items.map((p) => p.slug)]);
  const idOf = new Map(rows.map((r) => [r.slug, r.id]));
  return {
    ids: body.items.map((p) => idOf.get(p.slug)),
    total: body.total_items,
    range: body.price_range,
    facets: Object.fromEntries(body.filters.map((f) => [f.key, Object.fromEntries(f.values.map((v) => [v.value, v.count]))])),
  };
};

/** A price bound: one of the listing's own prices (its products right at the bound), or an odd decimal. */
const bound = (slug: string | null) =>
  fc.option(fc.oneof(fc.constantFrom(...(prices.get(slug ?? "") ?? [1])), fc.constantFrom(50.0001, 0.1, 99.99)), { nil: undefined });

const queries = () =>
  fc.constantFrom(...slugs).chain((slug) =>
    fc.record({
      slug: fc.constant(slug),
      search: fc.option(fc.constantFrom(...words), { nil: undefined }),
      lang: fc.constantFrom("ro" as const, "en" as const, "ru" as const, "bg" as const),
      in_stock: fc.boolean(),
      is_discount: fc.boolean(),
      min_price: bound(slug),
      max_price: bound(slug),
      filters: fc.uniqueArray(fc.constantFrom(...values), { maxLength: 3, selector: (v) => `${v.key}=${v.value}` }).map((chosen) => {
        const filters: Record<string, string[]> = {};
        for (const { key, value } of chosen) (filters[key] ??= []).push(value);
        return filters;
      }),
      sort_by: fc.constantFrom<SortBy>("popular", "price_asc", "price_desc", "newest", "discount"),
      page: fc.integer({ min: 1, max: 3 }),
      perPage: fc.integer({ min: 1, max: 24 }),
    }),
  );

describe("category listings", () => {
  test("every answer is the listing the database computes: products in order, count, price range and facets", async () => {
    await fc.assert(
      fc.asyncProperty(queries(), async (q) => {
        expect(await answered(q)).toEqual(await expected(q));
      }),
      { numRuns: 60 },
    );
  });

  test("a search in its popular order ranks titles starting with the text first, then a word starting with it, then the rest", async () => {
    // Words that start some products' texts and are only inside others'.
    const ranked = await shop.db.query<{ word: string }>(
      `select w.word from search_words w where w.word ~ '^[a-z]{4,}$'
          and exists (select 1 from products p where p.active and p.search_text like w.word || '%')
          and exists (select 1 from products p where p.active and p.search_text like '%_' || w.word || '%' and p.search_text not like w.word || '%')
        order by w.word limit 8`,
    );
    expect(ranked.length).toBeGreaterThan(3);
    for (const { word } of ranked) {
      const q: Query = { slug: null, search: word, lang: "ro", in_stock: false, is_discount: false, filters: {}, sort_by: "popular", page: 1, perPage: 24 };
      expect(await answered(q)).toEqual(await expected(q));
    }
  });

  test("a change to a listed product is in the next answer: sold out, repriced, a filter's value renamed", async () => {
    const listing = (query: string) =>
      shop.api(`catalog/products?slug=bucatarie&perPage=100&${query}`).then(async (res) => Schema.decodeUnknownSync(ProductListResponse)(await res.json()));
    const first = (await listing("in_stock=1&sort_by=price_asc")).items[0]!;
    await listing("in_stock=1&sort_by=price_asc");
    await shop.db.query("update products set stock = 0 where slug = $1", [first.slug]);
    expect((await listing("in_stock=1&sort_by=price_asc")).items.map((p) => p.slug)).not.toContain(first.slug);
    await shop.db.query("update products set stock = 5, price = 999999 where slug = $1", [first.slug]);
    const repriced = await listing("in_stock=1&sort_by=price_desc");
    expect(repriced.items[0]!.slug).toBe(first.slug);
    expect(repriced.price_range.max).toBe(999999);
    await shop.db.query(
      "update product_attributes set value = '{\"ro\": \"Marcă nouă\"}' where key = 'brand' and product_id = (select id from products where slug = $1)",
      [first.slug],
    );
    const renamed = await listing(`filters[brand][]=${encodeURIComponent("Marcă nouă")}`);
    expect(renamed.items.map((p) => p.slug)).toEqual([first.slug]);
  });

  test("a search follows the catalogue as a category does, typed right or with a typo: a product sold out, repriced, taken off the shop", async () => {
    const found = (query: string, text = "tigaie") =>
      shop
        .api(`catalog/products?search=${text}&perPage=100&${query}`)
        .then(async (res) => Schema.decodeUnknownSync(ProductListResponse)(await res.json()).items.map((p) => ({ slug: p.slug, price: p.price })));
    const first = (await found("in_stock=1&sort_by=price_asc"))[0]!;
    expect(await found("in_stock=1&sort_by=price_asc", "tigae")).toEqual(await found("in_stock=1&sort_by=price_asc"));
    await shop.db.query("update products set stock = 0 where slug = $1", [first.slug]);
    for (const text of ["tigaie", "tigae"]) expect((await found("in_stock=1&sort_by=price_asc", text)).map((p) => p.slug)).not.toContain(first.slug);
    await shop.db.query("update products set stock = 5, price = 999999 where slug = $1", [first.slug]);
    for (const text of ["tigaie", "tigae"]) expect((await found("in_stock=1&sort_by=price_desc", text))[0]).toEqual({ slug: first.slug, price: 999999 });
    await shop.db.query("update products set active = false where slug = $1", [first.slug]);
    for (const text of ["tigaie", "tigae"]) expect((await found("sort_by=price_desc", text)).map((p) => p.slug)).not.toContain(first.slug);
    await shop.db.query("update products set active = true where slug = $1", [first.slug]);
    for (const text of ["tigaie", "tigae"]) expect((await found("sort_by=price_desc", text))[0]!.slug).toBe(first.slug);
  });

  test("a misspelled search finds what holds the corrected word now: a product given the word, one taken off the shop", async () => {
    const [a, b] = await shop.db.query<{ slug: string; search_text: string }>("select slug, search_text from products where active order by id limit 2");
    const found = async () =>
      Schema.decodeUnknownSync(ProductListResponse)(await (await shop.api("catalog/products?search=zanzibr&perPage=100")).json())
        .items.map((p) => p.slug)
        .sort();
    const giveWord = (slug: string) => shop.db.query("update products set search_text = search_text || ' zanzibar' where slug = $1", [slug]);
    await giveWord(a!.slug);
    expect(await found()).toEqual([a!.slug]);
    await giveWord(b!.slug);
    expect(await found()).toEqual([a!.slug, b!.slug].sort());
    await shop.db.query("update products set active = false where slug = $1", [a!.slug]);
    expect(await found()).toEqual([b!.slug]);
    for (const { slug, search_text } of [a!, b!])
      await shop.db.query("update products set search_text = $2, active = true where slug = $1", [slug, search_text]);
  });

  test("a change to the category itself is in the next answer: its name, its SEO texts, its removal from the shop", async () => {
    const listing = (minPrice: number) => shop.api(`catalog/products?slug=bucatarie&min_price=${minPrice}`);
    const read = async (minPrice: number) => Schema.decodeUnknownSync(ProductListResponse)(await (await listing(minPrice)).json());
    await read(1);
    await shop.db.query(
      `update categories set name = jsonb_set(name, '{ro}', '"Bucătăria nouă"'), seo_title = '{"ro": "Titlu nou"}', seo_description = '{"ro": "Descriere nouă"}'
        where slug = 'bucatarie'`,
    );
    const renamed = await read(2);
    expect(renamed.breadcrumb.at(-1)).toEqual({ name: "Bucătăria nouă", slug: "bucatarie" });
    expect(renamed.seo).toMatchObject({ title: "Titlu nou", description: "Descriere nouă" });
    await shop.db.query("update categories set active = false where slug = 'bucatarie'");
    expect((await listing(3)).status).toBe(404);
    await shop.db.query("update categories set active = true where slug = 'bucatarie'");
    expect((await listing(4)).status).toBe(200);
  });
});
