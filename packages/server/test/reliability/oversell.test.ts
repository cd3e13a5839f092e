import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { TestShop } from "../support/shop.js";
import { checkout, jsonOf, productIds, setStockViaDashboard, snapshot, startReliabilityShop } from "./helpers.js";

// A burst of shoppers racing for the last units: the shop sells exactly what it has, never a unit
// more, never refuses a sale it could make, and no request fails with a server error (deadlocks
// included: carts list the same products in different orders).

let shop: TestShop;
let token: string;
let ids: number[];
beforeAll(async () => {
  shop = await startReliabilityShop();
  token = await shop.adminToken();
  ids = await productIds(shop.db, 6);
});
afterAll(() => shop.stop());

type Line = { id: number; quantity: number };

/** Units of each product in order lines so far. */
const unitsSold = async (products: number[]) => {
  const rows = await shop.db.query<{ product_id: number; units: number }>(
    "select product_id, sum(quantity)::int as units from order_lines where product_id = any($1::int[]) group by product_id",
    [products],
  );
  return new Map(products.map((id) => [id, rows.find((r) => r.product_id === id)?.units ?? 0]));
};
const stockOf = async (products: number[]) =>
  new Map(
    (await shop.db.query<{ id: number; stock: number }>("select id, stock from products where id = any($1::int[])", [products])).map((r) => [r.id, r.stock]),
  );
const linesOf = async (orderNumber: string) =>
  shop.db.query<Line>("select l.product_id as id, l.quantity from order_lines l join orders o on o.id = l.order_id where o.number = $1 order by l.position", [
    orderNumber,
  ]);

