import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import { PG_TEMPLATE } from "../support/global-setup.js";
import { STOREFRONT_BUILT, checkout, jsonOf } from "./helpers.js";
import { startDatabaseProxy, type DatabaseProxy } from "./database-proxy.js";
import type { ShopProcess } from "../support/processes.js";
import { startProcess } from "./scale-out-processes.js";

// The shop as its own process on PostgreSQL, reaching it through a relay the test can cut, while
// connections are killed under it: a lost connection fails its request with 503 and Retry-After,
// never the process, and the next request works; with the database away the API answers 503 and
// the pages kept are still sent. PGlite has no connections to lose: these run on PostgreSQL only.

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
  // The database is dropped with (force) at the end: a connection of this pool still closing then gets
  // the server's "terminating connection", which must not end the run as an uncaught error.
  db.on("connect", (client) => client.on("error", () => undefined));
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

/** A checkout's answer: status, Retry-After, body and order number; status 0 when the shop did not answer at all. */
const placeOrder = async (product: number, email: string) => {
  try {
    const res = await checkout(shop.url, [{ id: product, quantity: 1 }], {}, email);
    const body = await jsonOf(res);
    return { product, status: res.status, retryAfter: res.headers.get("retry-after"), body, number: body?.orderNumber as string | undefined };
  } catch (error) {
    return { product, status: 0, retryAfter: null, body: String(error), number: undefined };
  }
};
type Answer = Awaited<ReturnType<typeof placeOrder>>;

/**
 * Looks at the database up to `looks` times, 20 ms apart, until `ready` holds; throws what it last saw
 * when it never does (a bounded wait that fails saying why, instead of the test's time running out).
 */
const until = async <T>(what: string, look: () => Promise<T>, ready: (seen: T) => boolean, looks = 1000): Promise<T> => {
  for (let n = 1; ; n++) {
    const seen = await look();
    if (ready(seen)) return seen;
    if (n === looks) throw new Error(`${what}: not after ${looks} looks; last seen ${JSON.stringify(seen)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

/**
 * The shop's connections (every one but the test's own), each with whether it is a checkout in the
 * middle of its transaction: it has written (a transaction id) and waits for a lock.
 */
const shopConnections = async () =>
  (
    await db.query<{ pid: number; inFlight: boolean }>(
      `select pid, (backend_xid is not null and wait_event_type = 'Lock') as "inFlight"
         from pg_stat_activity where datname = $1 and application_name <> $2 order by pid`,
      [dbName, TEST_APPLICATION],
    )
  ).rows;

/**
 * Six shoppers check out at once, one product each, while the test holds the mail outbox locked: each
 * checkout writes its order, lines and stock and then waits to queue its e-mail, in the middle of its
 * transaction. `kill` picks which connections are terminated then (from every connection of the shop);
 * the lock is released once they are gone. Resolves with the answers and how many of the killed
 * connections held a checkout's transaction in flight.
 */
const checkoutsKilled = async (
  products: ReadonlyArray<number>,
  round: string,
  kill: (connections: Awaited<ReturnType<typeof shopConnections>>) => number[],
) => {
  const blocker = await db.connect();
  try {
    await blocker.query("begin");
    await blocker.query("lock table mail_outbox in share mode");
    const answered: Answer[] = [];
    const checkouts = products.map((product, n) =>
      placeOrder(product, `${round}-${n}@mail.md`).then((a) => {
        answered.push(a);
        return a;
      }),
    );
    const connections = await until(`${round}: six checkouts in the middle of their transactions`, shopConnections, (seen) => {
      if (shop.child.exitCode !== null) throw new Error(`${round}: the shop's process ended (${shop.child.exitCode}):\n${shop.output().slice(-2000)}`);
      if (answered.length > 0) throw new Error(`${round}: a checkout answered before writing its order: ${JSON.stringify(answered)}`);
      return seen.filter((c) => c.inFlight).length === products.length;
    });
    const killed = kill(connections);
    await db.query("select pg_terminate_backend(pid) from pg_stat_activity where pid = any($1::int[])", [killed]);
    await until(`${round}: the killed connections ended`, shopConnections, (seen) => !seen.some((c) => killed.includes(c.pid)));
    await blocker.query("commit");
    return { answers: await Promise.all(checkouts), killedInFlight: connections.filter((c) => c.inFlight && killed.includes(c.pid)).length };
  } finally {
    await blocker.query("rollback").catch(() => undefined);
    blocker.release();
  }
};

const api = (path: string, init?: RequestInit) => fetch(`${shop.url}/api/${path}`, init);

describe.skipIf(!onPostgres)("the shop's PostgreSQL connections lost or gone", () => {
  test("connections killed in the middle of parallel checkouts: the process lives, each answer is 201 or 503, each 201 is an order with its lines and stock", async () => {
    const products = (
      await db.query<{ id: number }>("update products set stock = 100 where id in (select id from products where active order by id limit 6) returning id")
    ).rows
      .map((r) => r.id)
      .sort((a, b) => a - b);
    expect(products).toHaveLength(6);
    const ordersBefore = (await db.query<{ n: number }>("select count(*)::int as n from orders")).rows[0]!.n;

    // Three of the six checkouts lose their connection after writing their order; then every
    // connection of the shop is lost at once (a restart or failover), the six checkouts' among them.
    const some = await checkoutsKilled(products, "some", (connections) =>
      connections
        .filter((c) => c.inFlight)
        .slice(0, 3)
        .map((c) => c.pid),
    );
    const all = await checkoutsKilled(products, "all", (connections) => connections.map((c) => c.pid));
    // The process is alive and the next checkouts, on new connections, are placed.
    expect(shop.child.exitCode).toBeNull();
    expect((await api("health")).status).toBe(200);
    const after = await Promise.all(products.map((product, n) => placeOrder(product, `after-${n}@mail.md`)));

    expect([some.killedInFlight, all.killedInFlight]).toEqual([3, 6]);
    const statuses = (answers: Answer[]) => answers.map((a) => a.status).sort();
    expect(statuses(some.answers)).toEqual([201, 201, 201, 503, 503, 503]);
    expect(statuses(all.answers)).toEqual(Array(6).fill(503));
    expect(statuses(after)).toEqual(Array(6).fill(201));
    const answers = [...some.answers, ...all.answers, ...after];
    expect(answers.filter((a) => a.status === 503 && a.retryAfter !== "5")).toEqual([]);

    // Each 201 is an order with its line and the unit it took; nothing of the lost checkouts is left.
    const placed = answers.filter((a) => a.status === 201);
    const stored = await db.query<{ number: string; product: number; quantity: number }>(
      `select o.number, l.product_id as product, l.quantity from orders o join order_lines l on l.order_id = o.id
        where o.number = any($1::text[]) order by o.number`,
      [placed.map((a) => a.number)],
    );
    expect(stored.rows).toEqual(placed.map((a) => ({ number: a.number, product: a.product, quantity: 1 })).sort((a, b) => a.number!.localeCompare(b.number!)));
    expect((await db.query<{ n: number }>("select count(*)::int as n from orders")).rows[0]!.n).toBe(ordersBefore + placed.length);
    const stock = await db.query<{ id: number; stock: number }>("select id, stock from products where id = any($1::int[]) order by id", [products]);
    expect(stock.rows).toEqual(products.map((id) => ({ id, stock: 100 - placed.filter((a) => a.product === id).length })));
  });

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
