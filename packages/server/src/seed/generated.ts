import type { Db } from "../db/db.js";

/** Generated products are inserted this many per statement. */
const BATCH = 1000;

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
 * Adds `count` generated products to the catalogue, for load tests and benchmarks: variants of the
 * demo products ("… model 1234") in the same categories, with their pictures and attributes and
 * varied prices, stock and discounts. Batches of {@link BATCH} rows; `onProgress` hears each one.
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
  await db.query("vacuum analyze products, product_images, product_attributes, search_words");
};