describe("overselling", () => {
  test("50 concurrent checkouts for a product with 7 units, in carts mixing it with others in every order: exactly 7 sold", async () => {
    const [scarce, second, third] = ids as [number, number, number];
    // Set as the shop owner does, in the dashboard.
    await setStockViaDashboard(shop, token, scarce, 7);
    await setStockViaDashboard(shop, token, second, 500);
    await setStockViaDashboard(shop, token, third, 500);
    const before = await snapshot(shop.db);
    const soldBefore = await unitsSold([scarce, second, third]);

    // Every cart wants one unit of the scarce product; the others come along in six different orders,
    // so concurrent transactions would lock the same rows in opposite orders if the shop let them.
    const orders: Array<(i: number) => Line[]> = [
      () => [{ id: scarce, quantity: 1 }],
      (i) => [
        { id: scarce, quantity: 1 },
        { id: second, quantity: 1 + (i % 3) },
      ],
      (i) => [
        { id: second, quantity: 1 + (i % 3) },
        { id: scarce, quantity: 1 },
      ],
      (i) => [
        { id: third, quantity: 1 + (i % 2) },
        { id: second, quantity: 1 },
        { id: scarce, quantity: 1 },
      ],
      (i) => [
        { id: scarce, quantity: 1 },
        { id: third, quantity: 1 + (i % 2) },
        { id: second, quantity: 2 },
      ],
      (i) => [
        { id: second, quantity: 1 },
        { id: scarce, quantity: 1 },
        { id: third, quantity: 1 + (i % 2) },
      ],
    ];
    const carts = Array.from({ length: 50 }, (_, i) => orders[i % orders.length]!(i));
    const answers = await Promise.all(carts.map((cart, i) => checkout(shop.url, cart, {}, `buyer${i}@mail.md`)));
    const bodies = await Promise.all(answers.map(jsonOf));
    const statuses = answers.map((r) => r.status);

    // Every shopper gets a clear answer: an order, or "out of stock" naming the scarce line.
    expect(
      statuses.filter((s) => s !== 201 && s !== 422),
      JSON.stringify(bodies),
    ).toEqual([]);
    expect(statuses.filter((s) => s === 201)).toHaveLength(7);
    carts.forEach((cart, i) => {
      if (statuses[i] !== 422) return;
      expect(typeof bodies[i].message).toBe("string");
      expect(bodies[i].errors).toEqual({ [`products.${cart.findIndex((l) => l.id === scarce)}.quantity`]: ["out_of_stock"] });
    });

    // Each order holds exactly the lines its shopper asked for.
    const placed = carts.flatMap((cart, i) => (statuses[i] === 201 ? [{ cart, number: bodies[i].orderNumber as string }] : []));
    for (const { cart, number } of placed) expect(await linesOf(number)).toEqual(cart);

    // Stock: 7 units of the scarce product sold and none left; the others lost exactly what the 7 orders took.
    const sold = await unitsSold([scarce, second, third]);
    const stock = await stockOf([scarce, second, third]);
    const taken = (id: number) => placed.reduce((n, { cart }) => n + (cart.find((l) => l.id === id)?.quantity ?? 0), 0);
    expect(sold.get(scarce)! - soldBefore.get(scarce)!).toBe(7);
    expect(stock.get(scarce)).toBe(0);
    for (const id of [second, third]) {
      expect(sold.get(id)! - soldBefore.get(id)!).toBe(taken(id));
      expect(stock.get(id)).toBe(500 - taken(id));
    }
    const [negative] = await shop.db.query<{ n: number }>("select count(*)::int as n from products where stock < 0");
    expect(negative!.n).toBe(0);
    const after = await snapshot(shop.db);
    expect(after.orders - before.orders).toBe(7);
    expect(after.order_lines - before.order_lines).toBe(placed.reduce((n, p) => n + p.cart.length, 0));
    // One confirmation e-mail queued per order, none for the refused shoppers.
    const [mails] = await shop.db.query<{ n: number }>(
      "select count(*)::int as n from mail_outbox m join orders o on o.id = m.order_id where m.kind = 'order-confirmation' and o.number = any($1::text[])",
      [placed.map((p) => p.number)],
    );
    expect(mails!.n).toBe(7);
    const [confirmations] = await shop.db.query<{ n: number }>(
      "select count(*)::int as n from mail_outbox where kind = 'order-confirmation' and recipients[1] like 'buyer%@mail.md'",
    );
    expect(confirmations!.n).toBe(7);
  });

  test("property: any burst of concurrent carts over three scarce products sells at most the stock and refuses only what is gone", async () => {
    const products = ids.slice(3, 6);
    const cart = fc.uniqueArray(fc.record({ p: fc.integer({ min: 0, max: 2 }), quantity: fc.integer({ min: 1, max: 3 }) }), {
      selector: (l) => l.p,
      minLength: 1,
      maxLength: 3,
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 0, max: 6 }), { minLength: 3, maxLength: 3 }),
        fc.array(cart, { minLength: 4, maxLength: 16 }),
        async (stocks, rawCarts) => {
          for (const [i, id] of products.entries()) await shop.db.query("update products set stock = $2 where id = $1", [id, stocks[i]]);
          const soldBefore = await unitsSold(products);
          const carts: Line[][] = rawCarts.map((c) => c.map((l) => ({ id: products[l.p]!, quantity: l.quantity })));
          const answers = await Promise.all(carts.map((c) => checkout(shop.url, c)));
          const statuses = answers.map((r) => r.status);
          const bodies = await Promise.all(answers.map(jsonOf));
          expect(
            statuses.filter((s) => s !== 201 && s !== 422),
            JSON.stringify(bodies),
          ).toEqual([]);

          const sold = await unitsSold(products);
          const stock = await stockOf(products);
          for (const [i, id] of products.entries()) {
            const units = sold.get(id)! - soldBefore.get(id)!;
            // What the accepted carts asked for is exactly what was sold, and stock went down by as much.
            const asked = carts.reduce((n, c, k) => n + (statuses[k] === 201 ? (c.find((l) => l.id === id)?.quantity ?? 0) : 0), 0);
            expect(units).toBe(asked);
            expect(stock.get(id)).toBe(stocks[i]! - units);
            expect(stock.get(id)).toBeGreaterThanOrEqual(0);
          }
          // Stock only went down during the burst, so a cart refused for stock must still not fit now.
          carts.forEach((c, k) => {
            if (statuses[k] !== 422) return;
            expect(Object.values(bodies[k].errors).flat()).toContain("out_of_stock");
            expect(
              c.some((l) => stock.get(l.id)! < l.quantity),
              `refused although it fits: ${JSON.stringify(c)} with ${JSON.stringify([...stock])}`,
            ).toBe(true);
          });
        },
      ),
      { numRuns: 12 },
    );
  });
});
