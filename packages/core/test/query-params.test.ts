import { describe, expect, test } from "vitest";
import {
  AvailabilityParams,
  CartProductsParams,
  OrderKeyParams,
  ProductListParams,
  SearchParams,
  SeoParams,
  availabilityLines,
  cartProductLines,
  productListQuery,
  validate,
} from "../src/index.js";

const decoded = <T>(result: { ok: true; value: T } | { ok: false }) => {
  if (!result.ok) throw new Error("expected a valid query");
  return result.value;
};

describe("query string schemas", () => {
  test("a listing query reads with its defaults", () => {
    expect(productListQuery(decoded(validate(ProductListParams, {})))).toEqual({
      page: 1,
      perPage: 9,
      sort_by: "popular",
      in_stock: false,
      is_discount: false,
    });
    const params = {
      page: "2",
      perPage: "",
      sort_by: "price_asc",
      slug: " divan ",
      search: "  ",
      in_stock: "1",
      is_discount: "0",
      min_price: "1.5",
      filters: { brand: "Bosch", colour: ["red", "blue"] },
    };
    expect(productListQuery(decoded(validate(ProductListParams, params)))).toEqual({
      page: 2,
      perPage: 9,
      sort_by: "price_asc",
      slug: "divan",
      filters: { brand: ["Bosch"], colour: ["red", "blue"] },
      in_stock: true,
      is_discount: false,
      min_price: 1.5,
    });
  });

  test("a listing query that makes no sense answers every field error, in the order of the parameters", () => {
    const result = validate(ProductListParams, {
      page: "0",
      perPage: "101",
      sort_by: "cheapest",
      slug: ["a"],
      search: "x".repeat(201),
      in_stock: "yes",
      is_discount: "2",
      min_price: "abc",
      max_price: "-1",
      filters: { brand: "Bosch", "Bad-Key": "x", colour: { nested: "x" } },
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        "filters.Bad-Key": ["invalid"],
        "filters.colour": ["invalid"],
        sort_by: ["invalid"],
        page: ["min"],
        perPage: ["max"],
        slug: ["type"],
        search: ["max"],
        in_stock: ["type"],
        is_discount: ["type"],
        min_price: ["type"],
        max_price: ["min"],
      },
    });
    expect(Object.keys((result as { errors: object }).errors)).toEqual([
      "filters.Bad-Key",
      "filters.colour",
      "sort_by",
      "page",
      "perPage",
      "slug",
      "search",
      "in_stock",
      "is_discount",
      "min_price",
      "max_price",
    ]);
    expect(validate(ProductListParams, { filters: "x", page: "1.5" })).toEqual({ ok: false, errors: { filters: ["type"], page: ["type"] } });
  });

  test("a search text is at most 200 characters", () => {
    expect(validate(SearchParams, { text: "x".repeat(200) }).ok).toBe(true);
    expect(validate(SearchParams, { text: undefined })).toEqual({ ok: true, value: { text: undefined } });
    expect(validate(SearchParams, { text: "x".repeat(201) })).toEqual({ ok: false, errors: { text: ["max"] } });
  });

  test("an SEO name and an order's key are optional texts", () => {
    expect(validate(SeoParams, { name: "Divan" })).toEqual({ ok: true, value: { name: "Divan" } });
    expect(validate(OrderKeyParams, {})).toEqual({ ok: true, value: {} });
    expect(validate(OrderKeyParams, { key: ["a"] }).ok).toBe(false);
  });

  test("cart products take distinct lines, a positive id or an id and a variant id, at most 999", () => {
    expect(cartProductLines(decoded(validate(CartProductsParams, { ids: ["3", "1", "3"] })))).toEqual([{ id: 3 }, { id: 1 }]);
    expect(cartProductLines(decoded(validate(CartProductsParams, { ids: ["12:40", "12", "12:41", "12:40"] })))).toEqual([
      { id: 12, variant_id: 40 },
      { id: 12 },
      { id: 12, variant_id: 41 },
    ]);
    expect(cartProductLines(decoded(validate(CartProductsParams, {})))).toEqual([]);
    expect(validate(CartProductsParams, { ids: ["1", "0", "x", "3:0", "3:", ":4", "3:4:5", "1234567890:1"] })).toEqual({
      ok: false,
      errors: { "ids.1": ["type"], "ids.2": ["type"], "ids.3": ["type"], "ids.4": ["type"], "ids.5": ["type"], "ids.6": ["type"], "ids.7": ["type"] },
    });
    expect(validate(CartProductsParams, { ids: Array.from({ length: 1000 }, () => "1") })).toEqual({ ok: false, errors: { ids: ["max"] } });
  });

  test("availability lines are positive ids with quantities from 1 to 999, at most 200", () => {
    expect(availabilityLines(decoded(validate(AvailabilityParams, { items: [{ id: "4", quantity: "2" }] })))).toEqual([{ id: 4, quantity: 2 }]);
    expect(
      availabilityLines(
        decoded(
          validate(AvailabilityParams, {
            items: [
              { id: "12", variant_id: "40", quantity: "1" },
              { id: "12", variant_id: "41", quantity: "3" },
            ],
          }),
        ),
      ),
    ).toEqual([
      { id: 12, variant_id: 40, quantity: 1 },
      { id: 12, variant_id: 41, quantity: 3 },
    ]);
    expect(
      validate(AvailabilityParams, {
        items: [
          { id: "12", variant_id: "0", quantity: "1" },
          { id: "12", variant_id: ["4"], quantity: "1" },
        ],
      }),
    ).toEqual({
      ok: false,
      errors: { "items.0.variant_id": ["type"], "items.1.variant_id": ["type"] },
    });
    expect(validate(AvailabilityParams, { items: [{ id: "x", quantity: "1000" }, { id: "1", quantity: "0" }, "y"] })).toEqual({
      ok: false,
      errors: { "items.0.id": ["type"], "items.0.quantity": ["max"], "items.1.quantity": ["min"], "items.2.id": ["type"], "items.2.quantity": ["min"] },
    });
    expect(validate(AvailabilityParams, { items: Array.from({ length: 201 }, () => ({ id: "1", quantity: "1" })) })).toEqual({
      ok: false,
      errors: { items: ["max"] },
    });
  });
});
