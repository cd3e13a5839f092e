import * as Schema from "effect/Schema";
import { LOCALES } from "../schemas/choices.js";
import type { FieldErrors } from "../schemas/common.js";
import {
  PRODUCT_CSV_COLUMNS,
  PRODUCT_CSV_MAX_COLUMNS,
  PRODUCT_CSV_VARIANT_COLUMNS,
  ProductCsvRow,
  type ProductCsvColumn,
  type ProductCsvProduct,
} from "../schemas/dashboard/product-csv.js";
import { OptionInput, VariantInput } from "../schemas/dashboard/variants.js";
import { addError, validate, type Validation } from "../validation/validate.js";
import { attributesCell, attributesOfCell, cellParts, joinedCell, numberCell, spreadsheetSafe, spreadsheetText, yesNoCell } from "./cells.js";

// A row of the products' CSV and back: the export's cells and the import's checks of one row, each
// error named by the column a spreadsheet shows. A product with options has a row per variant
// (product-rows.ts gathers them).

/** A row of the file as the import reads it: each column's cell, as text (a variant column the file leaves out is empty). */
export type ProductCsvCells = Readonly<Record<ProductCsvColumn, string>>;

const KNOWN: ReadonlySet<string> = new Set(PRODUCT_CSV_COLUMNS);
const VARIANT_COLUMNS: ReadonlySet<string> = new Set(PRODUCT_CSV_VARIANT_COLUMNS);

/** Whether a file's header has the option and variant columns (a file written before variants has none). */
export const hasVariantColumns = (header: ReadonlyArray<string>): boolean => header.some((name) => VARIANT_COLUMNS.has(name));

/**
 * Errors of the file's header, keyed `1.{column}` (the header is the spreadsheet's row 1): a column
 * it does not know (`invalid`), one named twice (`taken`), one it leaves out (`required`). The option
 * and variant columns come all together or not at all. A header of more than
 * {@link PRODUCT_CSV_MAX_COLUMNS} columns is no products' CSV: `file: columns`, its names not listed.
 * @example productCsvHeaderErrors(["slug", "prix"])["1.prix"] // ["invalid"]
 */
export const productCsvHeaderErrors = (header: ReadonlyArray<string>): FieldErrors => {
  if (header.length > PRODUCT_CSV_MAX_COLUMNS) return { file: ["columns"] };
  const errors: Record<string, string[]> = {};
  const seen = new Set<string>();
  for (const name of header) {
    if (!KNOWN.has(name)) addError(errors, `1.${name}`, "invalid");
    else if (seen.has(name)) addError(errors, `1.${name}`, "taken");
    seen.add(name);
  }
  const variants = hasVariantColumns(header);
  for (const column of PRODUCT_CSV_COLUMNS) if (!seen.has(column) && (variants || !VARIANT_COLUMNS.has(column))) addError(errors, `1.${column}`, "required");
  return errors;
};

/**
 * A row as the import reads it: the product's columns (on a variant's row, `price`, `old_price` and
 * `stock` are the variant's), its options each with the row's one value, and the variant's own SKU
 * and active flag (null on the row of a product without options).
 */
export interface ProductCsvLine {
  readonly product: ProductCsvRow;
  readonly options: ReadonlyArray<OptionInput>;
  readonly variant: { readonly sku: string; readonly active: boolean } | null;
}

const ProductCsvLineSchema = Schema.Struct({
  product: ProductCsvRow,
  options: Schema.Array(OptionInput),
  variant: Schema.NullOr(Schema.Struct({ sku: VariantInput.fields.sku, active: VariantInput.fields.active })),
});

const OPTION_NUMBERS = [1, 2, 3] as const;
const optionColumn = (n: number) => `option${n}` as ProductCsvColumn;
const valueColumn = (n: number) => `option${n}_value` as ProductCsvColumn;

/** The column a schema error's path names: `product.title.en` → `title_en`, `options.1.values.0.label.ro` → `option2_value`. */
const columnOf = (path: string): string => {
  const [part, field = path, lang] = path.split(".");
  if (part === "options") return lang === "values" ? valueColumn(Number(field) + 1) : optionColumn(Number(field) + 1);
  if (part === "variant") return field === "sku" ? "variant_sku" : "variant_active";
  return (field === "title" || field === "description") && (LOCALES as ReadonlyArray<string>).includes(lang ?? "") ? `${field}_${lang}` : field;
};

const texts = (cells: ProductCsvCells, field: "title" | "description") => ({
  ro: cells[`${field}_ro`],
  en: cells[`${field}_en`],
  ru: cells[`${field}_ru`],
  bg: cells[`${field}_bg`],
});

/** `key|ro|en|ru|bg` as a key and its texts in every language (languages left out are empty). */
const keyed = (cell: string) => {
  const [key = "", ro = "", en = "", ru = "", bg = ""] = cellParts(cell);
  return { key: key.trim(), text: { ro, en, ru, bg } };
};

/**
 * The options a row names (`option1`… as `key|name…`, each with its `optionN_value` as `value|label…`),
 * in order: errors for a value without its option (`invalid`), an option without its value or after
 * an empty one (`required`, `format`).
 */
