import { afterAll, beforeAll, describe, expect, test } from "vitest";
import sharp from "sharp";
import { MIN_PASSWORD_LENGTH } from "@vitrina/core";
import { openApiDocument } from "../src/openapi.js";
import { asForm } from "./support/forms.js";
import { answerChecker } from "./support/openapi-answer.js";
import { describedBy } from "./support/openapi-check.js";
import { startTestShop, type TestShop } from "./support/shop.js";

// Every route of the OpenAPI description is called on the running shop, for its success and its refusals; each
// answer (status, media type, body, headers) is checked against the description it serves (support/openapi-check.ts).

let shop: TestShop;
let check: Awaited<ReturnType<typeof describedBy>>;
let admin: string;
beforeAll(async () => {
  shop = await startTestShop();
  // Signed in first: the validators' compiling outlasts the server's keep-alive on a busy machine.
  admin = await shop.adminToken();
  check = await describedBy(await (await shop.api("openapi.json")).json());
});
afterAll(() => shop.stop());

const expectAnswer = answerChecker(() => ({ url: shop.url, check }));

const address = { firstName: "Ana", lastName: "Rusu", country: "md", city: "Chișinău", address: "str. Ismail 88" };
const order = (id: number) => ({
  paymentMethod: "cash_on_delivery",
  deliveryMethod: "courier",
  agreement: true,
  contactDetails: { email: "ana@mail.md", phone: "+373 69 123 456" },
  billingAddress: address,
  products: [{ id, quantity: 1 }],
});
const L = (text: string) => ({ ro: text, en: text, ru: text, bg: text });
const categoryInput = (name: string) => ({ slug: "noua", name: L(name), icon: null, parent_id: null, position: 0, active: true });
const inStock = async () =>
  (await shop.db.query<{ id: number; slug: string }>("select id, slug from products where active and stock > 5 order by id limit 1"))[0]!;

describe("the storefront's answers are as the OpenAPI description says", () => {
  test("reads: the shop, the catalogue, pages and files", async () => {
    const product = await inStock();
    const [category] = (await expectAnswer(200, "GET", "menu/categories")).data;
    await expectAnswer(200, "GET", "health");
    await expectAnswer(200, "GET", "general");
    await expectAnswer(200, "GET", "general/country");
    await expectAnswer(200, "GET", "home");
    await expectAnswer(200, "GET", `catalog/products?slug=${category.slug}&sort_by=price_asc&in_stock=1&page=1&perPage=5&min_price=1`);
    await expectAnswer(422, "GET", "catalog/products?page=0&sort_by=cheapest");
    await expectAnswer(404, "GET", "catalog/products?slug=no-such-category");
    await expectAnswer(200, "GET", "catalog/search?text=cafea");
    await expectAnswer(422, "GET", `catalog/search?text=${"a".repeat(201)}`);
    const detail = (await expectAnswer(200, "GET", `catalog/product/${product.slug}`)).data;
    await expectAnswer(404, "GET", "catalog/product/no-such-product");
    await expectAnswer(200, "GET", `catalog/product/${product.slug}/similar`);
    await expectAnswer(404, "GET", "catalog/product/no-such-product/similar");
    await expectAnswer(200, "GET", `cart/products?ids[]=${product.id}`);
    await expectAnswer(422, "GET", "cart/products?ids[]=x");
    await expectAnswer(200, "GET", `cart/availability?items[0][id]=${product.id}&items[0][quantity]=1`);
    await expectAnswer(422, "GET", `cart/availability?items[0][id]=${product.id}&items[0][quantity]=999`);
    await expectAnswer(200, "GET", "cart/methods");
    await expectAnswer(200, "GET", "seo/search?name=cafea");
    await expectAnswer(404, "GET", "seo/nothing");
    await expectAnswer(200, "GET", "pages/faq");
    await expectAnswer(404, "GET", "pages/nothing");
    await expectAnswer(200, "GET", "openapi.json");
    const image = detail.images?.[0]?.url ?? detail.image;
    if (typeof image === "string") await expectAnswer(200, "GET", new URL(image, shop.url).pathname);
    await expectAnswer(404, "GET", "/images/none.webp");
    await expectAnswer(200, "GET", "/sitemap.xml");
    await expectAnswer(200, "GET", "/sitemaps/pages-1.xml");
    await expectAnswer(404, "GET", "/sitemaps/pages-0.xml");
    await expectAnswer(200, "GET", "/robots.txt");
    await expectAnswer(400, "GET", "catalog/search?text=%00");
  });

  test("checkout in JSON and as a form, with an Idempotency-Key; the order it opens; its refusals", async () => {
    const { id } = await inStock();
    const key = { "idempotency-key": "openapi-answers-1" };
    const placed = await expectAnswer(201, "POST", "cart/checkout", { json: order(id), headers: key });
    await expectAnswer(201, "POST", "cart/checkout", { json: order(id), headers: key });
    await expectAnswer(422, "POST", "cart/checkout", { json: { ...order(id), agreement: false }, headers: key });
    await expectAnswer(201, "POST", "cart/checkout", { form: asForm(order(id)) });
    await expectAnswer(422, "POST", "cart/checkout", { json: { products: [] } });
    await expectAnswer(400, "POST", "cart/checkout", { raw: "{not json" });
    await expectAnswer(415, "POST", "cart/checkout", { raw: JSON.stringify(order(id)), headers: { "content-type": "text/plain" } });
    await expectAnswer(403, "POST", "cart/checkout", { json: order(id), headers: { "sec-fetch-site": "cross-site" } });
    await expectAnswer(413, "POST", "cart/checkout", { raw: JSON.stringify({ clientNote: "x".repeat(1024 * 1024) }) });
    await expectAnswer(200, "GET", `cart/order/${placed.orderNumber}?key=${placed.accessKey}`);
    for (let miss = 0; miss < 20; miss++) await expectAnswer(404, "GET", `cart/order/${placed.orderNumber}?key=wrong-${miss}`);
    await expectAnswer(429, "GET", `cart/order/${placed.orderNumber}?key=${placed.accessKey}`);
  });

  test("the contact form, as JSON and as a form, until its limit", async () => {
    const form = { name: "Ana", email: "ana@mail.md", message: "Bună ziua" };
    await expectAnswer(422, "POST", "general/contact", { json: { ...form, email: "ana" } });
    await expectAnswer(201, "POST", "general/contact", { json: form });
    for (let sent = 1; sent < 5; sent++) await expectAnswer(201, "POST", "general/contact", { form: asForm(form) });
    await expectAnswer(429, "POST", "general/contact", { json: form });
  });
});

