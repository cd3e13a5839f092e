import { beforeAll, describe, expect, test } from "vitest";
import { auth, shop, useDashboardShop } from "./support/dashboard.js";
import { postCheckout, productOfShopLimit } from "./support/orders.js";

// One order line holds at most max_per_order units of a product: the product's own limit, else the
// shop's order setting (default 20). Past it the checkout is a 422 naming the line, and nothing is
// written (issue 28 item 3: one anonymous order could take a product's whole stock).

useDashboardShop();
let productId: number;
beforeAll(async () => {
  productId = await productOfShopLimit(shop);
});

const checkout = (quantity: number) => postCheckout(shop, [{ id: productId, quantity }], { email: "limita@mail.md" });
const stock = async () => (await shop.db.query<{ stock: number }>("select stock from products where id = $1", [productId]))[0]!.stock;
const orders = async () => (await shop.db.query<{ n: number }>("select count(*)::int as n from orders where email = 'limita@mail.md'"))[0]!.n;
const settings = async () =>
  (await (await shop.api("dashboard/order-settings", auth())).json()).data as { max_per_order: number; unpaid_transfer_days: number; version: number };
const saveSettings = (body: unknown, version: number | null) =>
  shop.api("dashboard/order-settings", auth({ method: "PUT", body: JSON.stringify(body), headers: version === null ? {} : { "if-match": `"${version}"` } }));

describe("the per-line limit", () => {
  test("is the shop's 20 by default: 21 units are refused naming the line, with the units it may hold, and nothing is written", async () => {
    expect(await settings()).toMatchObject({ max_per_order: 20, unpaid_transfer_days: 5 });
    const before = { stock: await stock(), orders: await orders() };
    const res = await checkout(21);
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(body.errors).toEqual({ "products.0.quantity": ["max_per_order"] });
    expect(body.stock).toEqual({ [productId]: 20 });
    expect({ stock: await stock(), orders: await orders() }).toEqual(before);
    expect((await checkout(20)).status).toBe(201);
    expect(await stock()).toBe(before.stock - 20);
  });

  test("a product's own limit wins over the shop's, and cart and product answers carry the limit a shopper may pick", async () => {
    await shop.db.query("update products set max_per_order = 2 where id = $1", [productId]);
    expect((await checkout(3)).status).toBe(422);
    expect((await checkout(2)).status).toBe(201);
    const cart = await (await shop.api(`cart/products?ids[]=${productId}`)).json();
    expect(cart.data[0].max_per_order).toBe(2);
    const [row] = await shop.db.query<{ slug: string }>("select slug from products where id = $1", [productId]);
    expect((await (await shop.api(`catalog/product/${row!.slug}`)).json()).data.max_per_order).toBe(2);
    await shop.db.query("update products set max_per_order = null where id = $1", [productId]);
  });

  test("the shop's limit is an admin's setting: validated with field errors, versioned and audited", async () => {
    const read = await settings();
    expect((await saveSettings({ max_per_order: 5, unpaid_transfer_days: 5 }, null)).status).toBe(428);
    const bad = await saveSettings({ max_per_order: 0, unpaid_transfer_days: 400 }, read.version);
    expect(bad.status).toBe(422);
    expect((await bad.json()).errors).toEqual({ max_per_order: ["min"], unpaid_transfer_days: ["max"] });
    const fraction = await saveSettings({ max_per_order: 2.5, unpaid_transfer_days: -1 }, read.version);
    expect((await fraction.json()).errors).toEqual({ max_per_order: ["type"], unpaid_transfer_days: ["min"] });
    expect(await settings()).toEqual(read);

    const saved = await saveSettings({ max_per_order: 5, unpaid_transfer_days: 5 }, read.version);
    expect(saved.status).toBe(200);
    expect((await saved.json()).data).toEqual({ max_per_order: 5, unpaid_transfer_days: 5, version: read.version + 1 });
    expect((await saveSettings({ max_per_order: 6, unpaid_transfer_days: 5 }, read.version)).status).toBe(409);
    const [audit] = await shop.db.query<{ after: { value: { max_per_order: number } } }>(
      "select after from audit_log where entity = 'settings' and entity_id = 'orders' order by id desc limit 1",
    );
    expect(audit!.after.value.max_per_order).toBe(5);

    expect((await checkout(6)).status).toBe(422);
    expect((await checkout(5)).status).toBe(201);
    expect((await (await shop.api(`cart/products?ids[]=${productId}`)).json()).data[0].max_per_order).toBe(5);
  });
});
