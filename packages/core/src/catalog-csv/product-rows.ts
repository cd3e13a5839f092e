import { variantMirror } from "../editing/variant-draft.js";
import { LOCALES } from "../schemas/choices.js";
import type { ProductCsvProduct, ProductCsvVariant } from "../schemas/dashboard/product-csv.js";
import { MAX_OPTION_VALUES, MAX_PRODUCT_VARIANTS, type OptionInput } from "../schemas/dashboard/variants.js";
import { addError } from "../validation/validate.js";
import type { ProductCsvLine } from "./product-row.js";

// The rows of the products' CSV gathered into products: a product's rows share its slug, and with
// options each is one of its variants (docs/products-csv.md).

/** A row that passed its own checks, with its number as a spreadsheet shows it (the header is row 1). */
export interface NumberedLine {
  readonly number: number;
  readonly line: ProductCsvLine;
}

/** A product of the file with the numbers of its rows (one, or one per variant in their order: the first holds the product's own errors). */
export interface NumberedProduct {
  readonly rows: ReadonlyArray<number>;
  readonly product: ProductCsvProduct;
}

/** Each product column of a row as comparable text: the rows of one product must agree on them. */
const productColumns = ({ product, options }: ProductCsvLine): Array<[string, string]> => [
  ["sku", product.sku],
  ["category", product.category],
  ...LOCALES.flatMap(
    (l): Array<[string, string]> => [
      [`title_${l}`, product.title[l]],
      [`description_${l}`, product.description[l]],
    ],
  ),
  ["active", String(product.active)],
  ["attributes", JSON.stringify(product.attributes)],
  ...[0, 1, 2].map((i): [string, string] => [`option${i + 1}`, JSON.stringify(options[i] && { key: options[i].key, name: options[i].name })]),
];

/**
 * A product with options from its rows: the first row's product columns and options, which every
 * other row must repeat (`differs` where one does not); each option's values in the order the rows
 * first name them, a value's label the same on every row (`differs`); one variant per row, its
 * combination named once (`option1_value: taken`), at most {@link MAX_OPTION_VALUES} values an
 * option (`optionN_value: max`).
 */
const withOptions = (lines: ReadonlyArray<NumberedLine>, errors: Record<string, string[]>): NumberedProduct => {
  const [first] = lines as [NumberedLine];
  const columns = productColumns(first.line);
  const values = first.line.options.map(() => new Map<string, string>());
  const options = first.line.options.map(({ key, name }) => ({ key, name, values: [] as Array<OptionInput["values"][number]> }));
  const variants: ProductCsvVariant[] = [];
  const rows: number[] = [];
  const combinations = new Set<string>();
  for (const { number, line } of lines) {
    const at = (column: string, kind: string) => addError(errors, `${number}.${column}`, kind);
    const theirs = productColumns(line);
    for (const [i, [column, text]] of columns.entries()) if (theirs[i]![1] !== text) at(column, "differs");
    if (line.variant === null || line.options.length !== options.length) continue;
    const combination: Record<string, string> = {};
    for (const [i, option] of options.entries()) {
      const { value, label } = line.options[i]!.values[0]!;
      const known = values[i]!.get(value);
      if (known === undefined) {
        if (values[i]!.size >= MAX_OPTION_VALUES) at(`option${i + 1}_value`, "max");
        values[i]!.set(value, JSON.stringify(label));
        option.values.push({ value, label });
      } else if (known !== JSON.stringify(label)) at(`option${i + 1}_value`, "differs");
      combination[option.key] = value;
    }
    const key = JSON.stringify(Object.values(combination));
    if (combinations.has(key)) at("option1_value", "taken");
    combinations.add(key);
    const { price, old_price, stock } = line.product;
    variants.push({ options: combination, sku: line.variant.sku, price, old_price, stock, active: line.variant.active });
    rows.push(number);
  }
  const mirror = variantMirror(variants) ?? first.line.product;
  return { rows, product: { ...first.line.product, price: mirror.price, old_price: mirror.old_price, stock: mirror.stock, options, variants } };
};

/** What gathering a file's rows into products keeps from one product to the next: its SKUs and its errors so far. */
export interface ProductCsvGathering {
  /** Whether the file has the option and variant columns (a file written before variants has none). */
  readonly variantColumns: boolean;
  /** Each SKU of the file so far (a product's or a variant's) by the slug of the product that has it. */
  readonly skus: Map<string, string>;
  /** The errors the rows make together, keyed `{row}.{column}`. */
  readonly errors: Record<string, string[]>;
}

/**
 * A new gathering of a file's products (see {@link productCsvProductOf}).
 * @example productCsvGathering(true).errors // {}
 */
export const productCsvGathering = (variantColumns: boolean): ProductCsvGathering => ({ variantColumns, skus: new Map(), errors: {} });

/**
 * A file's checked rows by product: the rows of each slug, wherever they are in the file, in the
 * order of the slugs' first rows.
 * @example productCsvGroups(lines).length // 2 for a kettle's three rows and a pan's one
 */
export const productCsvGroups = (lines: ReadonlyArray<NumberedLine>): ReadonlyArray<ReadonlyArray<NumberedLine>> => {
  const bySlug = new Map<string, NumberedLine[]>();
  for (const numbered of lines) {
    const group = bySlug.get(numbered.line.product.slug);
    if (group) group.push(numbered);
    else bySlug.set(numbered.line.product.slug, [numbered]);
  }
  return [...bySlug.values()];
};

/**
 * One product of the file from its rows (one group of {@link productCsvGroups}), the errors its rows
 * make with each other and with the products gathered before it added to `gathering`: a SKU of an
 * earlier product, or a variant's SKU on another row (`taken`); with the variant columns, rows that
 * disagree and its variants' combinations (see `withOptions`; rows past the 100th are only
 * `slug: max`), a second row of a product without options (`slug: taken`). Without the variant
 * columns (a file written before variants) a slug is one row, as then, and the product keeps its
 * options. The work is bounded by 100 rows a product, so a caller can take turns between products.
 * @example productCsvProductOf([{ number: 2, line }], productCsvGathering(true)).rows // [2]
 */
export const productCsvProductOf = (group: ReadonlyArray<NumberedLine>, gathering: ProductCsvGathering): NumberedProduct => {
  const { skus, errors, variantColumns } = gathering;
  const [first] = group as [NumberedLine];
  const slug = first.line.product.slug;
  const claim = (sku: string, number: number, column: string) => {
    const owner = skus.get(sku);
    if (owner !== undefined && (owner !== slug || column === "variant_sku")) addError(errors, `${number}.${column}`, "taken");
    else skus.set(sku, slug);
  };
  claim(first.line.product.sku, first.number, "sku");
  if (!variantColumns || first.line.options.length === 0) {
    for (const { number } of group.slice(1)) addError(errors, `${number}.slug`, "taken");
    const { product } = first.line;
    return { rows: [first.number], product: variantColumns ? { ...product, options: [], variants: [] } : product };
  }
  for (const { number } of group.slice(MAX_PRODUCT_VARIANTS)) addError(errors, `${number}.slug`, "max");
  const variantRows = group.slice(0, MAX_PRODUCT_VARIANTS);
  for (const { number, line } of variantRows) if (line.variant) claim(line.variant.sku, number, "variant_sku");
  return withOptions(variantRows, errors);
};
