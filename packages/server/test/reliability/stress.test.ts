import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { asForm } from "../support/forms.js";
import { startTestShop, type TestShop } from "../support/shop.js";

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.stop());

const checkout = (products: Array<{ id: number; quantity: number }>, i: number) =>
  shop.api("cart/checkout", {
    method: "POST",
    body: asForm({
      paymentMethod: "cash_on_delivery",
      deliveryMethod: "courier",
      agreement: true,
      contactDetails: { email: `stress${i}@example.md`, phone: "+373 69 123 456" },
      billingAddress: { firstName: "Ana", lastName: "Rusu", country: "md", city: "Chișinău", address: "str. Ismail 88" },
      products,
    }),
  });

describe("oversell under concurrency", () => {
  test("50 concurrent checkouts, carts mixing three products in different orders, sell exactly the stock with no deadlock", async () => {
    const ids = (await shop.db.query<{ id: number }>("select id from products where active order by id limit 3")).map((r) => r.id);
    const [scarce, a, b] = ids as [number, number, number];
    await shop.db.query("update products set stock = 7 where id = $1", [scarce]);
    await shop.db.query("update products set stock = 1000 where id = any($1::int[])", [[a, b]]);
    const carts = Array.from({ length: 50 }, (_, i) => {
      const lines = [{ id: scarce, quantity: 1 }, { id: a, quantity: 1 + (i % 2) }, { id: b, quantity: 1 }];
      // Every rotation of the lines, so rows are asked for in every order.
      return [...lines.slice(i % 3), ...lines.slice(0, i % 3)];
    });
    const answers = await Promise.all(carts.map((cart, i) => checkout(cart, i)));
    const statuses = answers.map((r) => r.status);
    expect(statuses.every((s) => s === 201 || s === 422)).toBe(true);
    expect(statuses.filter((s) => s === 201)).toHaveLength(7);
    const [sold] = await shop.db.query<{ units: number; stock: number; negative: number }>(
      `select (select coalesce(sum(quantity), 0)::int from order_lines where product_id = $1) as units,
              (select stock from products where id = $1) as stock,
              (select count(*)::int from products where stock < 0) as negative`,
      [scarce],
    );
    expect(sold).toEqual({ units: 7, stock: 0, negative: 0 });
  });
});
