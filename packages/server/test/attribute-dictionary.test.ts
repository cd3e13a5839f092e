import { describe, expect, test } from "vitest";
import { Schema } from "effect";
import { AdminAttribute, AdminProduct, ProductDetailResponse, ProductListResponse, type AttributeDefinitionInput, type Locale } from "@vitrina/core";
import { migrate } from "../src/db/migrate.js";
import { call, L, shop, useDashboardShop } from "./support/dashboard.js";

// Attributes are named once (decisions.md): the dictionary names every key in four languages with
// its unit and kind; filters and specs print its names, numbers sort as numbers, and a product form
// may only use its keys.

useDashboardShop();

const list = async () =>
  Schema.decodeUnknownSync(Schema.Struct({ data: Schema.Array(AdminAttribute) }))(await (await call("dashboard/attributes")).json()).data;
const one = async (res: Response) => Schema.decodeUnknownSync(Schema.Struct({ data: AdminAttribute }))(await res.json()).data;
const listing = async (slug: string, lang: Locale) =>
  Schema.decodeUnknownSync(ProductListResponse)(
    await (await shop.api(`catalog/products?slug=${slug}&perPage=48`, { headers: { "accept-language": lang } })).json(),
  );
const spec = async (slug: string, lang: Locale) =>
  Schema.decodeUnknownSync(ProductDetailResponse)(await (await shop.api(`catalog/product/${slug}`, { headers: { "accept-language": lang } })).json()).data
    .attributes;
const KETTLE = "fierbator-sticla-philips-series-5000";

describe("the demo shop's dictionary", () => {
  test("every key its products use is named, wattages and capacities are numbers with their units", async () => {
    const entries = await list();
    expect(entries.map((e) => e.key)).toEqual(["brand", "capacity", "colour", "material", "power", "size"]);
    expect(entries.every((e) => e.product_count > 0)).toBe(true);
    expect(entries.find((e) => e.key === "power")).toMatchObject({
      kind: "number",
      unit: L("W", "W", "Вт", "Вт"),
      name: L("Putere", "Power", "Мощность", "Мощност"),
    });
    expect(entries.find((e) => e.key === "capacity")).toMatchObject({ kind: "number", unit: L("l", "l", "л", "л") });
  });

  test("filter headings are named in the page's language and wattages are listed by size", async () => {
    for (const [lang, power, capacity, colour] of [
      ["ro", "Putere", "Capacitate", "Culoare"],
      ["en", "Power", "Capacity", "Colour"],
      ["ru", "Мощность", "Объём", "Цвет"],
      ["bg", "Мощност", "Вместимост", "Цвят"],
    ] as const) {
      const { filters } = await listing("electrocasnice-mici", lang);
      const names = filters.map((f) => f.name);
      expect(names).toEqual(expect.arrayContaining([power, capacity, colour]));
      expect(names).not.toContain("power");
      const watts = filters.find((f) => f.key === "power")!.values.map((v) => Number.parseFloat(v.value));
      expect(watts).toEqual([...watts].sort((a, b) => a - b));
      expect(watts.indexOf(180)).toBeLessThan(watts.indexOf(1500));
    }
    const ru = await listing("electrocasnice-mici", "ru");
    expect(ru.filters.find((f) => f.key === "power")!.values.slice(0, 1)).toEqual([{ value: "180 Вт", count: 1 }]);
    expect(ru.filters.find((f) => f.key === "capacity")!.values.map((v) => v.value)).toContain("1,7 л");
    // The shopper's choice is the value as printed: 2200 Вт finds the kettle.
    const chosen = Schema.decodeUnknownSync(ProductListResponse)(
      await (
        await shop.api(`catalog/products?slug=electrocasnice-mici&filters[power][]=${encodeURIComponent("2200 Вт")}`, { headers: { "accept-language": "ru" } })
      ).json(),
    );
    expect(chosen.items.map((p) => p.slug)).toEqual([KETTLE]);
  });

  test("a product's spec prints the dictionary's names and the number with its unit", async () => {
    expect(await spec(KETTLE, "en")).toEqual(
      expect.arrayContaining([
        { key: "power", name: "Power", value: "2200 W" },
        { key: "capacity", name: "Capacity", value: "1.7 l" },
      ]),
    );
    expect(await spec(KETTLE, "ru")).toEqual(
      expect.arrayContaining([
        { key: "power", name: "Мощность", value: "2200 Вт" },
        { key: "capacity", name: "Объём", value: "1,7 л" },
      ]),
    );
  });
});

