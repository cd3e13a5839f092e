import { describe, expect, test } from "vitest";
import fc from "fast-check";
import { Schema } from "effect";
import { MAX_LINE_QUANTITY, Money, cartTotals, clampQuantity, discountPercent, lineTotal, quantityLimit, validate } from "../src/index.js";

/** Prices as the shop stores them: lei with up to two decimals. */
const price = fc.integer({ min: 0, max: 100_000_000 }).map((bani) => bani / 100);
const quantity = fc.integer({ min: 1, max: MAX_LINE_QUANTITY });

describe("lineTotal", () => {
  test("sums in whole bani: 3 × 0.1 costs 0.3, not 0.30000000000000004", () => {
    expect(lineTotal({ price: 0.1, quantity: 3 })).toBe(0.3);
    expect(lineTotal({ price: "12.5", quantity: 2 })).toBe(25);
  });

  test("a line costs what the totals charge for it alone, in whole bani", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), quantity, (bani, q) => {
        const p = bani / 100;
        const total = lineTotal({ price: p, quantity: q });
        // The amount of whole bani, exactly: price × quantity in floating-point lei would be off by
        // a fraction of a ban for most prices (0.1 × 3 = 0.30000000000000004).
        expect(total).toBe((bani * q) / 100);
        expect(total).toBe(cartTotals([{ price: p, quantity: q }]).total);
      }),
    );
  });

  test("the lines add up to the subtotal of a cart without discounts", () => {
    fc.assert(
      fc.property(fc.array(fc.record({ price, quantity }), { maxLength: 20 }), (lines) => {
        const sum = lines.reduce((bani, line) => bani + Math.round(lineTotal(line) * 100), 0);
        expect(sum / 100).toBe(cartTotals(lines).subtotal);
      }),
    );
  });
});

describe("discountPercent", () => {
  test("whole percent of the old price, none without a higher old price", () => {
    expect(discountPercent(80, 100)).toBe(20);
    expect(discountPercent(12999, 14999)).toBe(13);
    expect(discountPercent(100, 100)).toBeNull();
    expect(discountPercent(120, 100)).toBeNull();
    expect(discountPercent(100, null)).toBeNull();
  });

  test("lies from 0 to 100 and grows as the price falls", () => {
    fc.assert(
      fc.property(price, price, price, (a, b, old) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        const atLow = discountPercent(low, old);
        const atHigh = discountPercent(high, old);
        if (atLow === null) {
          expect(atHigh).toBeNull();
        } else {
          expect(atLow).toBeGreaterThanOrEqual(0);
          expect(atLow).toBeLessThanOrEqual(100);
          expect(atLow).toBeGreaterThanOrEqual(atHigh ?? 0);
        }
      }),
    );
  });
});

describe("the quantity a product page lets a shopper pick", () => {
  test("is the stock, at most the line's limit, and 1 without stock", () => {
    expect(quantityLimit(3)).toBe(3);
    expect(quantityLimit(0)).toBe(1);
    expect(quantityLimit(5000)).toBe(MAX_LINE_QUANTITY);
  });

  test("a typed quantity lands on a whole number from 1 to the limit", () => {
    fc.assert(
      fc.property(fc.integer({ min: -10, max: 10_000 }), fc.oneof(fc.double(), fc.integer()), (stock, typed) => {
        const max = quantityLimit(stock);
        const picked = clampQuantity(typed, max);
        expect(Number.isInteger(picked)).toBe(true);
        expect(picked).toBeGreaterThanOrEqual(1);
        expect(picked).toBeLessThanOrEqual(Math.min(MAX_LINE_QUANTITY, Math.max(1, stock)));
      }),
    );
    expect(clampQuantity(2.7, 5)).toBe(2);
    expect(clampQuantity(Number.NaN, 5)).toBe(1);
    expect(clampQuantity(9, 5)).toBe(5);
  });
});

describe("Money, the schema of a price", () => {
  const isMoney = (n: number) => validate(Money, n).ok;

  test("property: any amount in whole cents up to the database's limit (under 10^10) is valid", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 - 1 }), (cents) => {
        expect(isMoney(cents / 100)).toBe(true);
      }),
    );
  });

  test("10^10 and more do not fit the database's numeric(12,2) and are refused", () => {
    expect([1e10, 1e10 + 0.01, 1e15].map(isMoney)).toEqual([false, false, false]);
  });

  test("property: a third decimal is refused", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 9 }), fc.integer({ min: 1, max: 9 }), (cents, mills) => {
        expect(isMoney((cents * 10 + mills) / 1000)).toBe(false);
      }),
    );
  });

  test("negative and non-finite amounts are refused", () => {
    expect(validate(Money, -1).ok).toBe(false);
    expect(validate(Money, Number.NaN).ok).toBe(false);
    expect(validate(Money, Infinity).ok).toBe(false);
    expect(Schema.decodeUnknownSync(Money)(12345678.91)).toBe(12345678.91);
  });
});
