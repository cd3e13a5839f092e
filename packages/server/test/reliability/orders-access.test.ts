import { readdir } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import { openPglite } from "../../src/db/db.js";
import { migrate } from "../../src/db/migrate.js";
import type { TestShop } from "../support/shop.js";
import { checkout, jsonOf, productIds, snapshot, startReliabilityShop } from "./helpers.js";

// An order's confirmation holds the shopper's name, e-mail, phone and address: only its access key
// opens it, misses cannot be told apart or repeated quickly, and nothing caches the answer. Placed
// orders are limited per client address and per e-mail or phone (CHECKOUT_LIMIT).

const MIGRATIONS_DIR = fileURLToPath(new URL("../../src/db/migrations/", import.meta.url));

let shop: TestShop;
let products: number[];
beforeAll(async () => {
  // Behind one trusted proxy on this machine, so each test can be "another client" by X-Forwarded-For.
  shop = await startReliabilityShop({ config: { trustProxy: { addresses: ["loopback"] }, checkoutLimit: { count: 2, windowSeconds: 600 } } });
  products = await productIds(shop.db, 3, 50);
});
afterAll(() => shop.stop());

let clients = 0;
/** A client address of its own for each use (the limits are per client). */
const newClient = () => ({ "x-forwarded-for": `203.0.113.${++clients}` });
let shoppers = 0;
/** A shopper with an e-mail and a phone of their own. */
const newShopper = () => {
  shoppers += 1;
  return { email: `shopper${shoppers}@mail.md`, phone: `+373 69 ${String(100_000 + shoppers).slice(0, 3)} ${String(100_000 + shoppers).slice(3)}` };
};
const place = (client: Record<string, string>, shopper = newShopper(), headers: Record<string, string> = {}) =>
  checkout(shop.url, [{ id: products[0]!, quantity: 1 }], { ...client, ...headers }, shopper.email, shopper.phone);
const lookup = (path: string, client: Record<string, string>) => shop.api(path, { headers: client });

describe("order access key", () => {
  test("checkout answers a 256-bit base64url key; only number + key open the order, with no-store", async () => {
    const client = newClient();
    const res = await place(client);
    expect(res.status).toBe(201);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const { orderNumber, accessKey } = await res.json();
    expect(accessKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const found = await lookup(`cart/order/${orderNumber}?key=${accessKey}`, client);
    expect(found.status).toBe(200);
    expect(found.headers.get("cache-control")).toBe("no-store");
    expect((await found.json()).data.number).toBe(orderNumber);
    // The key is stored only as a hash.
    const stored = await shop.db.query<{ key_hash: string }>(
      "select key_hash from order_access_keys k join orders o on o.id = k.order_id where o.number = $1",
      [orderNumber],
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]!.key_hash).not.toContain(accessKey);
  });

  test("a missing key, a wrong key, another order's key and an unknown number are the same 404", async () => {
    const client = newClient();
    const a = await (await place(client)).json();
    const b = await (await place(newClient())).json();
    const flipped = `${a.accessKey.slice(0, -1)}${a.accessKey.endsWith("A") ? "B" : "A"}`;
    const misses = [
      `cart/order/${a.orderNumber}`,
      `cart/order/${a.orderNumber}?key=`,
      `cart/order/${a.orderNumber}?key=${flipped}`,
      `cart/order/${a.orderNumber}?key=${b.accessKey}`,
      `cart/order/VT-00000000?key=${a.accessKey}`,
      `cart/order/anything?key=${a.accessKey}`,
    ];
    const answers = [];
    for (const path of misses) {
      const res = await lookup(path, client);
      answers.push({ status: res.status, cache: res.headers.get("cache-control"), body: await res.text() });
    }
    expect(new Set(answers.map((x) => JSON.stringify(x))).size, JSON.stringify(answers)).toBe(1);
    expect(answers[0]).toMatchObject({ status: 404, cache: "no-store" });
    expect(answers[0]!.body).not.toContain(a.orderNumber);
  });

  test("a client missing one order's key 20 times is refused there with 429 and Retry-After, even with the right key; other clients are not", async () => {
    const owner = newClient();
    const { orderNumber, accessKey } = await (await place(owner)).json();
    const guesser = newClient();
    for (let i = 0; i < 20; i++) expect((await lookup(`cart/order/${orderNumber}?key=${"A".repeat(42)}${i % 10}`, guesser)).status).toBe(404);
    const refused = await lookup(`cart/order/${orderNumber}?key=${accessKey}`, guesser);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await lookup(`cart/order/${orderNumber}?key=${accessKey}`, owner)).status).toBe(200);
  });

  test("behind an address that missed 20 times, a guess is a 429 while the right key still opens its order", async () => {
    const shared = newClient();
    const { orderNumber, accessKey } = await (await place(shared)).json();
    const other = await (await place(newClient())).json();
    // Someone behind the same address guesses numbers, and another order's keys.
    for (let i = 0; i < 10; i++) expect((await lookup(`cart/order/VT-0000000${i}?key=${accessKey}`, shared)).status).toBe(404);
    for (let i = 0; i < 10; i++) expect((await lookup(`cart/order/${other.orderNumber}?key=${"B".repeat(42)}${i}`, shared)).status).toBe(404);
    const guess = await lookup(`cart/order/VT-00000010?key=${accessKey}`, shared);
    expect(guess.status).toBe(429);
    expect(Number(guess.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await lookup(`cart/order/${other.orderNumber}?key=${accessKey}`, shared)).status).toBe(429);
    // The shopper behind that address opens their order with its key, again and again.
    for (let i = 0; i < 3; i++) expect((await lookup(`cart/order/${orderNumber}?key=${accessKey}`, shared)).status).toBe(200);
  });

  // On an embedded database of its own whatever the run's database (the PostgreSQL run leaves it to the PGlite one).
  test.skipIf(inject("seed").kind !== "pglite")(
    "orders placed before keys existed got a key in migration 008, and their old keyless link is a 404",
    async () => {
      const db = await openPglite();
      // migrate() applies the versions schema_migrations does not list: with 008 and later listed, it
      // stops at 007, as a shop last started before access keys existed did.
      const later = (await readdir(MIGRATIONS_DIR)).filter((f) => /^\d+_.+\.sql$/.test(f) && Number(f.split("_")[0]) >= 8);
      expect(later[0]).toBe("008_order_access_key.sql");
      await db.query("create table schema_migrations (version integer primary key, name text not null, applied_at timestamptz not null default now())");
      for (const file of later) await db.query("insert into schema_migrations (version, name) values ($1, $2)", [Number(file.split("_")[0]), file]);
      expect(await migrate(db)).toEqual([1, 2, 3, 4, 5, 6, 7]);
      // A category and an order as 007's schema holds them.
      await db.query(`insert into categories (slug, name) values ('old', '{"ro": "Vechi"}')`);
      const number = "VT-OLD00001";
      await db.query(
        `insert into orders (number, locale, payment_method, delivery_method, email, phone, billing_address, subtotal, discount, delivery, total)
       values ($1, 'ro', 'cash_on_delivery', 'courier', 'old@mail.md', '+373 69 123 456', $2, 100, 0, 0, 100)`,
        [number, JSON.stringify({ firstName: "Ana", lastName: "Rusu", country: "md", city: "Chișinău", address: "str. Ismail 88" })],
      );
      await db.query("delete from schema_migrations where version >= 8");
      expect(await migrate(db)).toEqual(later.map((f) => Number(f.split("_")[0])));
      const keys = await db.query<{ key_hash: string }>("select key_hash from order_access_keys k join orders o on o.id = k.order_id where o.number = $1", [
        number,
      ]);
      expect(keys).toHaveLength(1);
      expect(keys[0]!.key_hash).toMatch(/^[0-9a-f]{64}$/);
      // Without the demo shop (DEMO=off): the shop is new to the server, not to its retailer.
      const old = await startReliabilityShop({ db, config: { demo: false } });
      try {
        const client = newClient();
        for (const path of [`cart/order/${number}`, `cart/order/${number}?key=`, `cart/order/${number}?key=${"A".repeat(43)}`]) {
          const res = await old.api(path, { headers: client });
          expect(res.status, path).toBe(404);
          expect(await res.text(), path).not.toContain("old@mail.md");
        }
        // Staff still see it.
        const staff = await old.adminToken();
        const list = await old.api(`dashboard/orders?search=${number}`, { headers: { authorization: `Bearer ${staff}` } });
        expect(await list.text()).toContain(number);
      } finally {
        await old.stop();
      }
    },
  );
});

