import { get as httpGet } from "node:http";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { Schema } from "effect";
import {
  AvailabilityResponse, CategoriesResponse, GeneralResponse, HomeResponse, ProductCardsResponse, ProductDetailResponse,
  COUNTRY_CODES, LOCALES, ProductListResponse, SearchResponse, StaticPageResponse,
} from "@vitrina/core";
import { startTestShop, type TestShop } from "./support/shop.js";

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.stop());

const get = async <S extends Schema.Top>(schema: S, path: string, lang = "ro"): Promise<S["Type"]> => {
  const res = await shop.api(path, { headers: { "accept-language": lang } });
  expect(res.status, `${path}: ${res.status}`).toBe(200);
  return Schema.decodeUnknownSync(schema as never)(await res.json()) as S["Type"];
};

describe("menu and general data", () => {
  test("the categories come flat, children after their parent with its uuid, in the asked language", async () => {
    const ro = await get(CategoriesResponse, "menu/categories");
    const ru = await get(CategoriesResponse, "menu/categories", "ru-RU,ru;q=0.9");
    expect(ro.data.length).toBeGreaterThanOrEqual(40);
    const top = ro.data.filter((c) => !c.subcategory);
    expect(top.length).toBeGreaterThanOrEqual(8);
    for (const child of ro.data.filter((c) => c.subcategory)) {
      expect(top.some((t) => t.uuid === child.subcategory)).toBe(true);
    }
    expect(ro.data.find((c) => c.slug === "bucatarie")?.name).toBe("Bucătărie");
    expect(ru.data.find((c) => c.slug === "bucatarie")?.name).toBe("Кухня");
  });

  test("an unknown language falls back to ro", async () => {
    const de = await get(CategoriesResponse, "menu/categories", "de-DE");
    expect(de.data.find((c) => c.slug === "bucatarie")?.name).toBe("Bucătărie");
  });

  test("general data lists the shop's contacts and the settings lists", async () => {
    const { data } = await get(GeneralResponse, "general", "en");
    expect(data.phones.length).toBeGreaterThan(0);
    expect(data.currencies).toEqual([{ value: "mdl", label: "MDL" }]);
    expect(data.languages.map((l) => l.code)).toEqual(LOCALES);
    expect(data.countries.map((c) => c.code)).toEqual(COUNTRY_CODES);
    expect(data.schedule).toMatch(/Mon/);
  });

  test("the country defaults to md", async () => {
    expect(await (await shop.api("general/country")).json()).toEqual({ code: "md" });
  });
});

