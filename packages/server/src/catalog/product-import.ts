import { setImmediate as nextTurn } from "node:timers/promises";
import {
  addError,
  productCsvRows,
  type AdminProduct,
  type NumberedProduct,
  type OptionInput,
  type ProductCsvProduct,
  type ProductImportReport,
  type VariantInput,
} from "@vitrina/core";
import type { Db, Tx } from "../db/db.js";
import { InvalidInput } from "../lib/errors.js";
import { attributeKinds } from "./attribute-data.js";
import {
  auditImport,
  categoryIdsBySlug,
  productCsvRowsBySlug,
  productIdsBySlug,
  silenceRowAudit,
  slugsBySku,
  type ProductCsvSource,
} from "./product-csv-data.js";
import { hasErrors, readProductFile } from "./product-csv-read.js";
import { insertProduct, lockProduct, readAdminProduct, refreshSearchTexts, type ProductDetails, updateProductRow } from "./product-data.js";
import { productErrors, variantReferences } from "./product-edits.js";
import { matchVariants, writeVariants } from "./variant-edit-data.js";
import { pricedByVariants, variantErrors } from "./variant-rules.js";

// The products' CSV import (issue 32 item 6): every row checked before anything is written, then
// every product written in one transaction, recorded in the audit trail as one import. A product
// with options has a row per variant: its variants are set from them through the product form's
// own rules and writes (variant-rules.ts, variant-edit-data.ts).

/** A product of the file as the import will write it. */
interface Planned extends NumberedProduct {
  /** The product the slug names; undefined for a new one. */
  readonly id: number | undefined;
  readonly categoryId: number;
  /** Its options and variants as written (the file's, then those it leaves out, inactive); undefined: they stay as they are. */
  readonly variants: { readonly options: ReadonlyArray<OptionInput>; readonly variants: ReadonlyArray<VariantInput> } | undefined;
  /** Whether the file's rows differ from the product as it is. */
  readonly changed: boolean;
}

/** The rows' columns an error of the product form's rules names. */
const columnOf = (path: string): string => (path === "category_id" ? "category" : path.startsWith("attributes.") ? "attributes" : path);

/**
 * Where an error of a product's variants (variant-rules.ts) is in the file: `variants.2.sku` at the
 * third variant's row in `variant_sku`, `variants.2.options.size` in the size's `optionN_value`, the
 * product's `options.1.…` at its first row in `option2`.
 */
const variantCellOf = (path: string, rows: ReadonlyArray<number>, options: ReadonlyArray<OptionInput>): string => {
  const [part, index, field, key] = path.split(".");
  if (part !== "variants" || index === undefined) return `${rows[0]}.option${index === undefined ? 1 : Number(index) + 1}`;
  const row = rows[Number(index)] ?? rows[0];
  if (field === "options") return `${row}.option${Math.max(1, options.findIndex((o) => o.key === key) + 1)}_value`;
  return `${row}.${field === "old_price" ? "old_price" : "variant_sku"}`;
};

/** Slugs per query when the rows' products are read. */
const READ_BATCH = 200;

/** The value of `key` in a product's stored options, with its labels. */
const storedValue = (now: ProductCsvSource, key: string, value: string) => now.options.find((o) => o.key === key)?.values.find((v) => v.value === value);

/**
 * The options and variants a product's rows set: the file's variants, each keeping its picture when
 * it is a known one (by its combination, else by its SKU: matchVariants), then the variants the file leaves out, made inactive (nothing an import
 * leaves out is deleted), their values kept in the options after the file's — unless they are not of
 * the file's options, or the file gives their SKU to another variant: those go as the product form
 * removes a variant (deleted, or kept inactive when an order names it).
 */
