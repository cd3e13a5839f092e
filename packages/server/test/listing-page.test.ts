import { describe, expect, test } from "vitest";
import type { Candidate } from "../src/catalog/candidate-data.js";
import { candidatePage } from "../src/catalog/listing.js";

// candidatePage counts facets by value codes: values stored differently but read the same in a
// language are one facet value, products without an attribute are not counted in its facet, and a
// filter on an attribute no product has leaves nothing.

const red = { ro: "Roșu", ru: "Красный" };
const darkRed = { ro: "Roșu închis", ru: "Красный" };
const tefal = { ro: "Tefal" };
const bosch = { ro: "Bosch" };
const product = (id: number, price: number, attributes: Candidate["attributes"], stock = 1, oldPrice: number | null = null): Candidate => ({
  id,
  price,
  oldPrice,
  stock,
  createdAt: id,
  bestseller: null,
  attributes,
});
const candidates = [
  product(1, 1000, { colour: red, brand: tefal }),
  product(2, 2000, { colour: darkRed, brand: bosch }, 0),
  product(3, 3000, { brand: tefal }, 4, 3500),
  product(4, 4000, { colour: red }),
];
const page = (query: Partial<Parameters<typeof candidatePage>[2]>, locale: "ro" | "ru" = "ro") =>
  candidatePage(candidates, locale, { sort_by: "price_asc", page: 1, perPage: 24, ...query });
const facets = (result: ReturnType<typeof candidatePage>) => Object.fromEntries([...result.facets].map(([key, values]) => [key, Object.fromEntries(values)]));

describe("a listing page worked out from its candidates", () => {
  test("values read the same in the page's language are one facet value", () => {
    expect(facets(page({}, "ru"))).toEqual({ colour: { Красный: 3 }, brand: { Tefal: 2, Bosch: 1 } });
    expect(facets(page({}))).toEqual({ colour: { Roșu: 2, "Roșu închis": 1 }, brand: { Tefal: 2, Bosch: 1 } });
  });

  test("a facet's counts honour every other filter, stock and price bounds, but not its own", () => {
    const result = page({ in_stock: true, min_price: 15, filters: { brand: ["Tefal"] } });
    expect(result.ids).toEqual([3]);
    expect(result.total).toBe(1);
    // Stock and discount set the price range, the price bounds do not.
    expect(result.priceRange).toEqual({ min: 10, max: 40 });
    // Brand counts ignore the brand filter (3 is Tefal); colour counts keep it: 3 has no colour, 4 no brand.
    expect(facets(result)).toEqual({ brand: { Tefal: 1 } });
  });

  test("discount, a filter nobody matches, paging", () => {
    expect(page({ is_discount: true }).ids).toEqual([3]);
    const none = page({ filters: { power: ["2000 W"] } });
    expect([none.ids, none.total, facets(none)]).toEqual([[], 0, {}]);
    const second = page({ perPage: 1, page: 2, sort_by: "price_desc" });
    expect([second.ids, second.total]).toEqual([[3], 4]);
    expect(page({ in_stock: true, min_price: 100 })).toMatchObject({ ids: [], total: 0, priceRange: { min: 10, max: 40 } });
  });
});
