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

/** Ends every connection the shop holds to its database, as a failover or an administrator would. */
const killShopConnections = () =>
  db.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and application_name <> $2", [dbName, TEST_APPLICATION]);

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
  // Its time limit is the killing's, not a wait: up to 3,000 rounds until eight transactions are
  // caught between two statements, which takes minutes while the PGlite suite shares the two cores.
  test("connections killed again and again under parallel checkouts: the process lives, each answer is 201 or 503, each 201 is an order", async () => {
    const [{ id }] = (await db.query<{ id: number }>("update products set stock = 100000 where id = (select min(id) from products where active) returning id"))
      .rows as [{ id: number }];
    const answers: Array<Awaited<ReturnType<typeof placeOrder>>> = [];
    let shopping = true;
    // Six shoppers checking out one order after another, until the shop stops answering or the killing ends.
    const shopper = async (n: number) => {
      for (let i = 0; shopping && answers.at(-1)?.status !== 0; i++) answers.push(await placeOrder(id, `lost-${n}-${i}@mail.md`));
    };
    const shoppers = Array.from({ length: 6 }, (_, n) => shopper(n));
    // The connections that hold a checkout's transaction between two statements are killed (those
    // a transaction holds while nobody listens to them), and now and then every connection of the shop.
    let killedInTransaction = 0;
    for (let round = 1; round <= 3000 && killedInTransaction < 8 && answers.at(-1)?.status !== 0; round++) {
      const killed = await db.query<{ n: number }>(
        `select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
          where datname = $1 and application_name <> $2 and state = 'idle in transaction'`,
        [dbName, TEST_APPLICATION],
      );
      killedInTransaction += killed.rows[0]!.n;
      if (round % 100 === 0) await killShopConnections();
    }
    shopping = false;
    await Promise.all(shoppers);
    expect(killedInTransaction).toBeGreaterThan(0);
    expect(answers.filter((a) => a.status !== 201 && a.status !== 503).map((a) => a.status)).toEqual([]);
    expect(answers.filter((a) => a.status === 503 && a.retryAfter !== "5")).toEqual([]);
    expect(shop.child.exitCode).toBeNull();
    // The next requests work, on new connections.
    expect((await api("health")).status).toBe(200);
    const after = await placeOrder(id, "after@mail.md");
    expect(after.status).toBe(201);
    const placed = [...answers.filter((a) => a.status === 201), after].map((a) => a.number!);
    const stored = await db.query<{ number: string }>("select number from orders where number = any($1::text[])", [placed]);
    expect(stored.rows.map((r) => r.number).sort()).toEqual([...placed].sort());
  }, 300_000);

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
