export * from "./limits.js";
export * from "./common.js";
export * from "./catalog.js";
export * from "./general.js";
export * from "./home.js";
export * from "./cart.js";
export * from "./dashboard.js";
export * from "./identity.js";
