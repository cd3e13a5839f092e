import { describe, expect, test } from "vitest";
import { Schema } from "effect";
import { AdminOrder, ORDER_NOTE_MAX, PrintedOrder } from "@vitrina/core";
import { admin, call, manager, shop, useDashboardShop } from "./support/dashboard.js";

// Staff notes on an order (decisions.md "The back office"; issue 31 item 3): internal, with author
// and time, in the order's history, audited, and never in anything the shopper is given.

useDashboardShop();

const NOTE = "Clientul a sunat: livrare după ora 18, poarta din spate.\nНе звонить до обеда.";

const placeOrder = async () => {
  const [product] = await shop.db.query<{ id: number }>("select id from products where active and stock > 5 order by id limit 1");
  const res = await shop.api("cart/checkout", {
    method: "POST",
    headers: { "content-type": "application/json", "accept-language": "ro" },
    body: JSON.stringify({
      paymentMethod: "bank_transfer",
      deliveryMethod: "courier",
      agreement: true,
      clientNote: "Vă rog să sunați înainte.",
      contactDetails: { email: "note@mail.md", phone: "069123456" },
      billingAddress: { firstName: "Ion", lastName: "Notarescu", country: "md", city: "Chișinău", address: "str. Ismail 8" },
      products: [{ id: product!.id, quantity: 1 }],
    }),
  });
  const { orderNumber, accessKey } = (await res.json()) as { orderNumber: string; accessKey: string };
  const [order] = await shop.db.query<{ id: number }>("select id from orders where number = $1", [orderNumber]);
  return { id: order!.id, number: orderNumber, key: accessKey };
};

const adminOrder = async (res: Response) => Schema.decodeUnknownSync(Schema.Struct({ data: AdminOrder }))(await res.json()).data;
/** How many notes and audit entries of notes there are: what a refused note must leave as it was. */
const written = async () =>
  (
    await shop.db.query<{ notes: number; audited: number }>(
      "select (select count(*)::int from order_notes) as notes, (select count(*)::int from audit_log where entity = 'order_notes') as audited",
    )
  )[0]!;

