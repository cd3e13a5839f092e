import { describe, expect, test } from "vitest";
import { shop, useDashboardShop } from "./support/dashboard.js";
import { col, csvOf, exported, importCsv, PRODUCT_COLUMNS } from "./support/products-csv.js";

// Products with variants in the products' CSV (issue 32 item 6, docs/products-csv.md): a row per
// variant, exported and imported back unchanged; a product's variants set from its rows through the
// product form's rules; a file written before variants still imports as it did.

useDashboardShop();

const TSHIRT = "tricou-sport-unisex-bumbac-organic";
const SHOES = "pantofi-alergare-kiprun-ks-500";
const KETTLE = "fierbator-russell-hobbs-colours-plus";

/** Everything an import could change: products, their options, values and variants, with their ids, pictures and versions. */
const stored = async () => ({
  products: await shop.db.query("select id, slug, sku, title, price, old_price, stock, active, category_id, version from products order by id"),
  options: await shop.db.query("select * from product_options order by product_id, position"),
  values: await shop.db.query("select * from product_option_values order by product_id, option_key, position"),
  variants: await shop.db.query("select id, product_id, sku, price, old_price, stock, image_id, active, position, options from product_variants order by id"),
});

const variantsOf = (slug: string) =>
  shop.db.query<{ id: number; sku: string; price: number; old_price: number | null; stock: number; active: boolean; image_id: number | null }>(
    "select v.id, v.sku, v.price, v.old_price, v.stock, v.active, v.image_id from product_variants v join products p on p.id = v.product_id where p.slug = $1 order by v.position",
    [slug],
  );
const productOf = async (slug: string) =>
  (await shop.db.query<{ price: number; old_price: number | null; stock: number }>("select price, old_price, stock from products where slug = $1", [slug]))[0]!;

const rowsOf = (rows: ReadonlyArray<ReadonlyArray<string>>, slug: string) => rows.filter((r) => r[col("slug")] === slug).map((r) => r.slice());
const set = (row: string[], changes: Partial<Record<Parameters<typeof col>[0], string>>) => {
  for (const [name, cell] of Object.entries(changes)) row[col(name as Parameters<typeof col>[0])] = cell;
  return row;
};

