import { describe, expect, test } from "vitest";
import fc from "fast-check";
import type { ProductListQuery } from "@vitrina/core";
import { listQueryFromUrl, urlFromListQuery } from "../src/app/list-query.js";

const query: fc.Arbitrary<ProductListQuery> = fc.record(
  {
    search: fc.string({ minLength: 1 }).filter((s) => s.trim() === s && s.length > 0),
    min_price: fc.integer({ min: 0, max: 100000 }),
    max_price: fc.integer({ min: 0, max: 100000 }),
    filters: fc.dictionary(fc.stringMatching(/^[a-z][a-z0-9_]{0,10}$/), fc.array(fc.string({ minLength: 1 }), { minLength: 1, maxLength: 3 }), {
      minKeys: 1,
      maxKeys: 3,
    }),
    in_stock: fc.constant(true),
    is_discount: fc.constant(true),
    sort_by: fc.constantFrom("price_asc", "price_desc", "newest", "discount"),
  },
  { requiredKeys: [] },
);

describe("listing URL", () => {
  test("every listing query survives a trip through the page URL", () => {
    fc.assert(
      fc.property(query, (q) => {
        expect(listQueryFromUrl(new URLSearchParams(urlFromListQuery(q)))).toEqual(q);
      }),
    );
  });

  test("nonsense values are left out instead of breaking the page", () => {
    expect(listQueryFromUrl(new URLSearchParams("min_price=abc&max_price=-5&sort_by=random&in_stock=yes"))).toEqual({});
  });

  test("the default sort keeps the URL clean", () => {
    expect(urlFromListQuery({ sort_by: "popular" })).toBe("");
  });

  test("a filter named __proto__ is a filter like any other, not the object's prototype", () => {
    const query = listQueryFromUrl(new URLSearchParams("filters[__proto__][]=x&filters[constructor][]=y"));
    expect(Object.keys(query.filters ?? {})).toEqual(["__proto__", "constructor"]);
    // biome-ignore lint/suspicious/noProto: the test reads the own property named __proto__ that the query made
    expect(query.filters?.["__proto__"]).toEqual(["x"]);
    expect(Object.getPrototypeOf(query.filters)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>)["x"]).toBeUndefined();
  });
});
