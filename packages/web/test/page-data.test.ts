import { describe, expect, test, vi } from "vitest";
import { apiError, type KeyValueStore, type ShopApi } from "@vitrina/core";
import { loadPage } from "../src/app/page-data.js";

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
