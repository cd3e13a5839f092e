import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { CategoriesResponse, GeneralResponse, COUNTRY_CODES, LOCALES, ProductListResponse, SearchResponse } from "@vitrina/core";
import { startTestShop, type TestShop } from "./support/shop.js";
import { decodedGet } from "./support/decoded.js";

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.stop());

const get = decodedGet(() => shop);

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
  const titles = async (text: string, lang = "ro") =>
    (await get(SearchResponse, `catalog/search?text=${encodeURIComponent(text)}`, lang)).data.map((r) => r.title);

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

  test("a corrected typo is named as the catalogue writes it in the page's language; a text found as typed names nothing", async () => {
    const answer = async (text: string, lang = "ro") => get(SearchResponse, `catalog/search?text=${encodeURIComponent(text)}`, lang);
    // "tigae" is corrected to the dictionary's closest word, Bulgarian "tigan" (тиган): a Romanian reader is told "tigaie", as the titles shown say.
    const typo = await answer("tigae");
    expect(typo.searched_for).toBe("tigaie");
    expect(typo.data.length).toBeGreaterThan(0);
    expect(typo.data.every((r) => /Tigaie/.test(r.title))).toBe(true);
    // The shopper's other words and capital stay; the Cyrillic correction is spelled as the Russian titles spell it.
    expect((await answer("Tigae  Tefal")).searched_for).toBe("Tigaie Tefal");
    expect((await answer("сковордоа tefal", "ru")).searched_for).toBe("сковорода tefal");
    for (const found of ["tigaie", "tigaie tefal", "28 cm"]) expect(await answer(found)).not.toHaveProperty("searched_for");
    expect(await answer("zzzzzzzz")).toEqual({ data: [] });

    const page = async (text: string, lang = "ro") => get(ProductListResponse, `catalog/products?search=${encodeURIComponent(text)}&perPage=100`, lang);
    expect((await page("tigae")).searched_for).toBe("tigaie");
    expect((await page("тиган tefla", "bg")).searched_for).toBe("тиган tefal");
    expect(await page("tigaie")).not.toHaveProperty("searched_for");
    expect(await page("zzzzzzzz")).not.toHaveProperty("searched_for");
  });

  test("the search page finds a misspelled word too, and ranks titles starting with the text first", async () => {
    const typo = await get(ProductListResponse, "catalog/products?search=canapae&perPage=100");
    expect(typo.items.length).toBeGreaterThan(0);
    expect(typo.items.every((p) => /Canapea/.test(p.title))).toBe(true);
    const word = await get(ProductListResponse, "catalog/products?search=tigaie&perPage=100");
    expect(word.items[0]!.title).toMatch(/^Tigaie/);
  });

  test("the overlay lists the products holding the text as the database orders them, with their prices to the ban", async () => {
    await shop.db.query(
      "update products set price = price + 0.05 where slug = (select slug from products where search_text like '%tigaie%' order by id limit 1)",
    );
    for (const text of ["tigaie", "tefal", "28 cm", "caserola"]) {
      const expected = await shop.db.query<{ slug: string; price: number; old_price: number | null }>(
        `select slug, price, old_price from products where active and search_text like '%' || $1 || '%'
          order by search_text like $1 || '%' desc, (' ' || search_text) like '% ' || $1 || '%' desc, id limit 10`,
        [text],
      );
      const { data } = await get(SearchResponse, `catalog/search?text=${encodeURIComponent(text)}`);
      expect(data.slice(0, expected.length).map(({ slug, price, old_price }) => ({ slug, price, old_price }))).toEqual(expected);
    }
    await shop.db.query(
      "update products set price = price - 0.05 where slug = (select slug from products where search_text like '%tigaie%' order by id limit 1)",
    );
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
