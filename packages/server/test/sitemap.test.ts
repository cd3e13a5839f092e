import { get, type IncomingHttpHeaders } from "node:http";
import { gunzipSync } from "node:zlib";
import { LOCALES, localizePath } from "@vitrina/core";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { seedGeneratedProducts } from "../src/seed/generated.js";
import { sitemapFileCount } from "../src/sitemap/sitemap.js";
import { startTestShop, type TestShop } from "./support/shop.js";

// A small limit of URLs per file splits a fast-to-seed generated catalogue the way 50,000 splits a
// large one.
const MAX_URLS = 400;
const GENERATED = 500;

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop({ sitemapMaxUrls: MAX_URLS });
  await seedGeneratedProducts(shop.db, GENERATED);
}, 120_000);
afterAll(() => shop.stop());

const text = async (path: string) => {
  const res = await fetch(`${shop.url}${path}`);
  expect(res.status, path).toBe(200);
  return res.text();
};
/** GET `path` as it comes over the wire (fetch would unpack a gzipped body). */
const rawGet = (path: string, headers: Record<string, string>) =>
  new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    get(`${shop.url}${path}`, { headers }, (res) => {
      const chunks: Array<Buffer> = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    }).on("error", reject);
  });
const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
const activeProducts = async () =>
  (await shop.db.query<{ slug: string }>("select p.slug from products p join categories c on c.id = p.category_id where p.active and c.active")).map(
    (r) => r.slug,
  );

describe("the sitemap index", () => {
  test("lists files of at most the URL limit that hold every page and product exactly once in every language", async () => {
    const index = await text("/sitemap.xml");
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const files = locsOf(index);
    const base = shop.config.publicUrl;
    const slugs = await activeProducts();
    expect(files).toEqual([
      `${base}/sitemaps/pages-1.xml`,
      ...Array.from({ length: Math.ceil(slugs.length / (MAX_URLS / 4)) }, (_, i) => `${base}/sitemaps/products-${i + 1}.xml`),
    ]);
    const urls: Array<string> = [];
    for (const file of files) {
      const xml = await text(new URL(file).pathname);
      expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');
      const locs = locsOf(xml);
      expect(locs.length).toBeLessThanOrEqual(MAX_URLS);
      urls.push(...locs);
    }
    expect(new Set(urls).size).toBe(urls.length);
    const products = urls.filter((u) => u.includes("/product/"));
    expect(products.length).toBe(LOCALES.length * slugs.length);
    for (const slug of [slugs[0], slugs.at(-1)]) for (const locale of LOCALES) expect(urls).toContain(base + localizePath(`/product/${slug}/`, locale));
    for (const path of ["/", "/en/", "/ru/faq/", "/bg/terms-of-use/", "/category/bucatarie/", "/en/contacts/"]) expect(urls).toContain(base + path);
    const pages = await text("/sitemaps/pages-1.xml");
    expect(pages).toContain(`<xhtml:link rel="alternate" hreflang="ru" href="${base}/ru/category/bucatarie/"/>`);
    expect(pages).toContain(`hreflang="x-default" href="${base}/category/bucatarie/"`);
  });

  test("a file past the last one, or a made-up name, is not found", async () => {
    const last = locsOf(await text("/sitemap.xml")).length;
    expect((await fetch(`${shop.url}/sitemaps/products-${last}.xml`)).status).toBe(404);
    expect((await fetch(`${shop.url}/sitemaps/products-0.xml`)).status).toBe(404);
    expect((await fetch(`${shop.url}/sitemaps/orders-1.xml`)).status).toBe(404);
  });

  test("is kept, gzipped, until the catalogue changes: a second fetch reads nothing from the database, a change shows at once", async () => {
    const queries = vi.spyOn(shop.db, "query");
    // What the database was asked of the sitemap's own data: neither the catalogue version's read
    // (made per request on PostgreSQL) nor the background jobs' (the outbox's polling) count.
    const catalogueQueries = () => queries.mock.calls.map(([sql]) => sql).filter((sql) => /\b(products|categories|settings)\b/.test(sql));
    try {
      for (const path of ["/sitemap.xml", "/sitemaps/pages-1.xml", "/sitemaps/products-1.xml"]) {
        const first = await text(path);
        queries.mockClear();
        const gzipped = await rawGet(path, { "accept-encoding": "gzip" });
        expect(gzipped.headers["content-encoding"], path).toBe("gzip");
        expect(gunzipSync(gzipped.body).toString("utf8"), path).toBe(first);
        expect(await text(path), path).toBe(first);
        expect(catalogueQueries(), path).toEqual([]);
      }
      const first = await text("/sitemaps/products-1.xml");
      const [slug] = locsOf(first)[0]!
        .match(/\/product\/([^/]+)\//)!
        .slice(1);
      await shop.db.query("update products set active = false where slug = $1", [slug]);
      queries.mockClear();
      const after = await text("/sitemaps/products-1.xml");
      expect(after).not.toContain(`/product/${slug}/`);
      expect(catalogueQueries().length).toBeGreaterThan(0);
      await shop.db.query("update products set active = true where slug = $1", [slug]);
      expect(await text("/sitemaps/products-1.xml")).toBe(first);
    } finally {
      queries.mockRestore();
    }
  });

  test("a shop of 100,000 products in four languages needs 8 files of 50,000 URLs", () => {
    expect(sitemapFileCount(100_000, 4, 50_000)).toBe(8);
    expect(sitemapFileCount(100_001, 4, 50_000)).toBe(9);
    expect(sitemapFileCount(100_000, 1, 50_000)).toBe(2);
  });
});

describe("robots.txt", () => {
  test("points to the sitemap and keeps crawlers out of the dashboard, sign-in, carts, checkouts and orders in every language", async () => {
    const robots = await text("/robots.txt");
    expect(robots).toContain(`Sitemap: ${shop.config.publicUrl}/sitemap.xml`);
    for (const path of ["/dashboard/", "/auth/", "/cart/", "/checkout/", "/order/", "/en/cart/", "/ru/checkout/", "/bg/order/"]) {
      expect(robots).toContain(`Disallow: ${path}\n`);
    }
    expect(robots).not.toMatch(/Disallow: \/(product|category)\//);
  });
});
