import { describe, expect, test } from "vitest";
import { Schema } from "effect";
import { AdminOrder, AdminOrderSummary, OrderResponse, Overview, page, type DeliveryMethod, type PaymentMethod } from "@vitrina/core";
import { cancelUnpaidTransfers } from "../src/orders/unpaid-transfers.js";
import { auth, shop, useDashboardShop } from "./support/dashboard.js";
import { postCheckout } from "./support/orders.js";

// Payment recorded apart from the status, the pickup way, and the cancel of unpaid transfers
// (decisions.md "Delivery, payment and fulfilment"; issue 30 items 3 and 4).

useDashboardShop();

const adminOrder = async (res: Response) => Schema.decodeUnknownSync(Schema.Struct({ data: AdminOrder }))(await res.json()).data;

const placeOrder = async (paymentMethod: PaymentMethod, deliveryMethod: DeliveryMethod, quantity = 2) => {
  const [p] = await shop.db.query<{ id: number }>("select id from products where stock > 10 and active order by id limit 1");
  const res = await postCheckout(shop, [{ id: p!.id, quantity }], {
    paymentMethod,
    deliveryMethod,
    email: "plata@mail.md",
    billingAddress: { firstName: "Maria", lastName: "Plătitoarea" },
  });
  expect(res.status).toBe(201);
  const { orderNumber, accessKey } = (await res.json()) as { orderNumber: string; accessKey: string };
  const [order] = await shop.db.query<{ id: number }>("select id from orders where number = $1", [orderNumber]);
  return { id: order!.id, number: orderNumber, key: accessKey, productId: p!.id };
};
const setStatus = (id: number, status: string) => shop.api(`dashboard/orders/${id}/status`, auth({ method: "POST", body: JSON.stringify({ status }) }));
const setPaid = (id: number, body: unknown) => shop.api(`dashboard/orders/${id}/payment`, auth({ method: "POST", body: JSON.stringify(body) }));
const shopperView = async (number: string, key: string, lang = "ro") =>
  Schema.decodeUnknownSync(OrderResponse)(await (await shop.api(`cart/order/${number}?key=${key}`, { headers: { "accept-language": lang } })).json()).data;
const mails = (id: number) =>
  shop.db.query<{ kind: string; text_body: string }>("select kind, text_body from mail_outbox where order_id = $1 order by id", [id]);
const stockOf = async (id: number) => (await shop.db.query<{ stock: number }>("select stock from products where id = $1", [id]))[0]!.stock;

