import { describe, expect, test } from "vitest";
import fc from "fast-check";
import {
  PRODUCT_CSV_COLUMNS,
  productCsvGathering,
  productCsvGroups,
  productCsvProductOf,
  productCsvRowOf,
  productCsvRows,
  variantMirror,
  type NumberedLine,
  type ProductCsvCells,
  type ProductCsvProduct,
} from "../src/index.js";

// A product with options in the products' CSV: a row per variant, read back and gathered into the
// same product (docs/products-csv.md).

const L = (ro: string, en = ro, ru = ro, bg = ro) => ({ ro, en, ru, bg });

const kettle: ProductCsvProduct = {
  slug: "fierbator-colours",
  sku: "KT-1",
  category: "bucatarie",
  title: L("Fierbător", "Kettle", "Чайник", "Кана"),
  description: L("Fierbător de 2400 W."),
  price: 599,
  old_price: null,
  stock: 20,
  active: true,
  attributes: [{ key: "power", value: 2400 }],
  options: [
    {
      key: "colour",
      name: L("Culoare", "Colour", "Цвет", "Цвят"),
      values: [
        { value: "white", label: L("alb", "white", "белый", "бял") },
        { value: "red", label: L("roșu|aprins", "red", "красный", "червен") },
      ],
    },
  ],
  variants: [
    { options: { colour: "white" }, sku: "KT-WH", price: 599, old_price: null, stock: 12, active: true },
    { options: { colour: "red" }, sku: "=KT-RD", price: 649, old_price: 699, stock: 8, active: false },
  ],
};

const cellsOf = (cells: ReadonlyArray<string>): ProductCsvCells =>
  Object.fromEntries(PRODUCT_CSV_COLUMNS.map((c, i) => [c, cells[i] ?? ""])) as ProductCsvCells;

/** Rows as the import reads them: each checked, numbered from 2 (the header is row 1), then gathered. */
const readBack = (rows: ReadonlyArray<ReadonlyArray<string>>, variantColumns = true) => {
  const lines: NumberedLine[] = [];
  const errors: Record<string, ReadonlyArray<string>> = {};
  for (const [i, cells] of rows.entries()) {
    const read = productCsvRowOf(cellsOf(cells));
    if (read.ok) lines.push({ number: i + 2, line: read.value });
    else for (const [column, kinds] of Object.entries(read.errors)) errors[`${i + 2}.${column}`] = kinds;
  }
  const gathering = productCsvGathering(variantColumns);
  const products = productCsvGroups(lines).map((group) => productCsvProductOf(group, gathering));
  return { products, errors: { ...errors, ...gathering.errors } };
};

const col = (name: (typeof PRODUCT_CSV_COLUMNS)[number]) => PRODUCT_CSV_COLUMNS.indexOf(name);
const changed = (rows: string[][], row: number, name: (typeof PRODUCT_CSV_COLUMNS)[number], cell: string) =>
  rows.map((r, i) => (i === row ? r.map((c, j) => (j === col(name) ? cell : c)) : r));

