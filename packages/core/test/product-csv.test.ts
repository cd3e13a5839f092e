import { describe, expect, test } from "vitest";
import fc from "fast-check";
import {
  PRODUCT_CSV_COLUMNS,
  attributesCell,
  bulkEditOf,
  importErrors,
  attributesOfCell,
  productCsvHeaderErrors,
  productCsvRowOf,
  productCsvRows,
  type ProductCsvCells,
  type ProductCsvRow,
} from "../src/index.js";

const row: ProductCsvRow = {
  slug: "ceainic-electric",
  sku: "KET-1",
  category: "bucatarie",
  title: { ro: "Ceainic electric", en: "Electric kettle", ru: "Электрочайник", bg: "Електрическа кана" },
  description: { ro: '=1+1, "citat"; rând\nnou', en: "", ru: "", bg: "" },
  price: 349.9,
  old_price: 399,
  stock: 12,
  active: true,
  attributes: [
    { key: "power", value: 1800 },
    { key: "colour", value: { ro: "roșu; aprins", en: "red|bright", ru: "красный\\", bg: "" } },
  ],
};

const cellsOf = (r: ProductCsvRow): ProductCsvCells => Object.fromEntries(PRODUCT_CSV_COLUMNS.map((c, i) => [c, productCsvRows(r)[0]![i]!])) as ProductCsvCells;
const productOf = (r: ProductCsvRow) => ({ ok: true, value: { product: r, options: [], variant: null } });

const errorsOf = (changes: Partial<ProductCsvCells>) => {
  const result = productCsvRowOf({ ...cellsOf(row), ...changes });
  return result.ok ? {} : result.errors;
};