describe("payment status", () => {
  test("a bank transfer starts unpaid; staff mark it paid (once), the shopper is told and its page drops the bank details", async () => {
    const { id, number, key } = await placeOrder("bank_transfer", "courier");
    const fresh = await adminOrder(await shop.api(`dashboard/orders/${id}`, auth()));
    expect(fresh).toMatchObject({ payment_status: "unpaid", paid_at: null, paid_by: null, allowed_payment: "paid" });
    expect((await shopperView(number, key)).instructions?.bank).not.toBeNull();

    for (const bad of [{ paid: "yes" }, {}, { paid: null }]) {
      const res = await setPaid(id, bad);
      expect(res.status).toBe(422);
      expect(Object.keys((await res.json()).errors)).toEqual(["paid"]);
    }
    expect((await adminOrder(await shop.api(`dashboard/orders/${id}`, auth()))).payment_status).toBe("unpaid");

    const paid = await adminOrder(await setPaid(id, { paid: true }));
    expect(paid).toMatchObject({ payment_status: "paid", paid_by: "Administrator", allowed_payment: "unpaid", status: "new" });
    expect(Date.parse(paid.paid_at!)).toBeGreaterThan(Date.now() - 60_000);
    const again = await setPaid(id, { paid: true });
    expect(again.status).toBe(422);
    expect((await again.json()).errors).toEqual({ paid: ["transition"] });

    const seen = await shopperView(number, key);
    expect(seen).toMatchObject({ payment_status: "paid", instructions: { bank: null, payment: "" } });
    expect((await mails(id)).map((m) => m.kind)).toEqual(["order-confirmation", "order-alert", "order-paid"]);
    const [audit] = await shop.db.query<{ after: { payment_status: string } }>(
      "select after from audit_log where entity = 'orders' and entity_id = $1 and after ? 'payment_status' order by id desc limit 1",
      [String(id)],
    );
    expect(audit!.after.payment_status).toBe("paid");
    expect((await setPaid(999_999, { paid: true })).status).toBe(404);
  });

  test("a delivered cash or card order is paid; a cancelled order's payment cannot change", async () => {
    const cash = await placeOrder("cash_on_delivery", "post");
    for (const status of ["confirmed", "shipped", "delivered"]) expect((await setStatus(cash.id, status)).status).toBe(200);
    const delivered = await adminOrder(await shop.api(`dashboard/orders/${cash.id}`, auth()));
    expect(delivered).toMatchObject({ status: "delivered", payment_status: "paid", paid_by: null, allowed_payment: null });

    const cancelled = await placeOrder("bank_transfer", "post");
    expect((await setStatus(cancelled.id, "cancelled")).status).toBe(200);
    expect((await setPaid(cancelled.id, { paid: true })).status).toBe(422);
    const seen = await shopperView(cancelled.number, cancelled.key, "en");
    expect(seen.instructions).toMatchObject({ payment: "", bank: null });
  });

  test("the list filters by payment status and the overview counts unpaid transfers", async () => {
    const overview = async () => Schema.decodeUnknownSync(Schema.Struct({ data: Overview }))(await (await shop.api("dashboard/overview", auth())).json()).data;
    const before = await overview();
    const transfer = await placeOrder("bank_transfer", "pickup");
    const cash = await placeOrder("cash_on_delivery", "courier");
    expect((await overview()).unpaid_transfers).toBe(before.unpaid_transfers + 1);
    const list = async (query: string) =>
      Schema.decodeUnknownSync(page(AdminOrderSummary))(await (await shop.api(`dashboard/orders?search=Plătitoarea&perPage=100${query}`, auth())).json());
    const unpaid = await list("&payment_status=unpaid");
    expect(unpaid.data.map((o) => o.number)).toEqual(expect.arrayContaining([transfer.number, cash.number]));
    expect(unpaid.data.find((o) => o.number === transfer.number)).toMatchObject({ payment_method: "bank_transfer", delivery_method: "pickup" });
    const transfers = (await list("&payment_status=unpaid&payment_method=bank_transfer")).data;
    expect(transfers.map((o) => o.number)).toContain(transfer.number);
    expect(transfers.every((o) => o.payment_method === "bank_transfer" && o.payment_status === "unpaid")).toBe(true);
    await setPaid(transfer.id, { paid: true });
    expect((await list("&payment_status=unpaid")).data.map((o) => o.number)).not.toContain(transfer.number);
    expect((await list("&payment_status=paid")).data.map((o) => o.number)).toContain(transfer.number);
    expect((await overview()).unpaid_transfers).toBe(before.unpaid_transfers);
    const bad = await shop.api("dashboard/orders?payment_status=maybe", auth());
    expect((await bad.json()).errors).toEqual({ payment_status: ["invalid"] });
  });
});

describe("pickup orders", () => {
  test("go new → confirmed → ready for pickup → delivered, never shipped, and get a ready-for-pickup e-mail with the address and hours", async () => {
    const { id, number, key } = await placeOrder("card_on_delivery", "pickup");
    const confirmed = await adminOrder(await setStatus(id, "confirmed"));
    expect(confirmed.allowed_statuses).toEqual(["ready_for_pickup", "cancelled"]);
    expect((await setStatus(id, "shipped")).status).toBe(422);
    const ready = await adminOrder(await setStatus(id, "ready_for_pickup"));
    expect(ready.allowed_statuses).toEqual(["delivered", "cancelled"]);
    const [settings] = await shop.db.query<{ value: { addresses: Array<{ ro: string }>; pickup_addresses: Array<{ ro: string }>; schedule: { ro: string } } }>(
      "select value from settings where key = 'locale'",
    );
    const mail = (await mails(id)).find((m) => m.kind === "order-ready_for_pickup")!;
    expect(mail.text_body).toContain(`Comanda ${number} este gata de ridicare`);
    expect(mail.text_body).toContain(settings!.value.pickup_addresses[0]!.ro);
    // The warehouse among the shop's addresses is no pickup point.
    expect(mail.text_body).not.toContain(settings!.value.addresses[1]!.ro);
    expect(mail.text_body).toContain(settings!.value.schedule.ro);
    expect(mail.text_body).not.toMatch(/curier/i);
    expect((await shopperView(number, key)).status).toBe("ready_for_pickup");
    const picked = await adminOrder(await setStatus(id, "delivered"));
    expect(picked).toMatchObject({ status: "delivered", payment_status: "paid" });
    expect((await shopperView(number, key)).instructions?.pickup).toBeNull();
  });

  test("a courier order cannot be made ready for pickup", async () => {
    const { id } = await placeOrder("cash_on_delivery", "courier");
    await setStatus(id, "confirmed");
    const res = await setStatus(id, "ready_for_pickup");
    expect(res.status).toBe(422);
    expect((await res.json()).errors).toEqual({ status: ["transition"] });
  });
});

