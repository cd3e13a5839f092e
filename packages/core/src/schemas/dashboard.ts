// The dashboard's schemas, one module per resource.
export * from "./dashboard/shared.js";
export * from "./dashboard/staff.js";
export * from "./dashboard/attributes.js";
export * from "./dashboard/catalog.js";
export * from "./dashboard/variants.js";
export * from "./dashboard/content.js";
export * from "./dashboard/orders.js";
export * from "./dashboard/messages.js";
export * from "./dashboard/audit.js";
export * from "./dashboard/list-params.js";
export * from "./dashboard/discount-codes.js";
export * from "./dashboard/product-csv.js";
