import fc from "fast-check";
import { describe, expect, test } from "vitest";
import {
  CART_CHANGE_DELAY,
  MAX_LINE_QUANTITY,
  applyCartChange,
  buildCheckoutPayload,
  cartTotals,
  lineKey,
  lineOfKey,
  lineTotal,
  mergeAvailability,
  mergeCartProducts,
  problemsAfterChange,
  stockProblems,
  withKnownStock,
  type CartLine,
  type ProductCard,
  type ProductVariant,
} from "../src/index.js";
import { validForm } from "./checkout-fixtures.js";
import { flush, product, start } from "./cart-fixtures.js";

// A T-shirt (product 12) sold in sizes M (variant 40) and L (variant 41), both in red.
const variant = (id: number, size: string, price: number, stock: number): ProductVariant => ({
  id,
  options: { size, color: "red" },
  sku: `TS-${size.toUpperCase()}`,
  price,
  old_price: null,
  stock,
  in_stock: stock > 0,
  image: null,
});
const sizeM = variant(40, "m", 199, 3);
/** The cart products answer for a variant line (and what the product page adds, as core's variantCard gives it): the product with the variant's price, stock and label. */
const variantCard = (v: ProductVariant, label: string): ProductCard => ({
  ...product(12, v.price),
  sku: v.sku,
  stock: v.stock,
  in_stock: v.in_stock,
  variant: { id: v.id, label },
});

describe("lineKey", () => {
  test("names a line by its product, and its variant when it has one", () => {
    expect(lineKey({ id: 12 })).toBe("12");
    expect(lineKey({ id: 12, variant_id: 40 })).toBe("12:40");
    expect(lineKey({ id: 12, variant_id: undefined })).toBe("12");
  });

  test("property: a key reads back as the line it names, and two lines share a key only when they are the same line", () => {
    // Query strings carry ids of up to 9 digits, as every other id the API reads.
    const queryIds = fc.integer({ min: 1, max: 999_999_999 });
    const line = fc.record({ id: queryIds, variant_id: fc.option(queryIds, { nil: undefined }) });
    fc.assert(
      fc.property(line, line, (a, b) => {
        expect(lineOfKey(lineKey(a))).toEqual(a.variant_id === undefined ? { id: a.id } : a);
        expect(lineKey(a) === lineKey(b)).toBe(a.id === b.id && a.variant_id === b.variant_id);
      }),
    );
  });
});

describe("cart lines of variants", () => {
  test("two variants of one product are two lines; the same variant again adds up on its line", () => {
    let lines: Array<CartLine> = [];
    for (const change of [{ id: 12, variant_id: 40 }, { id: 12, variant_id: 41, quantity: 2 }, { id: 12, variant_id: 40, quantity: 3 }, { id: 12 }]) {
      lines = applyCartChange(lines, { type: "cart.add", ...change });
    }
    expect(lines).toEqual([
      { id: 12, variant_id: 40, quantity: 4 },
      { id: 12, variant_id: 41, quantity: 2 },
      { id: 12, quantity: 1 },
    ]);
    expect(applyCartChange(lines, { type: "cart.setQuantity", id: 12, variant_id: 41, quantity: 5 })).toEqual([
      { id: 12, variant_id: 40, quantity: 4 },
      { id: 12, variant_id: 41, quantity: 5 },
      { id: 12, quantity: 1 },
    ]);
    expect(applyCartChange(lines, { type: "cart.remove", id: 12, variant_id: 40 })).toEqual([
      { id: 12, variant_id: 41, quantity: 2 },
      { id: 12, quantity: 1 },
    ]);
    expect(applyCartChange(lines, { type: "cart.remove", id: 12, variant_id: 0 })).toEqual(lines);
  });

  test("property: each line keeps its own limit; adding to one variant never changes another", () => {
    const limit = fc.integer({ min: 1, max: MAX_LINE_QUANTITY });
    fc.assert(
      fc.property(limit, limit, fc.integer({ min: 1, max: MAX_LINE_QUANTITY }), fc.integer({ min: 1, max: MAX_LINE_QUANTITY }), (maxM, maxL, a, b) => {
        const lines: Array<CartLine> = [
          { id: 12, variant_id: 40, quantity: 1, max_per_order: maxM },
          { id: 12, variant_id: 41, quantity: 1, max_per_order: maxL },
        ];
        const added = applyCartChange(applyCartChange(lines, { type: "cart.add", id: 12, variant_id: 40, quantity: a }), {
          type: "cart.add",
          id: 12,
          variant_id: 41,
          quantity: b,
        });
        expect(added.map((l) => l.quantity)).toEqual([Math.min(1 + a, maxM), Math.min(1 + b, maxL)]);
        const onlyM = applyCartChange(lines, { type: "cart.setQuantity", id: 12, variant_id: 40, quantity: a });
        expect(onlyM[1]).toEqual(lines[1]);
      }),
    );
  });

  test("the totals add each variant's line at its own price", () => {
    const lines = [
      { ...variantCard(sizeM, "Mărime: M"), variant_id: 40, quantity: 2 },
      { ...variantCard(variant(41, "l", 219, 5), "Mărime: L"), variant_id: 41, quantity: 1 },
    ];
    expect(lines.map(lineTotal)).toEqual([398, 219]);
    expect(cartTotals(lines).total).toBe(617);
  });
});

