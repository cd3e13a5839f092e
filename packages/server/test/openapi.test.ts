import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createApp } from "../src/app.js";
import { createLog } from "../src/lib/log.js";
import { startTestShop, type TestShop } from "./support/shop.js";

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.stop());

type Doc = {
  openapi: string;
  paths: Record<
    string,
    Record<
      string,
      {
        requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown>; required?: string[] } }> };
        responses: Record<string, unknown>;
      }
    >
  >;
};

describe("GET /api/openapi.json", () => {
  test("is an OpenAPI 3.1 document whose bodies come from core's schemas", async () => {
    const res = await shop.api("openapi.json");
    expect(res.status).toBe(200);
    const doc = (await res.json()) as Doc;
    expect(doc.openapi).toBe("3.1.0");
    const checkout = doc.paths["/api/cart/checkout"]!.post!;
    const json = checkout.requestBody!.content["application/json"]!.schema;
    expect(json.required).toEqual(expect.arrayContaining(["paymentMethod", "deliveryMethod", "agreement", "contactDetails", "billingAddress", "products"]));
    const form = checkout.requestBody!.content["multipart/form-data"]!.schema;
    expect(form.required).toEqual(expect.arrayContaining(["paymentMethod", "agreement", "contactDetails[email]", "billingAddress[firstName]"]));
    expect(checkout.requestBody!.content["application/x-www-form-urlencoded"]!.schema).toEqual(form);
    expect(Object.keys(checkout.responses)).toEqual(expect.arrayContaining(["201", "400", "413", "422", "429"]));
    expect(doc.paths["/api/catalog/product/{slug}"]!.get!.responses["404"]).toBeDefined();
  });

  test("types numbers as plain numbers: no field admits the strings Infinity or NaN", async () => {
    const text = await (await shop.api("openapi.json")).text();
    expect(text).toContain('"type":"number"');
    expect(text).not.toMatch(/"(-?Infinity|NaN)"/);
  });

  test("documents every route the server answers, and nothing else", async () => {
    const doc = (await (await shop.api("openapi.json")).json()) as Doc;
    const app = createApp({ db: shop.db, config: shop.config, log: createLog({ silent: true }) });
    const served = new Set(
      app.routes.filter((r) => r.method !== "ALL" && !r.path.endsWith("*")).map((r) => `${r.method.toLowerCase()} ${r.path.replace(/:(\w+)/g, "{$1}")}`),
    );
    const documented = new Set(Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((method) => `${method} ${path}`)));
    expect([...served].filter((r) => !documented.has(r))).toEqual([]);
    expect([...documented].filter((r) => !served.has(r))).toEqual([]);
  });
});
