import type { Config } from "../config.js";
import type { Db } from "../db/db.js";
import type { AddressEnv } from "./client-address.js";
import type { CatalogVersionEnv } from "./answer-cache.js";
import type { Log } from "./log.js";
import type { PageEnv } from "./page-answers.js";
import type { StaffEnv } from "./auth.js";

/** What every route handler can reach. */
export interface Deps {
  readonly db: Db;
  readonly config: Config;
  readonly log: Log;
}

/**
 * Hono's environment for the shop's routes: the variables every request has (its id, the
 * dependencies) and those each middleware of lib/ declares for what it sets (the client's address,
 * the catalogue's version, the signed-in staff member, the storefront page's request and answer).
 * It lives here, at the ground, so that routes and middleware name it without importing the app.
 */
export type AppEnv = {
  Bindings: AddressEnv["Bindings"] & CatalogVersionEnv["Bindings"];
  Variables: { requestId: string; deps: Deps } & AddressEnv["Variables"] & CatalogVersionEnv["Variables"] & StaffEnv["Variables"] & PageEnv["Variables"];
};
