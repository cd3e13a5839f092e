import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Db } from "../src/db/db.js";
import { DatabaseUnavailable, unavailableOr } from "../src/db/unavailable.js";
import { STOREFRONT_BUILT, checkout } from "./reliability/helpers.js";
import { freshDb, startTestShop, type TestShop } from "./support/shop.js";

// The database goes away under a running shop (on PGlite too, through a Db whose every call fails
// as one that cannot connect does): the API answers 503 with Retry-After, the pages the shop keeps
// are still sent, and everything answers again once it is back. On PostgreSQL with the connection
// really cut: reliability/database-faults.test.ts.

let away = false;
const refused = () => Promise.reject(new DatabaseUnavailable(Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" })));

/** `db` that fails every call while `away`; without `listen`, so the catalogue's version is read each time, as on a shared PostgreSQL. */
const switchable = (db: Db): Db => ({
  kind: db.kind,
  query: (sql, params, options) => (away ? refused() : db.query(sql, params, options)),
  transaction: (fn) => (away ? refused() : db.transaction(fn)),
  exec: (sql) => (away ? refused() : db.exec(sql)),
  close: () => db.close(),
});

let shop: TestShop;
let product: number;
beforeAll(async () => {
  shop = await startTestShop({}, { db: switchable(await freshDb()) });
  const [row] = await shop.db.query<{ id: number }>("select id from products where active and stock > 0 order by id limit 1");
  product = row!.id;
});
afterAll(async () => {
  away = false;
  await shop.stop();
});

const page = async (path: string) => {
  const res = await fetch(`${shop.url}${path}`);
  return { status: res.status, retryAfter: res.headers.get("retry-after"), html: await res.text() };
};

describe("the database away", () => {
  test("the API answers 503 with Retry-After, checkout and sign-in included; back, it answers again", async () => {
    // Kept answers of the catalogue too: they are of a version nobody can read now.
    expect((await shop.api("home")).status).toBe(200);
    away = true;
    try {
      for (const [path, init] of [
        ["home", undefined],
        ["catalog/products?page=2", undefined],
        ["general", undefined],
        ["auth/login", { method: "POST", headers: { "content-type": "application/json" }, body: '{"email":"a@b.md","password":"parola-lunga-1"}' }],
      ] as const) {
        const res = await shop.api(path, init);
        expect([res.status, res.headers.get("retry-after")], path).toEqual([503, "5"]);
      }
      const order = await checkout(shop.url, [{ id: product, quantity: 1 }]);
      expect([order.status, order.headers.get("retry-after")]).toEqual([503, "5"]);
    } finally {
      away = false;
    }
    expect((await shop.api("home")).status).toBe(200);
    expect((await checkout(shop.url, [{ id: product, quantity: 1 }])).status).toBe(201);
  });

  test("pages kept are sent as they are; one not kept answers 503 with Retry-After; back, both render", async (ctx) => {
    ctx.skip(!STOREFRONT_BUILT, "no storefront build at packages/web/dist");
    await page("/");
    const kept = await page("/");
    expect(kept.status).toBe(200);
    away = true;
    try {
      expect(await page("/")).toEqual(kept);
      const fresh = await page("/ru/");
      expect([fresh.status, fresh.retryAfter]).toEqual([503, "5"]);
    } finally {
      away = false;
    }
    expect((await page("/")).status).toBe(200);
    expect((await page("/ru/")).status).toBe(200);
  });
});

describe("what says the database is away", () => {
  const error = (message: string, code?: string) => Object.assign(new Error(message), code ? { code } : {});
  test("lost or refused connections, a shutdown, a read-only database and a full disk do; a wrong statement does not", () => {
    const away = [
      error("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED"),
      error("read ECONNRESET", "ECONNRESET"),
      error("Connection terminated unexpectedly"),
      error("Client has encountered a connection error and is not queryable"),
      error("timeout exceeded when trying to connect"),
      error("terminating connection due to administrator command", "57P01"),
      error("the database system is starting up", "57P03"),
      error("cannot execute INSERT in a read-only transaction", "25006"),
      error('could not extend file "base/16384/16385": No space left on device', "53100"),
      error("sorry, too many clients already", "53300"),
      error("server closed the connection unexpectedly", "08006"),
    ];
    for (const e of away) expect(unavailableOr(e), e.message).toBeInstanceOf(DatabaseUnavailable);
    const wrong = [
      error('duplicate key value violates unique constraint "orders_number_key"', "23505"),
      error('syntax error at or near "selec"', "42601"),
      error("could not serialize access due to concurrent update", "40001"),
      new TypeError("Cannot read properties of undefined"),
    ];
    for (const e of wrong) expect(unavailableOr(e), e.message).toBe(e);
  });
});