describe("staff edit the dictionary", () => {
  const voltage: AttributeDefinitionInput = {
    key: "voltage",
    name: L("Tensiune", "Voltage", "Напряжение", "Напрежение"),
    unit: L("V", "V", "В", "В"),
    kind: "number",
  };

  test("an owner names a new attribute; a product uses it and the shopper's filter and spec show its name", async () => {
    const created = await one(await call("dashboard/attributes", "POST", voltage));
    expect(created).toMatchObject({ key: "voltage", product_count: 0, kind: "number" });
    const [kettle] = await shop.db.query<{ id: number }>("select id from products where slug = $1", [KETTLE]);
    const product = Schema.decodeUnknownSync(Schema.Struct({ data: AdminProduct }))(await (await call(`dashboard/products/${kettle!.id}`)).json()).data;
    const { id, uuid, images, created_at, updated_at, version, stock, max_per_order, seo_title, seo_description, ...rest } = product;
    const body = { ...rest, image_ids: images.map((i) => i.id), attributes: [...product.attributes, { key: "voltage", value: 230 }] };
    expect((await call(`dashboard/products/${id}`, "PUT", body, undefined, version)).status).toBe(200);
    expect(await spec(KETTLE, "bg")).toContainEqual({ key: "voltage", name: "Напрежение", value: "230 В" });
    expect((await listing("electrocasnice-mici", "en")).filters.find((f) => f.key === "voltage")).toEqual({
      key: "voltage",
      name: "Voltage",
      values: [{ value: "230 V", count: 1 }],
    });

    // Renamed with the version read: the heading follows; a second save from the same read is refused.
    const renamed = await call(
      `dashboard/attributes/${created.id}`,
      "PUT",
      { ...voltage, name: L("Tensiune nominală", "Rated voltage", "Номинальное напряжение", "Номинално напрежение") },
      undefined,
      created.version,
    );
    expect(renamed.status).toBe(200);
    expect((await call(`dashboard/attributes/${created.id}`, "PUT", voltage, undefined, created.version)).status).toBe(409);
    expect((await listing("electrocasnice-mici", "en")).filters.find((f) => f.key === "voltage")!.name).toBe("Rated voltage");
    // The product page keeps the dictionary per catalogue version too: the rename reaches it at once.
    expect(await spec(KETTLE, "bg")).toContainEqual({ key: "voltage", name: "Номинално напрежение", value: "230 В" });

    // In use: its kind stays and it cannot be deleted; the answer says why.
    const current = await one(renamed);
    expect(current.product_count).toBe(1);
    const kind = await call(`dashboard/attributes/${created.id}`, "PUT", { ...voltage, kind: "text" }, undefined, current.version);
    expect([kind.status, (await kind.json()).errors]).toEqual([422, { kind: ["in_use"] }]);
    const refused = await call(`dashboard/attributes/${created.id}`, "DELETE");
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toMatch(/1 product/);
    expect((await list()).some((e) => e.key === "voltage")).toBe(true);

    // The changes are in the audit trail.
    const trail = await shop.db.query<{ action: string }>("select action from audit_log where entity = 'attributes' and entity_id = $1 order by id", [
      String(created.id),
    ]);
    expect(trail.map((r) => r.action)).toEqual(["create", "update"]);
  });

  test("a product may only use the dictionary's keys, with values of their kind (422 naming the field, nothing saved)", async () => {
    const [kettle] = await shop.db.query<{ id: number }>("select id from products where slug = $1", [KETTLE]);
    const product = Schema.decodeUnknownSync(Schema.Struct({ data: AdminProduct }))(await (await call(`dashboard/products/${kettle!.id}`)).json()).data;
    const { id, uuid, images, created_at, updated_at, version, stock, max_per_order, seo_title, seo_description, ...rest } = product;
    const body = (attributes: unknown) => ({ ...rest, image_ids: images.map((i) => i.id), attributes });
    const unknown = await call(`dashboard/products/${id}`, "PUT", body([{ key: "color", value: L("alb", "white", "белый", "бял") }]), undefined, version);
    expect([unknown.status, (await unknown.json()).errors]).toEqual([422, { "attributes.0.key": ["not_found"] }]);
    const text = await call(
      `dashboard/products/${id}`,
      "PUT",
      body([{ key: "power", value: L("2200 W", "2200 W", "2200 Вт", "2200 Вт") }]),
      undefined,
      version,
    );
    expect([text.status, (await text.json()).errors]).toEqual([422, { "attributes.0.value": ["type"] }]);
    expect((await spec(KETTLE, "en")).map((a) => a.key)).toContain("power");
  });

  test("keys are unique and well formed; an unused entry is deleted", async () => {
    const taken = await call("dashboard/attributes", "POST", { ...voltage, key: "colour" });
    expect([taken.status, (await taken.json()).errors]).toEqual([422, { key: ["taken"] }]);
    const bad = await call("dashboard/attributes", "POST", { ...voltage, key: "Bad Key", name: L("", "", "", "") });
    expect([bad.status, (await bad.json()).errors]).toEqual([422, { key: ["format"], "name.ro": ["required"] }]);
    const spare = await one(await call("dashboard/attributes", "POST", { ...voltage, key: "warranty", kind: "text", unit: null }));
    expect((await call(`dashboard/attributes/${spare.id}`, "DELETE")).status).toBe(204);
    expect((await list()).some((e) => e.key === "warranty")).toBe(false);
    expect((await call(`dashboard/attributes/${spare.id}`, "DELETE")).status).toBe(404);
  });
});