describe("sign-in and the dashboard's answers are as the OpenAPI description says", () => {
  test("sign-in, one's session and password, staff accounts; the limits the description states are the server's", async () => {
    await expectAnswer(401, "POST", "auth/login", { json: { email: "admin@test.vitrina.md", password: "not the password" } });
    await expectAnswer(422, "POST", "auth/login", { json: { email: "admin" } });
    await expectAnswer(415, "POST", "auth/login", { raw: JSON.stringify({ email: "a@b.md", password: "x" }), headers: { "content-type": "text/plain" } });
    await expectAnswer(401, "GET", "auth/me");
    await expectAnswer(200, "GET", "auth/me", { token: admin });
    await expectAnswer(422, "POST", "auth/password", { token: admin, json: { current_password: "x", new_password: "short" } });
    await expectAnswer(200, "GET", "dashboard/staff", { token: admin });
    const password = "p".repeat(MIN_PASSWORD_LENGTH - 1);
    await expectAnswer(422, "POST", "dashboard/staff", { token: admin, json: { email: "m@vitrina.md", name: "M", role: "manager", password } });
    // A name of 100 characters outside the BMP: 200 UTF-16 units, within the description's maxLength of 100.
    const staff = { email: "m@vitrina.md", name: "😀".repeat(100), role: "manager", password: `${password}q` };
    const created = (await expectAnswer(201, "POST", "dashboard/staff", { token: admin, json: staff })).data;
    const manager = (await expectAnswer(200, "POST", "auth/login", { json: { email: staff.email, password: staff.password } })).token;
    await expectAnswer(403, "GET", "dashboard/staff", { token: manager });
    await expectAnswer(428, "PATCH", `dashboard/staff/${created.id}`, { token: admin, json: { name: "Maria" } });
    const ifMatch = (version: number) => ({ "if-match": `"${version}"` });
    await expectAnswer(200, "PATCH", `dashboard/staff/${created.id}`, { token: admin, json: { name: "Maria" }, headers: ifMatch(created.version) });
    await expectAnswer(409, "PATCH", `dashboard/staff/${created.id}`, { token: admin, json: { name: "Ioana" }, headers: ifMatch(created.version) });
    await expectAnswer(404, "PATCH", "dashboard/staff/999999", { token: admin, json: { name: "X" }, headers: ifMatch(1) });
    await expectAnswer(204, "POST", "auth/logout", { token: manager });
    await expectAnswer(401, "GET", "dashboard/overview", { token: manager });
    await expectAnswer(204, "DELETE", `dashboard/staff/${created.id}`, { token: admin });
  });

  test("orders, messages, the audit trail and the overview", async () => {
    await expectAnswer(200, "GET", "dashboard/overview?lang=ru", { token: admin });
    await expectAnswer(422, "GET", "dashboard/overview?lang=xx", { token: admin });
    const orders = await expectAnswer(200, "GET", "dashboard/orders?status=new&from=2020-01-01&page=1", { token: admin });
    await expectAnswer(422, "GET", "dashboard/orders?from=2024-02-30", { token: admin });
    const id = orders.data[0].id;
    await expectAnswer(200, "GET", `dashboard/orders/${id}`, { token: admin });
    await expectAnswer(404, "GET", "dashboard/orders/999999", { token: admin });
    await expectAnswer(422, "POST", `dashboard/orders/${id}/status`, { token: admin, json: { status: "delivered" } });
    await expectAnswer(200, "POST", `dashboard/orders/${id}/status`, { token: admin, json: { status: "confirmed" } });
    await expectAnswer(200, "POST", `dashboard/orders/${id}/payment`, { token: admin, json: { paid: true } });
    await expectAnswer(404, "POST", "dashboard/orders/999999/payment", { token: admin, json: { paid: true } });
    await expectAnswer(200, "GET", "dashboard/orders/export?status=confirmed&from=2020-01-01", { token: admin });
    await expectAnswer(422, "GET", "dashboard/orders/export?status=lost", { token: admin });
    await expectAnswer(401, "GET", "dashboard/orders/export");
    await expectAnswer(201, "POST", `dashboard/orders/${id}/notes`, { token: admin, json: { text: "Sunați după 18:00.\nPoarta din spate." } });
    await expectAnswer(422, "POST", `dashboard/orders/${id}/notes`, { token: admin, json: { text: " " } });
    await expectAnswer(404, "POST", "dashboard/orders/999999/notes", { token: admin, json: { text: "x" } });
    await expectAnswer(200, "GET", `dashboard/orders/${id}/print`, { token: admin });
    await expectAnswer(404, "GET", "dashboard/orders/999999/print", { token: admin });
    const messages = await expectAnswer(200, "GET", "dashboard/messages?status=new", { token: admin });
    await expectAnswer(422, "GET", "dashboard/messages?status=old", { token: admin });
    const message = messages.data[0];
    const version = { "if-match": `"${message.version}"` };
    await expectAnswer(200, "PATCH", `dashboard/messages/${message.id}`, { token: admin, json: { status: "handled" }, headers: version });
    await expectAnswer(200, "GET", "dashboard/audit?entity=staff", { token: admin });
    await expectAnswer(422, "GET", "dashboard/audit?staff_id=x", { token: admin });
  });

  test("products, pictures and categories", async () => {
    const categories = (await expectAnswer(200, "GET", "dashboard/categories", { token: admin })).data;
    const bytes = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#3366cc" } })
      .png()
      .toBuffer();
    const file = new FormData();
    file.set("file", new Blob([new Uint8Array(bytes)], { type: "image/png" }), "photo.png");
    const image = (await expectAnswer(201, "POST", "dashboard/images", { token: admin, form: file })).data;
    await expectAnswer(422, "POST", "dashboard/images", { token: admin, form: new FormData() });
    const input = {
      slug: "ceainic-openapi",
      sku: "VT-OAS-0001",
      title: L("Ceainic"),
      description: L("Ceainic roșu."),
      price: 349.9,
      old_price: null,
      stock: 12,
      category_id: categories[0].id,
      attributes: [],
      active: true,
      image_ids: [image.id],
    };
    const product = (await expectAnswer(201, "POST", "dashboard/products", { token: admin, json: input })).data;
    await expectAnswer(200, "GET", "dashboard/products?search=ceainic&sort=price&dir=asc", { token: admin });
    await expectAnswer(422, "GET", "dashboard/products?sort=colour", { token: admin });
    await expectAnswer(200, "GET", `dashboard/products/${product.id}`, { token: admin });
    const ifMatch = { "if-match": `"${product.version}"` };
    await expectAnswer(200, "PUT", `dashboard/products/${product.id}`, { token: admin, json: { ...input, stock_change: 2 }, headers: ifMatch });
    await expectAnswer(409, "PUT", `dashboard/products/${product.id}`, { token: admin, json: input, headers: ifMatch });
    await expectAnswer(204, "DELETE", `dashboard/products/${product.id}`, { token: admin });
    const ordered = (await shop.db.query<{ product_id: number }>("select product_id from order_lines limit 1"))[0]!.product_id;
    await expectAnswer(409, "DELETE", `dashboard/products/${ordered}`, { token: admin });
    const top = categories.filter((c: { parent_id: number | null }) => c.parent_id === null).map((c: { id: number }) => c.id);
    await expectAnswer(409, "PUT", "dashboard/categories/order", { token: admin, json: { parent_id: null, ids: top, read: [...top].reverse() } });
    const category = (await expectAnswer(201, "POST", "dashboard/categories", { token: admin, json: categoryInput("Nouă") })).data;
    await expectAnswer(200, "PUT", `dashboard/categories/${category.id}`, {
      token: admin,
      json: categoryInput("Nouă 2"),
      headers: { "if-match": `"${category.version}"` },
    });
    await expectAnswer(409, "DELETE", `dashboard/categories/${categories[0].id}`, { token: admin });
    await expectAnswer(204, "DELETE", `dashboard/categories/${category.id}`, { token: admin });
    const dictionary = (await expectAnswer(200, "GET", "dashboard/attributes", { token: admin })).data;
    const entry = { key: "warranty", name: L("Garanție"), unit: L("luni"), kind: "number" };
    const attribute = (await expectAnswer(201, "POST", "dashboard/attributes", { token: admin, json: entry })).data;
    await expectAnswer(422, "POST", "dashboard/attributes", { token: admin, json: entry });
    const read = { "if-match": `"${attribute.version}"` };
    await expectAnswer(200, "PUT", `dashboard/attributes/${attribute.id}`, { token: admin, json: { ...entry, name: L("Garanția") }, headers: read });
    await expectAnswer(409, "PUT", `dashboard/attributes/${attribute.id}`, { token: admin, json: entry, headers: read });
    await expectAnswer(409, "DELETE", `dashboard/attributes/${dictionary[0].id}`, { token: admin });
    await expectAnswer(204, "DELETE", `dashboard/attributes/${attribute.id}`, { token: admin });
    const terms = { code: "API-10", kind: "percent", value: 10, min_subtotal: null, starts_at: null, ends_at: null, max_uses: 1, max_uses_per_email: null };
    const code = (await expectAnswer(201, "POST", "dashboard/discount-codes", { token: admin, json: { ...terms, active: true } })).data;
    await Promise.all(["dashboard/discount-codes", "cart/discount-code?code=api-10"].map((path) => expectAnswer(200, "GET", path, { token: admin })));
    await expectAnswer(200, "PUT", `dashboard/discount-codes/${code.id}`, { token: admin, json: { ...terms, active: false }, headers: { "if-match": '"1"' } });
  });

  test("slides, curated lists, content pages, SEO texts and the shop's settings", async () => {
    const sliders = await expectAnswer(200, "GET", "dashboard/sliders", { token: admin });
    const order = { "if-match": `"${sliders.version}"` };
    await expectAnswer(200, "PUT", "dashboard/sliders/order", { token: admin, json: { ids: sliders.data.map((s: { id: number }) => s.id) }, headers: order });
    await expectAnswer(409, "PUT", "dashboard/sliders/order", { token: admin, json: { ids: [] }, headers: order });
    const slide = { title: L("Reduceri"), subtitle: L("La cafea"), link: "/", image_id: null, active: true };
    const created = (await expectAnswer(201, "POST", "dashboard/sliders", { token: admin, json: slide })).data;
    await expectAnswer(200, "PUT", `dashboard/sliders/${created.id}`, { token: admin, json: slide, headers: { "if-match": `"${created.version}"` } });
    await expectAnswer(204, "DELETE", `dashboard/sliders/${created.id}`, { token: admin });
    const list = await expectAnswer(200, "GET", "dashboard/lists/bestsellers?lang=en", { token: admin });
    await expectAnswer(200, "PUT", "dashboard/lists/bestsellers", { token: admin, json: { ids: [] }, headers: { "if-match": `"${list.version}"` } });
    await expectAnswer(404, "GET", "dashboard/lists/nothing", { token: admin });
    const page = (await expectAnswer(200, "GET", "dashboard/pages/about", { token: admin })).data;
    const { version, ...pageInput } = page;
    await expectAnswer(200, "PUT", "dashboard/pages/about", { token: admin, json: pageInput, headers: { "if-match": `"${version}"` } });
    await expectAnswer(409, "PUT", "dashboard/pages/about", { token: admin, json: pageInput, headers: { "if-match": `"${version}"` } });
    await expectAnswer(200, "POST", "dashboard/pages/preview", { token: admin, json: { markdown: "**Bună**" } });
    const seo = (await expectAnswer(200, "GET", "dashboard/seo", { token: admin })).data[0];
    const { version: seoVersion, ...setting } = seo;
    await expectAnswer(200, "PUT", `dashboard/seo/${seo.kind}`, { token: admin, json: setting, headers: { "if-match": `"${seoVersion}"` } });
    for (const path of ["locale-settings", "shop-identity", "instructions", "order-settings", "methods"]) {
      const { version: read, ...settings } = (await expectAnswer(200, "GET", `dashboard/${path}`, { token: admin })).data;
      const saved = { ...settings, ...(path === "shop-identity" ? { logo: undefined } : {}) };
      await expectAnswer(428, "PUT", `dashboard/${path}`, { token: admin, json: saved });
      await expectAnswer(200, "PUT", `dashboard/${path}`, { token: admin, json: saved, headers: { "if-match": `"${read}"` } });
    }
  });
});

