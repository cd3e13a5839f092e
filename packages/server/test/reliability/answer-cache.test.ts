import { Hono } from "hono";
import { describe, expect, test } from "vitest";
import type { AppEnv } from "../../src/lib/app-env.js";
import type { Db } from "../../src/db/db.js";
import { answerKey, catalogAnswerCache } from "../../src/lib/answer-cache.js";

// The answer cache is filled by anonymous URLs: spellings of one query share one entry, and the cache
// never holds more bytes than its limit, however many different URLs arrive.

const key = (query: string) => answerKey("ro", new URL(`http://shop/api/catalog/products${query}`));

describe("answer cache keys", () => {
  test("one meaning, one key: leading zeros, default page, empty and 0 flags, number spellings, order, repeats", () => {
    expect(key("?page=01")).toBe(key("?page=1"));
    expect(key("?page=1")).toBe(key(""));
    expect(key("?page=")).toBe(key(""));
    expect(key("?page=0002")).toBe(key("?page=2"));
    expect(key("?perPage=012")).toBe(key("?perPage=12"));
    expect(key("?in_stock=0&is_discount=")).toBe(key(""));
    expect(key("?min_price=10.0&max_price=1e3")).toBe(key("?min_price=10&max_price=1000"));
    expect(key("?sort_by=newest&page=2&in_stock=1")).toBe(key("?in_stock=1&page=2&sort_by=newest"));
    // The listing reads the last value of a one-value parameter.
    expect(key("?page=5&page=2")).toBe(key("?page=2"));
  });

  test("different meanings keep different keys; refused values are kept as sent", () => {
    expect(key("?page=2")).not.toBe(key("?page=3"));
    expect(key("?page=0")).not.toBe(key(""));
    expect(key("?in_stock=1")).not.toBe(key(""));
    expect(key("?min_price=-0")).not.toBe(key("?min_price=abc"));
    expect(key("?filters[brand][]=A&filters[brand][]=B")).not.toBe(key("?filters[brand][]=A"));
    expect(key("?filters[brand][]=A&filters[brand][]=B")).not.toBe(key("?filters[brand][]=B&filters[brand][]=A&filters[brand][]=A"));
    expect(key("?search=ceainic")).not.toBe(key("?search=Ceainic"));
  });
});

describe("answer cache size", () => {
  // The catalogue's version comes with each request (as a page's render passes it): the cache may not read the database.
  const noDatabase = () => Promise.reject(new Error("the answer cache read the database"));
  const db: Db = { kind: "pglite", query: noDatabase, transaction: noDatabase, exec: noDatabase, close: async () => {} };

  /** An app whose every answer is `size` bytes, behind a cache of `maxBytes`, counting the answers it computes. */
  const cachedApp = (maxBytes: number) => {
    const app = new Hono<AppEnv>();
    let computed = 0;
    app.use("/api/catalog/*", catalogAnswerCache(db, maxBytes));
    app.get("/api/catalog/:name", (c) => {
      computed += 1;
      return c.text("x".repeat(Number(c.req.query("size") ?? 3000)));
    });
    // The catalogue's version as a page's render passes it, so no database read decides a hit.
    const get = async (path: string) => (await app.request(path, {}, { catalogVersion: 1 })).text();
    return { get, computed: () => computed };
  };

  test("past its byte limit the least recently used answers are evicted: a 64 kB cache keeps about ten 3 kB answers", async () => {
    const cache = cachedApp(64 * 1024);
    for (let i = 0; i < 30; i++) await cache.get(`/api/catalog/p${i}`);
    expect(cache.computed()).toBe(30);
    // The newest are hits…
    for (let i = 25; i < 30; i++) await cache.get(`/api/catalog/p${i}`);
    expect(cache.computed()).toBe(30);
    // …the oldest were evicted.
    await cache.get("/api/catalog/p0");
    expect(cache.computed()).toBe(31);
    // At most the limit's worth stay: each answer counts twice its body (plain and gzipped) plus its key.
    let hits = 0;
    for (let i = 29; i >= 0; i--) {
      const before = cache.computed();
      await cache.get(`/api/catalog/p${i}`);
      if (cache.computed() === before) hits += 1;
    }
    expect(hits).toBeGreaterThan(0);
    expect(hits).toBeLessThanOrEqual(Math.floor((64 * 1024) / (2 * 3000)));
  });

  test("an answer bigger than an eighth of the cache is never kept", async () => {
    const cache = cachedApp(64 * 1024);
    await cache.get("/api/catalog/big?size=9000");
    await cache.get("/api/catalog/big?size=9000");
    expect(cache.computed()).toBe(2);
    await cache.get("/api/catalog/small?size=1000");
    await cache.get("/api/catalog/small?size=1000");
    expect(cache.computed()).toBe(3);
  });

  test("junk spellings of one query fill one entry", async () => {
    const cache = cachedApp(64 * 1024);
    for (const query of ["page=1", "page=01", "page=001", "", "in_stock=0", "page=1&utm_source=x", "in_stock=&page=0001"])
      await cache.get(`/api/catalog/list?${query}`);
    expect(cache.computed()).toBe(1);
  });
});
