import fc from "fast-check";
import { describe, expect, test } from "vitest";
import {
  MAX_LINE_QUANTITY,
  badgeLabel,
  cartCount,
  cartTotals,
  parseCart,
  parsePrice,
  serializeCart,
  stockProblems,
  withKnownStock,
  type CartItem,
} from "../src/index.js";

describe("cartTotals", () => {
  test("adds old prices to the subtotal and the saving to the discount", () => {
    expect(
      cartTotals([
        { price: 80, old_price: 100, quantity: 2 },
        { price: 50, old_price: null, quantity: 1 },
      ]),
    ).toEqual({ subtotal: 250, discount: 40, code_discount: 0, delivery: 0, total: 210 });
  });

  test("accepts prices as numeric texts and counts invalid ones as 0", () => {
    expect(cartTotals([{ price: "12.5", old_price: "15", quantity: 2 }])).toEqual({ subtotal: 30, discount: 5, code_discount: 0, delivery: 0, total: 25 });
    expect(cartTotals([{ price: "abc", quantity: 3 }, { price: -5, quantity: 1 }, { quantity: 2 }])).toEqual({
      subtotal: 0,
      discount: 0,
      code_discount: 0,
      delivery: 0,
      total: 0,
    });
  });

  test("ignores an old price that is not above the price", () => {
    expect(cartTotals([{ price: 100, old_price: 90, quantity: 1 }])).toEqual({ subtotal: 100, discount: 0, code_discount: 0, delivery: 0, total: 100 });
  });

  test("sums in cents, without float drift", () => {
    expect(
      cartTotals([
        { price: 0.1, quantity: 1 },
        { price: 0.2, quantity: 1 },
      ]).total,
    ).toBe(0.3);
    expect(cartTotals([{ price: 19.99, old_price: 24.99, quantity: 3 }])).toEqual({
      subtotal: 74.97,
      discount: 15,
      code_discount: 0,
      delivery: 0,
      total: 59.97,
    });
  });

  test("an empty cart costs nothing", () => {
    expect(cartTotals([])).toEqual({ subtotal: 0, discount: 0, code_discount: 0, delivery: 0, total: 0 });
  });

  const price = fc.oneof(
    fc.integer({ min: 0, max: 10_000_000 }).map((c) => c / 100),
    fc.integer({ min: 0, max: 10_000_000 }).map((c) => (c / 100).toString()),
    fc.constantFrom<unknown>(null, undefined, NaN, -1, Infinity, "abc", "", "0x10", "1e3", {}, []),
  );
  const line = fc.record({ price, old_price: price, quantity: fc.integer({ min: 1, max: MAX_LINE_QUANTITY }) });
  // A 2-decimal figure is the double nearest to some whole number of cents.
  const isTwoDecimals = (n: number) => Math.round(n * 100) / 100 === n;

  test("property: total = subtotal − discount, 0 ≤ discount ≤ subtotal, 2-decimal figures", () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 20 }), (lines) => {
        const t = cartTotals(lines);
        expect(Math.round(t.total * 100)).toBe(Math.round(t.subtotal * 100) - Math.round(t.discount * 100));
        expect(t.discount).toBeGreaterThanOrEqual(0);
        expect(t.discount).toBeLessThanOrEqual(t.subtotal);
        expect(t.delivery).toBe(0);
        for (const figure of Object.values(t)) expect(isTwoDecimals(figure)).toBe(true);
      }),
    );
  });

  test("property: the total is what the prices cost, whatever the old prices", () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 20 }), (lines) => {
        const cents = lines.reduce((sum, l) => sum + Math.round(parsePrice(l.price) * 100) * l.quantity, 0);
        expect(Math.round(cartTotals(lines).total * 100)).toBe(cents);
      }),
    );
  });

  test("property: lines with invalid prices add nothing", () => {
    const invalid = fc.constantFrom<unknown>(null, undefined, NaN, -0.01, -100, Infinity, -Infinity, "abc", "", " ", "12abc", {}, [], true);
    fc.assert(
      fc.property(fc.array(line, { maxLength: 10 }), invalid, invalid, fc.integer({ min: 1, max: 999 }), (lines, p, old, quantity) => {
        expect(cartTotals([...lines, { price: p, old_price: old, quantity }])).toEqual(cartTotals(lines));
      }),
    );
  });
});

describe("parsePrice", () => {
  test("reads numbers and numeric texts", () => {
    expect(parsePrice(12.5)).toBe(12.5);
    expect(parsePrice(" 12.50 ")).toBe(12.5);
    expect(parsePrice("7")).toBe(7);
  });

  test("gives 0 for anything else", () => {
    for (const u of [NaN, -3, Infinity, "abc", "", "0x10", "1e3", "-2", null, undefined, {}, [5], true]) expect(parsePrice(u)).toBe(0);
  });
});

describe("cartCount and badgeLabel", () => {
  test("counts units, not lines", () => {
    expect(cartCount([{ quantity: 2 }, { quantity: 3 }])).toBe(5);
    expect(cartCount([])).toBe(0);
  });

  test("shows no badge for an empty cart, the count up to 99, then 99+", () => {
    expect(badgeLabel(0)).toBe("");
    expect(badgeLabel(1)).toBe("1");
    expect(badgeLabel(99)).toBe("99");
    expect(badgeLabel(100)).toBe("99+");
  });

  test("property: the label is the count up to 99 and 99+ above", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (count) => {
        const label = badgeLabel(count);
        if (count === 0) expect(label).toBe("");
        else if (count <= 99) expect(label).toBe(String(count));
        else expect(label).toBe("99+");
        expect(label.length).toBeLessThanOrEqual(3);
      }),
    );
  });
});

