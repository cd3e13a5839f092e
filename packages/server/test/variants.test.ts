import { describe, expect, test } from "vitest";
import { Schema } from "effect";
import {
  AdminProduct,
  AuditEntry,
  ProductCardsResponse,
  ProductDetailResponse,
  ProductListResponse,
  SearchResponse,
  type OptionInput,
  type VariantInput,
} from "@vitrina/core";
import { admin, call, L, shop, useDashboardShop } from "./support/dashboard.js";
import { postCheckout } from "./support/orders.js";

// Products with variants (issue 32): the demo's T-shirt, shoes and kettle as the storefront answers
// them, and a product's options and variants saved from the dashboard.

useDashboardShop();

const get = async <S extends Schema.Top>(schema: S, path: string, lang = "ro"): Promise<S["Type"]> => {
  const res = await shop.api(path, { headers: { "accept-language": lang } });
  expect(res.status).toBe(200);
  return Schema.decodeUnknownSync(schema as never)(await res.json()) as S["Type"];
};
const AdminAnswer = Schema.Struct({ data: AdminProduct });
const product = (slug: string, lang = "ro") => get(ProductDetailResponse, `catalog/product/${slug}`, lang).then((r) => r.data);

describe("the storefront's products with variants", () => {
  test("a product page answers its options in the request's language and its active variants; the product's price and stock are its variants'", async () => {
    const ro = await product("tricou-sport-unisex-bumbac-organic");
    expect(ro.options.map((o) => [o.key, o.name, o.values.map((v) => v.label)])).toEqual([
      ["apparel_size", "Mărime", ["S", "M", "L", "XL"]],
      ["colour", "Culoare", ["negru", "alb"]],
    ]);
    expect(ro.variants).toHaveLength(8);
    const whiteS = ro.variants.find((v) => v.options.apparel_size === "s" && v.options.colour === "white")!;
    expect(whiteS).toMatchObject({ sku: "VT-VAR-TS-WH-S", price: 249, stock: 0, in_stock: false, image: { url: expect.any(String) } });
    // Each colour has a picture of its own, which its sizes share.
    const pictureOf = (size: string, colour: string) => ro.variants.find((v) => v.options.apparel_size === size && v.options.colour === colour)!.image?.url;
    expect(pictureOf("xl", "white")).toBe(whiteS.image?.url);
    expect(pictureOf("s", "black")).not.toBe(whiteS.image?.url);
    expect(ro.price).toBe(249);
    expect(ro.stock).toBe(ro.variants.reduce((sum, v) => sum + v.stock, 0));
    // "From 249": the dearest active variant's price is given when the prices differ.
    expect(ro.price_max).toBe(279);
    const ru = await product("tricou-sport-unisex-bumbac-organic", "ru");
    expect(ru.options.map((o) => o.name)).toEqual(["Размер", "Цвет"]);
    expect(ru.options[1]!.values.map((v) => v.label)).toEqual(["чёрный", "белый"]);
    expect(ru.variants.map((v) => v.id)).toEqual(ro.variants.map((v) => v.id));
  });

  test("a product without options answers no options, no variants and no price_max", async () => {
    const pan = await product("tigaie-tefal-unlimited-28-cm");
    expect(pan.options).toEqual([]);
    expect(pan.variants).toEqual([]);
    expect(pan).not.toHaveProperty("price_max");
  });

  test("listings print 'from' prices, sort and filter by the lowest price, and a search finds a variant's SKU", async () => {
    const kettles = await get(ProductListResponse, "catalog/products?slug=fierbatoare-si-prajitoare&sort_by=price_asc&perPage=50");
    const kettle = kettles.items.find((i) => i.slug === "fierbator-russell-hobbs-colours-plus")!;
    expect(kettle).toMatchObject({ price: 599, price_max: 649 });
    const cheap = await get(ProductListResponse, "catalog/products?slug=fierbatoare-si-prajitoare&max_price=600&perPage=50");
    expect(cheap.items.map((i) => i.slug)).toContain("fierbator-russell-hobbs-colours-plus");
    const found = await get(ProductListResponse, "catalog/products?search=VT-VAR-SH-43");
    expect(found.items.map((i) => i.slug)).toEqual(["pantofi-alergare-kiprun-ks-500"]);
  });

  test("option values are facets of their listing, named in the request's language, counting the products that sell them", async () => {
    const list = await get(ProductListResponse, "catalog/products?slug=fitness-si-yoga&perPage=50", "en");
    const size = list.filters.find((f) => f.key === "shoe_size");
    expect(size).toMatchObject({ name: "EU size", values: ["40", "41", "42", "43", "44"].map((value) => ({ value, count: 1 })) });
    expect(list.filters.find((f) => f.key === "apparel_size")?.values.map((v) => v.value)).toEqual(["L", "M", "S", "XL"]);
    const chosen = await get(ProductListResponse, "catalog/products?slug=fitness-si-yoga&perPage=50&filters[shoe_size][]=42", "en");
    expect(chosen.items.map((i) => i.slug)).toEqual(["pantofi-alergare-kiprun-ks-500"]);
    // The other values of the chosen option keep their counts; another option's narrow to the chosen product.
    expect(chosen.filters.find((f) => f.key === "shoe_size")?.values).toHaveLength(5);
    expect(chosen.filters.find((f) => f.key === "apparel_size")).toBeUndefined();
    // A colour option joins the colour attribute's filter: one "red", holding the kettle sold in red.
    const kettles = await get(ProductListResponse, "catalog/products?slug=fierbatoare-si-prajitoare&perPage=50", "en");
    expect(kettles.filters.find((f) => f.key === "colour")?.values.filter((v) => v.value.toLowerCase() === "red")).toHaveLength(1);
    const red = await get(ProductListResponse, "catalog/products?slug=fierbatoare-si-prajitoare&perPage=50&filters[colour][]=red", "en");
    expect(red.items.map((i) => i.slug)).toContain("fierbator-russell-hobbs-colours-plus");
  });
});