describe("category listing", () => {
  test("a category lists its subcategories' products, 9 per page, with facets, range, SEO and breadcrumb", async () => {
    const list = await get(ProductListResponse, "catalog/products?slug=bucatarie");
    expect(list.items).toHaveLength(9);
    expect(list.current_page).toBe(1);
    expect(list.total_pages).toBe(Math.ceil(list.total_items / 9));
    expect(list.breadcrumb).toEqual([{ name: "Bucătărie", slug: "bucatarie" }]);
    // the category's own SEO title wins over the template
    expect(list.seo.title).toMatch(/^Produse pentru bucătărie/);
    expect(list.filters.map((f) => f.key)).toContain("brand");
    expect(list.price_range.min).toBeLessThanOrEqual(list.price_range.max);
    for (const item of list.items) expect(item.in_stock).toBe(item.stock > 0);
  });

  test("filters, price range, stock and discount narrow the list; facet counts match", async () => {
    const all = await get(ProductListResponse, "catalog/products?slug=bucatarie&perPage=100");
    const brand = all.filters.find((f) => f.key === "brand")!.values[0]!;
    const byBrand = await get(ProductListResponse, `catalog/products?slug=bucatarie&perPage=100&filters[brand][]=${encodeURIComponent(brand.value)}`);
    expect(byBrand.total_items).toBe(brand.count);
    // the counts of a first look (grouped by the database) agree with the lists each value gives
    for (const facet of all.filters) {
      for (const { value, count } of facet.values) {
        const narrowed = await get(ProductListResponse, `catalog/products?slug=bucatarie&perPage=1&filters[${facet.key}][]=${encodeURIComponent(value)}`);
        expect(narrowed.total_items, `${facet.key}=${value}`).toBe(count);
      }
    }
    // the brand facet still shows the other brands
    expect(byBrand.filters.find((f) => f.key === "brand")!.values.length).toBe(all.filters.find((f) => f.key === "brand")!.values.length);
    const cheap = await get(ProductListResponse, "catalog/products?slug=bucatarie&perPage=100&max_price=500");
    expect(cheap.items.every((p) => p.price <= 500)).toBe(true);
    expect(cheap.total_items).toBe(all.items.filter((p) => p.price <= 500).length);
    const inStock = await get(ProductListResponse, "catalog/products?slug=bucatarie&perPage=100&in_stock=1");
    expect(inStock.items.every((p) => p.stock > 0)).toBe(true);
    const discounted = await get(ProductListResponse, "catalog/products?perPage=100&is_discount=1");
    expect(discounted.items.length).toBeGreaterThan(0);
    expect(discounted.items.every((p) => p.old_price !== null && p.old_price > p.price)).toBe(true);
  });

  test("sorting by price and discount", async () => {
    const asc = await get(ProductListResponse, "catalog/products?perPage=100&sort_by=price_asc");
    expect(asc.items.map((p) => p.price)).toEqual([...asc.items.map((p) => p.price)].sort((a, b) => a - b));
    const desc = await get(ProductListResponse, "catalog/products?perPage=100&sort_by=price_desc");
    expect(desc.items.map((p) => p.price)).toEqual([...desc.items.map((p) => p.price)].sort((a, b) => b - a));
    expect(desc.items[0]!.price).toBeGreaterThanOrEqual(Math.max(...asc.items.map((p) => p.price)));
    const discount = await get(ProductListResponse, "catalog/products?perPage=20&sort_by=discount");
    const saving = (p: { price: number; old_price: number | null }) => (p.old_price ?? p.price) - p.price;
    expect(discount.items.map(saving)).toEqual([...discount.items.map(saving)].sort((a, b) => b - a));
  });

  test("pages do not overlap and cover the listing", async () => {
    const first = await get(ProductListResponse, "catalog/products?perPage=10&page=1");
    const second = await get(ProductListResponse, "catalog/products?perPage=10&page=2");
    expect(first.items.map((p) => p.id).filter((id) => second.items.some((p) => p.id === id))).toEqual([]);
    expect(first.total_items).toBeGreaterThanOrEqual(80);
  });

  test("bad query values answer 422 with field errors; an unknown category 404", async () => {
    const res = await shop.api("catalog/products?page=0&perPage=1000&sort_by=cheapest&min_price=abc&in_stock=yes");
    expect(res.status).toBe(422);
    expect((await res.json()).errors).toEqual({ page: ["min"], perPage: ["max"], sort_by: ["invalid"], min_price: ["type"], in_stock: ["type"] });
    expect((await shop.api("catalog/products?slug=nu-exista")).status).toBe(404);
  });
});

