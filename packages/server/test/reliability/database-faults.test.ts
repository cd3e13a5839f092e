import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import { PG_TEMPLATE } from "../support/global-setup.js";
import { STOREFRONT_BUILT, checkout, jsonOf } from "./helpers.js";
import { startDatabaseProxy, type DatabaseProxy } from "./database-proxy.js";
import { startProcess, type ShopProcess } from "./scale-out-processes.js";

// The shop as its own process on PostgreSQL, reaching it through a relay the test can cut, while
// connections are killed under it: a lost connection fails its request with 503 and Retry-After,
// never the process, and the next request works; with the database away the API answers 503 and
// the pages kept are still sent.

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
/** The test's own connections, which the killing spares. */
const TEST_APPLICATION = "vitrina-fault-test";

let shop: ShopProcess;
let proxy: DatabaseProxy;
let db: pg.Pool;
let rootUrl: string;
let dbName: string;
beforeAll(async () => {
  if (!onPostgres) return;
  const seed = inject("seed");
  if (seed.kind !== "postgres") throw new Error("the fault test needs the PostgreSQL seed");
  rootUrl = seed.url;
  dbName = `vitrina_faults_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const root = new pg.Client({ connectionString: rootUrl });
  await root.connect();
  await root.query(`create database ${dbName} template ${PG_TEMPLATE}`);
  await root.end();
  const url = new URL(rootUrl);
  url.pathname = `/${dbName}`;
  db = new pg.Pool({ connectionString: url.toString(), max: 2, application_name: TEST_APPLICATION });
  proxy = await startDatabaseProxy(url.toString());
  shop = await startProcess(proxy.urlFor(url.toString()));
}, 60_000);
afterAll(async () => {
  if (!onPostgres) return;
  if (shop) {
    shop.child.kill("SIGTERM");
    await shop.exited;
  }
  await proxy?.cut();
  await db?.end();
  const root = new pg.Client({ connectionString: rootUrl });
  await root.connect();
  await root.query(`drop database if exists ${dbName} with (force)`);
  await root.end();
});

/** A checkout's status, Retry-After and order number; status 0 when the shop did not answer at all. */
const placeOrder = async (product: number, email: string) => {
  try {
    const res = await checkout(shop.url, [{ id: product, quantity: 1 }], {}, email);
    const body = await jsonOf(res);
    return { status: res.status, retryAfter: res.headers.get("retry-after"), number: body?.orderNumber as string | undefined };
  } catch {
    return { status: 0, retryAfter: null, number: undefined };
  }
};

const api = (path: string, init?: RequestInit) => fetch(`${shop.url}/api/${path}`, init);

describe.skipIf(!onPostgres)("the shop's PostgreSQL connections lost or gone", () => {
  test("the database away: the API answers 503 with Retry-After and kept pages are sent; back, the shop answers again", async () => {
    const kept = STOREFRONT_BUILT ? ["/", "/ru/"] : [];
    const pages = new Map<string, string>();
    for (const path of kept) {
      await fetch(`${shop.url}${path}`);
      const again = await fetch(`${shop.url}${path}`);
      expect(again.status).toBe(200);
      pages.set(path, await again.text());
    }
    const product = (await db.query<{ id: number }>("select min(id) as id from products where active and stock > 0")).rows[0]!.id;
    await proxy.cut();
    try {
      for (const [path, init] of [
        ["catalog/products?page=2", undefined],
        ["home", undefined],
        ["general", undefined],
        ["cart/products?ids[]=1", undefined],
        ["auth/login", { method: "POST", headers: { "content-type": "application/json" }, body: '{"email":"a@b.md","password":"x"}' }],
      ] as const) {
        const res = await api(path, init);
        expect([res.status, res.headers.get("retry-after")], path).toEqual([503, "5"]);
      }
      const order = await placeOrder(product, "away@mail.md");
      expect([order.status, order.retryAfter]).toEqual([503, "5"]);
      for (const [path, html] of pages) {
        const res = await fetch(`${shop.url}${path}`);
        expect(res.status, path).toBe(200);
        expect(await res.text(), path).toBe(html);
      }
      if (STOREFRONT_BUILT) {
        // A page never rendered cannot be: the error page, which says to come back soon.
        const fresh = await fetch(`${shop.url}/search/?text=ceainic`);
        expect([fresh.status, fresh.headers.get("retry-after")]).toEqual([503, "5"]);
      }
    } finally {
      await proxy.open();
    }
    expect(shop.child.exitCode).toBeNull();
    expect((await placeOrder(product, "back@mail.md")).status).toBe(201);
    expect((await api("catalog/products?page=2")).status).toBe(200);
  });
});
