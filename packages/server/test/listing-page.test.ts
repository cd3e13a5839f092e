import { describe, expect, test } from "vitest";
import type { AttributeEntry } from "../src/catalog/attribute-data.js";
import type { Candidate } from "../src/catalog/candidate-data.js";
import { candidatePage } from "../src/catalog/listing.js";

// candidatePage counts facets by value codes: values stored differently but read the same in a
// language are one facet value, products without an attribute are not counted in its facet, and a
// filter on an attribute no product has leaves nothing.

const red = { ro: "Roșu", ru: "Красный" };
const darkRed = { ro: "Roșu închis", ru: "Красный" };
const tefal = { ro: "Tefal" };
const bosch = { ro: "Bosch" };
const product = (
  id: number,
  price: number,
  attributes: Candidate["attributes"],
  stock = 1,
  oldPrice: number | null = null,
  options: Candidate["options"] = {},
): Candidate => ({
  id,
  categoryId: 1,
  price,
  oldPrice,
  stock,
  createdAt: id,
  bestseller: null,
  attributes,
  options,
});
const candidates = [
  product(1, 1000, { colour: red, brand: tefal }),
  product(2, 2000, { colour: darkRed, brand: bosch }, 0),
  product(3, 3000, { brand: tefal }, 4, 3500),
  product(4, 4000, { colour: red }),
];
const L = (ro: string, en: string, ru: string, bg: string) => ({ ro, en, ru, bg });
const dictionary = new Map<string, AttributeEntry>([
  ["colour", { name: L("Culoare", "Colour", "Цвет", "Цвят"), unit: null, kind: "text" }],
  ["power", { name: L("Putere", "Power", "Мощность", "Мощност"), unit: L("W", "W", "Вт", "Вт"), kind: "number" }],
]);
const page = (query: Partial<Parameters<typeof candidatePage>[2]>, locale: "ro" | "ru" = "ro", list = candidates) =>
  candidatePage(list, locale, { sort_by: "price_asc", page: 1, perPage: 24, ...query }, dictionary);
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

describe("number attributes", () => {
  const kettles = [1800, 180, 1500, 2200, 1800].map((watts, i) => product(10 + i, 1000 * (i + 1), { power: watts }));

  test("filter values are printed with the unit in the page's language and listed by size, not as text", () => {
    expect([...page({}, "ro", kettles).facets.get("power")!]).toEqual([
      ["180 W", 1],
      ["1500 W", 1],
      ["1800 W", 2],
      ["2200 W", 1],
    ]);
    expect([...page({}, "ru", kettles).facets.get("power")!.keys()]).toEqual(["180 Вт", "1500 Вт", "1800 Вт", "2200 Вт"]);
  });

  test("a shopper's choice is the value as printed in the page's language", () => {
    expect(page({ filters: { power: ["1800 W"] } }, "ro", kettles).ids).toEqual([10, 14]);
    expect(page({ filters: { power: ["1500 Вт"] } }, "ru", kettles).ids).toEqual([12]);
    expect(page({ filters: { power: ["1500"] } }, "ro", kettles).ids).toEqual([]);
  });

  test("an option's values are facet values: a product counts in each value its variants sell, and choosing any of them shows it", () => {
    const [s, m, l] = ["S", "M", "L"].map((size) => ({ ro: size }));
    const list = [
      product(1, 1000, { brand: tefal }, 1, null, { size: [s!, m!], colour: [red] }),
      product(2, 2000, { brand: bosch }, 1, null, { size: [m!, l!] }),
      // The same key as an attribute of a product without options and as an option of one with: one facet.
      product(3, 3000, { colour: darkRed, brand: bosch }),
    ];
    expect(facets(page({}, "ro", list))).toEqual({ brand: { Bosch: 2, Tefal: 1 }, size: { L: 1, M: 2, S: 1 }, colour: { Roșu: 1, "Roșu închis": 1 } });
    const chosen = page({ filters: { size: ["S", "L"] } }, "ro", list);
    expect(chosen.ids).toEqual([1, 2]);
    expect(facets(chosen)).toEqual({ brand: { Bosch: 1, Tefal: 1 }, size: { L: 1, M: 2, S: 1 }, colour: { Roșu: 1 } });
    expect(page({ filters: { colour: ["Roșu"] } }, "ro", list).ids).toEqual([1]);
  });
});