describe("a product as a row of the products' CSV", () => {
  test("a row read back is the product it was written from, formula cells and escaped attributes included", () => {
    const [cells, ...more] = productCsvRows(row);
    expect(more).toEqual([]);
    expect(cells![PRODUCT_CSV_COLUMNS.indexOf("description_ro")]).toBe('\'=1+1, "citat"; rând\nnou');
    expect(cells![PRODUCT_CSV_COLUMNS.indexOf("active")]).toBe("yes");
    expect(cells!.slice(PRODUCT_CSV_COLUMNS.indexOf("option1"))).toEqual(["", "", "", "", "", "", "", ""]);
    expect(productCsvRowOf(cellsOf(row))).toEqual(productOf(row));
  });

  test("any product the form accepts survives the round trip", () => {
    const text = fc.string({ maxLength: 40 });
    fc.assert(
      fc.property(
        fc.record({ ro: fc.string({ minLength: 1, maxLength: 40 }).filter((s) => s.trim() !== ""), en: text, ru: text, bg: text }),
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.option(fc.integer({ min: 0, max: 10_000_000 }), { nil: null }),
        fc.nat({ max: 1_000_000 }),
        fc.boolean(),
        (title, cents, oldCents, stock, active) => {
          const product = {
            ...row,
            title,
            attributes: [{ key: "note", value: title }],
            price: cents / 100,
            old_price: oldCents === null ? null : oldCents / 100,
            stock,
            active,
          };
          const read = productCsvRowOf(cellsOf(product));
          // A title the form refuses (a line break, a control character) is refused from the file too.
          if (read.ok) expect(read.value.product).toEqual(product);
        },
      ),
    );
  });

  test("each wrong cell is named by its column", () => {
    expect(errorsOf({ price: "349,90", stock: "-2", old_price: "abc", active: "maybe", title_ro: "", slug: "Ceainic Mare", sku: "" })).toEqual({
      price: ["type"],
      stock: ["min"],
      old_price: ["type"],
      active: ["type"],
      title_ro: ["required"],
      slug: ["format"],
      sku: ["required"],
    });
    expect(errorsOf({ price: "" })).toEqual({ price: ["required"] });
    expect(errorsOf({ price: "12.345" })).toEqual({ price: ["decimals"] });
    expect(errorsOf({ attributes: "power1800" })).toEqual({ attributes: ["format"] });
    expect(errorsOf({ attributes: "Power=1800" })).toEqual({ attributes: ["format"] });
  });

  test("an apostrophe before = + - @ is the export's and comes off; a cell's own apostrophe stays", () => {
    const read = productCsvRowOf({ ...cellsOf(row), title_en: "'-50% off", title_ru: "'quoted'" });
    expect(read.ok && [read.value.product.title.en, read.value.product.title.ru]).toEqual(["-50% off", "'quoted'"]);
    expect(errorsOf({ stock: "'-5" })).toEqual({ stock: ["min"] });
  });

  test("a title of its own starting with an apostrophe before = comes back as it was (fast-check found '=)", () => {
    for (const own of ["'=", "''+1", "'@home"]) {
      const written = productCsvRowOf(cellsOf({ ...row, title: { ...row.title, ro: own } }));
      expect(written.ok && written.value.product.title.ro, own).toBe(own);
    }
  });

  test("attributes in one cell: numbers bare, texts in four languages", () => {
    expect(attributesCell([{ key: "power", value: 1800 }])).toBe("power=1800");
    expect(attributesOfCell("power=1800; colour=roșu|red")).toEqual([
      { key: "power", value: 1800 },
      { key: " colour".trim(), value: { ro: "roșu", en: "red", ru: "", bg: "" } },
    ]);
    expect(attributesOfCell("")).toEqual([]);
  });

  test("the header names every column once, in any order; the option and variant columns all or none (a file from before variants)", () => {
    expect(productCsvHeaderErrors([...PRODUCT_CSV_COLUMNS].reverse())).toEqual({});
    const products = PRODUCT_CSV_COLUMNS.slice(0, PRODUCT_CSV_COLUMNS.indexOf("option1"));
    expect(productCsvHeaderErrors(products)).toEqual({});
    expect(productCsvHeaderErrors(["slug", "slug", "prix", ...products.slice(1, -1)])).toEqual({
      "1.slug": ["taken"],
      "1.prix": ["invalid"],
      "1.attributes": ["required"],
    });
    expect(productCsvHeaderErrors([...PRODUCT_CSV_COLUMNS, ...Array.from({ length: 100 }, (_, i) => `c${i}`)])).toEqual({ file: ["columns"] });
    expect(productCsvHeaderErrors([...products, "option1", "option1_value", "option4"])).toEqual({
      "1.option4": ["invalid"],
      "1.option2": ["required"],
      "1.option2_value": ["required"],
      "1.option3": ["required"],
      "1.option3_value": ["required"],
      "1.variant_sku": ["required"],
      "1.variant_active": ["required"],
    });
  });
});

describe("the products list's bulk edit and an import's errors", () => {
  const picked = [{ id: 3, version: 7 }];
  test("the form's one change, typed as a number with a point, for the products picked with their versions", () => {
    expect(bulkEditOf("stock_change", "-2", picked)).toEqual({ ok: true, value: { products: picked, stock_change: -2 } });
    expect(bulkEditOf("old_price", "", picked)).toEqual({ ok: true, value: { products: picked, old_price: null } });
    expect(bulkEditOf("price", "12,5", picked)).toEqual({ ok: false, errors: { price: ["type"] } });
    expect(bulkEditOf("price", "", picked)).toEqual({ ok: false, errors: { price: ["required"] } });
    expect(bulkEditOf("price", "0", picked)).toEqual({ ok: false, errors: { price: ["min"] } });
    expect(bulkEditOf("stock", "1.5", picked)).toEqual({ ok: false, errors: { stock: ["type"] } });
  });

  test("an import's errors as a table: the file's first, then by row and by column", () => {
    expect(importErrors({ "3.stock": ["min"], "3.price": ["type"], "2.row": ["format"], file: ["max"], "1.prix": ["invalid"] })).toEqual([
      { row: null, column: null, kind: "max" },
      { row: 1, column: "prix", kind: "invalid" },
      { row: 2, column: null, kind: "format" },
      { row: 3, column: "price", kind: "type" },
      { row: 3, column: "stock", kind: "min" },
    ]);
  });
});
