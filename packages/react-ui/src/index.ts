/** @vitrina/react-ui: presentational React components of the storefront and the dashboard. */
export { formatPrice } from "./format.js";
export { Price } from "./components/Price.js";
export type { PriceProps } from "./components/Price.js";
export { ProductGrid } from "./components/ProductGrid.js";
export type { ProductGridProps } from "./components/ProductGrid.js";
