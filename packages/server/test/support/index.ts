// The server's entry for other packages' tests (`@vitrina/server/testing`): a shop started on a fresh
// copy of the demo database, and the server's decoder of bracket-notation forms, which the adapter's
// encoder is checked against. Its vitest global setup is `@vitrina/server/testing/global-setup`.
export { TEST_ADMIN, startTestShop, type TestShop } from "./shop.js";
export { fromBracketForm } from "../../src/lib/http.js";
export { coerceCheckoutForm } from "../../src/orders/checkout-form.js";
