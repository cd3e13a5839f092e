import { LOCALES } from "../schemas/choices.js";
import type { FieldErrors } from "../schemas/common.js";
import { PRODUCT_CSV_COLUMNS, ProductCsvRow, type ProductCsvColumn } from "../schemas/dashboard/product-csv.js";
import { addError, validate, type Validation } from "../validation/validate.js";
import { attributesCell, attributesOfCell, numberCell, spreadsheetSafe, spreadsheetText, yesNoCell } from "./cells.js";

// A product as one row of the products' CSV and back: the export's cells and the import's checks,
// each error named by the column a spreadsheet shows.

/** A row of the file as the import reads it: each column's cell, as text. */
export type ProductCsvCells = Readonly<Record<ProductCsvColumn, string>>;

const KNOWN: ReadonlySet<string> = new Set(PRODUCT_CSV_COLUMNS);

/**
 * Errors of the file's header, keyed `1.{column}` (the header is the spreadsheet's row 1): a column
 * it does not know (`invalid`), one named twice (`taken`), one it leaves out (`required`).
 * @example productCsvHeaderErrors(["slug", "prix"])["1.prix"] // ["invalid"]
 */
export const productCsvHeaderErrors = (header: ReadonlyArray<string>): FieldErrors => {
  const errors: Record<string, string[]> = {};
  const seen = new Set<string>();
  for (const name of header) {
    if (!KNOWN.has(name)) addError(errors, `1.${name}`, "invalid");
    else if (seen.has(name)) addError(errors, `1.${name}`, "taken");
    seen.add(name);
  }
  for (const column of PRODUCT_CSV_COLUMNS) if (!seen.has(column)) addError(errors, `1.${column}`, "required");
  return errors;
};

/** The column a schema error's path names: `title.en` → `title_en`, `attributes.2.value` → `attributes`. */
const columnOf = (path: string): string => {
  const [field = path, lang] = path.split(".");
  return (field === "title" || field === "description") && (LOCALES as ReadonlyArray<string>).includes(lang ?? "") ? `${field}_${lang}` : field;
};

const texts = (cells: ProductCsvCells, field: "title" | "description") => ({
  ro: cells[`${field}_ro`],
  en: cells[`${field}_en`],
  ru: cells[`${field}_ru`],
  bg: cells[`${field}_bg`],
});

/**
 * A row's cells as a product row, every error at once keyed by its column: the formula apostrophe of
 * the export taken off each cell, numbers with a decimal point (`type` for `349,90`), yes/no for
 * `active`, the attributes' `key=value;…` (`format` when a pair has no `=`), then the product form's
 * own rules (a slug's format, a price above 0, a title in Romanian…).
 * @example productCsvRowOf(cells).ok // false when cells.price is "-1": errors { price: ["min"] }
 */
export const productCsvRowOf = (raw: ProductCsvCells): Validation<ProductCsvRow> => {
  const cells = Object.fromEntries(PRODUCT_CSV_COLUMNS.map((c) => [c, spreadsheetText(raw[c])])) as ProductCsvCells;
  const attributes = attributesOfCell(cells.attributes);
  const candidate = {
    slug: cells.slug.trim(),
    sku: cells.sku.trim(),
    category: cells.category.trim(),
    title: texts(cells, "title"),
    description: texts(cells, "description"),
    price: numberCell(cells.price),
    old_price: numberCell(cells.old_price),
    stock: numberCell(cells.stock),
    active: yesNoCell(cells.active),
    attributes: attributes ?? [],
  };
  const checked = validate(ProductCsvRow, candidate);
  const errors: Record<string, string[]> = {};
  if (!checked.ok) for (const [path, kinds] of Object.entries(checked.errors)) for (const kind of kinds) addError(errors, columnOf(path), kind);
  if (attributes === undefined) addError(errors, "attributes", "format");
  // A cell that is no number, or no yes/no, is that alone: not also below the minimum or too precise.
  for (const column of ["price", "old_price", "stock"] as const) if (Number.isNaN(candidate[column])) errors[column] = ["type"];
  if (candidate.active === null && cells.active.trim() !== "") errors.active = ["type"];
  return Object.keys(errors).length > 0 || !checked.ok ? { ok: false, errors } : checked;
};

/**
 * A product row's cells in the order of the columns, each safe from a spreadsheet's formulas: the
 * export writes them, and {@link productCsvRowOf} reads them back to the same row.
 * @example productCsvCells(row)[11] // "349.9"
 */
export const productCsvCells = (row: ProductCsvRow): string[] => {
  const cells: Record<ProductCsvColumn, string | number> = {
    slug: row.slug,
    sku: row.sku,
    category: row.category,
    title_ro: row.title.ro,
    title_en: row.title.en,
    title_ru: row.title.ru,
    title_bg: row.title.bg,
    description_ro: row.description.ro,
    description_en: row.description.en,
    description_ru: row.description.ru,
    description_bg: row.description.bg,
    price: row.price,
    old_price: row.old_price ?? "",
    stock: row.stock,
    active: row.active ? "yes" : "no",
    attributes: attributesCell(row.attributes),
  };
  return PRODUCT_CSV_COLUMNS.map((c) => spreadsheetSafe(cells[c]));
};
