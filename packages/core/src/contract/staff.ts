import { STAFF_ACCOUNT_ROUTES } from "./staff-accounts.js";
import { STAFF_ACTIVITY_ROUTES } from "./staff-activity.js";
import { STAFF_CATALOG_ROUTES } from "./staff-catalog.js";
import { STAFF_CODE_ROUTES } from "./staff-codes.js";
import { STAFF_CONTENT_ROUTES } from "./staff-content.js";
import type { Route } from "./route.js";

/** Staff sign-in and the dashboard's routes, in the order the OpenAPI description lists them. */
export const STAFF_ROUTES = {
  ...STAFF_ACCOUNT_ROUTES,
  ...STAFF_ACTIVITY_ROUTES,
  ...STAFF_CATALOG_ROUTES,
  ...STAFF_CODE_ROUTES,
  ...STAFF_CONTENT_ROUTES,
} as const satisfies Record<string, Route>;
