import fc from "fast-check";
import { describe, expect, test } from "vitest";
import {
  MAX_LINE_QUANTITY,
  applyCartChange,
  lineLimit,
  mergeCartProducts,
  quantityLimit,
  stockProblems,
  type CartChange,
  type CartLine,
} from "../src/index.js";
import { product } from "./cart-fixtures.js";

// One order line holds at most max_per_order units of a product (decisions.md "Orders"): the cart
// keeps every line within it once the product's data says it, as the server refuses a checkout past it.

const limits = fc.integer({ min: 1, max: MAX_LINE_QUANTITY });
const ids = fc.integer({ min: 1, max: 4 });
const change = (maxPerOrder: number): fc.Arbitrary<CartChange> =>
  fc.oneof(
    fc.record({
      type: fc.constant("cart.add" as const),
      id: ids,
      quantity: fc.integer({ min: 1, max: 2000 }),
      product: fc.constant({ max_per_order: maxPerOrder }),
    }),
    fc.record({ type: fc.constant("cart.add" as const), id: ids }),
    fc.record({ type: fc.constant("cart.setQuantity" as const), id: ids, quantity: fc.integer({ min: -5, max: 5000 }) }),
    fc.record({ type: fc.constant("cart.remove" as const), id: ids }),
  );

describe("the per-line limit in the cart", () => {
  test("no sequence of adds and quantity changes takes a line whose product's data is known past its max_per_order", () => {
    fc.assert(
      fc.property(
        limits.chain((max) => fc.tuple(fc.constant(max), fc.array(change(max), { maxLength: 30 }))),
        ([max, changes]) => {
          let lines: CartLine[] = [1, 2, 3, 4].map((id) => ({ ...product(id, 10), max_per_order: max, quantity: 1 }));
          for (const c of changes) {
            lines = applyCartChange(lines, c);
            // A line removed and added again without its product's data waits for the next refresh (below).
            for (const line of lines) if (line.max_per_order !== undefined) expect(line.quantity).toBeLessThanOrEqual(max);
          }
        },
      ),
    );
  });

  test("a line added before its product's data is known is brought within the limit when the data comes", () => {
    fc.assert(
      fc.property(limits, fc.integer({ min: 1, max: MAX_LINE_QUANTITY }), (max, quantity) => {
        const [line] = mergeCartProducts([{ id: 7, quantity }], [{ ...product(7, 10), max_per_order: max }], [{ id: 7 }]);
        expect(line!.quantity).toBe(Math.min(quantity, max));
      }),
    );
  });

  test("the product page offers at most the stock and the limit, never less than 1", () => {
    fc.assert(
      fc.property(fc.integer({ min: -3, max: 5000 }), fc.option(limits, { nil: undefined }), (stock, max) => {
        const offered = quantityLimit(stock, max);
        expect(offered).toBeGreaterThanOrEqual(1);
        expect(offered).toBeLessThanOrEqual(Math.max(1, Math.min(stock, max ?? MAX_LINE_QUANTITY)));
        expect(offered).toBe(Math.max(1, Math.min(stock, lineLimit({ max_per_order: max }))));
      }),
    );
  });

  test("a checkout refused past the limit names the product and the units its line may hold", () => {
    const items = [
      { id: 3, quantity: 25 },
      { id: 5, quantity: 2 },
    ];
    expect(stockProblems(items, { "products.0.quantity": ["max_per_order"] }, { 3: 20 })).toEqual([{ id: 3, problem: "max_per_order", available: 20 }]);
  });
});
