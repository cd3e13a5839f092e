import { describe, expect, test, vi } from "vitest";
import { apiError, type Category, type GeneralData, type ShopApi } from "@vitrina/core";
import { loadShell } from "../src/app/App.js";

const general = { phones: ["+373 22 845 210"] } as unknown as GeneralData;
const categories = [{ id: 1, slug: "bucatarie", name: "Bucătărie" }] as unknown as Array<Category>;

/** An API whose shell calls answer, except those named in `failing`, which fail with `error`. */
const fakeApi = (failing: ReadonlyArray<"getGeneral" | "getCategories" | "getCountry">, error: unknown): ShopApi => {
  const answer =
    <T>(name: (typeof failing)[number], value: T) =>
    async () =>
      failing.includes(name) ? Promise.reject(error) : value;
  return {
    getGeneral: answer("getGeneral", general),
    getCategories: answer("getCategories", categories),
    getCountry: answer("getCountry", "ro"),
  } as unknown as ShopApi;
};
const newLogger = () => ({ warn: vi.fn(), error: vi.fn() });

describe("the header and footer data of a page (spec §8's log messages)", () => {
  test("all three answer: nothing is logged", async () => {
    const logger = newLogger();
    expect(await loadShell({ api: fakeApi([], undefined), logger })).toEqual({ general, categories, country: "ro" });
    expect(logger.error).not.toHaveBeenCalled();
  });

  test("categories that fail are logged as 'Failed to fetch categories' and the menu is empty", async () => {
    const logger = newLogger();
    const error = apiError(500, "Internal server error");
    expect(await loadShell({ api: fakeApi(["getCategories"], error), logger })).toEqual({ general, categories: [], country: "ro" });
    expect(logger.error.mock.calls).toEqual([["Failed to fetch categories", error]]);
  });

  test("a country that fails is logged as 'Failed to fetch country data: …' with the reason, and md is assumed", async () => {
    const logger = newLogger();
    const error = new TypeError("fetch failed");
    expect(await loadShell({ api: fakeApi(["getCountry"], error), logger })).toEqual({ general, categories, country: "md" });
    expect(logger.error.mock.calls).toEqual([["Failed to fetch country data: fetch failed", error]]);
  });

  test("general data that fail are logged as 'Failed to fetch general data: …' and there is no page to show", async () => {
    const logger = newLogger();
    const error = apiError(503, "Service unavailable");
    await expect(loadShell({ api: fakeApi(["getGeneral"], error), logger })).rejects.toBe(error);
    expect(logger.error.mock.calls).toEqual([["Failed to fetch general data: Service unavailable", error]]);
  });

  test("when everything fails, each failure is logged once with its own message", async () => {
    const logger = newLogger();
    const error = new Error("socket hang up");
    await expect(loadShell({ api: fakeApi(["getGeneral", "getCategories", "getCountry"], error), logger })).rejects.toBe(error);
    expect(logger.error.mock.calls.map(([message]) => message).sort()).toEqual([
      "Failed to fetch categories",
      "Failed to fetch country data: socket hang up",
      "Failed to fetch general data: socket hang up",
    ]);
  });
});
