import { request } from "node:http";
import { afterAll, beforeAll, expect, test } from "vitest";
import { MAX_PAGE_ADDRESS } from "../../src/web.js";
import type { TestShop } from "../support/shop.js";
import { STOREFRONT_BUILT, startReliabilityShop } from "./helpers.js";

// The guard found it: a trailing-slash redirect repeated a 16 kB query in its Location, and the
// answer's headers passed what a client accepts ("Header overflow" in Node's client).

let shop: TestShop;
beforeAll(async () => {
  shop = await startReliabilityShop({ storefront: STOREFRONT_BUILT });
});
afterAll(() => shop.stop());

/** A GET sent as written, read with Node's default 16 kB header limit. */
const rawGet = (path: string) =>
  new Promise<{ status: number; location: string | undefined }>((resolve, reject) => {
    const target = new URL(shop.url.replace("//localhost:", "//127.0.0.1:"));
    const req = request({ host: target.hostname, port: target.port, path, method: "GET", agent: false }, (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode ?? 0, location: res.headers.location }));
    });
    req.on("error", reject);
    req.end();
  });

const query = (bytes: number) => `?items[999999][id]=${"x".repeat(bytes - 20)}`;

test("an address longer than any page's is refused with 414, before a redirect could repeat it", async (ctx) => {
  ctx.skip(!STOREFRONT_BUILT, "no storefront build at packages/web/dist");
  for (const path of ["/%CC%81", "/en/category/x", "/dashboard/products", "/auth/login", "/search/"]) {
    const res = await rawGet(path + query(14_000));
    expect(res, path).toEqual({ status: 414, location: undefined });
  }
});

test("a long address within the limit is still moved to its trailing-slash twin, query kept", async (ctx) => {
  ctx.skip(!STOREFRONT_BUILT, "no storefront build at packages/web/dist");
  const long = query(MAX_PAGE_ADDRESS - 100);
  for (const path of ["/%CC%81", "/dashboard/products"]) {
    const res = await rawGet(path + long);
    expect(res.status, path).toBe(301);
    expect(res.location, path).toBe(`${path}/${long}`);
  }
});

test("the API keeps its own limits: a long query is not refused as a page address", async () => {
  const res = await rawGet(`/api/catalog/search${query(9_000).replace("items[999999][id]", "text")}`);
  expect(res.status).not.toBe(414);
  expect(res.status).toBeLessThan(500);
});
