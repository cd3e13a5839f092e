import { finished } from "node:stream/promises";
import { setImmediate as nextTurn } from "node:timers/promises";
import { CsvError, parse } from "csv-parse";
import {
  PRODUCT_CSV_COLUMNS,
  MAX_PRODUCT_VARIANTS,
  PRODUCT_IMPORT_MAX_ROWS,
  addError,
  hasVariantColumns,
  productCsvGathering,
  productCsvGroups,
  productCsvHeaderErrors,
  productCsvProductOf,
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

/**
 * The file's records (the header first), or a file error: `format` for text that is no CSV, `max` past
 * the row limit, `required` for none. The parser is written a piece at a time with a turn of the
 * event loop after each: a stream piped into it would parse the whole file in one go, its pieces
 * handed on in the same turn (300 ms for a hostile megabyte).
 */
const recordsOf = async (text: string): Promise<string[][] | ReadFile> => {
  const records: string[][] = [];
  const parser = parse({ bom: true, relax_column_count: true, skip_empty_lines: true });
  parser.on("readable", () => {
    for (let record = parser.read(); record !== null; record = parser.read()) records.push(record as string[]);
  });
  const done = finished(parser).then(
    () => undefined,
    (error: unknown) => error,
  );
  for (let at = 0; at < text.length; at += PIECE) {
    parser.write(text.slice(at, at + PIECE));
    await nextTurn();
    if (parser.destroyed) break;
    if (records.length > PRODUCT_IMPORT_MAX_ROWS + 1) {
      parser.destroy();
      return fileError("max");
    }
  }
  if (!parser.destroyed) parser.end();
  const error = await done;
  if (error instanceof CsvError) return fileError("format");
  if (error !== undefined) throw error;
  if (records.length > PRODUCT_IMPORT_MAX_ROWS + 1) return fileError("max");
  return records.length < 2 ? fileError("required") : records;
};

/**
 * Reads an import file: its header's errors (`1.{column}`) and, with a sound header, each row's errors
 * keyed `{row}.{column}` — a row whose number of cells is not the header's is `{row}.row: format` —
 * and those its rows make together (core's productCsvProductOf: SKUs given twice, a product's rows
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
  // Gathered into products a few at a time too: a product's rows are compared with each other.
  const gathering = productCsvGathering(variantColumns);
  const products: NumberedProduct[] = [];
  let gathered = 0;
  for (const group of productCsvGroups(lines)) {
    if (gathered >= CHECK_BATCH) {
      await nextTurn();
      gathered = 0;
    }
    products.push(productCsvProductOf(group, gathering));
    gathered += Math.min(group.length, MAX_PRODUCT_VARIANTS);
  }
  for (const [key, kinds] of Object.entries(gathering.errors)) for (const kind of kinds) addError(errors, key, kind);
  return { products, count: body.length, errors, variantColumns };
};

/** Whether a read file has any error. */
export const hasErrors = (errors: FieldErrors): boolean => Object.keys(errors).length > 0;
