import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { MAX_LINE_QUANTITY, lineKey, parseCart, serializeCart, withStoredLines, type CartItem, type CartLine } from "../src/index.js";
import { product } from "./cart-fixtures.js";

const ids = fc.integer({ min: 1, max: 2 ** 31 - 1 });
/** A line's product and variant: a few products, some lines with one of a few variants. */
const ref = fc.record({ id: fc.integer({ min: 1, max: 4 }), variant_id: fc.option(fc.integer({ min: 1, max: 3 }), { nil: undefined }) });
const item = (r: { id: number; variant_id: number | undefined }, quantity: number): CartItem =>
  r.variant_id === undefined ? { id: r.id, quantity } : { id: r.id, variant_id: r.variant_id, quantity };
/** The T-shirt's size M as the cart products answer it. */
const sizeM = { ...product(12, 199), sku: "TS-M", stock: 3, variant: { id: 40, label: "Mărime: M" } };

describe("the cart cookie, version 2", () => {
  test("is written as {v: 2, lines} with each line's variant, and read back", () => {
    const lines: Array<CartItem> = [
      { id: 3, quantity: 2 },
      { id: 12, variant_id: 40, quantity: 1 },
    ];
    const written = serializeCart(lines);
    expect(written).toBe('{"v":2,"lines":[{"id":3,"quantity":2},{"id":12,"variant_id":40,"quantity":1}]}');
    expect(parseCart(written)).toEqual(lines);
    expect(parseCart(JSON.parse(written))).toEqual(lines);
  });

  test("reads a cart saved before variants (a bare list of {id, quantity}), and writes it again as version 2", () => {
    const old = '[{"id":3,"quantity":2},{"id":8,"quantity":1}]';
    expect(parseCart(old)).toEqual([
      { id: 3, quantity: 2 },
      { id: 8, quantity: 1 },
    ]);
    expect(serializeCart(parseCart(old))).toBe('{"v":2,"lines":[{"id":3,"quantity":2},{"id":8,"quantity":1}]}');
  });

  test("an unknown version, a malformed variant id or lines that are no list read as nothing", () => {
    expect(parseCart('{"v":3,"lines":[{"id":3,"quantity":2}]}')).toEqual([]);
    expect(parseCart('{"lines":[{"id":3,"quantity":2}]}')).toEqual([]);
    expect(parseCart('{"v":2,"lines":{"id":3,"quantity":2}}')).toEqual([]);
    expect(
      parseCart({
        v: 2,
        lines: [
          { id: 12, variant_id: 0, quantity: 1 },
          { id: 12, variant_id: "40", quantity: 1 },
          { id: 12, variant_id: 40.5, quantity: 1 },
        ],
      }),
    ).toEqual([]);
  });

  test("property: lines repeating a key add up on the first, capped; other variants stay apart", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(ref, fc.integer({ min: 1, max: MAX_LINE_QUANTITY })), { maxLength: 30 }), fc.boolean(), (entries, v2) => {
        const stored = entries.map(([r, q]) => item(r, q));
        const read = parseCart(JSON.stringify(v2 ? { v: 2, lines: stored } : stored));
        const keys = [...new Set(stored.map(lineKey))];
        expect(read.map(lineKey)).toEqual(keys);
        for (const line of read) {
          const sum = stored.filter((s) => lineKey(s) === lineKey(line)).reduce((n, s) => n + s.quantity, 0);
          expect(line.quantity).toBe(Math.min(sum, MAX_LINE_QUANTITY));
        }
      }),
    );
  });

  test("property: parse(serialize(lines)) gives the lines back", () => {
    const lines = fc.uniqueArray(
      fc.tuple(fc.record({ id: ids, variant_id: fc.option(ids, { nil: undefined }) }), fc.integer({ min: 1, max: MAX_LINE_QUANTITY })),
      {
        selector: ([r]) => lineKey(r),
        maxLength: 30,
      },
    );
    fc.assert(
      fc.property(lines, (entries) => {
        const items = entries.map(([r, q]) => item(r, q));
        expect(parseCart(serializeCart(items))).toEqual(items);
      }),
    );
  });

  test("another tab's lines take this cart's data by line: a variant's data never goes to another variant", () => {
    const mine: Array<CartLine> = [
      { ...sizeM, variant_id: 40, quantity: 1 },
      { ...product(3, 10), quantity: 1 },
    ];
    const stored = parseCart('{"v":2,"lines":[{"id":12,"variant_id":41,"quantity":1},{"id":12,"variant_id":40,"quantity":2}]}');
    expect(withStoredLines(mine, stored)).toEqual([
      { id: 12, variant_id: 41, quantity: 1 },
      { ...mine[0], quantity: 2 },
    ]);
  });
});
