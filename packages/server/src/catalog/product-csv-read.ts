import { Readable } from "node:stream";
import { setImmediate as nextTurn } from "node:timers/promises";
import { CsvError, parse } from "csv-parse";
import {
  PRODUCT_CSV_COLUMNS,
  PRODUCT_IMPORT_MAX_ROWS,
  productCsvHeaderErrors,
  productCsvRowOf,
  type FieldErrors,
  type ProductCsvCells,
  type ProductCsvRow,
} from "@vitrina/core";

// An import file's text as product rows: parsed by csv-parse a piece at a time and checked a batch
// of rows at a time, so a file of the largest size never holds the event loop long.

/** Characters handed to the parser at once. */
const PIECE = 8 * 1024;
/** Rows checked between two turns of the event loop. */
const CHECK_BATCH = 25;

/** A row of the file that passed its own checks, with its number as a spreadsheet shows it (the header is row 1). */
export interface NumberedRow {
  readonly number: number;
  readonly row: ProductCsvRow;
}

/** What the file holds: its rows that passed their own checks, how many rows it has, and every error so far. */
export interface ReadFile {
  readonly rows: ReadonlyArray<NumberedRow>;
  readonly count: number;
  readonly errors: Record<string, string[]>;
}

const fileError = (kind: string): ReadFile => ({ rows: [], count: 0, errors: { file: [kind] } });

/** The file's records (the header first), or a file error: `format` for text that is no CSV, `max` past the row limit, `required` for none. */
const recordsOf = async (text: string): Promise<string[][] | ReadFile> => {
  const pieces = Array.from({ length: Math.ceil(text.length / PIECE) }, (_, i) => text.slice(i * PIECE, (i + 1) * PIECE));
  const parser = Readable.from(pieces).pipe(parse({ bom: true, relax_column_count: true, skip_empty_lines: true }));
  const records: string[][] = [];
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      records.push(record);
      if (records.length > PRODUCT_IMPORT_MAX_ROWS + 1) {
        parser.destroy();
        return fileError("max");
      }
    }
  } catch (error) {
    if (error instanceof CsvError) return fileError("format");
    throw error;
  }
  return records.length < 2 ? fileError("required") : records;
};

/**
 * Reads an import file: its header's errors (`1.{column}`) and, with a sound header, each row's errors
 * keyed `{row}.{column}` — a row whose number of cells is not the header's is `{row}.row: format`;
 * the same slug or SKU on two rows is `taken` on the second. What the rows refer to (categories,
 * other products, the attribute dictionary) is the caller's to check.
 */
export const readProductFile = async (text: string): Promise<ReadFile> => {
  const records = await recordsOf(text);
  if (!Array.isArray(records)) return records;
  const [header = [], ...body] = records;
  const headerErrors = productCsvHeaderErrors(header);
  if (Object.keys(headerErrors).length > 0) return { rows: [], count: body.length, errors: { ...(headerErrors as Record<string, string[]>) } };
  const at = PRODUCT_CSV_COLUMNS.map((column) => header.indexOf(column));
  const errors: Record<string, string[]> = {};
  const rows: NumberedRow[] = [];
  const slugs = new Set<string>();
  const skus = new Set<string>();
  for (const [i, record] of body.entries()) {
    if (i % CHECK_BATCH === CHECK_BATCH - 1) await nextTurn();
    const number = i + 2;
    if (record.length !== header.length) {
      errors[`${number}.row`] = ["format"];
      continue;
    }
    const cells = Object.fromEntries(PRODUCT_CSV_COLUMNS.map((column, c) => [column, record[at[c]!] ?? ""])) as ProductCsvCells;
    const checked = productCsvRowOf(cells);
    if (!checked.ok) {
      for (const [column, kinds] of Object.entries(checked.errors)) errors[`${number}.${column}`] = [...kinds];
      continue;
    }
    const { slug, sku } = checked.value;
    if (slugs.has(slug)) errors[`${number}.slug`] = ["taken"];
    if (skus.has(sku)) errors[`${number}.sku`] = ["taken"];
    slugs.add(slug);
    skus.add(sku);
    rows.push({ number, row: checked.value });
  }
  return { rows, count: body.length, errors };
};

/** Whether a read file has any error. */
export const hasErrors = (errors: FieldErrors): boolean => Object.keys(errors).length > 0;
