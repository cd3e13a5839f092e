import { Readable } from "node:stream";
import { setImmediate as nextTurn } from "node:timers/promises";
import { CsvError, parse } from "csv-parse";
import {
  PRODUCT_CSV_COLUMNS,
  PRODUCT_IMPORT_MAX_ROWS,
  addError,
  hasVariantColumns,
  productCsvHeaderErrors,
  productCsvProductsOf,
  productCsvRowOf,
  type FieldErrors,
  type NumberedLine,
  type NumberedProduct,
  type ProductCsvCells,
} from "@vitrina/core";

// An import file's text as products: parsed by csv-parse a piece at a time and checked a batch of
// rows at a time, so a file of the largest size never holds the event loop long; then its rows
// gathered into products by core (a product with options has a row per variant).

/** Characters handed to the parser at once. */
const PIECE = 8 * 1024;
/** Rows checked between two turns of the event loop. */
const CHECK_BATCH = 25;

/** What the file holds: its products whose rows passed their own checks, how many rows it has, and every error so far. */
export interface ReadFile {
  readonly products: ReadonlyArray<NumberedProduct>;
  readonly count: number;
  readonly errors: Record<string, string[]>;
  /** Whether the file has the option and variant columns: without them (a file written before variants) products keep their options. */
  readonly variantColumns: boolean;
}

const fileError = (kind: string): ReadFile => ({ products: [], count: 0, errors: { file: [kind] }, variantColumns: false });

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
 * keyed `{row}.{column}` — a row whose number of cells is not the header's is `{row}.row: format` —
 * and those its rows make together (core's productCsvProductsOf: SKUs given twice, a product's rows
 * that disagree, a combination twice…). What the rows refer to (categories, other products, the
 * attribute dictionary) is the caller's to check.
 */
export const readProductFile = async (text: string): Promise<ReadFile> => {
  const records = await recordsOf(text);
  if (!Array.isArray(records)) return records;
  const [header = [], ...body] = records;
  const headerErrors = productCsvHeaderErrors(header);
  const variantColumns = hasVariantColumns(header);
  if (Object.keys(headerErrors).length > 0)
    return { products: [], count: body.length, errors: { ...(headerErrors as Record<string, string[]>) }, variantColumns };
  const at = PRODUCT_CSV_COLUMNS.map((column) => header.indexOf(column));
  const errors: Record<string, string[]> = {};
  const lines: NumberedLine[] = [];
  for (const [i, record] of body.entries()) {
    if (i % CHECK_BATCH === CHECK_BATCH - 1) await nextTurn();
    const number = i + 2;
    if (record.length !== header.length) {
      errors[`${number}.row`] = ["format"];
      continue;
    }
    // A variant column the file leaves out (a file written before variants) is an empty cell.
    const cells = Object.fromEntries(PRODUCT_CSV_COLUMNS.map((column, c) => [column, at[c]! < 0 ? "" : (record[at[c]!] ?? "")])) as ProductCsvCells;
    const checked = productCsvRowOf(cells);
    if (!checked.ok) {
      for (const [column, kinds] of Object.entries(checked.errors)) errors[`${number}.${column}`] = [...kinds];
      continue;
    }
    lines.push({ number, line: checked.value });
  }
  await nextTurn();
  const { products, errors: together } = productCsvProductsOf(lines, variantColumns);
  for (const [key, kinds] of Object.entries(together)) for (const kind of kinds) addError(errors, key, kind);
  return { products, count: body.length, errors, variantColumns };
};

/** Whether a read file has any error. */
export const hasErrors = (errors: FieldErrors): boolean => Object.keys(errors).length > 0;
