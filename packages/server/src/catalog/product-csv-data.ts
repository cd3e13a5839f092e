import type { AttributeInput, LocalizedText, OptionInput, ProductCsvRow, ProductCsvVariant } from "@vitrina/core";
import type { Tx } from "../db/db.js";
import { adminVariantsOf } from "./variant-edit-data.js";

// The products table family as the products' CSV reads it: a batch of products by id with their
// category's slug, attributes, options and variants, and what an import's rows refer to (slugs, SKUs, categories).

/** A product as its CSV rows, with its id and whether it has variants (its price, old price and stock are then theirs). */
export interface ProductCsvSource extends ProductCsvRow {
  readonly id: number;
  readonly has_variants: boolean;
  readonly options: ReadonlyArray<OptionInput>;
  /** Its variants in their order, each with its picture's id (not in the file: an import keeps it). */
  readonly variants: ReadonlyArray<ProductCsvVariant & { readonly image_id: number | null }>;
}

/** A translated text as stored, every language present (one the product never had is empty). */
const everyLanguage = (text: Partial<LocalizedText> | null): LocalizedText => ({
  ro: text?.ro ?? "",
  en: text?.en ?? "",
  ru: text?.ru ?? "",
  bg: text?.bg ?? "",
});

/** Products as CSV rows, the `where` of their query over `products p` with its parameters: four queries. */
const productCsvRows = async (db: Tx, where: string, params: ReadonlyArray<unknown>): Promise<ProductCsvSource[]> => {
  const rows = await db.query<Omit<ProductCsvSource, "attributes" | "options" | "variants" | "has_variants">>(
    `select p.id, p.slug, p.sku, c.slug as category, p.title, p.description, p.price, p.old_price, p.stock, p.active
       from products p join categories c on c.id = p.category_id where ${where}`,
    params,
  );
  if (rows.length === 0) return [];
  const attributes = await db.query<AttributeInput & { product_id: number }>(
    "select product_id, key, value from product_attributes where product_id = any($1::int[]) order by product_id, position, key",
    [rows.map((r) => r.id)],
  );
  const byProduct = new Map<number, typeof attributes>();
  for (const a of attributes) {
    const list = byProduct.get(a.product_id);
    if (list) list.push(a);
    else byProduct.set(a.product_id, [a]);
  }
  const variants = await adminVariantsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => {
    const own = variants.get(row.id);
    return {
      ...row,
      title: everyLanguage(row.title),
      description: everyLanguage(row.description),
      attributes: (byProduct.get(row.id) ?? []).map(({ key, value }) => ({ key, value: typeof value === "number" ? value : everyLanguage(value) })),
      has_variants: (own?.variants.length ?? 0) > 0,
      options: own?.options ?? [],
      variants: (own?.variants ?? []).map(({ options, sku, price, old_price, stock, active, image }) => ({
        options,
        sku,
        price,
        old_price,
        stock,
        active,
        image_id: image?.id ?? null,
      })),
    };
  });
};

/** At most `limit` products with ids above `afterId`, by id, as CSV rows. */
export const productCsvBatch = (db: Tx, afterId: number, limit: number): Promise<ProductCsvSource[]> =>
  productCsvRows(db, `p.id > $1 order by p.id limit ${Math.trunc(limit)}`, [afterId]);

/** The products named by `slugs` as CSV rows (slugs without a product left out). */
export const productCsvRowsBySlug = (db: Tx, slugs: ReadonlyArray<string>): Promise<ProductCsvSource[]> =>
  productCsvRows(db, "p.slug = any($1::text[])", [slugs]);

/** The ids of the products named by `slugs`, by slug. */
export const productIdsBySlug = async (db: Tx, slugs: ReadonlyArray<string>): Promise<ReadonlyMap<string, number>> =>
  new Map((await db.query<{ slug: string; id: number }>("select slug, id from products where slug = any($1::text[])", [slugs])).map((r) => [r.slug, r.id]));

/** The slugs of the products that have the SKUs `skus`, themselves or one of their variants, by SKU. */
export const slugsBySku = async (db: Tx, skus: ReadonlyArray<string>): Promise<ReadonlyMap<string, string>> =>
  new Map(
    (
      await db.query<{ sku: string; slug: string }>(
        `select sku, slug from products where sku = any($1::text[])
         union all select v.sku, p.slug from product_variants v join products p on p.id = v.product_id where v.sku = any($1::text[])`,
        [skus],
      )
    ).map((r) => [r.sku, r.slug]),
  );

/** The ids of the categories named by `slugs`, by slug. */
export const categoryIdsBySlug = async (db: Tx, slugs: ReadonlyArray<string>): Promise<ReadonlyMap<string, number>> =>
  new Map((await db.query<{ slug: string; id: number }>("select slug, id from categories where slug = any($1::text[])", [slugs])).map((r) => [r.slug, r.id]));

/**
 * Records an import in the audit trail as one entry (entity `products`, id `import`, action
 * `import`) with its counts, as the staff member of the transaction (nothing outside a staff
 * member's request). The rows it wrote stay silent: see {@link silenceRowAudit}.
 */
export const auditImport = (tx: Tx, counts: { readonly rows: number; readonly created: number; readonly updated: number; readonly unchanged: number }) =>
  tx.query(
    `insert into audit_log (staff_id, staff_email, entity, entity_id, action, before, after)
       select s.id, s.email, 'products', 'import', 'import', null, $1::jsonb from staff s
        where s.id = nullif(current_setting('vitrina.staff_id', true), '')::integer`,
    [JSON.stringify(counts)],
  );

/** Keeps the row triggers of the audit trail silent for the rest of the transaction (migration 040): one summary entry says it all. */
export const silenceRowAudit = (tx: Tx) => tx.query("select set_config('vitrina.audit_summary', 'on', true)");
