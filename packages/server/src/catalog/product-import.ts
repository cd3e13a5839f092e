import { setImmediate as nextTurn } from "node:timers/promises";
import { productCsvCells, type AdminProduct, type ProductCsvRow, type ProductImportReport } from "@vitrina/core";
import type { Db, Tx } from "../db/db.js";
import { InvalidInput } from "../lib/errors.js";
import { attributeKinds } from "./attribute-data.js";
import { auditImport, categoryIdsBySlug, productCsvRowsBySlug, productIdsBySlug, silenceRowAudit, slugsBySku } from "./product-csv-data.js";
import { hasErrors, readProductFile, type NumberedRow } from "./product-csv-read.js";
import { insertProduct, lockProduct, readAdminProduct, type ProductDetails, updateProductRow } from "./product-data.js";
import { productErrors } from "./product-edits.js";
import { pricedByVariants } from "./variant-rules.js";

// The products' CSV import (issue 32 item 6): every row checked before anything is written, then
// every row written in one transaction, recorded in the audit trail as one import.

/** A row of the file as the import will write it. */
interface Planned extends NumberedRow {
  /** The product the row's slug names; undefined for a new one. */
  readonly id: number | undefined;
  readonly categoryId: number;
  /** Whether the row differs from the product as it is. */
  readonly changed: boolean;
}

/** The rows' columns an error of the product form's rules names. */
const columnOf = (path: string): string => (path === "category_id" ? "category" : path.startsWith("attributes.") ? "attributes" : path);

/** Slugs per query when the rows' products are read. */
const READ_BATCH = 200;

/**
 * Checks the rows against the shop: each category slug must exist, each SKU be no other product's,
 * and the product form's rules hold (an old price above the price, attribute keys of the dictionary
 * with values of their kind). Returns each row's plan, `errors` filled in place.
 */
const planRows = async (db: Tx, rows: ReadonlyArray<NumberedRow>, errors: Record<string, string[]>): Promise<Planned[]> => {
  const categories = await categoryIdsBySlug(db, [...new Set(rows.map((r) => r.row.category))]);
  const kinds = await attributeKinds(db, [...new Set(rows.flatMap((r) => r.row.attributes.map((a) => a.key)))]);
  const planned: Planned[] = [];
  for (let start = 0; start < rows.length; start += READ_BATCH) {
    const batch = rows.slice(start, start + READ_BATCH);
    const slugs = batch.map((r) => r.row.slug);
    const ids = await productIdsBySlug(db, slugs);
    const owners = await slugsBySku(
      db,
      batch.map((r) => r.row.sku),
    );
    const current = new Map((await productCsvRowsBySlug(db, slugs)).map((p) => [p.slug, p]));
    for (const { number, row } of batch) {
      const categoryId = categories.get(row.category);
      const owner = owners.get(row.sku);
      const found = productErrors(detailsOf(row, categoryId ?? 0, []), {
        slugTaken: false,
        skuTaken: owner !== undefined && owner !== row.slug,
        categoryFound: categoryId !== undefined,
        imageIds: new Set(),
        attributeKinds: kinds,
      });
      for (const [path, list] of Object.entries(found)) errors[`${number}.${columnOf(path)}`] = [...list];
      const now = current.get(row.slug);
      // A product with variants takes its prices and stock from them: the file may not set them.
      if (now?.has_variants)
        for (const column of ["price", "old_price", "stock"] as const) if (row[column] !== now[column]) errors[`${number}.${column}`] = ["unavailable"];
      const id = ids.get(row.slug);
      planned.push({
        number,
        row,
        id,
        categoryId: categoryId ?? 0,
        changed: now === undefined || productCsvCells(now).join("\u0000") !== productCsvCells(row).join("\u0000"),
      });
    }
    await nextTurn();
  }
  return planned;
};

/** A row as the product form's details: the file's fields, and the product's own pictures, SEO texts and per-order limit. */
const detailsOf = (row: ProductCsvRow, categoryId: number, imageIds: ReadonlyArray<number>, own?: AdminProduct): ProductDetails => ({
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
  ...(own?.max_per_order != null ? { max_per_order: own.max_per_order } : {}),
  ...(own?.seo_title ? { seo_title: own.seo_title } : {}),
  ...(own?.seo_description ? { seo_description: own.seo_description } : {}),
});

/** Writes the changed rows: a new slug is created, a known one updated (its stock set to the row's, counted from the stock as it is now). */
const writeRows = async (tx: Tx, planned: ReadonlyArray<Planned>): Promise<void> => {
  for (const { row, id, categoryId, changed } of planned) {
    if (!changed) continue;
    if (id === undefined) {
      await insertProduct(tx, { ...detailsOf(row, categoryId, []), stock: row.stock });
      continue;
    }
    const locked = await lockProduct(tx, id);
    const own = await readAdminProduct(tx, id);
    if (!locked || !own) continue;
    // A product with variants keeps the prices and stock its variants give it (the rows were checked to leave them).
    const priced = pricedByVariants(
      detailsOf(
        row,
        categoryId,
        own.images.map((image) => image.id),
        own,
      ),
      locked.has_variants ? 0 : row.stock - locked.stock,
      locked,
    );
    await updateProductRow(tx, id, priced.details, priced.stockChange);
  }
};

/**
 * Imports a products' CSV (README, "Products CSV"). A dry run answers what the file would do, every
 * row's errors included, and writes nothing. A real import checks the same inside one transaction
 * and writes every row only when no row has an error (an {@link InvalidInput} with them otherwise);
 * it creates the products of new slugs, updates those of known ones and leaves unchanged rows
 * alone, and the audit trail records it as one entry with its counts.
 */
export const importProducts = async (db: Db, text: string, dryRun: boolean): Promise<ProductImportReport> => {
  const file = await readProductFile(text);
  const run = async (tx: Tx): Promise<ProductImportReport> => {
    const planned = hasErrors(file.errors) && file.rows.length === 0 ? [] : await planRows(tx, file.rows, file.errors);
    const created = planned.filter((p) => p.id === undefined).length;
    const updated = planned.filter((p) => p.id !== undefined && p.changed).length;
    const counts = { rows: file.count, created, updated, unchanged: planned.length - created - updated };
    if (hasErrors(file.errors)) {
      if (dryRun) return { ...counts, written: false, errors: file.errors };
      throw new InvalidInput(file.errors, "No product was imported: the file has errors.");
    }
    if (dryRun) return { ...counts, written: false, errors: {} };
    await silenceRowAudit(tx);
    await writeRows(tx, planned);
    await auditImport(tx, counts);
    return { ...counts, written: true, errors: {} };
  };
  return dryRun ? run(db) : db.transaction(run);
};
