import { describe, expect, test } from "vitest";
import sharp from "sharp";
import { Schema } from "effect";
import { AdminProduct, ProductDetailResponse, SearchResponse, UploadedImage, type ProductInput } from "@vitrina/core";
import { call, categoryId, L, manager, shop, useDashboardShop } from "./support/dashboard.js";

useDashboardShop();

const upload = (bytes: Uint8Array<ArrayBuffer>, name = "photo.png", type = "image/png") => {
  const form = new FormData();
  form.set("file", new File([bytes], name, { type }));
  return shop.api("dashboard/images", { method: "POST", body: form, headers: { authorization: `Bearer ${manager}` } });
};
const png = (width = 400, height = 300) =>
  sharp({ create: { width, height, channels: 3, background: "#3366cc" } })
    .png()
    .toBuffer();

const productInput = async (overrides: Partial<ProductInput> = {}): Promise<ProductInput> => ({
  slug: "ceainic-zmeura-test",
  sku: "VT-TEST-0001",
  title: L("Ceainic Zmeură", "Raspberry kettle", "Чайник Малина", "Чайник Малинка"),
  description: L("Ceainic roșu.", "A red kettle.", "Красный чайник.", "Червен чайник."),
  price: 349.9,
  old_price: 399,
  stock: 12,
  category_id: await categoryId(),
  attributes: [{ key: "colour", value: L("roșu", "red", "красный", "червен") }],
  active: true,
  image_ids: [],
  ...overrides,
});

describe("products", () => {
  test("a manager creates a product with an image and four languages; the storefront finds it in each language", async () => {
    const image = Schema.decodeUnknownSync(Schema.Struct({ data: UploadedImage }))(await (await upload(await png())).json()).data;
    const res = await call("dashboard/products", "POST", await productInput({ image_ids: [image.id] }));
    expect(res.status).toBe(201);
    const created = Schema.decodeUnknownSync(Schema.Struct({ data: AdminProduct }))(await res.json()).data;
    expect(created.images.map((i) => i.id)).toEqual([image.id]);
    // Its words join the dictionary typos are corrected against: "zmeira" and "rasberry" find it too.
    for (const [lang, text, title] of [
      ["ro", "zmeura", "Ceainic Zmeură"],
      ["ro", "zmeira", "Ceainic Zmeură"],
      ["en", "raspberry", "Raspberry kettle"],
      ["en", "rasberry", "Raspberry kettle"],
      ["ru", "малина", "Чайник Малина"],
      ["bg", "малинка", "Чайник Малинка"],
    ] as const) {
      const found = Schema.decodeUnknownSync(SearchResponse)(
        await (await shop.api(`catalog/search?text=${encodeURIComponent(text)}`, { headers: { "accept-language": lang } })).json(),
      );
      expect(found.data.map((r) => r.title)).toContain(title);
    }
    const page = Schema.decodeUnknownSync(ProductDetailResponse)(
      await (await shop.api("catalog/product/ceainic-zmeura-test", { headers: { "accept-language": "en" } })).json(),
    );
    expect(page.data).toMatchObject({ title: "Raspberry kettle", price: 349.9, old_price: 399, in_stock: true });
    expect(page.data.images[0]!.url).toBe(image.url);
  });

  test("every invalid field is reported, references are checked, and nothing is written", async () => {
    const before = await shop.db.query("select count(*)::int as n from products");
    const bad = await call("dashboard/products", "POST", { ...(await productInput()), slug: "Not A Slug", price: -1, title: L("", "", "", ""), stock: 1.5 });
    expect(bad.status).toBe(422);
    expect((await bad.json()).errors).toMatchObject({ slug: ["format"], price: expect.arrayContaining(["min"]), "title.ro": ["required"], stock: ["type"] });
    const refs = await call(
      "dashboard/products",
      "POST",
      await productInput({ slug: "bucatarie-x", sku: "VT-HOM-0001", category_id: 99999, image_ids: [99999], old_price: 1 }),
    );
    expect((await refs.json()).errors).toEqual({ sku: ["taken"], category_id: ["not_found"], old_price: ["min"], "image_ids.0": ["not_found"] });
    expect(await shop.db.query("select count(*)::int as n from products")).toEqual(before);
  });

  test("editing changes what the storefront shows; deleting a product with orders is refused", async () => {
    const [row] = await shop.db.query<{ id: number }>("select id from products where slug = 'ceainic-zmeura-test'");
    const { data: read } = await (await call(`dashboard/products/${row!.id}`)).json();
    const { stock: _stock, ...input } = await productInput({ title: L("Ceainic Coacăză", "Currant kettle", "Чайник Смородина", "Чайник Касис") });
    expect((await call(`dashboard/products/${row!.id}`, "PUT", { ...input, stock_change: -read.stock }, manager, read.version)).status).toBe(200);
    const page = Schema.decodeUnknownSync(ProductDetailResponse)(await (await shop.api("catalog/product/ceainic-zmeura-test")).json());
    expect(page.data).toMatchObject({ title: "Ceainic Coacăză", in_stock: false });
    expect((await call(`dashboard/products/${row!.id}`, "DELETE")).status).toBe(204);
    expect((await shop.api("catalog/product/ceainic-zmeura-test")).status).toBe(404);
    const [ordered] = await shop.db.query<{ id: number }>("select id from products order by id limit 1");
    await shop.db.query(
      "insert into orders (number, locale, payment_method, delivery_method, email, phone, billing_address, subtotal, discount, delivery, total) values ('VT-TESTTEST', 'ro', 'bank_transfer', 'post', 'a@b.md', '069123456', '{}', 1, 0, 0, 1)",
    );
    await shop.db.query(
      "insert into order_lines (order_id, position, product_id, slug, sku, title, price, quantity, total) select id, 0, $1, 's', 's', 't', 1, 1, 1 from orders where number = 'VT-TESTTEST'",
      [ordered!.id],
    );
    expect((await call(`dashboard/products/${ordered!.id}`, "DELETE")).status).toBe(409);
  });

  test("the list searches, sorts and pages", async () => {
    const res = await call("dashboard/products?search=tefal&sort=price&dir=asc&perPage=5");
    const body = await res.json();
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.map((p: { price: number }) => p.price)).toEqual(
      [...body.data.map((p: { price: number }) => p.price)].sort((a: number, b: number) => a - b),
    );
    expect((await call("dashboard/products?sort=nonsense")).status).toBe(422);
  });

  test("the list finds several words in any order, without diacritics or in Cyrillic, and nothing for a word no product has", async () => {
    const [product] = await shop.db.query<{ title: { ro: string; ru: string } }>("select title from products where title->>'ro' like 'Tigaie Tefal%' limit 1");
    const titles = async (search: string) =>
      ((await (await call(`dashboard/products?search=${encodeURIComponent(search)}&perPage=50`)).json()).data as Array<{ title: { ro: string } }>).map(
        (p) => p.title.ro,
      );
    const [first, second] = product!.title.ro.split(" ");
    expect(await titles(`${second} ${first}`)).toContain(product!.title.ro);
    expect(await titles(product!.title.ru.split(" ")[0]!)).toContain(product!.title.ro);
    expect(await titles(`tigaie tefal zzzqqq`)).toEqual([]);
    // Words past the storefront's limit are ignored, not turned into a thousand conditions.
    expect((await call(`dashboard/products?search=${encodeURIComponent("tefal ".repeat(2000))}`)).status).toBe(200);
  });
});

