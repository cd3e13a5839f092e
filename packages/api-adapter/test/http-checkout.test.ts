import { describe, expect, test } from "vitest";
import fc from "fast-check";
import { COUNTRY_CODES, type CheckoutPayload } from "@vitrina/core";
import { toBracketForm } from "../src/index.js";
import { coerceCheckoutForm, fromBracketForm } from "@vitrina/server/testing";
import { seen, scriptServer, json, setup, type Handler } from "./scripted-server.js";

let handler: Handler;
scriptServer(() => handler);

/** Any checkout payload: texts with any characters (brackets, '=', '&', Cyrillic, emoji), optional parts present or not. */
const text = fc.string({ unit: "grapheme", maxLength: 30 });
const address = fc.record(
  { firstName: text, lastName: text, country: fc.constantFrom(...COUNTRY_CODES), city: text, address: text, postalCode: text, company: text },
  { requiredKeys: ["firstName", "lastName", "country", "city", "address"] },
);
const checkoutPayload: fc.Arbitrary<CheckoutPayload> = fc.record(
  {
    paymentMethod: fc.constantFrom("cash_on_delivery", "card_on_delivery", "bank_transfer"),
    deliveryMethod: fc.constantFrom("courier", "pickup", "post"),
    clientNote: text,
    agreement: fc.constant(true),
    contactDetails: fc.record({ email: text, phone: text }),
    billingAddress: address,
    deliveryAddress: address,
    products: fc.array(fc.record({ id: fc.integer({ min: 1, max: 10 ** 9 - 1 }), quantity: fc.integer({ min: 1, max: 999 }) }), {
      minLength: 1,
      maxLength: 20,
    }),
  },
  { requiredKeys: ["paymentMethod", "deliveryMethod", "agreement", "contactDetails", "billingAddress", "products"] },
) as fc.Arbitrary<CheckoutPayload>;

describe("order access", () => {
  test("checkout resolves with the number and the access key; the order is asked for with ?key=", async () => {
    const { shop } = setup();
    handler = (_req, res) => json(res, 201, { orderNumber: "VT-ABCDEFGH", accessKey: "key_-1" });
    const payload = {
      paymentMethod: "cash_on_delivery",
      deliveryMethod: "courier",
      agreement: true,
      contactDetails: { email: "a@b.md", phone: "069123456" },
      billingAddress: { firstName: "A", lastName: "B", country: "md", city: "C", address: "D" },
      products: [{ id: 1, quantity: 1 }],
    } as const;
    expect(await shop.checkout(payload)).toEqual({ orderNumber: "VT-ABCDEFGH", accessKey: "key_-1" });
    handler = (_req, res) => json(res, 404, { message: "Order not found." });
    await expect(shop.getOrder("VT-ABCDEFGH", "key_-1")).rejects.toMatchObject({ status: 404 });
    expect(seen[1]!.url).toBe("/api/cart/order/VT-ABCDEFGH?key=key_-1");
  });

  test("an answer without the access key is malformed", async () => {
    const { shop } = setup();
    handler = (_req, res) => json(res, 201, { orderNumber: "VT-ABCDEFGH" });
    const payload = {
      paymentMethod: "cash_on_delivery",
      deliveryMethod: "courier",
      agreement: true,
      contactDetails: { email: "a@b.md", phone: "069123456" },
      billingAddress: { firstName: "A", lastName: "B", country: "md", city: "C", address: "D" },
      products: [{ id: 1, quantity: 1 }],
    } as const;
    await expect(shop.checkout(payload)).rejects.toMatchObject({ status: 502 });
  });

  test("a 429 carries the seconds of its Retry-After", async () => {
    const { shop } = setup();
    handler = (_req, res) => {
      res.writeHead(429, { "content-type": "application/json", "retry-after": "540" });
      res.end(JSON.stringify({ message: "Too many orders" }));
    };
    const payload = {
      paymentMethod: "cash_on_delivery",
      deliveryMethod: "courier",
      agreement: true,
      contactDetails: { email: "a@b.md", phone: "069123456" },
      billingAddress: { firstName: "A", lastName: "B", country: "md", city: "C", address: "D" },
      products: [{ id: 1, quantity: 1 }],
    } as const;
    await expect(shop.checkout(payload)).rejects.toMatchObject({ status: 429, retryAfter: 540 });
  });
});

describe("multipart", () => {
  test("checkout is sent as multipart in bracket notation, empty address fields left out, with the Idempotency-Key", async () => {
    handler = (_req, res) => json(res, 201, { orderNumber: "VT-ABCDEFGH", accessKey: "k".repeat(43) });
    const { shop } = setup();
    await shop.checkout(
      {
        paymentMethod: "cash_on_delivery",
        deliveryMethod: "courier",
        agreement: true,
        contactDetails: { email: "a@b.md", phone: "069123456" },
        billingAddress: { firstName: "Ana", lastName: "Rusu", country: "md", city: "Chișinău", address: "Ismail 88", postalCode: "" },
        products: [{ id: 3, quantity: 2 }],
      },
      { idempotencyKey: "k-1" },
    );
    const request = seen[0]!;
    expect(request.headers["content-type"]).toMatch(/^multipart\/form-data/);
    expect(request.headers["idempotency-key"]).toBe("k-1");
    expect(request.body).toContain('name="contactDetails[email]"');
    expect(request.body).toContain('name="products[0][id]"');
    expect(request.body).not.toContain("postalCode");
  });

  test("property: bracket-notation encoding round-trips any checkout payload through the server's decoder", () => {
    fc.assert(
      fc.property(checkoutPayload, (payload) => {
        const form = toBracketForm(payload as unknown as Record<string, unknown>);
        const decoded = coerceCheckoutForm(fromBracketForm(form.entries()));
        // Empty optional texts are left out on purpose; everything else comes back as it was.
        const withoutEmpty = JSON.parse(JSON.stringify(payload, (_k, v) => (v === "" ? undefined : v)));
        expect(decoded).toEqual(withoutEmpty);
      }),
    );
  });
});
