import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { readConfig } from "../../src/config.js";
import { openPostgres } from "../../src/db/db.js";
import { createLog } from "../../src/lib/log.js";
import { startShop, type RunningShop } from "../../src/server.js";
import { asForm } from "../support/forms.js";
import { TEST_ADMIN, freshDb } from "../support/shop.js";

// Two server processes' worth of shops on one PostgreSQL database, requests alternating between them.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let shops: RunningShop[] = [];
beforeAll(async () => {
  if (!onPostgres) return;
  const first = await freshDb();
  // The second shop opens its own pool on the same database the first one uses.
  const [current] = await first.query<{ name: string }>("select current_database() as name");
  const dbUrl = new URL(process.env.TEST_DATABASE_URL!);
  dbUrl.pathname = `/${current!.name}`;
  const config = { ...readConfig({}), port: 0, adminEmail: TEST_ADMIN.email, adminPassword: TEST_ADMIN.password, dataDir: "/nonexistent" };
  const log = createLog({ silent: true });
  shops = [await startShop(config, { db: first, log, storefront: false }), await startShop(config, { db: await openPostgres(dbUrl.toString()), log, storefront: false })];
});
afterAll(async () => {
  // The second pool first: the first shop's close drops the database.
  for (const shop of [...shops].reverse()) await shop.stop();
});

const api = (i: number, path: string, init: RequestInit = {}) => fetch(`${shops[i % 2]!.url}/api/${path}`, init);
const checkout = (i: number, id: number, headers: Record<string, string> = {}) =>
  api(i, "cart/checkout", {
    method: "POST",
    headers,
    body: asForm({
      paymentMethod: "cash_on_delivery", deliveryMethod: "courier", agreement: true,
      contactDetails: { email: "two@example.md", phone: "069123456" },
      billingAddress: { firstName: "Ana", lastName: "Rusu", country: "md", city: "Chișinău", address: "str. 1" },
      products: [{ id, quantity: 1 }],
    }),
  });

describe.skipIf(!onPostgres)("two servers on one PostgreSQL", () => {
  test("alternating checkouts for 5 units sell exactly 5", async () => {
    await shops[0]!.db.query("update products set stock = 5 where id = 3");
    const statuses = (await Promise.all(Array.from({ length: 30 }, (_, i) => checkout(i, 3)))).map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s !== 201 && s !== 422)).toEqual([]);
    const [row] = await shops[1]!.db.query<{ stock: number }>("select stock from products where id = 3");
    expect(row!.stock).toBe(0);
  });

  test("one Idempotency-Key sent to both gives one order", async () => {
    await shops[0]!.db.query("update products set stock = 100 where id = 4");
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => checkout(i, 4, { "idempotency-key": "two-servers-key" })));
    const numbers = await Promise.all(answers.map(async (r) => (expect(r.status).toBe(201), ((await r.json()) as { orderNumber: string }).orderNumber)));
    expect(new Set(numbers).size).toBe(1);
    const [row] = await shops[0]!.db.query<{ n: number }>("select count(*)::int as n from orders where idempotency_key = 'two-servers-key'");
    expect(row!.n).toBe(1);
  });

  test("a token issued by one is accepted by the other, and a logout on one revokes it on both", async () => {
    const login = await api(0, "auth/login", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(TEST_ADMIN) });
    const { token } = (await login.json()) as { token: string };
    const auth = { authorization: `Bearer ${token}` };
    expect((await api(1, "auth/me", { headers: auth })).status).toBe(200);
    expect((await api(1, "auth/logout", { method: "POST", headers: auth })).status).toBe(204);
    expect((await api(0, "auth/me", { headers: auth })).status).toBe(401);
    expect((await api(1, "auth/me", { headers: auth })).status).toBe(401);
  });
});
