import { mkdtemp, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { inject } from "vitest";
import pg from "pg";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { asForm } from "./support/forms.js";
import { PG_TEMPLATE } from "./support/global-setup.js";
import { startShopProcess } from "./support/processes.js";

// The shop as its own process, killed with SIGKILL under checkout load and started again: no answered
// order is lost and no unit of stock appears or disappears.

const PRODUCTS = [1, 2, 4];
const STOCK = 1000;

/** The shop as its own process on the crash test's database (`env`). */
const startProcess = (env: Record<string, string>) =>
  startShopProcess({
    ADMIN_EMAIL: "admin@crash.test",
    ADMIN_PASSWORD: "crash-test-password",
    WEB_DIST: "/nonexistent",
    CHECKOUT_LIMIT: "off",
    // The process killed is the one that answers (no cluster primary in between).
    WORKERS: "1",
    ...env,
  });

/** A database a separate process can open: a PGlite folder or a PostgreSQL database, from the seeded demo. */
const prepareDatabase = async (): Promise<{
  env: Record<string, string>;
  query: <T>(sql: string, params?: unknown[]) => Promise<T[]>;
  close: () => Promise<void>;
}> => {
  const seed = inject("seed");
  if (seed.kind === "pglite") {
    const dataDir = await mkdtemp(join(tmpdir(), "vitrina-crash-"));
    const open = () => PGlite.create({ dataDir: join(dataDir, "pglite"), extensions: { pg_trgm, unaccent } });
    const db = await PGlite.create({ dataDir: join(dataDir, "pglite"), loadDataDir: new Blob([await readFile(seed.path)]), extensions: { pg_trgm, unaccent } });
    await db.query(`update products set stock = ${STOCK} where id = any($1::int[])`, [PRODUCTS]);
    await db.close();
    // The embedded database serves one process at a time: read it only while the shop is stopped.
    return {
      env: { DATA_DIR: dataDir },
      query: async <T>(sql: string, params: unknown[] = []) => {
        const reader = await open();
        try {
          return (await reader.query<T>(sql, params)).rows;
        } finally {
          await reader.close();
        }
      },
      close: async () => undefined,
    };
  }
  const name = `vitrina_crash_${process.pid}`;
  const admin = new pg.Client({ connectionString: seed.url });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name} template ${PG_TEMPLATE}`);
  await admin.end();
  const url = new URL(seed.url);
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  await client.query(`update products set stock = ${STOCK} where id = any($1::int[])`, [PRODUCTS]);
  return {
    env: { DATABASE_URL: url.toString() },
    query: async <T>(sql: string, params: unknown[] = []) => (await client.query(sql, params)).rows as T[],
    close: async () => {
      await client.end();
      const cleanup = new pg.Client({ connectionString: seed.url });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
};

const checkoutBody = (i: number) =>
  asForm({
    paymentMethod: "cash_on_delivery",
    deliveryMethod: "courier",
    agreement: true,
    contactDetails: { email: `crash${i}@example.md`, phone: "069123456" },
    billingAddress: { firstName: "Ion", lastName: "Rusu", country: "md", city: "Chișinău", address: "str. Mare 1" },
    // Carts mixing the products in different orders.
    products: (i % 2 === 0 ? PRODUCTS : [...PRODUCTS].reverse()).map((id, k) => ({ id, quantity: 1 + ((i + k) % 3) })),
  });

let database: Awaited<ReturnType<typeof prepareDatabase>>;
beforeAll(async () => {
  database = await prepareDatabase();
});
afterAll(() => database.close());

describe("a crash under checkout load", () => {
  test("loses no answered order and keeps stock + units sold equal to the starting stock", async () => {
    const first = await startProcess(database.env);
    const answered: Array<{ orderNumber: string; accessKey: string }> = [];
    let stop = false;
    let n = 0;
    const worker = async () => {
      while (!stop) {
        const i = n++;
        try {
          const res = await fetch(`${first.url}/api/cart/checkout`, { method: "POST", body: checkoutBody(i) });
          if (res.status === 201) answered.push((await res.json()) as { orderNumber: string; accessKey: string });
          else expect(res.status).toBeLessThan(500);
        } catch {
          // The connection died with the process: this order was never answered.
        }
      }
    };
    const load = Promise.all(Array.from({ length: 6 }, worker));
    // Killed once the load is under way (six orders answered, six more in flight), however long the
    // first answers take on a busy machine.
    await expect.poll(() => answered.length, { timeout: 120_000, interval: 20 }).toBeGreaterThan(5);
    first.child.kill("SIGKILL");
    await first.exited;
    stop = true;
    await load;

    const second = await startProcess(database.env);
    try {
      for (const { orderNumber, accessKey } of answered)
        expect((await fetch(`${second.url}/api/cart/order/${orderNumber}?key=${accessKey}`)).status, orderNumber).toBe(200);
    } finally {
      second.child.kill("SIGTERM");
      await second.exited;
    }
    const [stock] = await database.query<{ left: number; sold: number; negative: number }>(
      `select (select sum(stock)::int from products where id = any($1::int[])) as left,
              (select coalesce(sum(quantity), 0)::int from order_lines where product_id = any($1::int[])) as sold,
              (select count(*)::int from products where stock < 0) as negative`,
      [PRODUCTS],
    );
    expect(stock).toEqual({ left: STOCK * PRODUCTS.length - stock!.sold, sold: stock!.sold, negative: 0 });
    expect(stock!.sold).toBeGreaterThan(0);
  }, 240_000);

  test.skipIf(inject("seed").kind !== "pglite")(
    "a second process is refused the embedded database's folder",
    async () => {
      const first = await startProcess(database.env);
      try {
        // It exits with 1, saying why, before it answers.
        await expect(startProcess(database.env)).rejects.toThrow(/^the shop exited with 1 before starting:[\s\S]*is used by another running shop/);
        expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
      } finally {
        first.child.kill("SIGTERM");
        await first.exited;
      }
    },
    60_000,
  );
});