describe("products with variants in the products' CSV", () => {
  test("the demo's T-shirt, shoes and kettle are a row per variant; the export imported back changes nothing", async () => {
    const { text, rows } = await exported();
    expect([TSHIRT, SHOES, KETTLE].map((slug) => rowsOf(rows, slug).length)).toEqual([8, 5, 3]);
    expect(
      rowsOf(rows, KETTLE).map((r) => [
        r[col("option1")],
        r[col("option1_value")],
        r[col("variant_sku")],
        r[col("price")],
        r[col("old_price")],
        r[col("stock")],
      ]),
    ).toEqual([
      ["colour|Culoare|Colour|Цвет|Цвят", "white|alb|white|белый|бял", "VT-VAR-KT-WH", "599", "", "12"],
      ["colour|Culoare|Colour|Цвет|Цвят", "black|negru|black|чёрный|черен", "VT-VAR-KT-BK", "599", "", "8"],
      ["colour|Culoare|Colour|Цвет|Цвят", "red|roșu|red|красный|червен", "VT-VAR-KT-RD", "649", "699", "5"],
    ]);
    expect(rowsOf(rows, TSHIRT)[0]!.slice(col("option1"))).toEqual([
      "apparel_size|Mărime|Size|Размер|Размер",
      "s|S|S|S|S",
      "colour|Culoare|Colour|Цвет|Цвят",
      "black|negru|black|чёрный|черен",
      "",
      "",
      "VT-VAR-TS-BK-S",
      "yes",
    ]);
    const before = await stored();
    const { status, body } = await importCsv(text, false);
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.data).toMatchObject({ created: 0, updated: 0, unchanged: before.products.length, written: true });
    expect(await stored()).toEqual(before);
  });

  test("a product's variants are set from its rows: one changed, one added, one left out made inactive, one known by its SKU; its price and stock are theirs", async () => {
    const { rows } = await exported();
    const [white, black, red] = rowsOf(rows, KETTLE) as [string[], string[], string[]];
    set(white, { price: "579", stock: "20", title_en: "Kettle in colours" });
    // Its values change, its SKU stays: the same variant, now grey.
    set(black, { title_en: "Kettle in colours", option1_value: "grey|gri|grey|серый|сив" });
    const blue = set(red.slice(), {
      title_en: "Kettle in colours",
      option1_value: "blue|albastru|blue|синий|син",
      variant_sku: "VT-VAR-KT-BL",
      price: "629",
      old_price: "",
      stock: "4",
    });
    const file = csvOf([rows[0]!, white, blue, black]);
    const before = await stored();
    const kept = await variantsOf(KETTLE);

    const dry = await importCsv(file, true);
    expect(dry.body.data).toEqual({ rows: 3, created: 0, updated: 1, unchanged: 0, written: false, errors: {} });
    expect(await stored()).toEqual(before);

    expect((await importCsv(file, false)).body.data).toMatchObject({ updated: 1, written: true, errors: {} });
    const now = await variantsOf(KETTLE);
    expect(now.map((v) => [v.sku, v.price, v.old_price, v.stock, v.active])).toEqual([
      ["VT-VAR-KT-WH", 579, null, 20, true],
      ["VT-VAR-KT-BL", 629, null, 4, true],
      ["VT-VAR-KT-BK", 599, null, 8, true],
      ["VT-VAR-KT-RD", 649, 699, 5, false],
    ]);
    // Known combinations keep their ids and pictures (carts and orders naming them still do).
    const byId = new Map(kept.map((v) => [v.sku, v]));
    for (const sku of ["VT-VAR-KT-WH", "VT-VAR-KT-BK", "VT-VAR-KT-RD"])
      expect(now.find((v) => v.sku === sku)).toMatchObject({ id: byId.get(sku)!.id, image_id: byId.get(sku)!.image_id });
    expect(await productOf(KETTLE)).toEqual({ price: 579, old_price: null, stock: 32 });
    const [grey] = await shop.db.query<{ options: unknown }>("select options from product_variants where sku = 'VT-VAR-KT-BK'");
    expect(grey!.options).toEqual({ colour: "grey" });
  });

  test("a new product with options is created from its rows, its variants' combinations and SKUs as the file says", async () => {
    const { rows } = await exported();
    const [first, second] = rowsOf(rows, SHOES) as [string[], string[]];
    const common = { slug: "sosete-sport-csv", sku: "CSV-SOCK", title_ro: "Șosete sport", option1: "size|Mărime|Size|Размер|Размер" };
    const file = csvOf([
      rows[0]!,
      set(first, { ...common, option1_value: "s|S|S|S|S", variant_sku: "CSV-SOCK-S", price: "49.90", old_price: "", stock: "10" }),
      set(second, { ...common, option1_value: "m|M|M|M|M", variant_sku: "CSV-SOCK-M", price: "54.90", old_price: "", stock: "0" }),
    ]);
    expect((await importCsv(file, false)).body.data).toMatchObject({ rows: 2, created: 1, updated: 0, written: true, errors: {} });
    expect((await variantsOf("sosete-sport-csv")).map((v) => [v.sku, v.price, v.stock, v.active])).toEqual([
      ["CSV-SOCK-S", 49.9, 10, true],
      ["CSV-SOCK-M", 54.9, 0, true],
    ]);
    expect(await productOf("sosete-sport-csv")).toEqual({ price: 49.9, old_price: null, stock: 10 });
  });

  test("variant rows' errors by row and column — a SKU held elsewhere, a combination twice, a value without its label, rows that disagree — and nothing written", async () => {
    const { rows } = await exported();
    const shoes = rowsOf(rows, SHOES);
    const [plainTshirt] = rowsOf(rows, TSHIRT).map((r) =>
      set(r, { option1: "", option1_value: "", option2: "", option2_value: "", variant_sku: "", variant_active: "" }),
    );
    const file = csvOf([
      rows[0]!,
      set(shoes[0]!, { variant_sku: "VT-VAR-KT-WH" }),
      set(shoes[1]!, { option1_value: shoes[0]![col("option1_value")]! }),
      set(shoes[2]!, { option1_value: "45" }),
      set(shoes[3]!, { title_en: "Other shoes" }),
      plainTshirt!,
    ]);
    const before = await stored();
    const refused = await importCsv(file, false);
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({
      "2.variant_sku": ["taken"],
      "3.option1_value": ["taken"],
      "4.option1_value": ["required"],
      "5.title_en": ["differs"],
      "6.option1": ["unavailable"],
    });
    expect(await stored()).toEqual(before);
  });

  test("a file written before variants (no option or variant columns) imports as it did: a product with variants keeps their prices and stock", async () => {
    const { rows } = await exported();
    const own = await productOf(KETTLE);
    const kettle = set(rowsOf(rows, KETTLE)[0]!, { price: String(own.price), old_price: "", stock: String(own.stock) }).slice(0, PRODUCT_COLUMNS.length);
    const file = () => csvOf([PRODUCT_COLUMNS, kettle]);
    expect((await importCsv(file(), true)).body.data).toMatchObject({ unchanged: 1, errors: {} });
    kettle[col("title_en")] = "Kettle in three colours";
    const before = await stored();
    expect((await importCsv(file(), false)).body.data).toMatchObject({ updated: 1, written: true, errors: {} });
    expect((await stored()).variants).toEqual(before.variants);
    set(kettle, { price: "1.50", stock: "999" });
    const refused = await importCsv(file(), false);
    expect(refused.body.errors).toEqual({ "2.price": ["unavailable"], "2.stock": ["unavailable"] });
  });
});
