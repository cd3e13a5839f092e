import type { BaseTranslation } from "../i18n-types.js";

/** Texts of the product page. */
export default {
  sku: "SKU: {sku:string}",
  inStock: "In stock",
  fewLeft: "Only {count:number} left",
  outOfStock: "Out of stock",
  quantity: "Quantity",
  decrease: "Decrease quantity",
  increase: "Increase quantity",
  addToCart: "Add to cart",
  added: "Added to cart",
  description: "Description",
  specifications: "Specifications",
  similar: "Similar products",
  lastSeen: "Recently viewed",
  photos: "Product photos",
  showPhoto: "Show photo {n:number}",
  valueSoldOut: "{value:string}, sold out",
  valueElsewhere: "{value:string}, only with other options",
  chooseToAdd: "To add it to the cart, choose: {names:string}",
} satisfies BaseTranslation;
