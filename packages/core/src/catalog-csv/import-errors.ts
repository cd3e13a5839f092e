import type { FieldErrors } from "../schemas/common.js";
import { PRODUCT_CSV_COLUMNS } from "../schemas/dashboard/product-csv.js";

/** One error of an import, as its table lists it: the row (null for the whole file), the column (null for the whole file or row) and its kind. */
export interface ImportError {
  readonly row: number | null;
  readonly column: string | null;
  readonly kind: string;
}

const order = (column: string | null) => (column === null ? -1 : (PRODUCT_CSV_COLUMNS as ReadonlyArray<string>).indexOf(column));

/**
 * An import's errors (`{row}.{column}`, `{row}.row`, `file`) as a table's rows, the file's first, then
 * by row and by the columns' order in the file.
 * @example importErrors({ "3.price": ["type"], file: ["max"] }) // [{ row: null, column: null, kind: "max" }, { row: 3, column: "price", kind: "type" }]
 */
export const importErrors = (errors: FieldErrors): ImportError[] =>
  Object.entries(errors)
    .flatMap(([key, kinds]) => {
      const at = key.indexOf(".");
      const row = at < 0 ? null : Number(key.slice(0, at));
      const column = at < 0 || key.slice(at + 1) === "row" ? null : key.slice(at + 1);
      return kinds.map((kind) => ({ row: row !== null && Number.isInteger(row) ? row : null, column, kind }));
    })
    .sort((a, b) => (a.row ?? 0) - (b.row ?? 0) || order(a.column) - order(b.column));
