import { describe, expect, test } from "vitest";
import { stringify } from "csv-stringify/sync";
import { PRODUCT_CSV_COLUMNS, type AuditEntry } from "@vitrina/core";
import { multipart, rawPost } from "./reliability/helpers.js";
import { admin, call, categoryId, L, manager, shop, useDashboardShop } from "./support/dashboard.js";
import { col, csvOf, exported, importCsv, PRODUCT_COLUMNS } from "./support/products-csv.js";

// The products' CSV (issue 32 item 6): the whole catalogue exported, read back by a real CSV parser
// (csv-parse); imports checked row by row before anything is written, written in one transaction and
// audited as one entry; and the products list's bulk edit of price and stock.

useDashboardShop();

/** What the catalogue is now: every product's row and version, to see that nothing was written. */
const catalogue = () => shop.db.query("select id, slug, sku, title, price, old_price, stock, active, category_id, version from products order by id");
const importEntries = async () =>
  ((await (await call("dashboard/audit?entity=products&perPage=100", "GET", undefined, admin)).json()) as { data: AuditEntry[] }).data.filter(
    (e) => e.action === "import",
  );

describe("the products' CSV export", () => {
  test("every product, one RFC 4180 row each (a row per variant for one with options) with a BOM; titles in four languages and attributes come back, formulas defused", async () => {
    const created = await call("dashboard/products", "POST", {
      slug: "ceainic-formula",
      sku: "=SUM(A1)",
      title: L('Ceainic "Vesel",\nroșu', "=HYPERLINK(evil)", "Чайник «Весёлый»", "@Чайник"),
      description: L("Ceainic.", "", "", ""),
      price: 349.9,
      old_price: 399,
      stock: 7,
      category_id: await categoryId(),
      attributes: [],
      active: false,
      image_ids: [],
    });
    expect(created.status).toBe(201);
    const { res, rows } = await exported();
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(rows[0]).toEqual([...PRODUCT_CSV_COLUMNS]);
    const [{ count }] = (await shop.db.query<{ count: number }>(
      `select (select count(*)::int from products p where not exists (select 1 from product_variants v where v.product_id = p.id))
            + (select count(*)::int from product_variants) as count`,
    )) as [{ count: number }];
    expect(rows.length - 1).toBe(count);
    const row = rows.find((r) => r[col("slug")] === "ceainic-formula")!;
    expect([row[col("sku")], row[col("title_ro")], row[col("title_en")], row[col("title_bg")]]).toEqual([
      "'=SUM(A1)",
      'Ceainic "Vesel",\nroșu',
      "'=HYPERLINK(evil)",
      "'@Чайник",
    ]);
    expect([row[col("category")], row[col("price")], row[col("old_price")], row[col("stock")], row[col("active")]]).toEqual([
      "bucatarie",
      "349.9",
      "399",
      "7",
      "no",
    ]);
    // The demo shop's attributes: numbers bare, texts in four languages.
    expect(rows.some((r) => /(^|;)[a-z_]+=\d+(\.\d+)?(;|$)/.test(r[col("attributes")]!))).toBe(true);
  });

  test("export then import changes nothing: every product unchanged, no version moves", async () => {
    const before = await catalogue();
    const { text, rows } = await exported();
    const { status, body } = await importCsv(text, false);
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.data).toEqual({ rows: rows.length - 1, created: 0, updated: 0, unchanged: before.length, written: true, errors: {} });
    expect(await catalogue()).toEqual(before);
  });
});