const size: OptionInput = {
  key: "size",
  name: L("Mărime", "Size", "Размер", "Размер"),
  values: ["s", "m", "l"].map((value) => ({ value, label: L(value.toUpperCase(), value.toUpperCase(), value.toUpperCase(), value.toUpperCase()) })),
};
const variant = (s: string, overrides: Partial<VariantInput> = {}): VariantInput => ({
  options: { size: s },
  sku: `VT-TEST-HAT-${s.toUpperCase()}`,
  price: 150,
  old_price: null,
  stock: 4,
  image_id: null,
  active: true,
  ...overrides,
});

/** A product as the dashboard reads it, and the body of its edit with `changes`. */
const editOf = async (slug: string) => {
  const [{ id }] = (await shop.db.query<{ id: number }>("select id from products where slug = $1", [slug])) as [{ id: number }];
  const read = Schema.decodeUnknownSync(AdminAnswer)(await (await call(`dashboard/products/${id}`)).json()).data;
  const body = (changes: Record<string, unknown>) => ({
    slug: read.slug,
    sku: read.sku,
    title: read.title,
    description: read.description,
    price: read.price,
    old_price: read.old_price,
    category_id: read.category_id,
    attributes: read.attributes,
    active: read.active,
    image_ids: read.images.map((i) => i.id),
    ...changes,
  });
  return { id, read, body, put: (changes: Record<string, unknown>) => call(`dashboard/products/${id}`, "PUT", body(changes), undefined, read.version) };
};

