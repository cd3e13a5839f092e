import fc from "fast-check";
import { describe, expect, test } from "vitest";
import {
  DEFAULT_METHOD_SETTINGS,
  MAX_LINE_QUANTITY,
  MethodSettings,
  cartTotals,
  deliveryCharge,
  deliveryOffers,
  methodErrors,
  paymentOffers,
  shopMethods,
  validate,
  type MethodSettings as Settings,
} from "../src/index.js";

const bani = (amount: number) => Math.round(amount * 100);
const isTwoDecimals = (n: number) => Math.round(n * 100) / 100 === n;
const money = fc.integer({ min: 0, max: 5_000_000 }).map((c) => c / 100);
const line = fc.record({ price: money, old_price: fc.option(money, { nil: null }), quantity: fc.integer({ min: 1, max: MAX_LINE_QUANTITY }) });
const charge = fc.record({ price: money, free_from: fc.option(money, { nil: null }) });

describe("cartTotals with a delivery charge", () => {
  test("the method's price is added until the subtotal after discounts reaches free_from", () => {
    const courier = { price: 50, free_from: 1000 };
    expect(cartTotals([{ price: 999.99, quantity: 1 }], { delivery: courier })).toEqual({
      subtotal: 999.99,
      discount: 0,
      code_discount: 0,
      delivery: 50,
      total: 1049.99,
    });
    expect(cartTotals([{ price: 1000, quantity: 1 }], { delivery: courier })).toEqual({
      subtotal: 1000,
      discount: 0,
      code_discount: 0,
      delivery: 0,
      total: 1000,
    });
    // The threshold reads the price paid, not the list price: 1200 at 900 is below 1000.
    expect(cartTotals([{ price: 900, old_price: 1200, quantity: 1 }], { delivery: courier })).toEqual({
      subtotal: 1200,
      discount: 300,
      code_discount: 0,
      delivery: 50,
      total: 950,
    });
    expect(cartTotals([{ price: 10, quantity: 1 }], { delivery: { price: 45.5, free_from: null } }).delivery).toBe(45.5);
    expect(cartTotals([{ price: 10, quantity: 1 }]).delivery).toBe(0);
  });

  test("property: delivery is the price below free_from and 0 from it, total = subtotal − discount + delivery, in whole bani", () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 12 }), charge, (lines, delivery) => {
        const t = cartTotals(lines, { delivery });
        const goods = bani(t.subtotal) - bani(t.discount);
        const free = delivery.free_from !== null && goods >= bani(delivery.free_from);
        expect(t.delivery).toBe(free ? 0 : delivery.price);
        expect(bani(t.total)).toBe(goods + bani(t.delivery));
        for (const figure of Object.values(t)) {
          expect(figure).toBeGreaterThanOrEqual(0);
          expect(isTwoDecimals(figure)).toBe(true);
        }
      }),
    );
  });

  test("property: at the threshold exactly the delivery is free, one ban below it is charged", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), money, (threshold, price) => {
        const delivery = { price, free_from: threshold / 100 };
        expect(cartTotals([{ price: threshold / 100, quantity: 1 }], { delivery }).delivery).toBe(0);
        expect(cartTotals([{ price: (threshold - 1) / 100, quantity: 1 }], { delivery }).delivery).toBe(price);
      }),
    );
  });

  test("property: a delivery charge never lowers the total and never changes the lines' figures", () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 12 }), charge, (lines, delivery) => {
        const without = cartTotals(lines);
        const withIt = cartTotals(lines, { delivery });
        expect({ subtotal: withIt.subtotal, discount: withIt.discount }).toEqual({ subtotal: without.subtotal, discount: without.discount });
        expect(withIt.total).toBeGreaterThanOrEqual(without.total);
      }),
    );
  });

  test("bani are kept exact: 3 × 0.1 with a delivery of 0.2 is 0.5", () => {
    expect(cartTotals([{ price: 0.1, quantity: 3 }], { delivery: { price: 0.2, free_from: null } })).toEqual({
      subtotal: 0.3,
      discount: 0,
      code_discount: 0,
      delivery: 0.2,
      total: 0.5,
    });
  });
});

/** Settings with courier priced and served in md only, pickup off, bank transfers with post only. */
const priced: Settings = {
  delivery: [
    { method: "courier", enabled: true, price: 60, free_from: 1500, countries: ["md"] },
    { method: "pickup", enabled: false, price: 0, free_from: null, countries: ["md"] },
    { method: "post", enabled: true, price: 35, free_from: null, countries: ["md", "ro", "bg"] },
  ],
  payment: [
    { method: "cash_on_delivery", enabled: true, delivery_methods: ["courier", "pickup", "post"] },
    { method: "card_on_delivery", enabled: false, delivery_methods: ["courier"] },
    { method: "bank_transfer", enabled: true, delivery_methods: ["post"] },
  ],
};