const variantsOf = (product: ProductCsvProduct, now: ProductCsvSource | undefined): Planned["variants"] => {
  if (product.options === undefined || product.variants === undefined || product.options.length === 0) return undefined;
  const matched = matchVariants(now?.variants ?? [], product.variants);
  const kept = new Set(matched);
  const skus = new Set(product.variants.map((v) => v.sku));
  const keys = product.options.map((o) => o.key);
  const options = product.options.map((o) => ({ ...o, values: [...o.values] }));
  const leftOut = (now?.variants ?? []).filter(
    (v) =>
      !kept.has(v) &&
      !skus.has(v.sku) &&
      Object.keys(v.options).length === keys.length &&
      keys.every((key) => storedValue(now!, key, v.options[key] ?? "") !== undefined),
  );
  for (const v of leftOut)
    for (const option of options)
      if (!option.values.some((known) => known.value === v.options[option.key])) option.values.push(storedValue(now!, option.key, v.options[option.key]!)!);
  return {
    options,
    variants: [...product.variants.map((v, i) => ({ ...v, image_id: matched[i]?.image_id ?? null })), ...leftOut.map((v) => ({ ...v, active: false }))],
  };
};

/** A product without its options and variants: its one row. */
const plainOf = ({ options: _options, variants: _variants, ...plain }: ProductCsvSource): ProductCsvProduct => plain;

/** A product's rows as one comparable text. */
const rowsText = (product: ProductCsvProduct) => JSON.stringify(productCsvRows(product));

/**
 * Checks the products against the shop: each category slug must exist, each SKU be no other
 * product's (nor its variants'), and the product form's rules hold (an old price above the price,
 * attribute keys of the dictionary with values of their kind, its variants' rules). Returns each
 * product's plan, `errors` filled in place: a product's own on its first row, a variant's on its row.
 */
const planProducts = async (db: Tx, products: ReadonlyArray<NumberedProduct>, errors: Record<string, string[]>): Promise<Planned[]> => {
  const categories = await categoryIdsBySlug(db, [...new Set(products.map((p) => p.product.category))]);
  const kinds = await attributeKinds(db, [...new Set(products.flatMap((p) => p.product.attributes.map((a) => a.key)))]);
  const planned: Planned[] = [];
  for (let start = 0; start < products.length; start += READ_BATCH) {
    const batch = products.slice(start, start + READ_BATCH);
    const slugs = batch.map((p) => p.product.slug);
    const ids = await productIdsBySlug(db, slugs);
    const owners = await slugsBySku(
      db,
      batch.map((p) => p.product.sku),
    );
    const current = new Map((await productCsvRowsBySlug(db, slugs)).map((p) => [p.slug, p]));
    for (const { rows, product } of batch) {
      const first = rows[0]!;
      const at = (row: number, column: string, list: ReadonlyArray<string>) => {
        for (const kind of list) addError(errors, `${row}.${column}`, kind);
      };
      const categoryId = categories.get(product.category);
      const owner = owners.get(product.sku);
      const id = ids.get(product.slug);
      const now = current.get(product.slug);
      const variants = variantsOf(product, now);
      const details = detailsOf(product, categoryId ?? 0, [], variants);
      const found = productErrors(variants ? { ...details, old_price: null } : details, {
        slugTaken: false,
        skuTaken: owner !== undefined && owner !== product.slug,
        categoryFound: categoryId !== undefined,
        imageIds: new Set(),
        attributeKinds: kinds,
      });
      for (const [path, list] of Object.entries(found)) at(first, columnOf(path), list);
      if (variants) {
        const problems = variantErrors(variants, await variantReferences(db, details, id));
        for (const [path, list] of Object.entries(problems)) for (const kind of list) addError(errors, variantCellOf(path, rows, variants.options), kind);
      } else if (now?.has_variants && product.options === undefined) {
        // A file without the variant columns: a product with variants takes its prices and stock from them.
        for (const column of ["price", "old_price", "stock"] as const) if (product[column] !== now[column]) at(first, column, ["unavailable"]);
      } else if (now?.has_variants) at(first, "option1", ["unavailable"]);
      const written = variants ? { ...product, variants: variants.variants } : product;
      // A file without the variant columns is compared with the products' own rows alone.
      const asNow = now && (product.options === undefined ? plainOf(now) : now);
      planned.push({ rows, product, id, categoryId: categoryId ?? 0, variants, changed: asNow === undefined || rowsText(asNow) !== rowsText(written) });
    }
    await nextTurn();
  }
  return planned;
};

