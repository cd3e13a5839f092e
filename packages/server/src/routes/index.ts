import type { Hono } from "hono";
import type { AppEnv, Deps } from "../app.js";
import { authRoutes } from "./auth.js";
import { catalogRoutes } from "./catalog.js";
import { dashboardAuditRoutes } from "./dashboard-audit.js";
import { dashboardPagesRoutes } from "./dashboard-pages.js";
import { dashboardMessageRoutes } from "./dashboard-messages.js";
import { dashboardOrderRoutes } from "./dashboard-orders.js";
import { dashboardShopRoutes } from "./dashboard-shop.js";
import { orderRoutes } from "./orders.js";
import { dashboardRoutes } from "./dashboard/index.js";
import { sitemapRoutes } from "./sitemap.js";

/** Registers every route of the shop on the app. */
export const storefrontRoutes = (app: Hono<AppEnv>, deps: Deps): void => {
  catalogRoutes(app, deps);
  orderRoutes(app, deps);
  sitemapRoutes(app, deps);
  authRoutes(app, deps);
  dashboardOrderRoutes(app, deps);
  dashboardPagesRoutes(app, deps);
  dashboardAuditRoutes(app, deps);
  dashboardMessageRoutes(app, deps);
  dashboardShopRoutes(app, deps);
  app.route("/api/dashboard", dashboardRoutes(deps));
};
