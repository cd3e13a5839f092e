import { DEFAULT_LOCALE, type Locale } from "@vitrina/core";
import type { Tx } from "../db/db.js";

// The storefront's reads of options and variants (migration 081), texts in the page's language: a
// product page's options and variants, the variants a cart or a checkout names, their labels.

/** A name or label column of option tables in `locale`, Romanian when it is empty there (`locale` is one of core's). */
export const optionText = (prefix: string, locale: Locale): string => `coalesce(nullif(${prefix}_${locale}, ''), ${prefix}_${DEFAULT_LOCALE})`;

/** A stored picture's size. */
export type ImageRow = { hash: string; width: number; height: number };

/** A product's option on its page, in one language: its values, in their order, are only those its active variants use. */
export interface OptionJson {
  readonly key: string;
  readonly name: string;
  readonly values: ReadonlyArray<{ readonly value: string; readonly label: string }>;
}

/** SQL: the options of the product with id `product` (an SQL expression) in `locale`, in their order, as a JSON array of {@link OptionJson}. */
export const optionsJsonSql = (locale: Locale, product: string): string =>
  `coalesce((select json_agg(json_build_object('key', o.key, 'name', ${optionText("o.name", locale)}, 'values',
                     coalesce((select json_agg(json_build_object('value', ov.value, 'label', ${optionText("ov.label", locale)}) order by ov.position, ov.value)
                                 from product_option_values ov
                                where ov.product_id = o.product_id and ov.option_key = o.key
                                  and exists (select 1 from product_variants v where v.product_id = o.product_id and v.active and v.options ->> o.key = ov.value)),
                              '[]')) order by o.position)
               from product_options o where o.product_id = ${product}), '[]')`;

/** A variant as the storefront reads it. */
export interface VariantRow {
  readonly id: number;
  readonly product_id: number;
  readonly sku: string;
  readonly price: number;
  readonly old_price: number | null;
  readonly stock: number;
  readonly options: Readonly<Record<string, string>>;
  /** Its own picture, if it has one. */
  readonly image: ImageRow | null;
  /** Its options as "Mărime: M, Culoare: Roșu" in the language asked for. */
  readonly label: string;
}

/** SQL: the label of variant `v` in `locale`, its options in their order ("Mărime: M, Culoare: Roșu"). */
export const variantLabelSql = (locale: Locale): string =>
  `coalesce((select string_agg(${optionText("o.name", locale)} || ': ' || ${optionText("ov.label", locale)}, ', ' order by o.position)
               from product_options o join product_option_values ov on ov.product_id = o.product_id and ov.option_key = o.key and ov.value = v.options ->> o.key
              where o.product_id = v.product_id), '')`;

const VARIANT_COLUMNS = (locale: Locale) => `v.id, v.product_id, v.sku, v.price, v.old_price, v.stock, v.options,
  (select json_build_object('hash', im.hash, 'width', im.width, 'height', im.height) from images im where im.id = v.image_id) as image,
  ${variantLabelSql(locale)} as label`;

/** A product's active variant on its page. */
export type VariantJson = Pick<VariantRow, "id" | "sku" | "price" | "old_price" | "stock" | "options" | "image">;

/** SQL: the active variants of the product with id `product` (an SQL expression), in their order, as a JSON array of {@link VariantJson}. */
export const activeVariantsJsonSql = (product: string): string =>
  `coalesce((select json_agg(json_build_object('id', v.id, 'sku', v.sku, 'price', v.price, 'old_price', v.old_price, 'stock', v.stock, 'options', v.options,
                     'image', (select json_build_object('hash', im.hash, 'width', im.width, 'height', im.height) from images im where im.id = v.image_id))
                     order by v.position, v.id)
               from product_variants v where v.product_id = ${product} and v.active), '[]')`;

/** The active variants among `ids` (of any product, active or not: the caller pairs them with their products). */
export const activeVariantsByIds = (db: Tx, locale: Locale, ids: ReadonlyArray<number>): Promise<VariantRow[]> =>
  db.query<VariantRow>(`select ${VARIANT_COLUMNS(locale)} from product_variants v where v.id = any($1::int[]) and v.active`, [ids]);

/** Which of `productIds` have variants (active or not). */
export const productsWithVariants = async (db: Tx, productIds: ReadonlyArray<number>): Promise<ReadonlySet<number>> =>
  new Set(
    (await db.query<{ product_id: number }>("select distinct product_id from product_variants where product_id = any($1::int[])", [productIds])).map(
      (r) => r.product_id,
    ),
  );

/** The stock of the active variants among `ids`, and the product each is of. */
export const activeVariantStock = async (db: Tx, ids: ReadonlyArray<number>): Promise<Map<number, { readonly product_id: number; readonly stock: number }>> =>
  new Map(
    (
      await db.query<{ id: number; product_id: number; stock: number }>(
        "select id, product_id, stock from product_variants where id = any($1::int[]) and active",
        [ids],
      )
    ).map(({ id, ...row }) => [id, row]),
  );