describe("the products' CSV import", () => {
  test("a dry run counts what would change and writes nothing; the import writes it all, audited as one entry", async () => {
    const { rows } = await exported();
    const header = rows[0]!;
    const changed = rows
      .slice(1)
      .find((r) => r[col("slug")] === "ceainic-formula")!
      .slice();
    changed[col("price")] = "299.90";
    changed[col("stock")] = "15";
    changed[col("title_ru")] = "Чайник новый";
    const added = changed.slice();
    added[col("slug")] = "ceainic-nou-din-csv";
    added[col("sku")] = "CSV-NEW-1";
    added[col("old_price")] = "";
    added[col("attributes")] = "";
    const file = csvOf([header, changed, added]);
    const before = await catalogue();
    const audited = (await importEntries()).length;

    const dry = await importCsv(file, true);
    expect(dry.status).toBe(200);
    expect(dry.body.data).toEqual({ rows: 2, created: 1, updated: 1, unchanged: 0, written: false, errors: {} });
    expect(await catalogue()).toEqual(before);
    expect(await importEntries()).toHaveLength(audited);

    const real = await importCsv(file, false);
    expect(real.body.data).toEqual({ rows: 2, created: 1, updated: 1, unchanged: 0, written: true, errors: {} });
    const [kettle, fresh] = await shop.db.query<{ slug: string; price: number; stock: number; title: { ru: string }; old_price: number | null }>(
      "select slug, price, stock, title, old_price from products where slug in ('ceainic-formula', 'ceainic-nou-din-csv') order by slug",
    );
    expect([kettle!.price, kettle!.stock, kettle!.title.ru]).toEqual([299.9, 15, "Чайник новый"]);
    expect([fresh!.slug, fresh!.old_price, fresh!.stock]).toEqual(["ceainic-nou-din-csv", null, 15]);
    // One entry with the counts, none per product.
    const entries = await importEntries();
    expect(entries).toHaveLength(audited + 1);
    expect(entries[0]).toMatchObject({ entity: "products", entity_id: "import", staff_email: "m@vitrina.md", after: { rows: 2, created: 1, updated: 1 } });
    const latest = ((await (await call("dashboard/audit?entity=products&perPage=5", "GET", undefined, admin)).json()) as { data: AuditEntry[] }).data;
    expect(latest[0]!.action).toBe("import");
    expect(latest.filter((e) => e.entity_id !== "import" && Date.parse(e.at) >= Date.parse(entries[0]!.at))).toEqual([]);
  });

  test("a hostile file: every row's errors by row and column; with any error nothing is written", async () => {
    const { rows } = await exported();
    const [header, first, second, third] = rows as [string[], string[], string[], string[]];
    const bad = [first.slice(), second.slice(), third.slice(), third.slice(0, 5)];
    bad[0]![col("price")] = "12,50";
    bad[0]![col("stock")] = "-3";
    bad[0]![col("title_ro")] = "=1+1";
    bad[1]![col("sku")] = first[col("sku")]!;
    bad[1]![col("category")] = "nu-exista";
    bad[2]![col("attributes")] = "culoare";
    bad[2]![col("old_price")] = "1";
    bad[2]![col("price")] = "5";
    bad[2]![col("active")] = "poate";
    const file = csvOf([header, ...bad]);
    const before = await catalogue();
    const expected = {
      "2.price": ["type"],
      "2.stock": ["min"],
      "3.sku": ["taken"],
      "3.category": ["not_found"],
      "4.attributes": ["format"],
      "4.active": ["type"],
      "5.row": ["format"],
    };
    const dry = await importCsv(file, true);
    expect(dry.body.data.errors).toEqual(expected);
    expect(dry.body.data.written).toBe(false);
    const real = await importCsv(file, false);
    expect(real.status).toBe(422);
    expect(real.body.errors).toEqual(expected);
    expect(await catalogue()).toEqual(before);
    // The formula's apostrophe-less cell is imported as the text it is (not an error).
    expect(dry.body.data.errors["2.title_ro"]).toBeUndefined();
    // An old price not above the price is the product form's own rule.
    bad[2]![col("active")] = "yes";
    bad[2]![col("attributes")] = "";
    expect((await importCsv(csvOf([header, bad[2]!]), true)).body.data.errors).toEqual({ "2.old_price": ["min"] });
  });

  test("wrong columns, a file that is no CSV, too many rows or bytes: refused as a file, nothing written", async () => {
    const before = await catalogue();
    const wrong = await importCsv(
      csvOf([
        ["slug", "prix", ...PRODUCT_COLUMNS.slice(1, -1)],
        ["a", "1"],
      ]),
      true,
    );
    expect(wrong.body.data.errors).toEqual({ "1.prix": ["invalid"], "1.attributes": ["required"] });
    expect((await importCsv('slug,sku\n"unclosed,quote\n', true)).body.data.errors).toEqual({ file: ["format"] });
    expect((await importCsv("", true)).body.data.errors).toEqual({ file: ["required"] });
    const manyRows = csvOf([[...PRODUCT_CSV_COLUMNS], ...Array.from({ length: 5001 }, () => PRODUCT_CSV_COLUMNS.map(() => "x"))]);
    expect((await importCsv(manyRows, true)).body.data.errors).toEqual({ file: ["max"] });
    const form = new FormData();
    form.set("file", new Blob(["x".repeat(1024 * 1024)], { type: "text/csv" }), "products.csv");
    const { body, type } = await multipart(form);
    // On a connection of its own: the server answers 413 before reading the body, then drops the connection.
    const tooLarge = await rawPost(`${shop.url}/api/dashboard/products/import`, body, { "content-type": type, authorization: `Bearer ${manager}` });
    expect(tooLarge.status).toBe(413);
    expect(await catalogue()).toEqual(before);
  });

  test("a 1 MB file of hostile rows is answered with each row's errors", async () => {
    const row = PRODUCT_CSV_COLUMNS.map((c) => (c === "price" ? "=1+1" : c === "description_ro" ? "@".repeat(200) : c === "stock" ? "1e9" : "-x"));
    const line = stringify([row], { record_delimiter: "\r\n" });
    const count = Math.floor((1000 * 1000 - 300) / line.length);
    const { status, body } = await importCsv(`${PRODUCT_CSV_COLUMNS.join(",")}\r\n${line.repeat(count)}`, true);
    expect(status).toBe(200);
    expect(body.data.rows).toBe(count);
    expect(body.data.errors[`${count + 1}.price`]).toEqual(["type"]);
    expect(body.data.errors[`${count + 1}.stock`]).toEqual(["type"]);
  });

  test("signed-out requests are refused; the export, the import and the bulk edit are the catalogue's staff's", async () => {
    expect((await shop.api("dashboard/products/export")).status).toBe(401);
    expect((await importCsv("slug\n", true, "not-a-token")).status).toBe(401);
    expect((await call("dashboard/products/bulk-edit", "POST", { products: [{ id: 1, version: 1 }], stock: 1 }, "nope")).status).toBe(401);
    expect((await exported(admin)).rows.length).toBeGreaterThan(1);
  });
});

