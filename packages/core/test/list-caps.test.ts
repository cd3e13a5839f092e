import { describe, expect, test } from "vitest";
import { Schema } from "effect";
import { CheckoutPayload, ROUTES, overlongLists, uncappedLists, validate, validateCheckout } from "../src/index.js";

// Issue 28 item 2: a list's cap is checked before any of its items, on every body the API takes.

/** A checkout that passes every rule, with `products` as given. */
const checkoutWith = (products: unknown) => ({
  paymentMethod: "cash_on_delivery",
  deliveryMethod: "courier",
  agreement: true,
  contactDetails: { email: "ana@mail.md", phone: "+37369123456" },
  billingAddress: { firstName: "Ana", lastName: "Rusu", country: "md", city: "Chișinău", address: "str. Ștefan cel Mare 1" },
  products,
});

describe("list caps come before items", () => {
  test("every body of the API caps each of its lists (a new uncapped list fails here)", () => {
    const uncapped = ROUTES.flatMap((route) => (route.body ? uncappedLists(route.body).map((path) => `${route.method} ${route.path}: ${path}`) : []));
    expect(uncapped).toEqual([]);
  });

  test("a checkout of 300,000 empty lines is one `max` error on products, not an error per line", () => {
    const result = validateCheckout(checkoutWith(Array.from({ length: 300_000 }, () => ({}))));
    expect(result).toEqual({ ok: false, errors: { products: ["max"] } });
  });

  test("a list within its cap still has every item checked, duplicates included", () => {
    const result = validateCheckout(checkoutWith([{ id: 3, quantity: 1 }, { id: 3 }, {}]));
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors).toEqual({
      "products.1.quantity": ["required"],
      "products.1.id": ["invalid"],
      "products.2.id": ["required"],
      "products.2.quantity": ["required"],
    });
  });

  test("two variants of one product are two lines; the same variant twice is a duplicate", () => {
    const result = validateCheckout(
      checkoutWith([
        { id: 3, variant_id: 40, quantity: 1 },
        { id: 3, variant_id: 41, quantity: 1 },
        { id: 3, variant_id: 40, quantity: 2 },
      ]),
    );
    expect(!result.ok && result.errors).toEqual({ "products.2.id": ["invalid"] });
  });

  test("lists nested in items, in optional and nullable parts are capped too; the rest of the body is not decoded", () => {
    const Inner = Schema.Struct({ tags: Schema.Array(Schema.String).check(Schema.isMaxLength(2, { message: "max" })) });
    const Outer = Schema.Struct({
      name: Schema.String,
      items: Schema.Array(Inner).check(Schema.isMaxLength(3, { message: "max" })),
      extra: Schema.optionalKey(Schema.NullOr(Schema.Array(Schema.Number).check(Schema.isMaxLength(1)))),
    });
    const input = { name: 7, items: [{ tags: ["a"] }, { tags: ["a", "b", "c"] }], extra: [1, 2] };
    expect(overlongLists(Outer, input)).toEqual({ "items.1.tags": ["max"], extra: ["max"] });
    // `name` is wrong too, but no decoding happened: only the caps answer.
    expect(validate(Outer, input)).toEqual({ ok: false, errors: { "items.1.tags": ["max"], extra: ["max"] } });
    expect(overlongLists(Outer, { name: "x", items: [{ tags: ["a"] }], extra: null })).toBeUndefined();
    expect(overlongLists(Outer, { items: Array.from({ length: 4 }, () => ({ tags: Array(99).fill("x") })) })).toEqual({ items: ["max"] });
  });

  test("a list with no cap is reported by uncappedLists", () => {
    expect(uncappedLists(Schema.Struct({ a: Schema.Array(Schema.String), b: Schema.Array(Schema.String).check(Schema.isMaxLength(4)) }))).toEqual(["a"]);
    expect(uncappedLists(CheckoutPayload)).toEqual([]);
  });
});