const optionsOf = (cells: ProductCsvCells, errors: Record<string, string[]>) => {
  const options: Array<{ key: string; name: Record<string, string>; values: Array<{ value: string; label: Record<string, string> }> }> = [];
  let gap = false;
  for (const n of OPTION_NUMBERS) {
    const option = cells[optionColumn(n)].trim();
    const value = cells[valueColumn(n)].trim();
    if (option === "") {
      gap = true;
      if (value !== "") addError(errors, valueColumn(n), "invalid");
      continue;
    }
    if (gap) addError(errors, optionColumn(n), "format");
    if (value === "") addError(errors, valueColumn(n), "required");
    const { key, text: name } = keyed(cells[optionColumn(n)]);
    const { key: v, text: label } = keyed(cells[valueColumn(n)]);
    options.push({ key, name, values: [{ value: v, label }] });
  }
  return options;
};

/**
 * A row's cells as the import reads them, every error at once keyed by its column: the formula
 * apostrophe of the export taken off each cell, numbers with a decimal point (`type` for `349,90`),
 * yes/no for `active` and `variant_active`, the attributes' `key=value;…` (`format` when a pair has
 * no `=`), options and values as `key|texts…`, then the product form's own rules (a slug's format, a
 * price above 0, a title in Romanian, an option's key and name…). A row without options may not fill
 * `variant_sku` or `variant_active` (`invalid`).
 * @example productCsvRowOf(cells).ok // false when cells.price is "-1": errors { price: ["min"] }
 */
export const productCsvRowOf = (raw: ProductCsvCells): Validation<ProductCsvLine> => {
  const cells = Object.fromEntries(PRODUCT_CSV_COLUMNS.map((c) => [c, spreadsheetText(raw[c] ?? "")])) as ProductCsvCells;
  const errors: Record<string, string[]> = {};
  const attributes = attributesOfCell(cells.attributes);
  const options = optionsOf(cells, errors);
  const variantActive = yesNoCell(cells.variant_active);
  if (options.length === 0)
    for (const column of ["variant_sku", "variant_active"] as const) if (cells[column].trim() !== "") addError(errors, column, "invalid");
  const candidate = {
    product: {
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
    },
    options,
    variant: options.length === 0 ? null : { sku: cells.variant_sku.trim(), active: variantActive },
  };
  const checked = validate(ProductCsvLineSchema, candidate);
  // An option's cell already refused for its shape (a value without its option…) is that alone.
  const shaped = new Set(Object.keys(errors));
  if (!checked.ok)
    for (const [path, kinds] of Object.entries(checked.errors))
      for (const kind of kinds) if (!shaped.has(columnOf(path))) addError(errors, columnOf(path), kind);
  if (attributes === undefined) addError(errors, "attributes", "format");
  // A cell that is no number, or no yes/no, is that alone: not also below the minimum or too precise.
  for (const column of ["price", "old_price", "stock"] as const) if (Number.isNaN(candidate.product[column])) errors[column] = ["type"];
  if (candidate.product.active === null && cells.active.trim() !== "") errors.active = ["type"];
  if (options.length > 0 && variantActive === null && cells.variant_active.trim() !== "") errors.variant_active = ["type"];
  return Object.keys(errors).length > 0 || !checked.ok ? { ok: false, errors } : checked;
};

/** The cells of a product's row without its variant columns' values, each column's text. */
const productCells = (row: ProductCsvRow): Record<ProductCsvColumn, string | number> => ({
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
  option1: "",
  option1_value: "",
  option2: "",
  option2_value: "",
  option3: "",
  option3_value: "",
  variant_sku: "",
  variant_active: "",
});

/**
 * A product's rows in the order of the columns, each cell safe from a spreadsheet's formulas: one row
 * for a product without options, else one per variant, in their order, with the product's columns
 * and options repeated on each and the variant's values, SKU, price, old price, stock and active flag.
 * The export writes them, and the import ({@link productCsvRowOf}, then `productCsvProductOf`) reads
 * them back to the same product.
 * @example productCsvRows(kettle).length // 3: white, black and red
 */
export const productCsvRows = (product: ProductCsvProduct): string[][] => {
  const cells = productCells(product);
  const { options = [], variants = [] } = product;
  if (options.length === 0) return [PRODUCT_CSV_COLUMNS.map((c) => spreadsheetSafe(cells[c]))];
  return variants.map((variant) => {
    const row: Record<ProductCsvColumn, string | number> = {
      ...cells,
      price: variant.price,
      old_price: variant.old_price ?? "",
      stock: variant.stock,
      variant_sku: variant.sku,
      variant_active: variant.active ? "yes" : "no",
    };
    for (const [i, option] of options.entries()) {
      const value = option.values.find((v) => v.value === variant.options[option.key]);
      row[optionColumn(i + 1)] = joinedCell([option.key, ...LOCALES.map((l) => option.name[l])]);
      row[valueColumn(i + 1)] = value ? joinedCell([value.value, ...LOCALES.map((l) => value.label[l])]) : "";
    }
    return PRODUCT_CSV_COLUMNS.map((c) => spreadsheetSafe(row[c]));
  });
};