describe("the products' CSV and bulk edit are as the OpenAPI description says", () => {
  test("the export, the import (a dry run, a write, a file with errors, one too large) and the bulk edit (saved, stale, refused)", async () => {
    const file = (text: string) => {
      const form = new FormData();
      form.set("file", new Blob([text], { type: "text/csv" }), "products.csv");
      return { token: admin, form };
    };
    const csv: string = await expectAnswer(200, "GET", "dashboard/products/export", { token: admin });
    await expectAnswer(200, "POST", "dashboard/products/import?dry_run=1", file(csv));
    await expectAnswer(200, "POST", "dashboard/products/import", file(csv));
    await expectAnswer(422, "POST", "dashboard/products/import", file("slug,prix\nx,1\n"));
    // A small file: the query is refused before the file is read, and the shop closes a connection whose body it left unread
    // (a large one left there would fail the next request sent on that connection).
    await expectAnswer(422, "POST", "dashboard/products/import?dry_run=yes", file("slug\n"));
    const boundary = "openapi-answers";
    const tooLarge = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.csv"\r\n\r\n${"x".repeat(1024 * 1024)}\r\n--${boundary}--\r\n`;
    const multipart = { "content-type": `multipart/form-data; boundary=${boundary}` };
    await expectAnswer(413, "POST", "dashboard/products/import", { token: admin, raw: tooLarge, headers: multipart });
    const plain = () =>
      shop.db.query<{ id: number; version: number }>(
        "select id, version from products p where active and not exists (select 1 from product_variants v where v.product_id = p.id) order by id limit 2",
      );
    const products = await plain();
    await expectAnswer(200, "POST", "dashboard/products/bulk-edit", { token: admin, json: { products, stock_change: 1 } });
    await expectAnswer(409, "POST", "dashboard/products/bulk-edit", { token: admin, json: { products, stock_change: 1 } });
    await expectAnswer(422, "POST", "dashboard/products/bulk-edit", { token: admin, json: { products: await plain(), price: -1 } });
  });
});

describe("the check itself", () => {
  test("an answer the description does not describe fails it: a status it does not list, a body of another shape", async () => {
    const description = openApiDocument("test") as { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };
    const { 404: _missing, ...found } = description.paths["/api/catalog/product/{slug}"]!.get!.responses;
    description.paths["/api/catalog/product/{slug}"]!.get!.responses = found;
    const strict = await describedBy(description);
    const url = `${shop.url}/api/catalog/product/no-such-product`;
    expect(await strict({ method: "GET", url, headers: {} }, await fetch(url))).toEqual([expect.stringContaining("status not described")]);
    const general = `${shop.url}/api/general`;
    description.paths["/api/general"]!.get!.responses["200"] = {
      description: "OK",
      content: { "application/json": { schema: { type: "object", required: ["data"], properties: { data: { type: "array" } } } } },
    };
    expect(await (await describedBy(description))({ method: "GET", url: general, headers: {} }, await fetch(general))).toEqual([
      expect.stringContaining("body/data must be array"),
    ]);
  });
});
