import { expect } from "vitest";
import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import { PRODUCT_CSV_COLUMNS, type ProductImportReport } from "@vitrina/core";
import { call, manager, shop } from "./dashboard.js";

// The products' CSV as the dashboard's staff send and read it: the export parsed by a real CSV parser
// (csv-parse), imports posted as the multipart form the dashboard sends.

/** The export's rows, the header first, parsed strictly (a stray quote or a row of another length is an error). */
export const exported = async (token = manager) => {
  const res = await call("dashboard/products/export", "GET", undefined, token);
  expect(res.status).toBe(200);
  const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(new Uint8Array(await res.arrayBuffer()));
  expect(text.startsWith("\uFEFF")).toBe(true);
  return { res, text, rows: parse(text, { bom: true, relax_quotes: false, relax_column_count: false }) as string[][] };
};

/** Posts a CSV text as the multipart `file` of an import. */
export const importCsv = async (text: string, dryRun: boolean, token = manager) => {
  const form = new FormData();
  form.set("file", new Blob([text], { type: "text/csv" }), "products.csv");
  const res = await shop.api(`dashboard/products/import${dryRun ? "?dry_run=1" : ""}`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as { data: ProductImportReport } & { errors?: Record<string, string[]> } };
};

/** Rows as a CSV file with a BOM and CRLF line ends, as the export writes it. */
export const csvOf = (rows: ReadonlyArray<ReadonlyArray<string>>) => `\uFEFF${stringify(rows as string[][], { record_delimiter: "\r\n" })}`;

/** A column's index in the export's rows. */
export const col = (name: (typeof PRODUCT_CSV_COLUMNS)[number]) => PRODUCT_CSV_COLUMNS.indexOf(name);

/** The columns of a file written before products had variants: the product's own, without the option and variant columns. */
export const PRODUCT_COLUMNS = PRODUCT_CSV_COLUMNS.slice(0, col("option1"));
