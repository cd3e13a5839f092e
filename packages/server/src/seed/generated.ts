import type { Db, Tx } from "../db/db.js";

/** Generated products are inserted this many per statement. */
const BATCH = 1000;
/** Every this many-th generated product is sold in {@link GENERATED_VARIANTS} variants. */
export const VARIANT_EVERY = 50;
/** Variants of such a product: five sizes by four colours. */
export const GENERATED_VARIANTS = 20;

/**
 * Gives the generated products `ids` (numbered `ns`, priced `prices`) two options, a size of five
 * values and a colour of four, and a variant of each of the 20 combinations, dearer by size, with
 * stock of its own; their SKUs join the products' search texts. The products' prices and stock
 * follow their variants (migration 081's mirror).
 */
const addGeneratedVariants = async (tx: Tx, ids: number[], ns: number[], prices: number[]): Promise<void> => {
  if (ids.length === 0) return;
  await tx.query(
    `insert into product_options (product_id, position, key, name_ro, name_en, name_ru, name_bg)
     select id, o.position, o.key, o.ro, o.en, o.ru, o.bg from unnest($1::int[]) as id,
       (values (0, 'apparel_size', 'Mărime', 'Size', 'Размер', 'Размер'), (1, 'colour', 'Culoare', 'Colour', 'Цвет', 'Цвят')) as o(position, key, ro, en, ru, bg)`,
    [ids],
  );
  await tx.query(
    `insert into product_option_values (product_id, option_key, position, value, label_ro, label_en, label_ru, label_bg)
     select id, v.key, v.position, v.value, v.ro, v.en, v.ru, v.bg from unnest($1::int[]) as id,
       (values ('apparel_size', 0, 's', 'S', 'S', 'S', 'S'), ('apparel_size', 1, 'm', 'M', 'M', 'M', 'M'), ('apparel_size', 2, 'l', 'L', 'L', 'L', 'L'),
               ('apparel_size', 3, 'xl', 'XL', 'XL', 'XL', 'XL'), ('apparel_size', 4, 'xxl', 'XXL', 'XXL', 'XXL', 'XXL'),
               ('colour', 0, 'black', 'negru', 'black', 'чёрный', 'черен'), ('colour', 1, 'white', 'alb', 'white', 'белый', 'бял'),
               ('colour', 2, 'red', 'roșu', 'red', 'красный', 'червен'), ('colour', 3, 'blue', 'albastru', 'blue', 'синий', 'син'))
         as v(key, position, value, ro, en, ru, bg)`,
    [ids],
  );
  await tx.query(
    `insert into product_variants (product_id, sku, price, stock, position, options)
     select p.id, 'GEN-' || lpad(p.n::text, 6, '0') || '-' || upper(s.value) || '-' || upper(c.value), p.price + 10 * s.position,
            (p.n + 7 * s.position + 3 * c.position) % 20, 4 * s.position + c.position, jsonb_build_object('apparel_size', s.value, 'colour', c.value)
       from unnest($1::int[], $2::int[], $3::numeric[]) as p(id, n, price),
            (values (0, 's'), (1, 'm'), (2, 'l'), (3, 'xl'), (4, 'xxl')) as s(position, value), (values (0, 'black'), (1, 'white'), (2, 'red'), (3, 'blue')) as c(position, value)`,
    [ids, ns, prices],
  );
  await tx.query(
    `update products p set search_text = p.search_text || ' | ' || (select string_agg(lower(v.sku), ' | ' order by v.position) from product_variants v where v.product_id = p.id)
      where p.id = any($1::int[])`,
    [ids],
  );
};

interface Source {
  readonly id: number;
  readonly slug: string;
  readonly title: Record<string, string>;
  readonly description: Record<string, string>;
  readonly price: string;
  readonly old_price: string | null;
  readonly category_id: number;
  readonly search_text: string;
}

/**
 * Adds `count` generated products to the catalogue, for load tests and benchmarks: copies of the
 * demo products ("… model 1234") in the same categories, with their pictures and attributes and
 * varied prices, stock and discounts; every {@link VARIANT_EVERY}th is sold in {@link GENERATED_VARIANTS} variants. Batches of {@link BATCH} rows; `onProgress` hears each one.
 */