describe("the owner's methods", () => {
  test("a shop that set nothing offers every method, free, in every country, every payment with every delivery", () => {
    const methods = shopMethods(DEFAULT_METHOD_SETTINGS, { bankAccount: true });
    expect(methods.delivery.map((d) => [d.method, d.price, d.free_from, d.countries])).toEqual([
      ["courier", 0, null, ["md", "ro", "bg"]],
      ["pickup", 0, null, ["md", "ro", "bg"]],
      ["post", 0, null, ["md", "ro", "bg"]],
    ]);
    expect(methods.payment.every((p) => p.delivery_methods.length === 3)).toBe(true);
    expect(validate(MethodSettings, DEFAULT_METHOD_SETTINGS).ok).toBe(true);
  });

  test("the shopper is offered the methods switched on, for the country, and the payments that go with the delivery", () => {
    const methods = shopMethods(priced, { bankAccount: true });
    expect(methods.delivery.map((d) => d.method)).toEqual(["courier", "post"]);
    expect(methods.payment).toEqual([
      { method: "cash_on_delivery", delivery_methods: ["courier", "post"] },
      { method: "bank_transfer", delivery_methods: ["post"] },
    ]);
    expect(deliveryOffers(methods, "ro").map((d) => d.method)).toEqual(["post"]);
    expect(paymentOffers(methods, "courier")).toEqual(["cash_on_delivery"]);
    expect(deliveryCharge(methods, "courier")).toMatchObject({ price: 60, free_from: 1500 });
    expect(deliveryCharge(methods, "pickup")).toBeUndefined();
  });

  test("a bank transfer is not offered while the shop has no account to be paid into, and is refused at checkout", () => {
    const methods = shopMethods(priced, { bankAccount: false });
    expect(methods.payment).toEqual([{ method: "cash_on_delivery", delivery_methods: ["courier", "post"] }]);
    expect(paymentOffers(methods, "post")).toEqual(["cash_on_delivery"]);
    expect(methodErrors(methods, { deliveryMethod: "post", paymentMethod: "bank_transfer", billingAddress: { country: "md" } })).toEqual({
      paymentMethod: ["unavailable"],
    });
  });

  test("a method switched off, a country not served or a payment that does not go with the delivery is refused on its field", () => {
    const methods = shopMethods(priced, { bankAccount: true });
    const md = { billingAddress: { country: "md" } };
    expect(methodErrors(methods, { ...md, deliveryMethod: "courier", paymentMethod: "cash_on_delivery" })).toEqual({});
    expect(methodErrors(methods, { ...md, deliveryMethod: "pickup", paymentMethod: "cash_on_delivery" })).toEqual({ deliveryMethod: ["unavailable"] });
    expect(methodErrors(methods, { ...md, deliveryAddress: { country: "ro" }, deliveryMethod: "courier", paymentMethod: "cash_on_delivery" })).toEqual({
      deliveryMethod: ["not_served"],
    });
    expect(methodErrors(methods, { ...md, deliveryMethod: "courier", paymentMethod: "bank_transfer" })).toEqual({ paymentMethod: ["unavailable"] });
    expect(methodErrors(methods, { ...md, deliveryMethod: "post", paymentMethod: "card_on_delivery" })).toEqual({ paymentMethod: ["unavailable"] });
  });

  test("property: whatever the shopper picks, what methodErrors accepts is what the offers list", () => {
    const methods = shopMethods(priced, { bankAccount: true });
    fc.assert(
      fc.property(
        fc.constantFrom("courier", "pickup", "post"),
        fc.constantFrom("cash_on_delivery", "card_on_delivery", "bank_transfer"),
        fc.constantFrom("md", "ro", "bg"),
        (d, p, country) => {
          const offered = deliveryOffers(methods, country).some((o) => o.method === d) && paymentOffers(methods, d).includes(p as never);
          expect(Object.keys(methodErrors(methods, { deliveryMethod: d, paymentMethod: p, billingAddress: { country } })).length === 0).toBe(offered);
        },
      ),
    );
  });

  test("settings are refused with field errors: none on, a method twice or missing, an enabled one unusable", () => {
    const off = (s: Settings): Settings => ({ ...s, delivery: s.delivery.map((d) => ({ ...d, enabled: false })) });
    expect(validate(MethodSettings, off(priced))).toMatchObject({ ok: false, errors: { delivery: ["none_enabled"] } });
    expect(validate(MethodSettings, { ...priced, payment: priced.payment.map((p) => ({ ...p, enabled: false })) })).toMatchObject({
      errors: { payment: ["none_enabled"] },
    });
    expect(validate(MethodSettings, { ...priced, delivery: [priced.delivery[0], priced.delivery[0], priced.delivery[2]] })).toMatchObject({
      errors: { "delivery.1.method": ["taken"] },
    });
    expect(validate(MethodSettings, { ...priced, delivery: priced.delivery.slice(0, 2) })).toMatchObject({ errors: { delivery: ["required"] } });
    const noCountry = { ...priced, delivery: priced.delivery.map((d, i) => (i === 0 ? { ...d, countries: [] } : d)) };
    expect(validate(MethodSettings, noCountry)).toMatchObject({ errors: { "delivery.0.countries": ["required"] } });
    // Bank transfer goes only with post: switching post off leaves it nothing to go with.
    const noPost = { ...priced, delivery: priced.delivery.map((d) => (d.method === "post" ? { ...d, enabled: false } : d)) };
    expect(validate(MethodSettings, noPost)).toMatchObject({ errors: { "payment.2.delivery_methods": ["required"] } });
    // Courier with no payment that is on going with it.
    const cashOff = { ...priced, payment: priced.payment.map((p) => (p.method === "cash_on_delivery" ? { ...p, enabled: false } : p)) };
    expect(validate(MethodSettings, cashOff)).toMatchObject({ errors: { "delivery.0.enabled": ["unavailable"] } });
    expect(validate(MethodSettings, { ...priced, delivery: priced.delivery.map((d) => ({ ...d, price: -1, free_from: 1.234 })) })).toMatchObject({
      errors: { "delivery.0.price": ["min"], "delivery.0.free_from": ["decimals"] },
    });
  });
});