describe("unpaid bank transfers", () => {
  // Placed at noon in Chișinău on 2 November; the shop waits 5 days after that day.
  const PLACED = "2026-11-02T10:00:00Z";
  const backdate = (id: number) => shop.db.query("update orders set created_at = $2 where id = $1", [id, PLACED]);

  test("are cancelled at the shop's midnight after the wait: stock returns, the shopper is told, paid ones and cash stay", async () => {
    const transfer = await placeOrder("bank_transfer", "post", 3);
    const paid = await placeOrder("bank_transfer", "courier");
    const cash = await placeOrder("cash_on_delivery", "courier");
    for (const o of [transfer, paid, cash]) await backdate(o.id);
    await setPaid(paid.id, { paid: true });
    const stock = await stockOf(transfer.productId);

    // 7 November, 23:59 in Chișinău (21:59 UTC): the fifth whole day after the order is not over.
    expect(await cancelUnpaidTransfers(shop.db, shop.config, new Date("2026-11-07T21:59:00Z"))).not.toContain(transfer.number);
    // 8 November, 00:00 in Chișinău.
    const cancelled = await cancelUnpaidTransfers(shop.db, shop.config, new Date("2026-11-07T22:00:00Z"));
    expect(cancelled).toContain(transfer.number);
    expect(cancelled).not.toContain(paid.number);
    expect(cancelled).not.toContain(cash.number);

    const order = await adminOrder(await shop.api(`dashboard/orders/${transfer.id}`, auth()));
    expect(order.status).toBe("cancelled");
    expect(order.history.at(-1)).toMatchObject({ from: "new", to: "cancelled", by: null, by_shop: true });
    expect(await stockOf(transfer.productId)).toBe(stock + 3);
    const expired = (await mails(transfer.id)).find((m) => m.kind === "order-expired")!;
    expect(expired.text_body).toContain("Nu am primit plata în 5 zile");
    expect(expired.text_body).not.toContain("IBAN");
    // Once is enough: a second pass finds nothing more of it.
    expect(await cancelUnpaidTransfers(shop.db, shop.config, new Date("2026-12-01T00:00:00Z"))).not.toContain(transfer.number);
  });

  test("wait as long as the shop's setting says, and 0 never cancels", async () => {
    const transfer = await placeOrder("bank_transfer", "pickup");
    await backdate(transfer.id);
    const settings = async (value: unknown, version: number) =>
      shop.api("dashboard/order-settings", auth({ method: "PUT", body: JSON.stringify(value), headers: { "if-match": `"${version}"` } }));
    const current = (await (await shop.api("dashboard/order-settings", auth())).json()).data;
    expect((await settings({ max_per_order: current.max_per_order, unpaid_transfer_days: 0 }, current.version)).status).toBe(200);
    expect(await cancelUnpaidTransfers(shop.db, shop.config, new Date("2027-06-01T00:00:00Z"))).toEqual([]);
    expect((await settings({ max_per_order: current.max_per_order, unpaid_transfer_days: 10 }, current.version + 1)).status).toBe(200);
    expect(await cancelUnpaidTransfers(shop.db, shop.config, new Date("2026-11-12T21:59:00Z"))).not.toContain(transfer.number);
    expect(await cancelUnpaidTransfers(shop.db, shop.config, new Date("2026-11-12T22:00:00Z"))).toContain(transfer.number);
  });
});
