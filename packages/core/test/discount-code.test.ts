import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { DiscountCodeInput, MAX_LINE_QUANTITY, cartTotals, discountCodeKey, discountCodeRefusal, shopDay, validate, validateCheckout } from "../src/index.js";
import type { CodeState } from "../src/index.js";

const bani = (amount: number) => Math.round(amount * 100);
const isTwoDecimals = (n: number) => Math.round(n * 100) / 100 === n;
const money = fc.integer({ min: 0, max: 5_000_000 }).map((c) => c / 100);
const line = fc.record({ price: money, old_price: fc.option(money, { nil: null }), quantity: fc.integer({ min: 1, max: MAX_LINE_QUANTITY }) });
const percent = fc.integer({ min: 1, max: 10_000 }).map((c) => ({ kind: "percent" as const, value: c / 100 }));
const fixed = fc.integer({ min: 1, max: 10_000_000 }).map((c) => ({ kind: "fixed" as const, value: c / 100 }));
const code = fc
  .record({ terms: fc.oneof(percent, fixed), min_subtotal: fc.option(money, { nil: null }) })
  .map(({ terms, min_subtotal }) => ({ ...terms, min_subtotal }));
const delivery = fc.record({ price: money, free_from: fc.option(money, { nil: null }) });

describe("cartTotals with a discount code", () => {
  test("a percentage of the goods after old prices, a fixed amount at most the goods, nothing below the minimum", () => {
    const tenPercent = { kind: "percent", value: 10, min_subtotal: null } as const;
    // 10 % of what is paid (900), not of the list price (1200).
    expect(cartTotals([{ price: 900, old_price: 1200, quantity: 1 }], { code: tenPercent })).toEqual({
      subtotal: 1200,
      discount: 300,
      code_discount: 90,
      delivery: 0,
      total: 810,
    });
    expect(cartTotals([{ price: 30, quantity: 1 }], { code: { kind: "fixed", value: 50, min_subtotal: null } }).total).toBe(0);
    expect(cartTotals([{ price: 499.99, quantity: 1 }], { code: { ...tenPercent, min_subtotal: 500 } }).code_discount).toBe(0);
    expect(cartTotals([{ price: 500, quantity: 1 }], { code: { ...tenPercent, min_subtotal: 500 } }).code_discount).toBe(50);
    // 15 % of 3 × 0.33 = 0.1485, rounded to the nearest ban.
    expect(cartTotals([{ price: 0.33, quantity: 3 }], { code: { kind: "percent", value: 15, min_subtotal: null } }).code_discount).toBe(0.15);
  });

  test("the code comes before the delivery's threshold: goods that fall below free_from pay for delivery", () => {
    const courier = { price: 50, free_from: 1000 };
    const t = cartTotals([{ price: 1000, quantity: 1 }], { delivery: courier, code: { kind: "fixed", value: 100, min_subtotal: null } });
    expect(t).toEqual({ subtotal: 1000, discount: 0, code_discount: 100, delivery: 50, total: 950 });
  });

  test("property: never below zero, never above the subtotal after discounts, in whole bani, total = subtotal − discount − code discount + delivery", () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 12 }), code, fc.option(delivery, { nil: undefined }), (lines, terms, charge) => {
        const t = cartTotals(lines, { code: terms, delivery: charge });
        const goods = bani(t.subtotal) - bani(t.discount);
        expect(bani(t.code_discount)).toBeLessThanOrEqual(goods);
        expect(bani(t.total)).toBe(goods - bani(t.code_discount) + bani(t.delivery));
        for (const figure of Object.values(t)) {
          expect(figure).toBeGreaterThanOrEqual(0);
          expect(isTwoDecimals(figure)).toBe(true);
        }
      }),
    );
  });

  test("property: the order of discounts: old prices first, the code on what is left, then the threshold on what remains", () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 12 }), code, delivery, (lines, terms, charge) => {
        const before = cartTotals(lines);
        const t = cartTotals(lines, { code: terms, delivery: charge });
        const goods = bani(before.total);
        const belowMinimum = terms.min_subtotal !== null && goods < bani(terms.min_subtotal);
        const expected = belowMinimum
          ? 0
          : terms.kind === "percent"
            ? Math.min(goods, Math.round((goods * bani(terms.value)) / 10_000))
            : Math.min(goods, bani(terms.value));
        expect(bani(t.code_discount)).toBe(expected);
        expect(t.discount).toBe(before.discount);
        const left = goods - expected;
        const free = charge.free_from !== null && left >= bani(charge.free_from);
        expect(t.delivery).toBe(free ? 0 : charge.price);
      }),
    );
  });

  test("property: 100 % off leaves only the delivery; a larger code never costs the shopper more", () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 12 }), fc.integer({ min: 1, max: 9_999 }), (lines, c) => {
        expect(cartTotals(lines, { code: { kind: "percent", value: 100, min_subtotal: null } }).total).toBe(0);
        const less = cartTotals(lines, { code: { kind: "percent", value: c / 100, min_subtotal: null } });
        const more = cartTotals(lines, { code: { kind: "percent", value: (c + 1) / 100, min_subtotal: null } });
        expect(more.total).toBeLessThanOrEqual(less.total);
      }),
    );
  });
});

