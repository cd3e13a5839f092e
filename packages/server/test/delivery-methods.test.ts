import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { Schema } from "effect";
import { AdminMethodSettings, DEFAULT_METHOD_SETTINGS, OrderResponse, ShopMethodsResponse, type MethodSettings } from "@vitrina/core";
import { startTestShop, type TestShop } from "./support/shop.js";

// Delivery and payment methods as the owner sets them (decisions.md "Delivery, payment and
// fulfilment"; issue 30 item 2): switched on or off, countries, prices, free_from, which payment goes
// with which delivery; the checkout is priced and checked by them on the server.

let shop: TestShop;
let admin: string;
let manager: string;
let product: { id: number; price: number };
beforeAll(async () => {
  shop = await startTestShop();
  admin = await shop.adminToken();
  const created = await shop.api("dashboard/staff", {
    method: "POST",
    headers: { authorization: `Bearer ${admin}`, "content-type": "application/json" },
    body: JSON.stringify({ email: "methods.manager@vitrina.md", name: "M", role: "manager", password: "manager-password-1" }),
  });
  expect(created.status).toBe(201);
  const login = await shop.api("auth/login", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "methods.manager@vitrina.md", password: "manager-password-1" }),
  });
  manager = ((await login.json()) as { token: string }).token;
  const [row] = await shop.db.query<{ id: number; price: string }>(
    "select id, price from products where active and old_price is null and price between 100 and 900 order by id limit 1",
  );
  product = { id: row!.id, price: Number(row!.price) };
  await shop.db.query("update products set stock = 500 where id = $1", [product.id]);
});
afterAll(() => shop.stop());

const call = (path: string, method = "GET", body?: unknown, token = admin, version?: number) =>
  shop.api(path, {
    method,
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json", ...(version !== undefined ? { "if-match": `"${version}"` } : {}) },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
const settings = async () => Schema.decodeUnknownSync(Schema.Struct({ data: AdminMethodSettings }))(await (await call("dashboard/methods")).json()).data;
const offered = async () => Schema.decodeUnknownSync(ShopMethodsResponse)(await (await shop.api("cart/methods")).json()).data;
const EMAIL = "livrare@mail.md";
const checkout = (choice: { deliveryMethod: string; paymentMethod: string; country?: string; quantity?: number }) =>
  shop.api("cart/checkout", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      paymentMethod: choice.paymentMethod,
      deliveryMethod: choice.deliveryMethod,
      agreement: true,
      contactDetails: { email: EMAIL, phone: "+40 722 123 456" },
      billingAddress: { firstName: "Ana", lastName: "Livrare", country: choice.country ?? "md", city: "Chișinău", address: "str. Ismail 8" },
      products: [{ id: product.id, quantity: choice.quantity ?? 1 }],
    }),
  });
const counts = async () =>
  (
    await shop.db.query<{ orders: number; stock: number }>(
      "select (select count(*)::int from orders where email = $1) as orders, (select stock from products where id = $2) as stock",
      [EMAIL, product.id],
    )
  )[0]!;

/** Courier priced at 75.50 and free from two units, in Moldova only; pickup off; bank transfers with post only. */
const PRICED: MethodSettings = {
  delivery: [
    { method: "courier", enabled: true, price: 75.5, free_from: 0, countries: ["md"] },
    { method: "pickup", enabled: false, price: 0, free_from: null, countries: ["md"] },
    { method: "post", enabled: true, price: 40, free_from: null, countries: ["md", "ro", "bg"] },
  ],
  payment: [
    { method: "cash_on_delivery", enabled: true, delivery_methods: ["courier", "post"] },
    { method: "card_on_delivery", enabled: false, delivery_methods: ["courier", "pickup", "post"] },
    { method: "bank_transfer", enabled: true, delivery_methods: ["post"] },
  ],
};

