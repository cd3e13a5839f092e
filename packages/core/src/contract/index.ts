/**
 * @vitrina/core/contract: every route of the shop's HTTP API, declared once with core's schemas.
 * The server registers these routes and generates its OpenAPI description from them; the HTTP adapter
 * builds its requests from their paths and decodes answers with their response schemas. With them,
 * the types of the server-rendering hand-off between the server and the storefront's build.
 * @module
 */
import { SHOP_ROUTES } from "./shop.js";
import { STAFF_ROUTES } from "./staff.js";
import type { Route } from "./route.js";

export { SHOP_ROUTES } from "./shop.js";
export { STAFF_ROUTES } from "./staff.js";
export { fillPath } from "./route.js";
export type { BodyType, Method, PathParams, RefusalStatus, Route, RouteTag } from "./route.js";
export type { RenderMeta, RenderRequest, RenderResult, RenderedPage, SharedData, SharedPages, StorefrontEntry, TemplateFiller } from "./ssr.js";

// Pure: a bundle of the storefront's adapter keeps SHOP_ROUTES without the dashboard's routes and schemas.
/** Every route of the API, the storefront's first, in the order the OpenAPI description lists them. */
export const ROUTES: ReadonlyArray<Route> = /* @__PURE__ */ [SHOP_ROUTES, STAFF_ROUTES].flatMap((routes): ReadonlyArray<Route> => Object.values(routes));