describe("a product's options and variants in the dashboard", () => {
  test("saved with the product's edit: the product answers them, takes their prices and stock, and keeps a variant's id while its combination stays", async () => {
    const edit = await editOf("foarfeca-gradina-gardena-bs-m");
    const res = await edit.put({ options: [size], variants: [variant("s"), variant("m", { price: 170, old_price: 190 }), variant("l", { stock: 0 })] });
    expect(res.status).toBe(200);
    const saved = Schema.decodeUnknownSync(AdminAnswer)(await res.json()).data;
    expect(saved.options).toEqual([size]);
    expect(saved.variants.map((v) => [v.options.size, v.sku, v.price, v.old_price, v.stock])).toEqual([
      ["s", "VT-TEST-HAT-S", 150, null, 4],
      ["m", "VT-TEST-HAT-M", 170, 190, 4],
      ["l", "VT-TEST-HAT-L", 150, null, 0],
    ]);
    expect(saved).toMatchObject({ price: 150, old_price: null, stock: 8 });
    const again = await call(
      `dashboard/products/${edit.id}`,
      "PUT",
      edit.body({ options: [size], variants: [variant("m", { price: 120 }), variant("l", { stock: 2 })] }),
      undefined,
      saved.version,
    );
    const resaved = Schema.decodeUnknownSync(AdminAnswer)(await again.json()).data;
    expect(resaved.variants.map((v) => v.id)).toEqual(saved.variants.slice(1).map((v) => v.id));
    expect(resaved).toMatchObject({ price: 120, stock: 6 });
    expect((await product(saved.slug)).variants.map((v) => v.sku)).toEqual(["VT-TEST-HAT-M", "VT-TEST-HAT-L"]);
  });

  test("bad options and variants are 422s with field errors and change nothing", async () => {
    const edit = await editOf("fierastrau-gradina-fiskars-xtract-sw73");
    const refused = async (changes: Record<string, unknown>) => {
      const res = await edit.put(changes);
      expect(res.status).toBe(422);
      return ((await res.json()) as { errors: Record<string, string[]> }).errors;
    };
    const colour = { key: "colour", name: L("Culoare", "Colour", "Цвет", "Цвят"), values: [{ value: "red", label: L("Roșu", "Red", "Красный", "Червен") }] };
    expect(await refused({ options: [size], variants: [variant("s"), variant("s", { sku: "VT-TEST-HAT-S2" })] })).toEqual({ "variants.1.options": ["taken"] });
    expect(await refused({ options: [size, colour, { ...colour, key: "c2" }, { ...colour, key: "c3" }], variants: [variant("s")] })).toEqual({
      options: ["max"],
    });
    expect(await refused({ options: [size], variants: [variant("xl")] })).toEqual({ "variants.0.options.size": ["not_found"] });
    expect(await refused({ options: [size, colour], variants: [variant("s")] })).toEqual({ "variants.0.options": ["required"] });
    // Another product's SKU, and the product's own.
    expect(await refused({ options: [size], variants: [variant("s", { sku: "VT-APL-0001" }), variant("m", { sku: edit.read.sku })] })).toEqual({
      "variants.0.sku": ["taken"],
      "variants.1.sku": ["taken"],
    });
    expect(await refused({ options: [size], variants: [variant("s")], stock_change: 3 })).toEqual({ stock_change: ["unavailable"] });
    const after = Schema.decodeUnknownSync(AdminAnswer)(await (await call(`dashboard/products/${edit.id}`)).json()).data;
    expect(after).toEqual(edit.read);
  });

  test("a variant an order names, left out of an edit, stays inactive with its SKU: another variant cannot take that SKU", async () => {
    const edit = await editOf("fierastrau-cu-lant-electric-bosch-universalchain-35");
    const first = Schema.decodeUnknownSync(AdminAnswer)(
      await (await edit.put({ options: [size], variants: [variant("s", { sku: "VT-TEST-SAW-S" }), variant("m", { sku: "VT-TEST-SAW-M" })] })).json(),
    ).data;
    const small = first.variants.find((v) => v.options.size === "s")!;
    expect((await postCheckout(shop, [{ id: edit.id, variant_id: small.id, quantity: 1 } as never])).status).toBe(201);
    const save = (variants: VariantInput[], version: number) =>
      call(`dashboard/products/${edit.id}`, "PUT", edit.body({ options: [size], variants }), undefined, version);
    const taken = await save([variant("m", { sku: "VT-TEST-SAW-S" })], first.version);
    expect(taken.status).toBe(422);
    expect(((await taken.json()) as { errors: unknown }).errors).toEqual({ "variants.0.sku": ["taken"] });
    const saved = Schema.decodeUnknownSync(AdminAnswer)(await (await save([variant("m", { sku: "VT-TEST-SAW-M" })], first.version)).json()).data;
    expect(saved.variants.map((v) => [v.sku, v.active])).toEqual([
      ["VT-TEST-SAW-M", true],
      ["VT-TEST-SAW-S", false],
    ]);
    expect((await product(saved.slug)).variants.map((v) => v.sku)).toEqual(["VT-TEST-SAW-M"]);
  });

  test("the audit trail names each variant by its options", async () => {
    const edit = await editOf("masina-tuns-iarba-electrica-bosch-rotak-32");
    const first = await edit.put({ options: [size], variants: [variant("s", { sku: "VT-TEST-ROTAK-S" }), variant("m", { sku: "VT-TEST-ROTAK-M" })] });
    const saved = Schema.decodeUnknownSync(AdminAnswer)(await first.json()).data;
    const res = await call(
      `dashboard/products/${edit.id}`,
      "PUT",
      edit.body({ options: [size], variants: [variant("s", { sku: "VT-TEST-ROTAK-S" }), variant("m", { sku: "VT-TEST-ROTAK-M", price: 99 })] }),
      undefined,
      saved.version,
    );
    expect(res.status).toBe(200);
    const trail = Schema.decodeUnknownSync(Schema.Struct({ data: Schema.Array(AuditEntry) }))(
      await (await call("dashboard/audit?entity=products", "GET", undefined, admin)).json(),
    ).data;
    const entry = trail.find((e) => e.entity_id === String(edit.id) && JSON.stringify(e.after).includes("99"))!;
    expect(entry.before).toMatchObject({ variants: { "Mărime: M": { price: 150, sku: "VT-TEST-ROTAK-M" } } });
    expect(entry.after).toMatchObject({ variants: { "Mărime: M": { price: 99 } } });
  });
});