export const seedGeneratedProducts = async (db: Db, count: number, onProgress: (done: number) => void = () => undefined): Promise<void> => {
  const sources = await db.query<Source>(
    "select id, slug, title, description, price::text, old_price::text, category_id, search_text from products where sku not like 'GEN-%' order by id",
  );
  if (sources.length === 0) throw new Error("The demo catalogue must be seeded before generated products.");
  const [row] = await db.query<{ n: number }>("select count(*)::int as n from products where sku like 'GEN-%'");
  const first = row?.n ?? 0;
  for (let start = 0; start < count; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, count - start) }, (_, k) => {
      const n = first + start + k + 1;
      const source = sources[n % sources.length]!;
      const model = `model ${n}`;
      const price = Math.round(Number(source.price) * (0.6 + ((n * 7919) % 90) / 100));
      return {
        n,
        source: source.id,
        slug: `${source.slug}-${n}`,
        sku: `GEN-${String(n).padStart(6, "0")}`,
        title: JSON.stringify(Object.fromEntries(Object.entries(source.title).map(([l, t]) => [l, `${t}, ${model}`]))),
        description: JSON.stringify(source.description),
        price,
        oldPrice: n % 4 === 0 ? Math.round(price * 1.25) : null,
        stock: n % 11 === 0 ? 0 : (n * 31) % 200,
        category: source.category_id,
        searchText: `${source.search_text} | ${model} | gen-${String(n).padStart(6, "0")}`,
        created: new Date(Date.UTC(2025, 0, 1) + n * 60_000).toISOString(),
      };
    });
    await db.transaction(async (tx) => {
      const inserted = await tx.query<{ id: number }>(
        `insert into products (slug, sku, title, description, price, old_price, stock, category_id, search_text, created_at, updated_at)
         select slug, sku, title, description, price, old_price, stock, category_id, search_text, created_at, created_at
           from unnest($1::text[], $2::text[], $3::jsonb[], $4::jsonb[], $5::numeric[], $6::numeric[], $7::int[], $8::int[], $9::text[], $10::timestamptz[])
             as t(slug, sku, title, description, price, old_price, stock, category_id, search_text, created_at)
         returning id`,
        [
          rows.map((r) => r.slug),
          rows.map((r) => r.sku),
          rows.map((r) => r.title),
          rows.map((r) => r.description),
          rows.map((r) => r.price),
          rows.map((r) => r.oldPrice),
          rows.map((r) => r.stock),
          rows.map((r) => r.category),
          rows.map((r) => r.searchText),
          rows.map((r) => r.created),
        ],
      );
      const pairs = [inserted.map((r) => r.id), rows.map((r) => r.source)];
      const sold = rows.flatMap((r, k) => (r.n % VARIANT_EVERY === 0 ? [{ id: inserted[k]!.id, n: r.n, price: r.price }] : []));
      await addGeneratedVariants(
        tx,
        sold.map((v) => v.id),
        sold.map((v) => v.n),
        sold.map((v) => v.price),
      );
      await tx.query(
        `insert into product_attributes (product_id, key, value, position)
         select m.new_id, a.key, a.value, a.position from unnest($1::int[], $2::int[]) as m(new_id, source_id) join product_attributes a on a.product_id = m.source_id`,
        pairs,
      );
      await tx.query(
        `insert into product_images (product_id, image_id, position)
         select m.new_id, i.image_id, i.position from unnest($1::int[], $2::int[]) as m(new_id, source_id) join product_images i on i.product_id = m.source_id`,
        pairs,
      );
    });
    onProgress(start + rows.length);
  }
  // As after any bulk load: fresh statistics, so the planner sees the catalogue's new size at once,
  // and the new rows vacuumed (the trigram index's pending entries merged, pages marked visible), so
  // the shop does not do that work under its first load (PGlite has no autovacuum to do it at all).
  await db.query("vacuum analyze products, product_images, product_attributes, product_options, product_option_values, product_variants, search_words");
};