describe("cart products and availability of variant lines", () => {
  const lines: Array<CartLine> = [
    { id: 12, variant_id: 40, quantity: 2 },
    { id: 12, variant_id: 41, quantity: 1 },
    { id: 3, quantity: 1 },
  ];

  test("each line takes its own variant's data; a variant no longer sold is dropped, the product's other variant stays", () => {
    const merged = mergeCartProducts(lines, [variantCard(sizeM, "Mărime: M"), product(3, 10)], lines);
    expect(merged).toEqual([
      { ...variantCard(sizeM, "Mărime: M"), variant_id: 40, quantity: 2 },
      { ...product(3, 10), quantity: 1 },
    ]);
  });

  test("a product's card without a variant does not stand in for a variant line", () => {
    expect(mergeCartProducts([lines[0]!], [product(12, 150)], [lines[0]!])).toEqual([]);
  });

  test("availability is matched by line", () => {
    const merged = mergeAvailability(lines, [
      { id: 12, variant_id: 41, quantity: 1, stock: 0, in_stock: false },
      { id: 12, variant_id: 40, quantity: 2, stock: 3, in_stock: true },
    ]);
    expect(merged.map((l) => [lineKey(l), l.stock])).toEqual([
      ["12:40", 3],
      ["12:41", 0],
      ["3", undefined],
    ]);
  });

  test("stock problems name the variant that is short, with its own units left", () => {
    const errors = { "items.1.quantity": ["out_of_stock"], "products.2.id": ["not_found"] };
    expect(stockProblems(lines, errors, { "12": 9, "12:41": 0 })).toEqual([
      { id: 12, variant_id: 41, problem: "out_of_stock", available: 0 },
      { id: 3, problem: "not_found" },
    ]);
    // A variant no longer sold (inactive, or gone) is reported on its variant_id.
    expect(stockProblems(lines, { "items.0.variant_id": ["not_found"] })).toEqual([{ id: 12, variant_id: 40, problem: "not_found" }]);
  });

  test("a line of a product with options that names no variant is to be chosen on its page; a product no longer sold wins", () => {
    const plain = [{ id: 12, quantity: 3 }];
    expect(stockProblems(plain, { "items.0.quantity": ["out_of_stock"], "items.0.variant_id": ["required"] }, { "12": 0 })).toEqual([
      { id: 12, problem: "choose_variant" },
    ]);
    expect(stockProblems(plain, { "items.0.variant_id": ["required"], "items.0.id": ["not_found"] })).toEqual([{ id: 12, problem: "not_found" }]);
    // "required" elsewhere is a malformed request, not a line to fix.
    expect(stockProblems(plain, { "items.0.quantity": ["required"] })).toEqual([]);
  });

  test("property: a problem of one variant stays while another line changes, and goes with its own line's change", () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 50 }), (quantity) => {
        const problems = withKnownStock([], [{ ...lines[0]!, stock: 1 }, { ...lines[1]!, stock: 5 }, lines[2]!]);
        expect(problems).toEqual([{ id: 12, variant_id: 40, problem: "out_of_stock", available: 1 }]);
        const otherChanged = applyCartChange(lines, { type: "cart.setQuantity", id: 12, variant_id: 41, quantity });
        expect(problemsAfterChange(problems, lines, otherChanged)).toEqual(problems);
        const ownChanged = applyCartChange(lines, { type: "cart.setQuantity", id: 12, variant_id: 40, quantity });
        expect(problemsAfterChange(problems, lines, ownChanged)).toEqual([]);
      }),
    );
  });
});

describe("the checkout payload", () => {
  test("the payload names each line's variant, and none on a product without options", () => {
    const form = {
      ...validForm,
      lines: [
        { id: 12, variant_id: 40, quantity: 1, title: "Tricou" },
        { id: 3, quantity: 2 },
      ],
    };
    expect(buildCheckoutPayload(form).products).toEqual([
      { id: 12, variant_id: 40, quantity: 1 },
      { id: 3, quantity: 2 },
    ]);
  });
});

describe("cart machine: variant lines", () => {
  test("adds a variant with its data, saves it to the cookie, and asks the cart products for it by line", async () => {
    const { actor, clock, writes, productCalls } = start('[{"id":3,"quantity":1}]');
    const { id: _id, ...data } = variantCard(sizeM, "Mărime: M, Culoare: Roșu");
    actor.send({ type: "cart.add", id: 12, variant_id: 40, product: data });
    clock.increment(CART_CHANGE_DELAY);
    expect(actor.getSnapshot().context.lines[1]).toMatchObject({
      id: 12,
      variant_id: 40,
      quantity: 1,
      price: 199,
      variant: { label: "Mărime: M, Culoare: Roșu" },
    });
    expect(writes.at(-1)?.value).toBe('{"v":2,"lines":[{"id":3,"quantity":1},{"id":12,"variant_id":40,"quantity":1}]}');
    actor.send({ type: "cart.refresh" });
    expect(productCalls[0]!.lines).toEqual([{ id: 3 }, { id: 12, variant_id: 40 }]);
    productCalls[0]!.resolve([product(3, 10), variantCard({ ...sizeM, price: 189 }, "Mărime: M, Culoare: Roșu")]);
    await flush();
    expect(actor.getSnapshot().context.lines.map((l) => [lineKey(l), l.price])).toEqual([
      ["3", 10],
      ["12:40", 189],
    ]);
  });
});
