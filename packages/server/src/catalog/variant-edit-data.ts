import { LOCALES, type AdminProductOption, type AdminProductVariant, type OptionInput, type VariantInput } from "@vitrina/core";
import type { Tx } from "../db/db.js";
import { storedImageJson } from "./images.js";
import { variantLabelSql } from "./variant-data.js";

// Options and variants (migration 081) as the dashboard reads and writes them: every language.

/** A product's options and variants as the dashboard reads them. */
export interface AdminVariants {
  readonly options: AdminProductOption[];
  readonly variants: AdminProductVariant[];
}

/** `name_ro, name_en, …` of a prefix as one JSON object of every language. */
const everyLanguage = (prefix: string) => `json_build_object(${LOCALES.map((l) => `'${l}', ${prefix}_${l}`).join(", ")})`;

/** The options and variants of `productIds` (every one of them gets an entry, empty for a product without options). */
export const adminVariantsOf = async (db: Tx, productIds: ReadonlyArray<number>): Promise<Map<number, AdminVariants>> => {
  const options = await db.query<AdminProductOption & { product_id: number }>(
    `select o.product_id, o.key, ${everyLanguage("o.name")} as name,
            coalesce((select json_agg(json_build_object('value', ov.value, 'label', ${everyLanguage("ov.label")}) order by ov.position, ov.value)
                        from product_option_values ov where ov.product_id = o.product_id and ov.option_key = o.key), '[]') as values
       from product_options o where o.product_id = any($1::int[]) order by o.product_id, o.position`,
    [productIds],
  );
  const variants = await db.query<
    Omit<AdminProductVariant, "image"> & { product_id: number; image: { id: number; hash: string; width: number; height: number } | null }
  >(
    `select v.product_id, v.id, v.options, v.sku, v.price, v.old_price, v.stock, v.active,
            (select json_build_object('id', im.id, 'hash', im.hash, 'width', im.width, 'height', im.height) from images im where im.id = v.image_id) as image
       from product_variants v where v.product_id = any($1::int[]) order by v.product_id, v.position, v.id`,
    [productIds],
  );
  const byProduct = new Map<number, AdminVariants>(productIds.map((id) => [id, { options: [], variants: [] }]));
  for (const { product_id, ...option } of options) byProduct.get(product_id)?.options.push(option);
  for (const { product_id, image, ...variant } of variants) byProduct.get(product_id)?.variants.push({ ...variant, image: image && storedImageJson(image) });
  return byProduct;
};

/** Which of `skus` another product than `productId`, or another product's variant, holds. */
export const takenSkus = async (tx: Tx, skus: ReadonlyArray<string>, productId: number | undefined): Promise<ReadonlySet<string>> =>
  new Set(
    (
      await tx.query<{ sku: string }>(
        `select sku from products where sku = any($1::text[]) and id <> coalesce($2, 0)
         union select sku from product_variants where sku = any($1::text[]) and product_id <> coalesce($2, 0)`,
        [skus, productId ?? null],
      )
    ).map((r) => r.sku),
  );

/** A product's variants: their ids, combinations and SKUs, and whether an order names each. */
export const storedVariants = (tx: Tx, productId: number) =>
  tx.query<{ id: number; options: Record<string, string>; sku: string; ordered: boolean }>(
    `select v.id, v.options, v.sku, exists (select 1 from order_lines l where l.variant_id = v.id) as ordered
       from product_variants v where v.product_id = $1`,
    [productId],
  );