describe("search", () => {
  const titles = async (text: string, lang = "ro") => (await get(SearchResponse, `catalog/search?text=${encodeURIComponent(text)}`, lang)).data.map((r) => r.title);

  test("case and diacritics do not matter", async () => {
    expect((await titles("cos de rufe")).some((t) => t.startsWith("Coș de rufe"))).toBe(true);
    expect((await titles("COȘ DE RUFE")).some((t) => t.startsWith("Coș de rufe"))).toBe(true);
  });

  test("a Latin spelling finds the Cyrillic title and back", async () => {
    expect((await titles("divan", "ru")).some((t) => /Диван/.test(t))).toBe(true);
    expect((await titles("кофемашина", "ro")).length).toBeGreaterThan(0);
  });

  test("one typo is tolerated", async () => {
    expect((await titles("canapae")).some((t) => /Canapea/.test(t))).toBe(true);
  });

  test("typos of one word meet in one correction, and a change to the catalogue shows in the next one", async () => {
    const search = async (text: string) => (await get(SearchResponse, `catalog/search?text=${encodeURIComponent(text)}`)).data;
    const price = async (text: string) => (await search(text)).find((r) => r.title === "Tigaie Tefal Unlimited, 28 cm")?.price;
    const before = await price("tigaie tefal unlimitd");
    expect(before).toBeDefined();
    expect(await search("tigaie tefal unlimted")).toEqual(await search("tigaie tefal unlimitd"));
    try {
      await shop.db.query("update products set price = price + 1 where title->>'ro' = 'Tigaie Tefal Unlimited, 28 cm'");
      expect(await price("tigaie tefal unlimitde")).toBe(before! + 1);
    } finally {
      await shop.db.query("update products set price = price - 1 where title->>'ro' = 'Tigaie Tefal Unlimited, 28 cm'");
    }
  });

  test("words are found in any order, a misspelled one among them", async () => {
    expect(await titles("tefal tigaie")).toContain("Tigaie Tefal Unlimited, 28 cm");
    expect(await titles("tefal tigaei")).toContain("Tigaie Tefal Unlimited, 28 cm");
    expect(await titles("tefal zzzzzz")).toEqual([]);
  });

  test("the search page finds a misspelled word too, and ranks titles starting with the text first", async () => {
    const typo = await get(ProductListResponse, "catalog/products?search=canapae&perPage=100");
    expect(typo.items.length).toBeGreaterThan(0);
    expect(typo.items.every((p) => /Canapea/.test(p.title))).toBe(true);
    const word = await get(ProductListResponse, "catalog/products?search=tigaie&perPage=100");
    expect(word.items[0]!.title).toMatch(/^Tigaie/);
  });

  test("a title starting with the text ranks first", async () => {
    const results = await titles("tigaie");
    expect(results[0]).toMatch(/^Tigaie/);
  });

  test("results carry the spec's fields in the asked language", async () => {
    const { data } = await get(SearchResponse, "catalog/search?text=sony", "bg");
    expect(data[0]).toMatchObject({ currency: "MDL" });
    // The id the cart takes, so a result goes to the cart without looking the product up again.
    const [product] = await shop.db.query<{ id: number }>("select id from products where slug = $1", [data[0]!.slug]);
    expect(data[0]!.id).toBe(product!.id);
    expect(data[0]!.image).toMatch(/^\/images\//);
    expect(await titles("")).toEqual([]);
  });
});

/** An answer's raw bytes and encoding headers: fetch() would ask for gzip and unpack it unseen. */
const rawGet = (path: string, acceptEncoding: string) =>
  new Promise<{ encoding: string | undefined; vary: string | undefined; length: string | undefined; body: Buffer }>((resolve, reject) => {
    httpGet(`${shop.url}/api/${path}`, { headers: { "accept-language": "ro", "accept-encoding": acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ encoding: res.headers["content-encoding"], vary: res.headers.vary, length: res.headers["content-length"], body: Buffer.concat(chunks) }));
    }).on("error", reject);
  });

describe("compression", () => {
  test.each([
    ["a catalogue answer, served from memory after the first time", "catalog/products?slug=bucatarie"],
    ["an answer computed every time", `cart/products?${[1, 2, 3, 4, 5, 6, 7, 8].map((id) => `ids[]=${id}`).join("&")}`],
  ])("%s comes gzipped, with its length, to clients that take gzip, and plain to the others", async (_what, path) => {
    const first = await rawGet(path, "identity");
    const gzipped = await rawGet(path, "gzip, deflate, br");
    const plain = await rawGet(path, "gzip;q=0, identity");
    expect(first.body.length).toBeGreaterThan(1024);
    expect(gzipped.encoding).toBe("gzip");
    expect(gunzipSync(gzipped.body).toString()).toBe(first.body.toString());
    expect(gzipped.body.length).toBeLessThan(first.body.length / 2);
    // Compressed whole, not streamed through a compressor: the length is known.
    expect(gzipped.length).toBe(String(gzipped.body.length));
    expect(plain.encoding).toBeUndefined();
    expect(plain.body.toString()).toBe(first.body.toString());
    for (const answer of [first, gzipped, plain]) expect(answer.vary).toBe("Accept-Encoding");
  });

  test.each([["from memory", "catalog/search?text=zzzzzz"], ["computed", "general/country"]])("a small answer (%s) is sent as it is", async (_what, path) => {
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