describe("CHECKOUT_LIMIT (2 per 10 minutes here)", () => {
  test("a third order from one e-mail is a 429 with Retry-After, and nothing is written", async () => {
    const shopper = newShopper();
    for (let i = 0; i < 2; i++) expect((await place(newClient(), shopper)).status).toBe(201);
    const before = await snapshot(shop.db);
    const third = await place(newClient(), { ...shopper, phone: newShopper().phone });
    expect(third.status).toBe(429);
    expect(Number(third.headers.get("retry-after"))).toBeGreaterThan(500);
    expect((await jsonOf(third)).message).toBeTruthy();
    expect(await snapshot(shop.db)).toEqual(before);
  });

  test("a third order from one phone (spelt differently) is a 429", async () => {
    const shopper = newShopper();
    for (let i = 0; i < 2; i++) expect((await place(newClient(), { ...newShopper(), phone: shopper.phone })).status).toBe(201);
    const third = await place(newClient(), { ...newShopper(), phone: shopper.phone.replace(/\s/g, "") });
    expect(third.status).toBe(429);
  });

  test("a third order from one client address is a 429, while another client still orders", async () => {
    const client = newClient();
    for (let i = 0; i < 2; i++) expect((await place(client)).status).toBe(201);
    expect((await place(client)).status).toBe(429);
    expect((await place(newClient())).status).toBe(201);
  });

  test("a replay of a placed order (same Idempotency-Key) is not a new order and is not refused", async () => {
    const client = newClient();
    const shopper = newShopper();
    const key = { "idempotency-key": `replay-${clients}` };
    const first = await (await place(client, shopper, key)).json();
    expect((await place(client)).status).toBe(201);
    const replay = await place(client, shopper, key);
    expect(replay.status).toBe(201);
    expect((await replay.json()).orderNumber).toBe(first.orderNumber);
  });

  test("parallel checkouts from one client cannot slip past the limit", async () => {
    const client = newClient();
    const answers = await Promise.all(Array.from({ length: 6 }, () => place(client)));
    expect(answers.map((r) => r.status).sort()).toEqual([201, 201, 429, 429, 429, 429]);
  });
});
