import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import { createApp } from "../src/app.js";
import type { Db } from "../src/db/db.js";
import { healthChecks } from "../src/lib/health.js";
import { createLog } from "../src/lib/log.js";
import { checkout } from "./reliability/helpers.js";
import { startTestShop, type TestShop } from "./support/shop.js";

// What a load balancer sees: 200 with the running build while the shop can take an order, 503 when
// the database refuses, hangs, or answers reads but takes no writes.

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.stop());

/** The shop's API (with a health check of its own) on the shop's database with `changes`. */
const appOn = (changes: Partial<Db> = {}) => createApp({ db: { ...shop.db, ...changes }, config: shop.config, log: createLog({ silent: true }) });

/**
 * Makes the shop's database read-only for every new transaction (`on`) or writable again: PGlite's
 * one session is set at once; a PostgreSQL database gets the default, and the connections the shop
 * holds are ended so that it opens new ones, which take it.
 */
const readOnly = async (on: boolean) => {
  if (shop.db.kind === "pglite") return void (await shop.db.query(`set default_transaction_read_only = ${on ? "on" : "off"}`));
  const [{ name }] = (await shop.db.query<{ name: string }>("select current_database() as name")) as [{ name: string }];
  const seed = inject("seed");
  if (seed.kind !== "postgres") throw new Error("a PostgreSQL shop without the PostgreSQL seed");
  const root = new pg.Client({ connectionString: seed.url });
  await root.connect();
  await root.query(`alter database ${name} ${on ? "set default_transaction_read_only = on" : "reset default_transaction_read_only"}`);
  await root.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = $1", [name]);
  // A terminated backend ends a moment later; until it has, a connection the shop holds may look alive.
  await expect.poll(async () => (await root.query("select count(*)::int as n from pg_stat_activity where datname = $1", [name])).rows[0].n).toBe(0);
  await root.end();
};

describe("GET /api/health", () => {
  test("answers 200 with the version, the build and the database while the database answers", async () => {
    const res = await shop.api("health");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    // Run from TypeScript here; test/production-start.test.ts checks the compiled server's answer.
    expect(await res.json()).toMatchObject({ status: "ok", version: "0.1.0", server: "source", database: shop.db.kind });
  });

  test("answers 503 when the database refuses", async () => {
    const refused = () => Promise.reject(new Error("connection refused"));
    const res = await appOn({ query: refused, transaction: refused }).request("/api/health");
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ status: "error", version: "0.1.0", database: shop.db.kind });
  });

  test("answers 503 within seconds when the database hangs", async () => {
    const started = performance.now();
    const hangs = () => new Promise<never>(() => undefined);
    const res = await appOn({ query: hangs, transaction: hangs }).request("/api/health");
    expect(res.status).toBe(503);
    expect(performance.now() - started).toBeLessThan(5000);
  });

  test("answers 503 while the database answers reads but takes no writes, as a checkout then does; 200 once it writes again", async () => {
    const [product] = await shop.db.query<{ id: number }>("select id from products where active and stock > 0 order by id limit 1");
    await readOnly(true);
    try {
      expect((await shop.db.query<{ one: number }>("select 1 as one"))[0]?.one).toBe(1);
      const res = await appOn().request("/api/health");
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({ status: "error", database: shop.db.kind });
      const order = await checkout(shop.url, [{ id: product!.id, quantity: 1 }]);
      expect([order.status, order.headers.get("retry-after")]).toEqual([503, "5"]);
    } finally {
      await readOnly(false);
    }
    // As a load balancer sees it, polling: the first check may still meet a connection that ended.
    await expect.poll(async () => (await appOn().request("/api/health")).status).toBe(200);
    expect((await checkout(shop.url, [{ id: product!.id, quantity: 1 }])).status).toBe(201);
  });

  test("a load balancer polling it often costs the database one check: those that come meanwhile share its outcome", async () => {
    let writes = 0;
    const counted: Db["transaction"] = (fn) => {
      writes++;
      return shop.db.transaction(fn);
    };
    const app = appOn({ transaction: counted });
    expect((await Promise.all(Array.from({ length: 10 }, () => app.request("/api/health")))).map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(writes).toBe(1);
    // Settled, the outcome stands for a while (here a minute): the next polls ask nothing.
    const check = healthChecks({ ...shop.db, transaction: counted }, 60_000);
    await check();
    await check();
    await check();
    expect(writes).toBe(2);
  });
});