const open: CodeState = {
  kind: "percent",
  value: 10,
  min_subtotal: 200,
  active: true,
  starts_at: "2026-11-01",
  ends_at: "2026-11-30",
  max_uses: 5,
  max_uses_per_email: 1,
  uses: 0,
};

describe("discountCodeRefusal", () => {
  test("each reason, with both ends of the dates included", () => {
    expect(discountCodeRefusal(open, { today: "2026-11-01", emailUses: 0, goods: 200 })).toBeUndefined();
    expect(discountCodeRefusal(open, { today: "2026-11-30" })).toBeUndefined();
    expect(discountCodeRefusal({ ...open, active: false }, { today: "2026-11-15" })).toBe("not_found");
    expect(discountCodeRefusal(open, { today: "2026-10-31" })).toBe("not_started");
    expect(discountCodeRefusal(open, { today: "2026-12-01" })).toBe("expired");
    expect(discountCodeRefusal({ ...open, uses: 5 }, { today: "2026-11-15" })).toBe("used_up");
    expect(discountCodeRefusal(open, { today: "2026-11-15", emailUses: 1 })).toBe("used_by_email");
    expect(discountCodeRefusal(open, { today: "2026-11-15", goods: 199.99 })).toBe("min_subtotal");
    expect(
      discountCodeRefusal(
        { ...open, starts_at: null, ends_at: null, max_uses: null, max_uses_per_email: null, min_subtotal: null },
        { today: "2099-01-01", emailUses: 99, goods: 0 },
      ),
    ).toBeUndefined();
  });

  test("the day is the shop's: 22:30 UTC on 31 October is 1 November in Chișinău", () => {
    expect(shopDay(new Date("2026-10-31T22:30:00Z"), "Europe/Chisinau")).toBe("2026-11-01");
    expect(shopDay(new Date("2026-10-31T22:30:00Z"), "UTC")).toBe("2026-10-31");
    expect(
      discountCodeRefusal({ ...open, ends_at: "2026-10-31", starts_at: null }, { today: shopDay(new Date("2026-10-31T22:30:00Z"), "Europe/Chisinau") }),
    ).toBe("expired");
  });
});

describe("the code as typed and as staff write it", () => {
  test("matched case-insensitively, white space ignored, an empty field is no code; other characters are a format error", () => {
    expect(discountCodeKey(" toamna-10 ")).toBe("TOAMNA-10");
    expect(discountCodeKey("  ")).toBeUndefined();
    const base = {
      paymentMethod: "cash_on_delivery",
      deliveryMethod: "courier",
      agreement: true,
      contactDetails: { email: "a@b.md", phone: "+37369123456" },
      billingAddress: { firstName: "A", lastName: "B", country: "md", city: "C", address: "D" },
      products: [{ id: 1, quantity: 1 }],
    };
    expect(validateCheckout({ ...base, discountCode: "" }).ok).toBe(true);
    expect(validateCheckout({ ...base, discountCode: "toamna10" }).ok).toBe(true);
    expect(validateCheckout({ ...base, discountCode: "TOAMNA 10%" })).toEqual({ ok: false, errors: { discountCode: ["format"] } });
  });

  test("a code's value: a percentage above 0 and at most 100, an amount above 0; the end not before the start", () => {
    const input = {
      code: "toamna10",
      kind: "percent",
      value: 10,
      min_subtotal: null,
      starts_at: "2026-11-01",
      ends_at: "2026-11-30",
      max_uses: null,
      max_uses_per_email: 1,
      active: true,
    };
    expect(validate(DiscountCodeInput, input).ok).toBe(true);
    expect(validate(DiscountCodeInput, { ...input, value: 100.01 })).toEqual({ ok: false, errors: { value: ["max"] } });
    expect(validate(DiscountCodeInput, { ...input, kind: "fixed", value: 150 }).ok).toBe(true);
    expect(validate(DiscountCodeInput, { ...input, value: 0 })).toEqual({ ok: false, errors: { value: ["min"] } });
    expect(validate(DiscountCodeInput, { ...input, ends_at: "2026-10-31" })).toEqual({ ok: false, errors: { ends_at: ["before_start"] } });
    expect(validate(DiscountCodeInput, { ...input, starts_at: "2026-02-30", code: "TOAMNA_10", max_uses: 0 })).toEqual({
      ok: false,
      errors: { code: ["format"], starts_at: ["format"], max_uses: ["min"] },
    });
  });
});
