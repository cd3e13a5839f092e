import { afterAll, beforeAll, describe, expect, test } from "vitest";
import sharp from "sharp";
import { Schema } from "effect";
import { AdminProduct, ProductDetailResponse, SearchResponse, UploadedImage, type ProductInput } from "@vitrina/core";
import { startTestShop, type TestShop } from "./support/shop.js";

let shop: TestShop;
let admin: string;
let manager: string;
beforeAll(async () => {
  shop = await startTestShop();
  admin = await shop.adminToken();
  await shop.api("dashboard/staff", {
    method: "POST",
    headers: { authorization: `Bearer ${admin}`, "content-type": "application/json" },
    body: JSON.stringify({ email: "m@vitrina.md", name: "M", role: "manager", password: "manager-password-1" }),
  });
  manager = (
    await (
      await shop.api("auth/login", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "m@vitrina.md", password: "manager-password-1" }),
      })
    ).json()
  ).token;
});
afterAll(() => shop.stop());

/** A call as a signed-in staff member; an edit passes the version it read (If-Match). */
const call = (path: string, method = "GET", body?: unknown, token = manager, version?: number) =>
  shop.api(path, {
    method,
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json", ...(version !== undefined ? { "if-match": `"${version}"` } : {}) },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });

const upload = (bytes: Uint8Array<ArrayBuffer>, name = "photo.png", type = "image/png") => {
  const form = new FormData();
  form.set("file", new File([bytes], name, { type }));
  return shop.api("dashboard/images", { method: "POST", body: form, headers: { authorization: `Bearer ${manager}` } });
};
const png = (width = 400, height = 300) =>
  sharp({ create: { width, height, channels: 3, background: "#3366cc" } })
    .png()
    .toBuffer();

const L = (ro: string, en: string, ru: string, bg: string) => ({ ro, en, ru, bg });
const categoryId = async () => (await shop.db.query<{ id: number }>("select id from categories where slug = 'bucatarie'"))[0]!.id;
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

describe("categories, sliders, lists, SEO, locale settings", () => {
  test("categories: create a subcategory, rename it, refuse a second level, delete when empty", async () => {
    const parent = await categoryId();
    const created = await call("dashboard/categories", "POST", {
      slug: "ceainice",
      name: L("Ceainice", "Kettles", "Чайники", "Чайници"),
      icon: null,
      parent_id: parent,
      position: 9,
      active: true,
    });
    expect(created.status).toBe(201);
    const { data } = await created.json();
    expect(
      (
        await call(
          `dashboard/categories/${data.id}`,
          "PUT",
          {
            ...data,
            name: L("Ceainice electrice", "Electric kettles", "Электрочайники", "Електрически чайници"),
            seo_title: undefined,
            seo_description: undefined,
          },
          manager,
          data.version,
        )
      ).status,
    ).toBe(200);
    const menu = await (await shop.api("menu/categories", { headers: { "accept-language": "ru" } })).json();
    expect(menu.data.find((c: { slug: string }) => c.slug === "ceainice")).toMatchObject({ name: "Электрочайники" });
    const nested = await call("dashboard/categories", "POST", {
      slug: "nivel-trei",
      name: L("Trei", "Three", "Три", "Три"),
      icon: null,
      parent_id: data.id,
      position: 0,
      active: true,
    });
    expect((await nested.json()).errors).toEqual({ parent_id: ["invalid"] });
    expect((await call(`dashboard/categories/${parent}`, "DELETE")).status).toBe(409);
    expect((await call(`dashboard/categories/${data.id}`, "DELETE")).status).toBe(204);
  });

  test("renaming a category or its parent: the storefront's search finds the category's products by the new names at once", async () => {
    const [sub] = await shop.db.query<{ id: number; parent_id: number }>(
      "select c.id, c.parent_id from categories c where c.parent_id is not null and exists (select 1 from products p where p.category_id = c.id and p.active) order by c.id limit 1",
    );
    const slugs = new Set((await shop.db.query<{ slug: string }>("select slug from products where category_id = $1 and active", [sub!.id])).map((r) => r.slug));
    const search = async (text: string) =>
      Schema.decodeUnknownSync(SearchResponse)(
        await (await shop.api(`catalog/search?text=${encodeURIComponent(text)}`, { headers: { "accept-language": "ro" } })).json(),
      ).data.map((r) => r.slug);
    const rename = async (id: number, ro: string) => {
      const { data } = await (await call("dashboard/categories")).json();
      const category = data.find((c: { id: number }) => c.id === id);
      const res = await call(
        `dashboard/categories/${id}`,
        "PUT",
        { ...category, name: { ...category.name, ro }, seo_title: undefined, seo_description: undefined },
        manager,
        category.version,
      );
      expect(res.status).toBe(200);
      return category.name.ro as string;
    };
    expect(await search("quokka")).toEqual([]);
    const subName = await rename(sub!.id, "Quokka");
    const found = await search("quokka");
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((slug) => slugs.has(slug))).toBe(true);
    // The parent's names are in its subcategories' products' texts too.
    expect(await search("wombat")).toEqual([]);
    const parentName = await rename(sub!.parent_id, "Wombat");
    expect((await search("wombat quokka")).length).toBeGreaterThan(0);
    await rename(sub!.id, subName);
    await rename(sub!.parent_id, parentName);
    expect(await search("quokka")).toEqual([]);
  });

  test("sliders reorder; curated lists change what the home page shows at once", async () => {
    const { data: sliders, version } = (await (await call("dashboard/sliders")).json()) as { data: Array<{ id: number }>; version: number };
    const reversed = sliders.map((s) => s.id).reverse();
    expect((await call("dashboard/sliders/order", "PUT", { ids: reversed }, manager, version)).status).toBe(200);
    const home = await (await shop.api("home")).json();
    expect(home.data.sliders.map((s: { id: number }) => s.id)).toEqual(reversed);
    expect((await call("dashboard/sliders/order", "PUT", { ids: reversed.slice(1) }, manager, version + 1)).status).toBe(422);
    const ids = (await shop.db.query<{ id: number }>("select id from products order by id desc limit 3")).map((r) => r.id);
    const listVersion = ((await (await call("dashboard/lists/bestsellers")).json()) as { version: number }).version;
    expect((await call("dashboard/lists/bestsellers", "PUT", { ids }, manager, listVersion)).status).toBe(200);
    const after = await (await shop.api("home")).json();
    expect(after.data.bestsellers.map((p: { id: number }) => p.id)).toEqual(ids);
    expect((await call("dashboard/lists/bestsellers", "PUT", { ids: [ids[0], ids[0]] }, manager, listVersion + 1)).status).toBe(422);
  });

  test("an SEO title edit shows in the storefront's answers", async () => {
    const title = L("Acasă la {shop}", "Home of {shop}", "Дом {shop}", "Дом на {shop}");
    const { data: settings } = await (await call("dashboard/seo")).json();
    const { version } = settings.find((s: { kind: string }) => s.kind === "home");
    expect((await call("dashboard/seo/home", "PUT", { kind: "home", title, description: L("d", "d", "d", "d"), image: null }, manager, version)).status).toBe(
      200,
    );
    const home = await (await shop.api("home", { headers: { "accept-language": "en" } })).json();
    expect(home.data.seo.title).toBe("Home of Vitrina");
  });

  test("locale settings are for admins only; switching a language off removes it from general", async () => {
    expect((await call("dashboard/locale-settings")).status).toBe(403);
    const { data } = await (await call("dashboard/locale-settings", "GET", undefined, admin)).json();
    expect((await call("dashboard/locale-settings", "PUT", { ...data, active_languages: ["en"] }, admin, data.version)).status).toBe(422);
    expect((await call("dashboard/locale-settings", "PUT", { ...data, active_languages: ["ro", "ru"] }, admin, data.version)).status).toBe(200);
    const general = await (await shop.api("general")).json();
    expect(general.data.languages.map((l: { code: string }) => l.code)).toEqual(["ro", "ru"]);
  });

  test("without a token every dashboard call is 401", async () => {
    for (const path of [
      "dashboard/products",
      "dashboard/categories",
      "dashboard/sliders",
      "dashboard/lists/bestsellers",
      "dashboard/seo",
      "dashboard/locale-settings",
    ]) {
      expect((await shop.api(path)).status).toBe(401);
    }
  });
});