describe("cards of a product with options whose variants cost the same", () => {
  test("say it has options, with no 'from' price, in listings, the search overlay and cart products; a plain product says neither", async () => {
    const edit = await editOf("pistol-stropit-gardena-classic-multifunctional");
    const res = await edit.put({ options: [size], variants: [variant("s", { sku: "VT-TEST-PISTOL-S" }), variant("m", { sku: "VT-TEST-PISTOL-M" })] });
    expect(res.status).toBe(200);
    const [s] = Schema.decodeUnknownSync(AdminAnswer)(await res.json()).data.variants;
    const page = await product(edit.read.slug);
    const listing = await get(ProductListResponse, `catalog/products?slug=${page.category.slug}&perPage=50`);
    const search = await get(SearchResponse, `catalog/search?text=${encodeURIComponent("Pistol de stropit")}`);
    const cart = await get(ProductCardsResponse, `cart/products?ids[]=${edit.id}&ids[]=${edit.id}:${s!.id}`);
    const answers = [listing.items.find((i) => i.id === edit.id), search.data.find((r) => r.id === edit.id), ...cart.data];
    expect(answers).toHaveLength(4);
    for (const answer of answers) {
      expect(answer).toMatchObject({ price: 150, has_options: true });
      expect(answer).not.toHaveProperty("price_max");
    }
    // A plain product: added to the cart from a list as before, its one price printed as is.
    const pans = await get(SearchResponse, "catalog/search?text=tigaie");
    const pan = await product("tigaie-tefal-unlimited-28-cm");
    const plain = [...pans.data, ...(await get(ProductCardsResponse, `cart/products?ids[]=${pan.id}`)).data];
    expect(plain.length).toBeGreaterThan(1);
    for (const answer of plain) {
      expect(answer).not.toHaveProperty("has_options");
      expect(answer).not.toHaveProperty("price_max");
    }
  });

  test("a search row of a product whose variants' prices differ says 'from' with its highest price", async () => {
    const kettle = (await get(SearchResponse, "catalog/search?text=Russell")).data.find((r) => r.slug === "fierbator-russell-hobbs-colours-plus");
    expect(kettle).toMatchObject({ price: 599, price_max: 649, has_options: true });
  });
});
