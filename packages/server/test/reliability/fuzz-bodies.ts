import fc from "fast-check";
import { LOCALES } from "@vitrina/core";
import { BAD, jsonOtherThan } from "./fuzz-values.js";
import { L } from "./helpers.js";

// Valid bodies of the dashboard's product and locale-settings endpoints (fuzz-endpoints.ts), and the
// values each product field must refuse.

/** A valid body of a new product. */
export const productBody = () => ({
  slug: "fuzz-product",
  sku: "FUZZ-0001",
  title: L("Produs fuzz"),
  description: L("Descriere"),
  price: 99.9,
  old_price: 120,
  stock: 3,
  category_id: 1,
  attributes: [{ key: "colour", value: L("roșu") }],
  active: true,
  image_ids: [],
});
export const productFields = {
  slug: BAD.slug,
  sku: BAD.text(64),
  title: BAD.title,
  description: BAD.longText,
  "title.ro": fc.oneof(jsonOtherThan("string"), fc.constant("")),
  price: BAD.price,
  old_price: BAD.oldPrice,
  stock: BAD.count,
  category_id: BAD.ref,
  active: BAD.bool,
  attributes: fc.oneof(
    jsonOtherThan("array"),
    fc.constantFrom<unknown>(
      [{ key: "Bad Key", value: L("x") }],
      [{ key: "colour", value: "plain" }],
      [
        { key: "a", value: L("x") },
        { key: "a", value: L("y") },
      ],
      Array.from({ length: 31 }, (_, i) => ({ key: `k${i}`, value: L("v") })),
    ),
  ),
  image_ids: BAD.idList(20),
  seo_title: BAD.title.filter((v) => v !== undefined),
};
// An edit corrects the stock by a delta (negative allowed) instead of overwriting it.
const { stock: _stock, ...productUpdateFields } = productFields;
export { productUpdateFields };
export const productUpdateBody = () => {
  const { stock: _s, ...body } = productBody();
  return { ...body, stock_change: -1 };
};
export const localeSettings = () => ({
  active_languages: [...LOCALES],
  addresses: [L("str. Ismail 88, Chișinău")],
  pickup_addresses: [L("str. Ismail 88, Chișinău")],
  schedule: L("L–V 9–18"),
  phones: ["+373 22 000 000"],
  emails: ["info@vitrina.md"],
  salesPhones: ["+373 69 000 000"],
  salesEmails: ["sales@vitrina.md"],
  socials: [{ name: "Facebook", url: "https://facebook.com/vitrina", code: "fb" }],
  order_emails: [],
});
