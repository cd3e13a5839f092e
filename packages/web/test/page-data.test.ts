import { describe, expect, test, vi } from "vitest";
import { apiError, type KeyValueStore, type ShopApi } from "@vitrina/core";
import { keepsData, loadPage } from "../src/app/page-data.js";

const cookies: KeyValueStore = { get: () => undefined, set: () => undefined, remove: () => undefined };

describe("a page that does not exist (spec §2, §8)", () => {
  test("an unknown path is the 404 page, noted as 'Page not found: {path}' — a warning, not an error", async () => {
    const logger = { warn: vi.fn(), error: vi.fn() };
    const page = await loadPage({} as ShopApi, "ro", "/no-such-page/", { cookies, logger });
    expect(page).toMatchObject({ status: 404, routeId: "not-found", data: { path: "/no-such-page/" } });
    expect(logger.warn).toHaveBeenCalledWith("Page not found: /no-such-page/");
    expect(logger.error).not.toHaveBeenCalled();
  });

  test("a route whose parameter names nothing is the 404 page, noted as 'Page Not Found: {path}'", async () => {
    const logger = { warn: vi.fn(), error: vi.fn() };
    const api = { getProduct: async () => Promise.reject(apiError(404, "Product not found")), getSimilarProducts: async () => [] } as unknown as ShopApi;
    const page = await loadPage(api, "en", "/product/gone/", { cookies, logger });
    expect(page).toMatchObject({ status: 404, routeId: "not-found" });
    expect(logger.warn).toHaveBeenCalledWith("Page Not Found: /product/gone/");
  });
});

describe("a navigation within a page's own query parameters (a product's ?variant=)", () => {
  test("keeps the page's data; any other change of path or query loads the page again", () => {
    expect(keepsData("/product/tricou/", "/product/tricou/?variant=41", ["variant"])).toBe(true);
    expect(keepsData("/product/tricou/?variant=40&utm=x", "/product/tricou/?utm=x&variant=41", ["variant"])).toBe(true);
    expect(keepsData("/product/tricou/?variant=40", "/product/alt/?variant=40", ["variant"])).toBe(false);
    expect(keepsData("/product/tricou/?variant=40", "/product/tricou/?variant=40&page=2", ["variant"])).toBe(false);
    // A page without its own parameters loads again for any new query (a listing's filters).
    expect(keepsData("/category/vase/", "/category/vase/?page=2")).toBe(false);
  });
});
