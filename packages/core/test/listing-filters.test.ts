import { describe, expect, test } from "vitest";
import fc from "fast-check";
import * as Schema from "effect/Schema";
import {
  SORT_ORDERS,
  SortBy,
  hasFilters,
  parsePriceInput,
  toggleFacetValue,
  withFlag,
  withPriceRange,
  withoutFilters,
  type ProductListFilters,
} from "../src/index.js";

const word = fc.stringMatching(/^[a-z0-9_]{1,8}$/);
/** Filters as a listing keeps them: unset keys left out, no facet without a value. */
const filters: fc.Arbitrary<ProductListFilters> = fc.record(
  {
    slug: word,
    search: fc.string({ minLength: 1, maxLength: 10 }),
    sort_by: fc.constantFrom(...SORT_ORDERS),
    filters: fc.dictionary(word, fc.uniqueArray(word, { minLength: 1, maxLength: 3 }), { minKeys: 1, maxKeys: 3 }),
    in_stock: fc.constant(true),
    is_discount: fc.constant(true),
    min_price: fc.nat(10_000),
    max_price: fc.nat(10_000),
  },
  { requiredKeys: [] },
);

describe("listing filters", () => {
  test("switching a facet value twice leaves the filters as they were", () => {
    fc.assert(
      fc.property(filters, word, word, (query, key, value) => {
        fc.pre(!(query.filters?.[key] ?? []).includes(value));
        const on = toggleFacetValue(query, key, value);
        expect(on.filters?.[key]).toContain(value);
        expect(hasFilters(on)).toBe(true);
        expect(toggleFacetValue(on, key, value)).toEqual(query);
      }),
    );
  });

  test("removing a facet's last value drops the facet, and the filters with it", () => {
    expect(toggleFacetValue({ slug: "frigidere", filters: { brand: ["Bosch"] } }, "brand", "Bosch")).toEqual({ slug: "frigidere" });
    expect(toggleFacetValue({ filters: { brand: ["Bosch"], color: ["alb"] } }, "brand", "Bosch")).toEqual({ filters: { color: ["alb"] } });
  });

  test("a flag on is true, off is left out", () => {
    fc.assert(
      fc.property(filters, fc.constantFrom("in_stock" as const, "is_discount" as const), (query, key) => {
        expect(withFlag(query, key, true)[key]).toBe(true);
        expect(key in withFlag(query, key, false)).toBe(false);
      }),
    );
  });

  test("clearing keeps the listing and its sort and leaves no filter", () => {
    fc.assert(
      fc.property(filters, (query) => {
        const cleared = withoutFilters(query);
        expect(hasFilters(cleared)).toBe(false);
        expect(cleared.slug).toBe(query.slug);
        expect(cleared.search).toBe(query.search);
        expect(cleared.sort_by).toBe(query.sort_by);
        expect(withoutFilters(cleared)).toEqual(cleared);
      }),
    );
    expect(hasFilters({ slug: "frigidere", sort_by: "newest" })).toBe(false);
    expect(hasFilters({ min_price: 0 })).toBe(true);
  });

  test("a typed price reads with a comma or a point; empty or unreadable is no bound", () => {
    expect(parsePriceInput("12,5")).toBe(12.5);
    expect(parsePriceInput("12.5")).toBe(12.5);
    expect(parsePriceInput(" ")).toBeUndefined();
    expect(parsePriceInput("-1")).toBeUndefined();
    expect(parsePriceInput("abc")).toBeUndefined();
    expect(withPriceRange({ slug: "frigidere", min_price: 100 }, "", "5000")).toEqual({ slug: "frigidere", max_price: 5000 });
    fc.assert(
      fc.property(filters, fc.nat(1_000_000), fc.nat(1_000_000), (query, min, max) => {
        const ranged = withPriceRange(query, String(min / 100).replace(".", ","), String(max / 100));
        expect([ranged.min_price, ranged.max_price]).toEqual([min / 100, max / 100]);
        expect(withPriceRange(ranged, "", "")).toEqual(withPriceRange(query, "", ""));
      }),
    );
  });

  test("the sort menu offers every sort order the API takes, popular first", () => {
    expect(SORT_ORDERS[0]).toBe("popular");
    expect(SORT_ORDERS.every((s) => Schema.is(SortBy)(s))).toBe(true);
  });
});
