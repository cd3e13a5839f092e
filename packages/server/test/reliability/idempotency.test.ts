import { randomUUID } from "node:crypto";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { TestShop } from "../support/shop.js";
import { checkout, jsonOf, productIds, snapshot, startReliabilityShop } from "./helpers.js";

// A shopper whose connection drops retries the checkout with the same Idempotency-Key (the
// storefront does, and so may a proxy): however many times and however concurrently it arrives,
// one order is placed, its stock taken once, one confirmation e-mail queued.

let shop: TestShop;
let product: number;
let other: number;
beforeAll(async () => {
  shop = await startReliabilityShop();
  [product, other] = (await productIds(shop.db, 2)) as [number, number];
  await shop.db.query("update products set stock = 1000 where id = any($1::int[])", [[product, other]]);
});
afterAll(() => shop.stop());

const ordersWithKey = async (key: string) =>
  shop.db.query<{ number: string; lines: number; confirmations: number }>(
    `select o.number, (select count(*)::int from order_lines l where l.order_id = o.id) as lines,
            (select count(*)::int from mail_outbox m where m.order_id = o.id and m.kind = 'order-confirmation') as confirmations
       from orders o where o.idempotency_key = $1`,
    [key],
  );

describe("Idempotency-Key", () => {
  test("sent 10 times at once and once more later, it gives one order with one number, stock taken once", async () => {
    const key = randomUUID();
    const cart = [
      { id: product, quantity: 2 },
      { id: other, quantity: 1 },
    ];
    const before = await snapshot(shop.db);
    const answers = await Promise.all(Array.from({ length: 10 }, () => checkout(shop.url, cart, { "idempotency-key": key })));
    const bodies = await Promise.all(answers.map(jsonOf));
    expect(
      answers.map((r) => r.status),
      JSON.stringify(bodies),
    ).toEqual(Array(10).fill(201));
    const numbers = new Set(bodies.map((b) => b.orderNumber));
    expect(numbers.size).toBe(1);
    const [number] = [...numbers];

    const later = await checkout(shop.url, cart, { "idempotency-key": key });
    expect(later.status).toBe(201);
    const replay = await later.json();
    expect(replay.orderNumber).toBe(number);

    expect(await ordersWithKey(key)).toEqual([{ number, lines: 2, confirmations: 1 }]);
    const after = await snapshot(shop.db);
    expect(after.orders - before.orders).toBe(1);
    expect(after.order_lines - before.order_lines).toBe(2);
    expect(before.stock - after.stock).toBe(3);
    // Every answer, the replays' too, holds a key that opens the real order: a shopper whose first
    // answer was lost still reaches the confirmation.
    for (const { accessKey } of [...bodies, replay]) {
      expect(accessKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect((await shop.api(`cart/order/${number}?key=${accessKey}`)).status).toBe(200);
    }
  });

  test("the same key with another body is a 422 that names the key, and nothing changes", async () => {
    const key = randomUUID();
    const first = await checkout(shop.url, [{ id: product, quantity: 1 }], { "idempotency-key": key });
    expect(first.status).toBe(201);
    const { orderNumber } = await first.json();
    const before = await snapshot(shop.db);
    for (const [cart, email] of [
      [[{ id: product, quantity: 2 }], undefined],
      [[{ id: other, quantity: 1 }], undefined],
      [[{ id: product, quantity: 1 }], "someone-else@mail.md"],
    ] as const) {
      const res = await checkout(shop.url, cart, { "idempotency-key": key }, email);
      expect(res.status).toBe(422);
      const body = await res.json();
      expect(typeof body.message).toBe("string");
      expect(body.errors).toEqual({ idempotencyKey: ["taken"] });
    }
    expect(await snapshot(shop.db)).toEqual(before);
    expect((await ordersWithKey(key)).map((o) => o.number)).toEqual([orderNumber]);
  });

  test("property: requests racing under one key with different bodies make one order; only its body gets the number", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.constantFrom(1, 2, 3), { minLength: 2, maxLength: 10 }), async (quantities) => {
        const key = randomUUID();
        const before = await snapshot(shop.db);
        const answers = await Promise.all(quantities.map((quantity) => checkout(shop.url, [{ id: product, quantity }], { "idempotency-key": key })));
        const bodies = await Promise.all(answers.map(jsonOf));
        const [order] = await ordersWithKey(key);
        expect(order, JSON.stringify(bodies)).toBeDefined();
        const [{ quantity: winner }] = (await shop.db.query<{ quantity: number }>(
          "select l.quantity from order_lines l join orders o on o.id = l.order_id where o.idempotency_key = $1",
          [key],
        )) as [{ quantity: number }];
        quantities.forEach((quantity, i) => {
          if (quantity === winner) expect([answers[i]!.status, bodies[i].orderNumber]).toEqual([201, order!.number]);
          else expect([answers[i]!.status, bodies[i].errors]).toEqual([422, { idempotencyKey: ["taken"] }]);
        });
        const after = await snapshot(shop.db);
        expect(after.orders - before.orders).toBe(1);
        expect(before.stock - after.stock).toBe(winner);
      }),
      { numRuns: 10 },
    );
  });

  test("a key whose checkout was refused for stock can be used again once the product is back", async () => {
    const key = randomUUID();
    await shop.db.query("update products set stock = 1 where id = $1", [other]);
    const refused = await checkout(shop.url, [{ id: other, quantity: 2 }], { "idempotency-key": key });
    expect(refused.status).toBe(422);
    expect((await refused.json()).errors).toEqual({ "products.0.quantity": ["out_of_stock"] });
    await shop.db.query("update products set stock = 5 where id = $1", [other]);
    const retried = await checkout(shop.url, [{ id: other, quantity: 2 }], { "idempotency-key": key });
    expect(retried.status).toBe(201);
    expect(await ordersWithKey(key)).toHaveLength(1);
    const [row] = await shop.db.query<{ stock: number }>("select stock from products where id = $1", [other]);
    expect(row!.stock).toBe(3);
  });

  test("an empty or overlong key is refused before anything is written; distinct keys are distinct orders", async () => {
    const before = await snapshot(shop.db);
    for (const [key, kind] of [
      ["", "required"],
      ["k".repeat(201), "max"],
    ] as const) {
      const res = await checkout(shop.url, [{ id: product, quantity: 1 }], { "idempotency-key": key });
      expect(res.status).toBe(422);
      expect((await res.json()).errors).toEqual({ idempotencyKey: [kind] });
    }
    expect(await snapshot(shop.db)).toEqual(before);
    const two = await Promise.all([randomUUID(), randomUUID()].map((key) => checkout(shop.url, [{ id: product, quantity: 1 }], { "idempotency-key": key })));
    const numbers = await Promise.all(
      two.map(async (r) => {
        expect(r.status).toBe(201);
        return (await r.json()).orderNumber;
      }),
    );
    expect(new Set(numbers).size).toBe(2);
  });
});
