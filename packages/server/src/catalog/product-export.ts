import { PRODUCT_CSV_COLUMNS, productCsvRows } from "@vitrina/core";
import type { Db } from "../db/db.js";
import { BOM, csvRows } from "../lib/csv.js";
import { productCsvBatch } from "./product-csv-data.js";

/** Products read per batch: four short queries, so a catalogue of 100,000 never holds the event loop long. */
const BATCH_PRODUCTS = 250;

/**
 * The whole catalogue as the products' CSV (docs/products-csv.md), oldest product first, a product with
 * options as a row per variant: the BOM and the header, then a batch of products at a time, so the
 * answer is streamed with the memory of one batch. The first chunk is read before the answer starts (lib/text-stream.ts).
 */
export async function* productExportCsv(db: Db): AsyncGenerator<string> {
  let head = BOM + csvRows([PRODUCT_CSV_COLUMNS]);
  for (let afterId = 0; ; ) {
    const products = await productCsvBatch(db, afterId, BATCH_PRODUCTS);
    if (products.length === 0) break;
    yield head + csvRows(products.flatMap(productCsvRows));
    head = "";
    afterId = products[products.length - 1]!.id;
  }
  // An empty catalogue's file is its header alone.
  if (head !== "") yield head;
}