describe("the products list's bulk edit", () => {
  const two = async () =>
    shop.db.query<{ id: number; version: number; price: number; old_price: number | null; stock: number }>(
      "select id, version, price, old_price, stock from products where active order by id limit 2",
    );

  test("sets the price and old price of the picked products, or adds to each one's stock, in one request", async () => {
    const picked = await two();
    const products = picked.map(({ id, version }) => ({ id, version }));
    const priced = await call("dashboard/products/bulk-edit", "POST", { products, price: 100, old_price: 120 });
    expect(priced.status).toBe(200);
    const saved = ((await priced.json()) as { data: Array<{ id: number; price: number; old_price: number; version: number }> }).data;
    expect(saved.map((p) => [p.price, p.old_price, p.version])).toEqual(picked.map((p) => [100, 120, p.version + 1]));
    const stocked = await call("dashboard/products/bulk-edit", "POST", { products: saved.map(({ id, version }) => ({ id, version })), stock_change: 3 });
    expect(stocked.status).toBe(200);
    expect((await two()).map((p) => p.stock)).toEqual(picked.map((p) => p.stock + 3));
    const entries = ((await (await call("dashboard/audit?entity=products&perPage=10", "GET", undefined, admin)).json()) as { data: AuditEntry[] }).data;
    expect(
      entries.slice(0, 4).map((e) => [
        e.entity_id,
        Object.keys(e.after ?? {})
          .sort()
          .join(),
      ]),
    ).toEqual([
      [String(picked[1]!.id), "stock"],
      [String(picked[0]!.id), "stock"],
      [String(picked[1]!.id), "old_price,price"],
      [String(picked[0]!.id), "old_price,price"],
    ]);
  });

  test("a product saved since the list showed it refuses the whole edit (409); a change that breaks one refuses it (422)", async () => {
    const before = await two();
    const stale = before.map(({ id, version }, i) => ({ id, version: i === 1 ? version - 1 : version }));
    expect((await call("dashboard/products/bulk-edit", "POST", { products: stale, price: 55 })).status).toBe(409);
    const products = before.map(({ id, version }) => ({ id, version }));
    const below = await call("dashboard/products/bulk-edit", "POST", { products, stock_change: -(before[1]!.stock + 1) });
    expect(below.status).toBe(422);
    expect(((await below.json()) as { errors: unknown }).errors).toEqual({ "products.1.stock_change": ["min"] });
    const cheap = await call("dashboard/products/bulk-edit", "POST", { products, old_price: 1 });
    expect(((await cheap.json()) as { errors: unknown }).errors).toEqual({ "products.0.old_price": ["min"], "products.1.old_price": ["min"] });
    expect((await call("dashboard/products/bulk-edit", "POST", { products })).status).toBe(422);
    expect((await call("dashboard/products/bulk-edit", "POST", { products, price: -1 })).status).toBe(422);
    const [withVariants] = await shop.db.query<{ id: number; version: number }>(
      "select id, version from products where slug = 'fierbator-russell-hobbs-colours-plus'",
    );
    const variants = await call("dashboard/products/bulk-edit", "POST", { products: [...products, withVariants], stock: 5 });
    expect(((await variants.json()) as { errors: unknown }).errors).toEqual({ "products.2.id": ["unavailable"] });
    expect(await two()).toEqual(before);
  });
});