describe("staff notes on an order", () => {
  test("a note is kept with its author and time, answered with the order, and audited as its author's", async () => {
    const { id } = await placeOrder();
    const res = await call(`dashboard/orders/${id}/notes`, "POST", { text: `  ${NOTE}  ` });
    expect(res.status).toBe(201);
    const order = await adminOrder(res);
    expect(order.notes).toEqual([{ id: expect.any(Number), text: NOTE, by: "M", at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) }]);
    const second = await adminOrder(await call(`dashboard/orders/${id}/notes`, "POST", { text: "A doua notă" }, admin));
    expect(second.notes.map((n) => [n.text, n.by])).toEqual([
      [NOTE, "M"],
      ["A doua notă", "Administrator"],
    ]);
    expect((await adminOrder(await call(`dashboard/orders/${id}`))).notes).toEqual(second.notes);
    const [audited] = await shop.db.query<{ staff_email: string; action: string; after: { order_id: number; text: string } }>(
      "select staff_email, action, after from audit_log where entity = 'order_notes' and entity_id = $1",
      [String(order.notes[0]!.id)],
    );
    expect(audited).toMatchObject({ staff_email: "m@vitrina.md", action: "create", after: { order_id: id, text: NOTE } });
  });

  test("a blank, too long or wrong note is a 422 with field errors and changes nothing; an unknown order is a 404", async () => {
    const { id } = await placeOrder();
    const before = await written();
    for (const [body, errors] of [
      [{ text: " \n\t " }, { text: ["required"] }],
      [{ text: "ă".repeat(ORDER_NOTE_MAX + 1) }, { text: ["max"] }],
      [{ text: 42 }, { text: ["invalid"] }],
      [{}, { text: ["required"] }],
    ] as const) {
      const res = await call(`dashboard/orders/${id}/notes`, "POST", body);
      expect(res.status, JSON.stringify(body).slice(0, 40)).toBe(422);
      expect(((await res.json()) as { errors: unknown }).errors).toEqual(errors);
    }
    // The longest note there may be, in letters outside ASCII, is taken.
    expect((await call(`dashboard/orders/${id}/notes`, "POST", { text: "ă".repeat(ORDER_NOTE_MAX) })).status).toBe(201);
    const after = await written();
    expect(after).toEqual({ notes: before.notes + 1, audited: before.audited + 1 });
    expect((await call("dashboard/orders/999999/notes", "POST", { text: "Nimeni" })).status).toBe(404);
    expect(await written()).toEqual(after);
  });

  test("signed out is a 401; a disabled colleague's session is refused too", async () => {
    const { id } = await placeOrder();
    const res = await shop.api(`dashboard/orders/${id}/notes`, { method: "POST", headers: { "content-type": "application/json" }, body: '{"text":"x"}' });
    expect(res.status).toBe(401);
    await shop.db.query("update staff set status = 'disabled' where email = 'm@vitrina.md'");
    expect((await call(`dashboard/orders/${id}/notes`, "POST", { text: "x" })).status).toBe(401);
    await shop.db.query("update staff set status = 'active' where email = 'm@vitrina.md'");
  });

  test("the shopper never gets a note: not in the order lookup, the order page or any e-mail", async () => {
    const { id, number, key } = await placeOrder();
    expect((await call(`dashboard/orders/${id}/notes`, "POST", { text: NOTE })).status).toBe(201);
    // A status change and a payment after the note queue the shopper's news e-mails.
    expect((await call(`dashboard/orders/${id}/status`, "POST", { status: "confirmed" })).status).toBe(200);
    expect((await call(`dashboard/orders/${id}/payment`, "POST", { paid: true })).status).toBe(200);
    const secret = "poarta din spate";
    const lookup = await shop.api(`cart/order/${number}?key=${key}`);
    expect(lookup.status).toBe(200);
    const answer = await lookup.text();
    expect(answer).toContain("Vă rog să sunați înainte.");
    expect(answer).not.toContain(secret);
    const page = await fetch(`${shop.url}/order/${number}/?key=${key}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(number);
    expect(html).not.toContain(secret);
    const mails = await shop.db.query<{ kind: string; text_body: string; html_body: string; subject: string }>(
      "select kind, subject, text_body, html_body from mail_outbox where order_id = $1",
      [id],
    );
    expect(mails.map((m) => m.kind).sort()).toEqual(expect.arrayContaining(["order-confirmation"]));
    expect(mails.length).toBeGreaterThanOrEqual(3);
    for (const mail of mails) expect(`${mail.subject}\n${mail.text_body}\n${mail.html_body}`, mail.kind).not.toContain(secret);
  });
});

describe("an order for its printed page", () => {
  test("carries the order with its lines and totals and the seller's legal and bank details; 404 for none, 401 signed out", async () => {
    const { id, number } = await placeOrder();
    const res = await call(`dashboard/orders/${id}/print`);
    expect(res.status).toBe(200);
    const { data } = Schema.decodeUnknownSync(Schema.Struct({ data: PrintedOrder }))(await res.json());
    expect(data.order).toMatchObject({ id, number, clientNote: "Vă rog să sunați înainte.", billingAddress: { lastName: "Notarescu" } });
    expect(data.order.lines).toHaveLength(1);
    const identity = (await (await call("dashboard/shop-identity", "GET", undefined, admin)).json()) as { data: Record<string, string> };
    expect(data.seller).toEqual({
      name: identity.data.name,
      company: identity.data.company,
      idno: identity.data.idno,
      legal_address: identity.data.legal_address,
      bank: identity.data.bank,
      iban: identity.data.iban,
    });
    expect(data.seller.company).not.toBe("");
    expect((await call("dashboard/orders/999999/print")).status).toBe(404);
    expect((await shop.api(`dashboard/orders/${id}/print`)).status).toBe(401);
  });
});