describe("a product with options as a row per variant", () => {
  test("each variant's row repeats the product and its options, with the variant's values, SKU, prices, stock and flag", () => {
    const rows = productCsvRows(kettle);
    expect(rows).toHaveLength(2);
    const red = rows[1]!;
    expect([red[col("option1")], red[col("option1_value")], red[col("variant_sku")], red[col("price")], red[col("old_price")], red[col("stock")]]).toEqual([
      "colour|Culoare|Colour|Цвет|Цвят",
      "red|roșu\\|aprins|red|красный|червен",
      "'=KT-RD",
      "649",
      "699",
      "8",
    ]);
    expect([red[col("active")], red[col("variant_active")], red[col("option2")]]).toEqual(["yes", "no", ""]);
    // The product's price and stock on its rows are the variants': the lowest active price, their stock's sum.
    expect(readBack(rows)).toEqual({ products: [{ rows: [2, 3], product: { ...kettle, price: 599, old_price: null, stock: 12 } }], errors: {} });
  });

  test("any product with options and variants the form accepts comes back the same from its rows", () => {
    const text = fc.array(fc.constantFrom("a", "Ș", "я", "|", "\\", ";", "=", "'", "-", " ", "1"), { minLength: 1, maxLength: 8 }).map((c) => c.join(""));
    const texts = fc.record({ ro: text.filter((t) => t.trim() !== ""), en: text, ru: text, bg: text });
    const option = fc.record({
      name: texts,
      values: fc.uniqueArray(fc.record({ value: fc.constantFrom("s", "m", "xl", "40", "dark-blue"), label: texts }), {
        minLength: 1,
        maxLength: 3,
        selector: (v) => v.value,
      }),
    });
    const sold = fc.record({
      sku: fc.constantFrom("", "=", "+", "-", "@", "'="),
      cents: fc.integer({ min: 1, max: 1_000_000 }),
      old: fc.option(fc.integer({ min: 1, max: 1_000_000 }), { nil: null }),
      stock: fc.nat({ max: 10_000 }),
      active: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(option, { minLength: 1, maxLength: 3 }), fc.array(sold, { minLength: 27, maxLength: 27 }), (drawn, variantsSold) => {
        const options = drawn.map((o, i) => ({ ...o, key: ["size", "colour", "fit"][i]! }));
        // Every combination, the first option's values slowest: the order the rows name the values in.
        const combinations = options.reduce<Array<Record<string, string>>>(
          (all, o) => all.flatMap((c) => o.values.map((v) => ({ ...c, [o.key]: v.value }))),
          [{}],
        );
        const variants = combinations.map((combination, i) => {
          const s = variantsSold[i]!;
          return {
            options: combination,
            sku: `${s.sku}SKU-${i}`,
            price: s.cents / 100,
            old_price: s.old === null ? null : s.old / 100,
            stock: s.stock,
            active: s.active,
          };
        });
        const product = { ...kettle, options, variants, ...variantMirror(variants) };
        expect(readBack(productCsvRows(product))).toEqual({ products: [{ rows: variants.map((_, i) => i + 2), product }], errors: {} });
      }),
    );
  });

  test("rows that disagree on the product, a combination or a SKU twice, a value without its label: each at its row and column", () => {
    const rows = productCsvRows(kettle);
    const third = changed(changed(rows, 1, "variant_sku", "KT-XX"), 1, "option1_value", "white|alb|white|белый|бял");
    const { errors } = readBack([
      ...changed(changed(rows, 1, "title_en", "Kettle 2"), 1, "variant_sku", "KT-WH"),
      third[1]!,
      changed(rows, 1, "option1_value", "blue")[1]!.map((c, j) => (j === col("variant_sku") ? "KT-BL" : c)),
      changed(changed(rows, 1, "option1", "colour|Culoare|Color|Цвет|Цвят"), 1, "option1_value", "black|negru|black|чёрный|черен")[1]!.map((c, j) =>
        j === col("variant_sku") ? "KT-1" : c,
      ),
    ]);
    expect(errors).toEqual({
      "3.title_en": ["differs"],
      "3.variant_sku": ["taken"],
      "4.option1_value": ["taken"],
      "5.option1_value": ["required"],
      "6.option1": ["differs"],
      "6.variant_sku": ["taken"],
    });
  });

  test("a value's label differs from an earlier row's; variant cells on a row without options; an option after an empty one", () => {
    const rows = productCsvRows(kettle);
    const relabelled = changed(changed(rows, 1, "option1_value", "white|Alb|white|белый|бял"), 1, "variant_sku", "KT-W2");
    expect(readBack([rows[0]!, relabelled[1]!]).errors).toEqual({ "3.option1_value": ["differs", "taken"] });
    const plain = productCsvRows({ ...kettle, slug: "simplu", sku: "S-1", options: [], variants: [] })[0]!;
    expect(readBack([changed([plain], 0, "variant_sku", "X")[0]!]).errors).toEqual({ "2.variant_sku": ["invalid"] });
    const gap = changed(changed(rows, 0, "option1", ""), 0, "option2", "colour|Culoare");
    expect(readBack([changed(gap, 0, "option1_value", "")[0]!]).errors).toMatchObject({ "2.option2": ["format"], "2.option2_value": ["required"] });
    expect(readBack([changed(rows, 0, "option1_value", "white")[0]!]).errors).toEqual({ "2.option1_value": ["required"] });
  });

  test("at most 30 values an option and 100 variants a product: the rows past them are named", () => {
    const sizes = Array.from({ length: 101 }, (_, i) => ({ value: `s${i}`, label: L(`S${i}`) }));
    const many = {
      ...kettle,
      options: [{ key: "size", name: L("Mărime"), values: sizes }],
      variants: sizes.map((s, i) => ({ options: { size: s.value }, sku: `M-${i}`, price: 10, old_price: null, stock: 1, active: true })),
    };
    const { products, errors } = readBack(productCsvRows(many));
    expect(products[0]!.product.variants).toHaveLength(100);
    expect(Object.keys(errors).filter((key) => key.endsWith(".option1_value"))).toHaveLength(70);
    expect([errors["31.option1_value"], errors["32.option1_value"], errors["102.slug"], errors["101.slug"]]).toEqual([undefined, ["max"], ["max"], undefined]);
  });

  test("a file without the variant columns reads a row per slug, the products keeping their options; a second row of a plain product is taken", () => {
    const [plain] = productCsvRows({ ...kettle, options: [], variants: [] });
    const { products, errors } = readBack([plain!, plain!], false);
    expect(products).toHaveLength(1);
    expect(products[0]!.product.options).toBeUndefined();
    expect(errors).toEqual({ "3.slug": ["taken"] });
    expect(readBack([plain!, plain!]).errors).toEqual({ "3.slug": ["taken"] });
  });
});
