import { describe, expect, test } from "vitest";
import fc from "fast-check";
import type { AdminProduct } from "../src/index.js";
import { changedProductFields, productDraftOf, productInputOf, productUpdateOf } from "../src/index.js";

const L = (text: string) => ({ ro: text, en: text, ru: text, bg: text });
const read: AdminProduct = {
  id: 7,
  uuid: "u-7",
  slug: "tigaie",
  sku: "VT-7",
  title: L("Tigaie"),
  description: L("Tigaie de 28 cm"),
  price: 649,
  old_price: null,
  max_per_order: null,
  stock: 6,
  category_id: 2,
  attributes: [],
  active: true,
  seo_title: null,
  seo_description: null,
  images: [],
  options: [],
  variants: [],
  created_at: "2026-11-20T10:00:00.000Z",
  updated_at: "2026-11-20T10:00:00.000Z",
  version: 3,
};

describe("productUpdateOf", () => {
  test("an untouched stock is not sent, so sales made while the form was open stay sold", () => {
    const update = productUpdateOf({ ...productDraftOf(read), title: L("Tigaie Tefal") }, read);
    expect(update).not.toHaveProperty("stock");
    expect(update).not.toHaveProperty("stock_change");
    expect(update.title.ro).toBe("Tigaie Tefal");
  });

  test("a touched stock is sent as the difference from the stock the form was opened with", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), (typed) => {
        const update = productUpdateOf({ ...productDraftOf(read), stock: String(typed) }, read);
        expect(update.stock_change).toBe(typed === read.stock ? undefined : typed - read.stock);
      }),
    );
  });
});

describe("a product with variants", () => {
  const withVariants: AdminProduct = {
    ...read,
    price: 99,
    stock: 5,
    options: [
      {
        key: "size",
        name: L("Mărime"),
        values: [
          { value: "m", label: L("M") },
          { value: "l", label: L("L") },
          { value: "s", label: L("S") },
        ],
      },
    ],
    variants: [
      { id: 40, options: { size: "m" }, sku: "VT-7-m", price: 120, old_price: 150, stock: 2, image: null, active: true },
      { id: 41, options: { size: "l" }, sku: "VT-7-l", price: 99, old_price: null, stock: 3, image: null, active: true },
      { id: 42, options: { size: "s" }, sku: "VT-7-s", price: 50, old_price: null, stock: 9, image: null, active: false },
      // Left out by an edit while ordered: kept inactive by the server with a value the options no longer have.
      { id: 39, options: { size: "xs" }, sku: "VT-7-xs", price: 80, old_price: null, stock: 0, image: null, active: false },
    ],
  };

  test("is sent with its options and variants, its active variants' lowest price and stock as its own, never a stock correction", () => {
    const draft = productDraftOf(withVariants);
    expect(draft.variants.map((v) => v.id)).toEqual([40, 41, 42]);
    const update = productUpdateOf(
      { ...draft, stock: "40", variants: draft.variants.map((v) => (v.id === 40 ? { ...v, price: "89,90", stock: "6" } : v)) },
      withVariants,
    );
    expect(update).not.toHaveProperty("stock_change");
    expect([update.price, update.old_price]).toEqual([89.9, 150]);
    expect(update.variants?.map((v) => [v.sku, v.price, v.stock])).toEqual([
      ["VT-7-m", 89.9, 6],
      ["VT-7-l", 99, 3],
      ["VT-7-s", 50, 9],
    ]);
    expect(productInputOf(draft).stock).toBe(5);
  });

  test("a product without options sends none, so it stays one", () => {
    const input = productInputOf(productDraftOf(read));
    expect([input.options, input.variants, input.price]).toEqual([[], [], 649]);
  });

  test("a change of its variants is named when a colleague saved first", () => {
    expect(changedProductFields(withVariants, { ...withVariants, variants: withVariants.variants.slice(1) })).toEqual(["variants"]);
  });
});

describe("changedProductFields", () => {
  test("names the form fields whose saved values differ from what the form read", () => {
    expect(changedProductFields(read, { ...read, version: 4, updated_at: "2026-11-21T10:00:00.000Z" })).toEqual([]);
    expect(changedProductFields(read, { ...read, price: 599, stock: 4, title: { ...read.title, ru: "Сковорода" }, version: 4 })).toEqual([
      "title",
      "price",
      "stock",
    ]);
  });
});

describe("productInputOf", () => {
  test("a product read into the form and sent back unchanged is the same product", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.option(fc.integer({ min: 1, max: 1_000_000 })),
        fc.nat({ max: 100_000 }),
        fc.option(fc.integer({ min: 1, max: 999 })),
        (price, old_price, stock, max_per_order) => {
          const input = productInputOf(productDraftOf({ ...read, price, old_price, stock, max_per_order }));
          expect(input).toMatchObject({ price, old_price, stock, max_per_order, image_ids: [], title: read.title });
          expect(input).not.toHaveProperty("seo_title");
        },
      ),
    );
  });

  test("a decimal comma is read as a point, and an empty number as not a number for the server to refuse", () => {
    const draft = productDraftOf(read);
    expect(productInputOf({ ...draft, price: "649,90" }).price).toBe(649.9);
    expect(productInputOf({ ...draft, price: " " }).price).toBeNaN();
  });

  test("a number attribute is typed as text and sent as a number; a text attribute goes as it is", () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e6, noNaN: true }), (watts) => {
        const draft = productDraftOf({
          ...read,
          attributes: [
            { key: "power", value: watts },
            { key: "colour", value: L("roșu") },
          ],
        });
        expect(draft.attributes).toEqual([
          { key: "power", value: String(watts) },
          { key: "colour", value: L("roșu") },
        ]);
        expect(productInputOf(draft).attributes).toEqual([
          { key: "power", value: watts },
          { key: "colour", value: L("roșu") },
        ]);
      }),
    );
    const typed = productInputOf({
      ...productDraftOf(read),
      attributes: [
        { key: "capacity", value: "1,7" },
        { key: "power", value: "" },
      ],
    });
    expect(typed.attributes[0]).toEqual({ key: "capacity", value: 1.7 });
    expect(typed.attributes[1]!.value).toBeNaN();
  });
});
