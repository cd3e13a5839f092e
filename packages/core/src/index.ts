/**
 * @vitrina/core: the framework-free heart of Vitrina. Entity and payload schemas, ports, pure
 * rules and XState machines for the storefront; no React, DOM, fetch, Node or Effect runtime.
 */
export * from "./schemas/index.js";
export * from "./ports/index.js";
export * from "./validation/index.js";
export * from "./cart/index.js";
export * from "./checkout/index.js";
export * from "./search/index.js";
export * from "./product-list/index.js";
export * from "./last-seen/index.js";
export * from "./locale/index.js";
export * from "./money/index.js";
export * from "./menu/index.js";
export * from "./contact/index.js";
export * from "./app-update/index.js";
export * from "./audit/index.js";
export * from "./attributes/index.js";
export * from "./catalog/index.js";
export * from "./catalog-csv/index.js";
export * from "./editing/index.js";
export * from "./dashboard/index.js";
export * from "./contract/index.js";
