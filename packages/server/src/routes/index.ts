import type { Hono } from "hono";
import type { AppEnv, Deps } from "../lib/app-env.js";
import { authRoutes } from "./auth.js";
import { cartRoutes } from "./cart.js";
import { catalogRoutes, menuRoutes } from "./catalog.js";
import { dashboardRoutes } from "./dashboard/index.js";
import { generalRoutes } from "./general.js";
import { imageRoutes, pageRoutes } from "./pages.js";
import { sitemapRoutes } from "./sitemap.js";
import { staffRoutes } from "./staff.js";

/** Registers every route of the shop on the app. */
export const storefrontRoutes = (app: Hono<AppEnv>, deps: Deps): void => {
  app.route("/api/general", generalRoutes(deps));
  app.route("/api/menu", menuRoutes(deps));
  app.route("/api/catalog", catalogRoutes(deps));
  app.route("/api/cart", cartRoutes(deps));
  app.route("/api", pageRoutes(deps));
  app.route("/images", imageRoutes(deps));
  app.route("/", sitemapRoutes(deps));
  app.route("/api/auth", authRoutes(deps));
  app.route("/api/dashboard/staff", staffRoutes(deps));
  app.route("/api/dashboard", dashboardRoutes(deps));
};