describe("image uploads", () => {
  test("the same picture uploaded four times at once is stored once and answered to all", async () => {
    const bytes = new Uint8Array(await png(333, 222));
    const answers = await Promise.all(Array.from({ length: 4 }, () => upload(bytes)));
    expect(answers.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    const ids = await Promise.all(answers.map(async (r) => ((await r.json()) as { data: { id: number } }).data.id));
    expect(new Set(ids).size).toBe(1);
  });

  test("re-encoded to webp in several widths, served with long caching", async () => {
    const { data } = await (await upload(await png(1200, 800))).json();
    expect(data.srcset).toMatch(/320w.*640w.*1024w/);
    const served = await fetch(shop.url + data.url);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
  });

  test("a renamed text file, a polyglot, an oversized file and absurd dimensions are refused", async () => {
    expect((await (await upload(new TextEncoder().encode("<script>alert(1)</script>"), "x.png")).json()).errors).toEqual({ file: ["type"] });
    const polyglot = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new TextEncoder().encode("<html><script>alert(1)</script>")]);
    expect((await (await upload(polyglot)).json()).errors).toEqual({ file: ["invalid"] });
    const big = new Uint8Array(5 * 1024 * 1024 + 10);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect((await (await upload(big)).json()).errors).toEqual({ file: ["max"] });
    const huge = await sharp({ create: { width: 9000, height: 10, channels: 3, background: "#000" } })
      .png()
      .toBuffer();
    expect((await (await upload(huge)).json()).errors).toEqual({ file: ["invalid"] });
  });
});
