export { formatPrice } from "./price.js";
