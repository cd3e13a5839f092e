import { get as httpGet } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { AvailabilityResponse, HomeResponse, ProductCardsResponse, ProductDetailResponse, ProductListResponse, StaticPageResponse } from "@vitrina/core";
import { startTestShop, type TestShop } from "./support/shop.js";
import { decodedGet } from "./support/decoded.js";

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.stop());

const get = decodedGet(() => shop);

/** An answer's raw bytes and encoding headers: fetch() would ask for gzip and unpack it unseen. */
const rawGet = (path: string, acceptEncoding: string) =>
  new Promise<{ encoding: string | undefined; vary: string | undefined; length: string | undefined; body: Buffer }>((resolve, reject) => {
    httpGet(`${shop.url}/api/${path}`, { headers: { "accept-language": "ro", "accept-encoding": acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({ encoding: res.headers["content-encoding"], vary: res.headers.vary, length: res.headers["content-length"], body: Buffer.concat(chunks) }),
      );
    }).on("error", reject);
  });

describe("compression", () => {
  test.each([
    ["a catalogue answer, served from memory after the first time", "catalog/products?slug=bucatarie", true],
    ["an answer computed every time", `cart/products?${[1, 2, 3, 4, 5, 6, 7, 8].map((id) => `ids[]=${id}`).join("&")}`, false],
  ])("%s comes compressed, with its length: Brotli to browsers, gzip to clients that take only gzip, plain to the others", async (_what, path, kept) => {
    const first = await rawGet(path, "identity");
    // What browsers send, the same again (from memory when cached), and clients that rank gzip first or take only gzip.
    const browser = await rawGet(path, "gzip, deflate, br");
    const again = await rawGet(path, "gzip, deflate, br, zstd");
    const gzipFirst = await rawGet(path, "br;q=0.5, gzip");
    const gzipped = await rawGet(path, "gzip");
    const plain = await rawGet(path, "gzip;q=0, br;q=0, identity");
    expect(first.body.length).toBeGreaterThan(1024);
    for (const brotli of [browser, again]) {
      expect(brotli.encoding).toBe("br");
      expect(brotliDecompressSync(brotli.body).toString()).toBe(first.body.toString());
    }
    for (const gzip of [gzipFirst, gzipped]) {
      expect(gzip.encoding).toBe("gzip");
      expect(gunzipSync(gzip.body).toString()).toBe(first.body.toString());
    }
    // Compressed quickly for one client (the first may be the only one); a kept answer's next clients
    // get a smaller copy, made once: Brotli's smaller than gzip's, which halves the JSON at least.
    expect(gzipped.body.length).toBeLessThan(first.body.length / 2);
    if (kept) {
      expect(again.body.length).toBeLessThan(browser.body.length);
      expect(gzipped.body.length).toBeLessThan(gzipFirst.body.length);
      expect(again.body.length).toBeLessThan(gzipped.body.length);
      expect((await rawGet(path, "br")).body).toEqual(again.body);
    } else expect(again.body.length).toBe(browser.body.length);
    // Compressed whole, not streamed through a compressor: the length is known.
    for (const answer of [browser, again, gzipFirst, gzipped]) expect(answer.length).toBe(String(answer.body.length));
    expect(plain.encoding).toBeUndefined();
    expect(plain.body.toString()).toBe(first.body.toString());
    for (const answer of [first, browser, gzipped, plain]) expect(answer.vary).toBe("Accept-Encoding");
  });

  test.each([
    ["from memory", "catalog/search?text=zzzzzz"],
    ["computed", "general/country"],
  ])("a small answer (%s) is sent as it is", async (_what, path) => {
    for (let i = 0; i < 2; i++) {
      const small = await rawGet(path, "gzip");
      expect(small.encoding).toBeUndefined();
      expect(small.length).toBe(String(small.body.length));
      expect(small.body.length).toBeLessThan(1024);
    }
  });
});

