import fc from "fast-check";
import { expect, test } from "vitest";
import type { Candidate } from "../src/catalog/candidate-data.js";
import { mostLike } from "../src/catalog/product-page.js";

// A product page's "similar products" come from its parent category's kept candidates: the product's
// own category first, in stock first, the closest price first (then the lower id), never itself.

const candidate = fc.record({
  id: fc.integer({ min: 1, max: 60 }),
  categoryId: fc.integer({ min: 1, max: 3 }),
  price: fc.integer({ min: 0, max: 5000 }),
  stock: fc.integer({ min: 0, max: 3 }),
});
const asCandidate = (c: { id: number; categoryId: number; price: number; stock: number }): Candidate => ({
  ...c,
  oldPrice: null,
  createdAt: 0,
  bestseller: null,
  attributes: {},
  options: {},
});

test("property: the ids are the first of the candidates sorted by category, stock, price distance and id, the product left out", () => {
  fc.assert(
    fc.property(fc.uniqueArray(candidate, { selector: (c) => c.id, maxLength: 40 }), candidate, fc.integer({ min: 1, max: 10 }), (rows, product, count) => {
      const candidates = rows.map(asCandidate);
      const rank = (c: Candidate) => [c.categoryId === product.categoryId ? 0 : 1, c.stock > 0 ? 0 : 1, Math.abs(c.price - product.price), c.id];
      const expected = candidates
        .filter((c) => c.id !== product.id)
        .sort((a, b) => {
          const [x, y] = [rank(a), rank(b)];
          return x[0]! - y[0]! || x[1]! - y[1]! || x[2]! - y[2]! || x[3]! - y[3]!;
        })
        .slice(0, count)
        .map((c) => c.id);
      expect(mostLike(candidates, product, count)).toEqual(expected);
    }),
  );
});

test("its own category's products first (in stock first, then by price), then the sibling categories", () => {
  const candidates = [
    asCandidate({ id: 1, categoryId: 2, price: 100, stock: 5 }),
    asCandidate({ id: 2, categoryId: 1, price: 900, stock: 0 }),
    asCandidate({ id: 3, categoryId: 1, price: 400, stock: 1 }),
    asCandidate({ id: 4, categoryId: 1, price: 120, stock: 1 }),
    asCandidate({ id: 5, categoryId: 1, price: 100, stock: 1 }),
  ];
  expect(mostLike(candidates, { id: 5, categoryId: 1, price: 100 }, 8)).toEqual([4, 3, 2, 1]);
});
