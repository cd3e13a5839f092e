export { formatPrice } from "./price.js";
export { discountPercent } from "./discount.js";