describe("product", () => {
  test("every transaction that changes the catalogue raises its version by exactly one, however many rows it changes", async () => {
    const version = async () => (await shop.db.query<{ v: number }>("select sum(v)::bigint as v from catalog_version"))[0]!.v;
    const before = await version();
    for (let i = 0; i < 20; i++) await shop.db.query("update products set stock = stock where id in (select id from products order by id limit 3)");
    expect(await version()).toBe(before + 20);
  });

  test("answers are served again from memory, but any change to the catalogue shows at once, in every language", async () => {
    const { items } = await get(ProductListResponse, "catalog/products?slug=bucatarie");
    const slug = items[0]!.slug;
    const before = (await get(ProductDetailResponse, `catalog/product/${slug}`)).data;
    expect((await get(ProductDetailResponse, `catalog/product/${slug}`)).data).toEqual(before);
    const [row] = await shop.db.query<{ stock: number; title: Record<string, string> }>("select stock, title from products where slug = $1", [slug]);
    try {
      // As an order or a staff member would change it, straight in the database.
      await shop.db.query("update products set stock = stock + 7, title = jsonb_set(title, '{ru}', '\"Новое название\"') where slug = $1", [slug]);
      expect((await get(ProductDetailResponse, `catalog/product/${slug}`)).data.stock).toBe(before.stock + 7);
      expect((await get(ProductDetailResponse, `catalog/product/${slug}`, "ru")).data.title).toBe("Новое название");
      const listed = (await get(ProductListResponse, "catalog/products?slug=bucatarie")).items.find((p) => p.slug === slug);
      expect(listed?.stock).toBe(before.stock + 7);
    } finally {
      await shop.db.query("update products set stock = $2, title = $3 where slug = $1", [slug, row!.stock, JSON.stringify(row!.title)]);
    }
  });

  test("the product page carries everything the page shows, in the asked language", async () => {
    const { items } = await get(ProductListResponse, "catalog/products?slug=bucatarie");
    const slug = items[0]!.slug;
    const { data } = await get(ProductDetailResponse, `catalog/product/${slug}`, "ru");
    expect(data.slug).toBe(slug);
    expect(data.images.length).toBeGreaterThan(0);
    expect(data.images[0]!.srcset).toMatch(/320w.*640w/);
    expect(data.breadcrumb.at(-1)).toMatchObject({ slug: data.category.slug });
    expect(data.attributes.length).toBeGreaterThan(0);
    expect(data.seo.title.length).toBeGreaterThan(0);
    const similar = await get(ProductCardsResponse, `catalog/product/${slug}/similar`);
    expect(similar.data.length).toBeGreaterThan(0);
    expect(similar.data.some((p) => p.slug === slug)).toBe(false);
  });

  test("an unknown product is a 404", async () => {
    expect((await shop.api("catalog/product/nu-exista")).status).toBe(404);
    expect((await shop.api("catalog/product/nu-exista/similar")).status).toBe(404);
  });

  test("images are served with long-lived caching and nosniff", async () => {
    const { items } = await get(ProductListResponse, "catalog/products");
    const res = await fetch(shop.url + items[0]!.image!.url);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/webp");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect((await fetch(`${shop.url}/images/${"0".repeat(24)}-640.webp`)).status).toBe(404);
  });
});

describe("cart", () => {
  test("cart products answer current prices and stock for the ids asked", async () => {
    const { items } = await get(ProductListResponse, "catalog/products?perPage=3");
    const ids = items.map((p) => p.id);
    const { data } = await get(ProductCardsResponse, `cart/products?${ids.map((id) => `ids[]=${id}`).join("&")}`);
    expect(data.map((p) => p.id)).toEqual(ids);
    expect((await shop.api("cart/products?ids[]=abc")).status).toBe(422);
  });

  test("availability answers each line, or 422 with errors per line", async () => {
    const { items } = await get(ProductListResponse, "catalog/products?perPage=100&in_stock=1");
    const p = items[0]!;
    const ok = await get(AvailabilityResponse, `cart/availability?items[0][id]=${p.id}&items[0][quantity]=1`);
    expect(ok.data).toEqual([{ id: p.id, quantity: 1, stock: p.stock, in_stock: true }]);
    const res = await shop.api(`cart/availability?items[0][id]=${p.id}&items[0][quantity]=${p.stock + 1}&items[1][id]=999999&items[1][quantity]=1`);
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(body.errors).toEqual({ "items.0.quantity": ["out_of_stock"], "items.1.id": ["not_found"] });
    expect(body.stock).toEqual({ [p.id]: p.stock });
  });
});

describe("home and pages", () => {
  test("home has slides, home products, bestsellers and SEO", async () => {
    const { data } = await get(HomeResponse, "home", "bg");
    expect(data.sliders.length).toBeGreaterThan(0);
    expect(data.home_products.length).toBeGreaterThan(0);
    expect(data.bestsellers.length).toBeGreaterThan(0);
    expect(data.seo.title).toContain("Vitrina");
  });

  test("the FAQ has its questions; policies have their text; unknown kinds 404", async () => {
    const faq = await get(StaticPageResponse, "pages/faq", "ru");
    expect(faq.data.faq.length).toBeGreaterThanOrEqual(8);
    const terms = await get(StaticPageResponse, "pages/terms-of-use");
    expect(terms.data.body.length).toBeGreaterThan(200);
    expect((await shop.api("pages/secret")).status).toBe(404);
  });
});

describe("contact form", () => {
  const send = (body: Record<string, string>) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(body)) form.set(k, v);
    return shop.api("general/contact", { method: "POST", body: form, headers: { "accept-language": "ro" } });
  };

  test("invalid fields answer 422 with every error and store nothing", async () => {
    const before = await shop.db.query<{ n: number }>("select count(*)::int as n from contact_messages");
    const res = await send({ email: "nu-i email" });
    expect(res.status).toBe(422);
    expect((await res.json()).errors).toEqual({ name: ["required"], email: ["format"], message: ["required"] });
    expect(await shop.db.query("select count(*)::int as n from contact_messages")).toEqual(before);
  });

  test("messages are stored, and a client sending too many gets 429 with a message", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await send({ name: "Ana", email: "ana@mail.md", message: `Mesaj ${i}` })).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    const res = await send({ name: "Ana", email: "ana@mail.md", message: "încă unul" });
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toBe("600");
    expect((await res.json()).message).toMatch(/prea multe/);
  });
});

describe("GET /api/seo/{kind}", () => {
  test("answers a page kind's SEO texts in the asked language, with {name} and {shop} filled in", async () => {
    const res = await shop.api("seo/contacts", { headers: { "accept-language": "ru" } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: { title: string } }).data.title).toBe("Контакты | Vitrina");
    expect((await shop.api("seo/nothing")).status).toBe(404);
  });
});
