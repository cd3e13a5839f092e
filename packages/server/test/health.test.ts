import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createApp } from "../src/app.js";
import type { Db } from "../src/db/db.js";
import { createLog } from "../src/lib/log.js";
import { startTestShop, type TestShop } from "./support/shop.js";

// What a load balancer sees: 200 with the running build while the database answers, 503 when it
// refuses or hangs.

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.stop());

/** The shop's API on a database that answers with `query`. */
const appOn = (query: Db["query"]) => createApp({ db: { ...shop.db, query }, config: shop.config, log: createLog({ silent: true }) });

describe("GET /api/health", () => {
  test("answers 200 with the version, the build and the database while the database answers", async () => {
    const res = await shop.api("health");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    // Run from TypeScript here; test/production-start.test.ts checks the compiled server's answer.
    expect(await res.json()).toMatchObject({ status: "ok", version: "0.1.0", server: "source", database: shop.db.kind });
  });

  test("answers 503 when the database refuses", async () => {
    const res = await appOn(() => Promise.reject(new Error("connection refused"))).request("/api/health");
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ status: "error", version: "0.1.0", database: shop.db.kind });
  });

  test("answers 503 within seconds when the database hangs", async () => {
    const started = performance.now();
    const res = await appOn(() => new Promise(() => undefined)).request("/api/health");
    expect(res.status).toBe(503);
    expect(performance.now() - started).toBeLessThan(5000);
  });
});