/** A product as the product form's details: the file's fields and options, and the product's own pictures, SEO texts and per-order limit. */
const detailsOf = (
  row: ProductCsvProduct,
  categoryId: number,
  imageIds: ReadonlyArray<number>,
  variants: Planned["variants"],
  own?: AdminProduct,
): ProductDetails => ({
  slug: row.slug,
  sku: row.sku,
  title: row.title,
  description: row.description,
  price: row.price,
  old_price: row.old_price,
  category_id: categoryId,
  attributes: row.attributes,
  active: row.active,
  image_ids: imageIds,
  ...(variants ?? {}),
  ...(own?.max_per_order != null ? { max_per_order: own.max_per_order } : {}),
  ...(own?.seo_title ? { seo_title: own.seo_title } : {}),
  ...(own?.seo_description ? { seo_description: own.seo_description } : {}),
});

/** Writes a product's options and variants as its rows set them (writeVariants: a variant keeps its id while its combination stays). */
const writeOptions = async (tx: Tx, id: number, variants: Planned["variants"]) => {
  if (!variants) return;
  await writeVariants(tx, id, variants.options, variants.variants);
  await refreshSearchTexts(tx, { productId: id });
};

/**
 * Writes the changed products: a new slug is created, a known one updated (its stock set to the row's,
 * counted from the stock as it is now); a product with variants takes its prices and stock from them.
 */
const writeProducts = async (tx: Tx, planned: ReadonlyArray<Planned>): Promise<void> => {
  for (const { product, id, categoryId, variants, changed } of planned) {
    if (!changed) continue;
    if (id === undefined) {
      const details = detailsOf(product, categoryId, [], variants);
      const priced = pricedByVariants(details, product.stock, { price: product.price, old_price: product.old_price, stock: 0, has_variants: false });
      await writeOptions(tx, await insertProduct(tx, { ...priced.details, stock: priced.stockChange }), variants);
      continue;
    }
    const locked = await lockProduct(tx, id);
    const own = await readAdminProduct(tx, id);
    if (!locked || !own) continue;
    const details = detailsOf(
      product,
      categoryId,
      own.images.map((image) => image.id),
      variants,
      own,
    );
    // A product whose variants stay keeps the prices and stock they give it (the rows were checked to leave them).
    const priced = pricedByVariants(details, locked.has_variants && !variants ? 0 : product.stock - locked.stock, locked);
    await updateProductRow(tx, id, priced.details, priced.stockChange);
    await writeOptions(tx, id, variants);
  }
};

/**
 * Imports a products' CSV (docs/products-csv.md). A dry run answers what the file would do, every
 * row's errors included, and writes nothing. A real import checks the same inside one transaction
 * and writes every product only when no row has an error (an {@link InvalidInput} with them
 * otherwise); it creates the products of new slugs, updates those of known ones (their variants from
 * their rows) and leaves unchanged ones alone, and the audit trail records it as one entry with its counts.
 */
export const importProducts = async (db: Db, text: string, dryRun: boolean): Promise<ProductImportReport> => {
  const file = await readProductFile(text);
  const run = async (tx: Tx): Promise<ProductImportReport> => {
    const planned = hasErrors(file.errors) && file.products.length === 0 ? [] : await planProducts(tx, file.products, file.errors);
    const created = planned.filter((p) => p.id === undefined).length;
    const updated = planned.filter((p) => p.id !== undefined && p.changed).length;
    const counts = { rows: file.count, created, updated, unchanged: planned.length - created - updated };
    if (hasErrors(file.errors)) {
      if (dryRun) return { ...counts, written: false, errors: file.errors };
      throw new InvalidInput(file.errors, "No product was imported: the file has errors.");
    }
    if (dryRun) return { ...counts, written: false, errors: {} };
    await silenceRowAudit(tx);
    await writeProducts(tx, planned);
    await auditImport(tx, counts);
    return { ...counts, written: true, errors: {} };
  };
  return dryRun ? run(db) : db.transaction(run);
};
