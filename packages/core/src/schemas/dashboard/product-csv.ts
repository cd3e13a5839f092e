import * as Schema from "effect/Schema";
import { Count, FieldErrors, Id, Slug } from "../common.js";
import { ProductInput, StockChange } from "./catalog.js";
import { Version } from "./shared.js";
import { MAX_PRODUCT_OPTIONS, OptionInput, VariantInput } from "./variants.js";

// The products' CSV (issue 32 item 6): one row per product, or per variant of a product with options,
// its columns named once here for the server's export and import and for the dashboard's import screen.

/**
 * The columns of a product's options and of its variants' rows (docs/products-csv.md): `option1` holds
 * an option as `key|name_ro|name_en|name_ru|name_bg` on each row of the product, `option1_value` the
 * row's variant's value as `value|label_ro|…`; `variant_sku` and `variant_active` are the variant's own.
 * A file may leave all of them out (a file written before variants): its rows keep products' options.
 */
export const PRODUCT_CSV_VARIANT_COLUMNS = [
  "option1",
  "option1_value",
  "option2",
  "option2_value",
  "option3",
  "option3_value",
  "variant_sku",
  "variant_active",
] as const;

/** The CSV's columns, in the order the export writes them; the import's header must name each once, in any order (the variant columns all or none). */
export const PRODUCT_CSV_COLUMNS = [
  "slug",
  "sku",
  "category",
  "title_ro",
  "title_en",
  "title_ru",
  "title_bg",
  "description_ro",
  "description_en",
  "description_ru",
  "description_bg",
  "price",
  "old_price",
  "stock",
  "active",
  "attributes",
  ...PRODUCT_CSV_VARIANT_COLUMNS,
] as const;
/** A column of the products' CSV. */
export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];

/** The most rows one import file may hold (its header not counted); a larger catalogue is imported in several files. */
export const PRODUCT_IMPORT_MAX_ROWS = 5000;
/** The most columns a file's header may name: more is no products' CSV (`file: columns`), not a list of unknown columns to answer. */
export const PRODUCT_CSV_MAX_COLUMNS = 100;
/** The largest import file, in bytes: the API's body limit (1 MB) less the form around the file. */
export const PRODUCT_IMPORT_MAX_BYTES = 1024 * 1024 - 16 * 1024;

const { slug, sku, title, description, price, old_price, stock, active, attributes } = ProductInput.fields;

/**
 * One row of the products' CSV as the import reads it: the product form's own fields (one source of
 * truth), its category named by slug. Pictures, SEO texts and the per-order limit are not in the
 * file: an import keeps a product's own.
 */
export const ProductCsvRow = Schema.Struct({ slug, sku, category: Slug, title, description, price, old_price, stock, active, attributes });
/** A row of the products' CSV. */
export type ProductCsvRow = typeof ProductCsvRow.Type;

/** A variant as the products' CSV holds it: the product form's variant without its picture (an import keeps a variant's own). */
export const ProductCsvVariant = Schema.Struct({
  options: VariantInput.fields.options,
  sku: VariantInput.fields.sku,
  price,
  old_price,
  stock,
  active: VariantInput.fields.active,
});
/** A variant in the products' CSV. */
export type ProductCsvVariant = typeof ProductCsvVariant.Type;

/**
 * A product as the products' CSV holds it, on one row or one row per variant: the row's fields (for a
 * product with variants its price, old price and stock are their mirror), its options with their
 * values and its variants. Without `options` (a file without the variant columns) the product's
 * options and variants stay as they are.
 */
export const ProductCsvProduct = Schema.Struct({
  ...ProductCsvRow.fields,
  options: Schema.optionalKey(Schema.Array(OptionInput).check(Schema.isMaxLength(MAX_PRODUCT_OPTIONS, { message: "max" }))),
  variants: Schema.optionalKey(Schema.Array(ProductCsvVariant)),
});
/** A product of the products' CSV. */
export type ProductCsvProduct = typeof ProductCsvProduct.Type;

/**
 * What an import found and did. `errors` are keyed `{row}.{column}` (the row as a spreadsheet numbers
 * it, the header being row 1: `"7.price": ["min"]`), `file` for the file as a whole (`["max"]`: too
 * large or too many rows; `["format"]`: not a CSV; `["columns"]`: a header of more than
 * {@link PRODUCT_CSV_MAX_COLUMNS} columns; `["required"]`: no file or no rows). A dry run
 * counts what it would do and writes nothing; a real import writes every row or, with any error,
 * nothing.
 */
export const ProductImportReport = Schema.Struct({
  /** Rows read, the header not counted. */
  rows: Count,
  /** New slugs: products created (or to be created); a product with variants counts once, whatever its rows. */
  created: Count,
  /** Known slugs whose row changes something. */
  updated: Count,
  /** Known slugs whose row is the product as it is. */
  unchanged: Count,
  /** Whether the rows were written: false for a dry run and for a file with errors. */
  written: Schema.Boolean,
  errors: FieldErrors,
});
/** The outcome of a products' import. */
export type ProductImportReport = typeof ProductImportReport.Type;

/** The query of an import: `dry_run=1` checks every row and writes nothing. */
export const ProductImportParams = Schema.Struct({ dry_run: Schema.optionalKey(Schema.Literals(["0", "1"])) });
/** An import's query. */
export type ProductImportParams = typeof ProductImportParams.Type;

/** The most products one bulk edit changes: a page of the dashboard's list at its largest. */
export const BULK_EDIT_MAX = 100;

/**
 * One change of price and stock for products picked on the dashboard's list, each with the version
 * the list showed (a product saved since, in another tab or by a colleague, refuses the whole edit
 * with 409). Each change given applies to every product: a new price, old price (null: none) or
 * stock, or `stock_change` units added to (or removed from) each one's stock as it is now.
 */
export const ProductBulkEdit = Schema.Struct({
  products: Schema.Array(Schema.Struct({ id: Id, version: Version })).check(
    Schema.isMinLength(1, { message: "required" }),
    Schema.isMaxLength(BULK_EDIT_MAX, { message: "max" }),
  ),
  price: Schema.optionalKey(price),
  old_price: Schema.optionalKey(old_price),
  stock: Schema.optionalKey(stock),
  stock_change: Schema.optionalKey(StockChange),
});
/** A bulk edit of price and stock. */
export type ProductBulkEdit = typeof ProductBulkEdit.Type;
