import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { Schema } from "effect";
import { CheckoutResponse, OrderResponse } from "@vitrina/core";
import { asForm } from "./support/forms.js";
import { startTestShop, type TestShop } from "./support/shop.js";

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.stop());

const address = { firstName: "Ana", lastName: "Rusu", country: "md", city: "Chișinău", address: "str. Ismail 88" };
const payload = (products: Array<{ id: number; quantity: number }>, extra: Record<string, unknown> = {}) => ({
  paymentMethod: "cash_on_delivery",
  deliveryMethod: "courier",
  agreement: true,
  contactDetails: { email: "ana@mail.md", phone: "+373 69 123 456" },
  billingAddress: address,
  products,
  ...extra,
});

const checkout = (body: unknown, headers: Record<string, string> = {}) =>
  shop.api("cart/checkout", { method: "POST", body: asForm(body), headers: { "accept-language": "ro", ...headers } });

const product = async (where = "stock > 5") =>
  (
    await shop.db.query<{ id: number; price: number; old_price: number | null; stock: number; slug: string }>(
      `select id, price, old_price, stock, slug from products where active and ${where} order by id limit 1`,
    )
  )[0]!;
const counts = async () =>
  (
    await shop.db.query<{ orders: number; stock: number }>(
      "select (select count(*)::int from orders) as orders, (select sum(stock)::int from products) as stock",
    )
  )[0]!;

describe("checkout", () => {
  test("places the order from database prices and shows it by number", async () => {
    const p = await product("old_price is not null and stock > 2");
    const before = await counts();
    const res = await checkout({ ...payload([{ id: p.id, quantity: 2 }]), price: 1, total: 1 });
    expect(res.status).toBe(201);
    const { orderNumber, accessKey } = Schema.decodeUnknownSync(CheckoutResponse)(await res.json());
    expect(orderNumber).toMatch(/^VT-[0-9A-Z]{8}$/);
    const after = await counts();
    expect(after).toEqual({ orders: before.orders + 1, stock: before.stock - 2 });
    const { data } = Schema.decodeUnknownSync(OrderResponse)(await (await shop.api(`cart/order/${orderNumber}?key=${accessKey}`)).json());
    expect(data.status).toBe("new");
    expect(data.lines).toMatchObject([{ product_id: p.id, quantity: 2, price: p.price, old_price: p.old_price }]);
    expect(data.totals).toEqual({ subtotal: p.old_price! * 2, discount: (p.old_price! - p.price) * 2, code_discount: 0, delivery: 0, total: p.price * 2 });
    expect(data.contactDetails).toEqual({ email: "ana@mail.md", phone: "+373 69 123 456" });
  });

  test("an unknown order number is a 404", async () => {
    expect((await shop.api("cart/order/VT-00000000")).status).toBe(404);
    expect((await shop.api("cart/order/anything")).status).toBe(404);
  });

  test("every invalid field answers 422 at once, and nothing is written", async () => {
    const p = await product();
    const before = await counts();
    const res = await checkout({
      paymentMethod: "bitcoin",
      agreement: "false",
      contactDetails: { email: "ana", phone: "0722123456" },
      billingAddress: { ...address, city: "" },
      products: [{ id: p.id, quantity: 0 }],
    });
    expect(res.status).toBe(422);
    const { errors } = await res.json();
    expect(errors).toMatchObject({
      paymentMethod: expect.any(Array),
      deliveryMethod: ["required"],
      agreement: expect.any(Array),
      "contactDetails.email": ["format"],
      "contactDetails.phone": ["format"],
      "billingAddress.city": ["required"],
      "products.0.quantity": ["min"],
    });
    expect(await counts()).toEqual(before);
  });

  test("an empty form reports each field, not just its group", async () => {
    const res = await shop.api("cart/checkout", { method: "POST", body: new FormData() });
    const { errors } = await res.json();
    expect(errors).toMatchObject({
      "contactDetails.email": ["required"],
      "contactDetails.phone": ["required"],
      "billingAddress.firstName": ["required"],
      "billingAddress.city": ["required"],
    });
  });

  test("the phone is checked for the delivery country", async () => {
    const p = await product();
    const romanian = { contactDetails: { email: "ana@mail.md", phone: "0722 123 456" } };
    expect((await checkout(payload([{ id: p.id, quantity: 1 }], romanian))).status).toBe(422);
    expect((await checkout(payload([{ id: p.id, quantity: 1 }], { ...romanian, deliveryAddress: { ...address, country: "ro", city: "Iași" } }))).status).toBe(
      201,
    );
  });

  test("asking for more than is in stock names the product and the units left, and writes nothing", async () => {
    // Fewer units than one order may hold (20), so the stock is what refuses.
    const p = await product("stock between 2 and 18");
    const before = await counts();
    const res = await checkout(payload([{ id: p.id, quantity: p.stock + 1 }]));
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(body.errors).toEqual({ "products.0.quantity": ["out_of_stock"] });
    expect(body.stock).toEqual({ [p.id]: p.stock });
    expect(await counts()).toEqual(before);
    const unknown = await checkout(payload([{ id: 999999, quantity: 1 }]));
    expect((await unknown.json()).errors).toEqual({ "products.0.id": ["not_found"] });
  });

  test("concurrent checkouts for the last units sell exactly the stock", async () => {
    const p = await product();
    await shop.db.query("update products set stock = 5 where id = $1", [p.id]);
    const answers = await Promise.all(Array.from({ length: 20 }, () => checkout(payload([{ id: p.id, quantity: 1 }]))));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 422)).toHaveLength(15);
    const [row] = await shop.db.query<{ stock: number }>("select stock from products where id = $1", [p.id]);
    expect(row!.stock).toBe(0);
  });

  test("a replayed Idempotency-Key gives one order, also concurrently; another body with it is a 422", async () => {
    const p = await product();
    const before = await counts();
    const body = payload([{ id: p.id, quantity: 1 }]);
    const key = `key-${Date.now()}`;
    const answers = await Promise.all(Array.from({ length: 5 }, () => checkout(body, { "idempotency-key": key })));
    const numbers = await Promise.all(
      answers.map(async (r) => {
        expect(r.status).toBe(201);
        return (await r.json()).orderNumber;
      }),
    );
    expect(new Set(numbers).size).toBe(1);
    const later = await checkout(body, { "idempotency-key": key });
    expect((await later.json()).orderNumber).toBe(numbers[0]);
    expect(await counts()).toEqual({ orders: before.orders + 1, stock: before.stock - 1 });
    const other = await checkout(payload([{ id: p.id, quantity: 2 }]), { "idempotency-key": key });
    expect(other.status).toBe(422);
    expect((await other.json()).errors).toEqual({ idempotencyKey: ["taken"] });
  });

  test("a JSON body works too, and malformed JSON is a 400", async () => {
    const p = await product();
    const res = await shop.api("cart/checkout", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(payload([{ id: p.id, quantity: 1 }])),
    });
    expect(res.status).toBe(201);
    const bad = await shop.api("cart/checkout", { method: "POST", headers: { "content-type": "application/json" }, body: "{" });
    expect(bad.status).toBe(400);
  });
});
