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
