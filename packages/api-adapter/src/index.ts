/**
 * @vitrina/api-adapter: core's API ports over HTTP, built with effect. The Effect runtime stays
 * inside; the factories return plain Promise-based ports. The browser's cookie store is its own
 * entry, `@vitrina/api-adapter/browser-cookies`.
 * @module
 */
export { createHttpShopApi } from "./shop-api.js";
export { createHttpDashboardApi } from "./dashboard-api.js";
export { AUTH_TOKEN, REQUEST_TIMEOUT_MS, RETRY_AFTER_MAX_MS, RETRY_BACKOFF_MS, RETRY_STATUSES, ShopHttp, layer, make, urlOf } from "./client.js";
export { ApiFailure, MALFORMED_ANSWER, NO_ANSWER } from "./failure.js";
export type { Call, HttpAdapterOptions, RetryPolicy } from "./client.js";
export { toBracketEntries, toBracketForm, toBracketQuery } from "./bracket.js";