describe("parseCart and serializeCart", () => {
  test("reads a JSON text and an already decoded list", () => {
    expect(parseCart('[{"id":3,"quantity":2}]')).toEqual([{ id: 3, quantity: 2 }]);
    expect(parseCart([{ id: 3, quantity: 2 }])).toEqual([{ id: 3, quantity: 2 }]);
  });

  test("reads garbage and wrong shapes as an empty cart", () => {
    for (const value of ["not json", "{", '{"id":3,"quantity":2}', "42", "null", "", undefined, null, 7, { id: 3, quantity: 2 }]) {
      expect(parseCart(value)).toEqual([]);
    }
  });

  test("leaves out malformed lines, caps quantities and merges repeated ids", () => {
    const stored = [
      { id: 1, quantity: 2 },
      { id: "2", quantity: 1 },
      { id: 3, quantity: 0 },
      { id: 4, quantity: 1.5 },
      { id: -5, quantity: 1 },
      null,
      "x",
      { id: 6, quantity: 5000 },
      { id: 1, quantity: 3 },
    ];
    expect(parseCart(JSON.stringify(stored))).toEqual([
      { id: 1, quantity: 5 },
      { id: 6, quantity: MAX_LINE_QUANTITY },
    ]);
  });

  test("stores only the id, variant id and quantity of each line, in the format's version 2", () => {
    expect(JSON.parse(serializeCart([{ id: 3, quantity: 2, title: "Divan", price: 10 } as CartItem]))).toEqual({ v: 2, lines: [{ id: 3, quantity: 2 }] });
    expect(serializeCart([{ id: 12, variant_id: 40, quantity: 1, title: "Tricou" } as CartItem])).toBe(
      '{"v":2,"lines":[{"id":12,"variant_id":40,"quantity":1}]}',
    );
  });

  test("property: never throws, whatever is stored", () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.string(), fc.json()), (value) => {
        const lines = parseCart(value);
        expect(Array.isArray(lines)).toBe(true);
        for (const l of lines) {
          expect(Number.isInteger(l.id) && l.id >= 1).toBe(true);
          expect(Number.isInteger(l.quantity) && l.quantity >= 1 && l.quantity <= MAX_LINE_QUANTITY).toBe(true);
        }
        expect(new Set(lines.map((l) => l.id)).size).toBe(lines.length);
      }),
    );
  });

  test("property: reads back what it wrote", () => {
    const lines = fc.uniqueArray(fc.record({ id: fc.integer({ min: 1, max: 2 ** 31 }), quantity: fc.integer({ min: 1, max: MAX_LINE_QUANTITY }) }), {
      selector: (l) => l.id,
      maxLength: 30,
    });
    fc.assert(
      fc.property(lines, (ls) => {
        expect(parseCart(serializeCart(ls))).toEqual(ls);
      }),
    );
  });
});

describe("stockProblems", () => {
  const lines = [
    { id: 3, quantity: 5 },
    { id: 7, quantity: 1 },
    { id: 9, quantity: 2 },
  ];

  test("maps the errors of each line index (availability or checkout) to that line's product", () => {
    expect(stockProblems(lines, { "items.0.quantity": ["out_of_stock"], "items.2.id": ["not_found"] }, { "3": 1 })).toEqual([
      { id: 3, problem: "out_of_stock", available: 1 },
      { id: 9, problem: "not_found" },
    ]);
    expect(stockProblems(lines, { "products.1.quantity": ["out_of_stock"] }, { "7": 0 })).toEqual([{ id: 7, problem: "out_of_stock", available: 0 }]);
  });

  test("a product no longer sold wins over its quantity; unknown paths and indexes are ignored", () => {
    const problems = stockProblems(lines, { "items.1.quantity": ["out_of_stock"], "items.1.id": ["not_found"], "items.8.id": ["not_found"], items: ["max"] });
    expect(problems).toEqual([{ id: 7, problem: "not_found" }]);
  });
});

describe("withKnownStock", () => {
  test("names exactly the lines holding more than their known stock, with that stock left, and keeps the problems it was given", () => {
    const line = fc.record({ quantity: fc.integer({ min: 1, max: MAX_LINE_QUANTITY }), stock: fc.option(fc.nat({ max: 200 }), { nil: undefined }) });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 8 }), fc.boolean(), (drawn, flagFirst) => {
        const lines = drawn.map((l, i) => ({ id: i + 1, ...l }));
        const given = flagFirst && lines.length > 0 ? [{ id: 1, problem: "not_found" as const }] : [];
        const problems = withKnownStock(given, lines);
        expect(problems.slice(0, given.length)).toEqual(given);
        const short = lines.filter((l) => l.stock !== undefined && l.quantity > l.stock && !given.some((g) => g.id === l.id));
        expect(problems.slice(given.length)).toEqual(short.map((l) => ({ id: l.id, problem: "out_of_stock", available: l.stock })));
      }),
    );
  });
});