describe("a shop that kept free-typed attributes before the dictionary", () => {
  test("migrates to a dictionary of the keys its products use: wattages and litres become numbers, other keys are named by themselves", async () => {
    // The attributes as they were kept before: every value a text, capacities as sizes.
    await shop.db.query("alter table product_attributes drop constraint product_attributes_key_fkey");
    await shop.db.query("drop table attributes");
    await shop.db.query(
      `update product_attributes set value = jsonb_build_object('ro', value::text || ' W', 'en', value::text || ' W', 'ru', value::text || ' Вт', 'bg', value::text || ' Вт') where key = 'power'`,
    );
    await shop.db.query(
      `update product_attributes set key = 'size', value = jsonb_build_object('ro', replace(value::text, '.', ',') || ' l', 'en', value::text || ' l', 'ru', replace(value::text, '.', ',') || ' л', 'bg', replace(value::text, '.', ',') || ' л') where key = 'capacity'`,
    );
    await shop.db.query("insert into product_attributes (product_id, key, value) select id, 'warranty', '{\"ro\": \"2 ani\"}' from products where slug = $1", [
      KETTLE,
    ]);
    await shop.db.query("delete from schema_migrations where name = '072_attribute_dictionary.sql'");
    await migrate(shop.db);

    const entries = await list();
    expect(entries.map((e) => [e.key, e.kind])).toEqual([
      ["brand", "text"],
      ["capacity", "number"],
      ["colour", "text"],
      ["material", "text"],
      ["power", "number"],
      ["size", "text"],
      // Named by the owner above and kept as numbers: a number attribute named by its key until named again.
      ["voltage", "number"],
      ["warranty", "text"],
    ]);
    expect(entries.find((e) => e.key === "warranty")!.name).toEqual(L("warranty", "warranty", "warranty", "warranty"));
    expect(await spec(KETTLE, "ru")).toEqual(
      expect.arrayContaining([
        { key: "power", name: "Мощность", value: "2200 Вт" },
        { key: "capacity", name: "Объём", value: "1,7 л" },
      ]),
    );
    // Sizes in centimetres stay sizes.
    const [size] = await shop.db.query<{ n: number }>("select count(*)::int as n from product_attributes where key = 'size' and value->>'ro' like '% cm'");
    expect(size!.n).toBeGreaterThan(0);
    // A key that is not the dictionary's cannot be written any more, whichever way.
    await expect(shop.db.query("insert into product_attributes (product_id, key, value) select id, 'color', '{}' from products limit 1")).rejects.toThrow();
  });
});
