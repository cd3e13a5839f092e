// Sample options and variants for the product form's stories and tests (not exported from the package).
import type { AdminProduct, FieldErrors, ProductDraft } from "@vitrina/core";
import { productDraftOf } from "@vitrina/core";
import { adminProducts, lt } from "./fixtures.js";

const size = (value: string, label: string) => ({ value, label: lt(label, label, label, label) });

/** A T-shirt sold in two sizes and two colours, as the dashboard API answers it: four variants, one inactive. */
export const tShirt: AdminProduct = {
  ...adminProducts[0]!,
  id: 95,
  slug: "tricou-sport",
  sku: "TR-SPORT",
  title: lt("Tricou sport", "Sports T-shirt", "Спортивная футболка", "Спортна тениска"),
  price: 199,
  old_price: null,
  stock: 17,
  options: [
    { key: "size", name: lt("Mărime", "Size", "Размер", "Размер"), values: [size("m", "M"), size("l", "L")] },
    {
      key: "colour",
      name: lt("Culoare", "Colour", "Цвет", "Цвят"),
      values: [
        { value: "white", label: lt("Alb", "White", "Белый", "Бял") },
        { value: "red", label: lt("Roșu", "Red", "Красный", "Червен") },
      ],
    },
  ],
  variants: [
    { id: 401, options: { size: "m", colour: "white" }, sku: "TR-SPORT-m-white", price: 199, old_price: null, stock: 5, image: null, active: true },
    { id: 402, options: { size: "m", colour: "red" }, sku: "TR-SPORT-m-red", price: 199, old_price: 249, stock: 0, image: null, active: true },
    { id: 403, options: { size: "l", colour: "white" }, sku: "TR-SPORT-l-white", price: 219, old_price: null, stock: 12, image: null, active: true },
    { id: 404, options: { size: "l", colour: "red" }, sku: "TR-SPORT-l-red", price: 219, old_price: null, stock: 0, image: null, active: false },
  ],
};

/** The T-shirt's form. */
export const tShirtDraft: ProductDraft = productDraftOf(tShirt);

/** A 422 about the T-shirt's variants: a SKU another product holds, a price not above zero, an old price below the price, a value given twice. */
export const variantErrors: FieldErrors = {
  "variants.1.sku": ["taken"],
  "variants.2.price": ["min"],
  "variants.1.old_price": ["min"],
  "options.1.values.1.value": ["taken"],
};
