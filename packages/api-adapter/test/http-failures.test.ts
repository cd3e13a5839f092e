import { describe, expect, test } from "vitest";
import { isApiError } from "@vitrina/core";
import { AUTH_TOKEN, createHttpShopApi } from "../src/index.js";
import { base, seen, scriptServer, json, general, memoryStore, setup, type Handler } from "./scripted-server.js";

let handler: Handler;
scriptServer(() => handler);

describe("headers", () => {
  test("JSON accept, the stored language (default ro, following changes), currency mdl, bearer token when present", async () => {
    handler = (_req, res) => json(res, 200, { data: general });
    const { shop, map } = setup();
    await shop.getGeneral();
    expect(seen[0]!.headers).toMatchObject({ accept: "application/json", "accept-language": "ro", "accept-currency": "mdl" });
    expect(seen[0]!.headers.authorization).toBeUndefined();
    map.set("i18n_redirected", "ru");
    map.set(AUTH_TOKEN, "token-123");
    await shop.getGeneral();
    expect(seen[1]!.headers).toMatchObject({ "accept-language": "ru", authorization: "Bearer token-123" });
  });

  test("lists in queries use bracket notation", async () => {
    handler = (_req, res) => json(res, 200, { data: [] });
    const { shop } = setup();
    await shop.getCartProducts([{ id: 3 }, { id: 12, variant_id: 40 }]);
    expect(decodeURIComponent(seen[0]!.url!)).toBe("/api/cart/products?ids[]=3&ids[]=12:40");
    handler = (_req, res) => json(res, 200, { data: [{ id: 3, quantity: 2, stock: 5, in_stock: true }] });
    await shop.checkAvailability([
      { id: 3, quantity: 2 },
      { id: 12, variant_id: 40, quantity: 1 },
    ]);
    expect(decodeURIComponent(seen[1]!.url!)).toBe(
      "/api/cart/availability?items[0][id]=3&items[0][quantity]=2&items[1][id]=12&items[1][variant_id]=40&items[1][quantity]=1",
    );
  });
});

describe("failures", () => {
  test("statuses 400-599 become typed errors with the server's message and field errors", async () => {
    handler = (_req, res) => json(res, 422, { message: "invalid", errors: { email: ["format"] } });
    const { shop } = setup();
    const error = await shop.sendContact({ name: "Ana", email: "x", message: "Salut" }).catch((e: unknown) => e);
    expect(isApiError(error)).toBe(true);
    expect(error).toMatchObject({ status: 422, message: "invalid", errors: { email: ["format"] } });
  });

  test("a 422 about stock carries the units left of each short product", async () => {
    handler = (_req, res) => json(res, 422, { message: "short", errors: { "items.0.quantity": ["out_of_stock"] }, stock: { "7": 2 } });
    const error = await setup()
      .shop.checkAvailability([{ id: 7, quantity: 5 }])
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 422, errors: { "items.0.quantity": ["out_of_stock"] }, stock: { "7": 2 } });
  });

  test("a malformed stock map is left out rather than trusted", async () => {
    handler = (_req, res) => json(res, 422, { message: "short", errors: {}, stock: { "7": "two" } });
    const error = await setup()
      .shop.checkAvailability([{ id: 7, quantity: 5 }])
      .catch((e: unknown) => e);
    expect(error).not.toHaveProperty("stock");
  });

  test.each([408, 409, 425, 429, 500, 502, 503, 504])("a GET answered %i is retried once", async (status) => {
    let calls = 0;
    handler = (_req, res) => (calls++ === 0 ? json(res, status, { message: "busy" }) : json(res, 200, { data: general }));
    await expect(setup().shop.getGeneral()).resolves.toBeDefined();
    expect(calls).toBe(2);
  });

  test("a GET failing twice, a 404, and a POST are not retried further", async () => {
    handler = (_req, res) => json(res, 503, { message: "down" });
    const { shop } = setup();
    await expect(shop.getGeneral()).rejects.toMatchObject({ status: 503 });
    expect(seen).toHaveLength(2);
    seen.length = 0;
    handler = (_req, res) => json(res, 404, { message: "nope" });
    await expect(shop.getProduct("x")).rejects.toMatchObject({ status: 404 });
    expect(seen).toHaveLength(1);
    seen.length = 0;
    handler = (_req, res) => json(res, 503, { message: "down" });
    await expect(shop.sendContact({ name: "Ana", email: "ana@mail.md", message: "Salut" })).rejects.toMatchObject({ status: 503 });
    expect(seen).toHaveLength(1);
  });

  test("a request that takes longer than the timeout fails with kind timeout and status 0, after its retry", async () => {
    handler = (_req, res) => setTimeout(() => json(res, 200, { data: general }), 300);
    const { shop } = setup({}, 50);
    await expect(shop.getGeneral()).rejects.toMatchObject({
      kind: "timeout",
      status: 0,
      url: `${base}/general`,
      message: `Request timed out after 50 ms: ${base}/general`,
    });
    expect(seen).toHaveLength(2);
  });

  test("401 clears the signed-in user and goes to the login page", async () => {
    handler = (_req, res) => json(res, 401, { message: "Sign in to continue." });
    const { dashboard, map, navigated } = setup({ [AUTH_TOKEN]: "expired" });
    await expect(dashboard.overview()).rejects.toMatchObject({ status: 401 });
    expect(map.has(AUTH_TOKEN)).toBe(false);
    expect(navigated).toEqual(["/auth/login/"]);
  });

  test("a malformed answer is a typed error naming the field", async () => {
    handler = (_req, res) => json(res, 200, { data: { ...general, phones: [42] } });
    await expect(setup().shop.getGeneral()).rejects.toMatchObject({ _tag: "ApiError", status: 502, message: expect.stringContaining("data.phones.0") });
  });
});

describe("logging of failed answers (spec §8: 500 and 404 from the API are logged only)", () => {
  test("a 5xx is logged as an error, a 404 as a warning, a 422 not at all", async () => {
    const logged: Array<[string, string, unknown]> = [];
    const logger = { error: (m: string, d?: unknown) => void logged.push(["error", m, d]), warn: (m: string, d?: unknown) => void logged.push(["warn", m, d]) };
    const { store } = memoryStore();
    const shop = createHttpShopApi({ baseUrl: base, store, navigation: { navigate: () => {}, reload: () => {} }, logger });
    handler = (_req, res) => json(res, 404, { message: "Product not found" });
    await expect(shop.getProduct("gone")).rejects.toMatchObject({ status: 404 });
    handler = (_req, res) => json(res, 422, { message: "Invalid", errors: { text: ["required"] } });
    await expect(shop.search("")).rejects.toMatchObject({ status: 422 });
    handler = (_req, res) => json(res, 500, { message: "Database down" });
    await expect(shop.getGeneral()).rejects.toMatchObject({ status: 500 });
    expect(logged.map(([level, message]) => [level, message])).toEqual([
      ["warn", "Product not found"],
      ["error", "Database down"],
    ]);
  });
});