describe("the owner's delivery and payment methods", () => {
  test("a shop that set nothing offers every method free in every country, and orders cost their lines as before", async () => {
    expect(await settings()).toEqual({ ...DEFAULT_METHOD_SETTINGS, version: 0 });
    const methods = await offered();
    expect(methods.delivery.map((d) => [d.method, d.price, d.free_from, d.countries])).toEqual([
      ["courier", 0, null, ["md", "ro", "bg"]],
      ["pickup", 0, null, ["md", "ro", "bg"]],
      ["post", 0, null, ["md", "ro", "bg"]],
    ]);
    expect(methods.payment.map((p) => p.method)).toEqual(["cash_on_delivery", "card_on_delivery", "bank_transfer"]);
    const res = await checkout({ deliveryMethod: "pickup", paymentMethod: "bank_transfer", country: "bg" });
    expect(res.status).toBe(201);
  });

  test("only admins read and replace them, with the version read (428, 409), field errors and nothing changed on a refusal", async () => {
    const read = await settings();
    expect((await call("dashboard/methods", "GET", undefined, manager)).status).toBe(403);
    expect((await call("dashboard/methods", "PUT", PRICED, manager, read.version)).status).toBe(403);
    expect((await shop.api("dashboard/methods")).status).toBe(401);
    expect((await call("dashboard/methods", "PUT", PRICED)).status).toBe(428);

    const allOff = { ...PRICED, payment: PRICED.payment.map((p) => ({ ...p, enabled: false })) };
    const none = await call("dashboard/methods", "PUT", allOff, admin, read.version);
    expect(none.status).toBe(422);
    expect((await none.json()).errors).toEqual({ payment: ["none_enabled"] });
    const wrong = await call(
      "dashboard/methods",
      "PUT",
      { ...PRICED, delivery: PRICED.delivery.map((d, i) => (i === 0 ? { ...d, price: -5, free_from: 10.001, countries: ["md", "us"] } : d)) },
      admin,
      read.version,
    );
    expect(wrong.status).toBe(422);
    expect((await wrong.json()).errors).toEqual({ "delivery.0.price": ["min"], "delivery.0.free_from": ["decimals"], "delivery.0.countries.1": ["invalid"] });
    expect(await settings()).toEqual(read);
    expect((await offered()).delivery.every((d) => d.price === 0)).toBe(true);

    const saved = await call("dashboard/methods", "PUT", PRICED, admin, read.version);
    expect(saved.status).toBe(200);
    expect((await saved.json()).data).toEqual({ ...PRICED, version: read.version + 1 });
    expect((await call("dashboard/methods", "PUT", DEFAULT_METHOD_SETTINGS, admin, read.version)).status).toBe(409);
    const [audit] = await shop.db.query<{ after: { value: MethodSettings } }>(
      "select after from audit_log where entity = 'settings' and entity_id = 'methods' order by id desc limit 1",
    );
    expect(audit!.after.value.delivery[0]!.price).toBe(75.5);
  });

  test("the shopper is offered only the methods switched on, each payment with the deliveries it goes with", async () => {
    expect(await offered()).toEqual({
      delivery: [
        { method: "courier", price: 75.5, free_from: 0, countries: ["md"] },
        { method: "post", price: 40, free_from: null, countries: ["md", "ro", "bg"] },
      ],
      payment: [
        { method: "cash_on_delivery", delivery_methods: ["courier", "post"] },
        { method: "bank_transfer", delivery_methods: ["post"] },
      ],
    });
  });

  test("a bank transfer is not offered while the shop has no IBAN to be paid into: a checkout with it is a 422 and writes nothing", async () => {
    const {
      logo: _logo,
      version,
      ...identity
    } = ((await (await call("dashboard/shop-identity")).json()) as { data: Record<string, unknown> & { version: number } }).data;
    expect((await call("dashboard/shop-identity", "PUT", { ...identity, iban: "" }, admin, version)).status).toBe(200);
    expect((await offered()).payment.map((p) => p.method)).toEqual(["cash_on_delivery"]);
    const before = await counts();
    const refused = await checkout({ deliveryMethod: "post", paymentMethod: "bank_transfer" });
    expect(refused.status).toBe(422);
    expect((await refused.json()).errors).toEqual({ paymentMethod: ["unavailable"] });
    expect(await counts()).toEqual(before);

    expect((await call("dashboard/shop-identity", "PUT", identity, admin, version + 1)).status).toBe(200);
    expect((await offered()).payment.map((p) => p.method)).toEqual(["cash_on_delivery", "bank_transfer"]);
  });

  test("a method switched off, a country not served or a payment that does not go with the delivery is a 422 on its field, and nothing is written", async () => {
    const before = await counts();
    const refusals: Array<[Parameters<typeof checkout>[0], Record<string, string[]>]> = [
      [{ deliveryMethod: "pickup", paymentMethod: "cash_on_delivery" }, { deliveryMethod: ["unavailable"] }],
      [{ deliveryMethod: "courier", paymentMethod: "cash_on_delivery", country: "ro" }, { deliveryMethod: ["not_served"] }],
      [{ deliveryMethod: "courier", paymentMethod: "bank_transfer" }, { paymentMethod: ["unavailable"] }],
      [{ deliveryMethod: "post", paymentMethod: "card_on_delivery" }, { paymentMethod: ["unavailable"] }],
    ];
    for (const [choice, errors] of refusals) {
      const res = await checkout(choice);
      expect(res.status).toBe(422);
      expect((await res.json()).errors).toEqual(errors);
    }
    expect(await counts()).toEqual(before);
  });

  test("the server prices the delivery: the method's price below free_from, nothing from it, and the order and its e-mail say so", async () => {
    // free_from 0 reads as "always free"; price it from three units of the product on.
    const read = await settings();
    const freeFrom = product.price * 3;
    const courier = { ...PRICED.delivery[0]!, free_from: freeFrom };
    const res = await call("dashboard/methods", "PUT", { ...PRICED, delivery: [courier, ...PRICED.delivery.slice(1)] }, admin, read.version);
    expect(res.status).toBe(200);

    const placed = await checkout({ deliveryMethod: "courier", paymentMethod: "cash_on_delivery", quantity: 2 });
    expect(placed.status).toBe(201);
    const { orderNumber, accessKey } = (await placed.json()) as { orderNumber: string; accessKey: string };
    const order = Schema.decodeUnknownSync(OrderResponse)(await (await shop.api(`cart/order/${orderNumber}?key=${accessKey}`)).json()).data;
    const lines = Math.round(product.price * 2 * 100) / 100;
    expect(order.totals).toEqual({ subtotal: lines, discount: 0, code_discount: 0, delivery: 75.5, total: Math.round((lines + 75.5) * 100) / 100 });
    const [mail] = await shop.db.query<{ text_body: string }>(
      "select m.text_body from mail_outbox m join orders o on o.id = m.order_id where o.number = $1 and m.kind = 'order-confirmation'",
      [orderNumber],
    );
    expect(mail!.text_body).toContain("Costul livrării: 75,50\u00a0lei");

    const free = await checkout({ deliveryMethod: "courier", paymentMethod: "cash_on_delivery", quantity: 3 });
    const freeOrder = (await free.json()) as { orderNumber: string; accessKey: string };
    const three = Schema.decodeUnknownSync(OrderResponse)(await (await shop.api(`cart/order/${freeOrder.orderNumber}?key=${freeOrder.accessKey}`)).json()).data;
    expect(three.totals.delivery).toBe(0);
    expect(three.totals.total).toBe(three.totals.subtotal);
  });
});