/** A combination as one comparable text, whatever the order of its keys. */
export const combinationKey = (options: Readonly<Record<string, string>>): string =>
  JSON.stringify(Object.entries(options).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

/**
 * The stored variant each of an edit's variants is, in the edit's order (undefined for a new one):
 * the one of its combination, else the one of its SKU that no other variant of the edit is — so a
 * variant whose values change while its SKU stays is still the same variant.
 */
export const matchVariants = <S extends { readonly options: Readonly<Record<string, string>>; readonly sku: string }>(
  stored: ReadonlyArray<S>,
  variants: ReadonlyArray<{ readonly options: Readonly<Record<string, string>>; readonly sku: string }>,
): Array<S | undefined> => {
  const byCombination = new Map(stored.map((s) => [combinationKey(s.options), s]));
  const matched = variants.map((v) => byCombination.get(combinationKey(v.options)));
  const taken = new Set(matched);
  const bySku = new Map(stored.filter((s) => !taken.has(s)).map((s) => [s.sku, s]));
  return matched.map((m, i) => {
    if (m) return m;
    const sku = variants[i]!.sku.trim();
    const same = bySku.get(sku);
    bySku.delete(sku);
    return same;
  });
};

/**
 * Replaces a product's options and variants. A variant keeps its id while its combination or its SKU
 * stays (so carts naming it still do); one left out is deleted, or made inactive when an order names it.
 */
export const writeVariants = async (tx: Tx, productId: number, options: ReadonlyArray<OptionInput>, variants: ReadonlyArray<VariantInput>): Promise<void> => {
  await tx.query("delete from product_options where product_id = $1", [productId]);
  for (const [position, option] of options.entries()) {
    await tx.query(
      `insert into product_options (product_id, position, key, ${LOCALES.map((l) => `name_${l}`).join(", ")}) values ($1, $2, $3, $4, $5, $6, $7)`,
      [productId, position, option.key, ...LOCALES.map((l) => option.name[l])],
    );
    for (const [valuePosition, v] of option.values.entries())
      await tx.query(
        `insert into product_option_values (product_id, option_key, position, value, ${LOCALES.map((l) => `label_${l}`).join(", ")})
         values ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [productId, option.key, valuePosition, v.value, ...LOCALES.map((l) => v.label[l])],
      );
  }
  const stored = await storedVariants(tx, productId);
  const matched = matchVariants(stored, variants);
  const kept = new Set<number>();
  for (const m of matched) if (m) kept.add(m.id);
  for (const gone of stored.filter((s) => !kept.has(s.id))) {
    if (gone.ordered) await tx.query("update product_variants set active = false, position = 1000000 + id where id = $1", [gone.id]);
    else await tx.query("delete from product_variants where id = $1", [gone.id]);
  }
  // A SKU may move from one kept variant to another in the same edit: free the changed ones first.
  const moved = variants.flatMap((v, i) => (matched[i] && matched[i]!.sku !== v.sku.trim() ? [matched[i]!.id] : []));
  if (moved.length > 0) await tx.query("update product_variants set sku = '~moving~' || id where id = any($1::int[])", [moved]);
  for (const [position, v] of variants.entries()) {
    const values = [v.sku.trim(), v.price, v.old_price, v.stock, v.image_id, v.active, position, JSON.stringify(v.options)];
    const id = matched[position]?.id;
    if (id === undefined)
      await tx.query(
        "insert into product_variants (product_id, sku, price, old_price, stock, image_id, active, position, options) values ($1, $2, $3, $4, $5, $6, $7, $8, $9)",
        [productId, ...values],
      );
    else
      await tx.query(
        "update product_variants set sku = $2, price = $3, old_price = $4, stock = $5, image_id = $6, active = $7, position = $8, options = $9 where id = $1",
        [id, ...values],
      );
  }
};

/**
 * What the audit trail records of a product's options and variants: the options with their names,
 * and each variant by its label in the shop's language ("Mărime: M") with what it sells for.
 */
export const variantAuditState = async (tx: Tx, productId: number): Promise<Record<string, unknown>> => {
  const [row] = await tx.query<{ options: unknown; variants: unknown }>(
    `select coalesce((select json_agg(json_build_object('name', ${everyLanguage("o.name")},
                       'values', (select json_agg(${everyLanguage("ov.label")} order by ov.position, ov.value)
                                    from product_option_values ov where ov.product_id = o.product_id and ov.option_key = o.key)) order by o.position)
                       from product_options o where o.product_id = $1), '[]') as options,
            coalesce((select json_object_agg(replace(coalesce(nullif(${variantLabelSql("ro")}, ''), v.sku), '.', ','),
                       json_build_object('sku', v.sku, 'price', v.price, 'old_price', v.old_price, 'stock', v.stock, 'active', v.active, 'image_id', v.image_id))
                       from product_variants v where v.product_id = $1), '{}') as variants`,
    [productId],
  );
  return { options: row?.options ?? [], variants: row?.variants ?? {} };
};
