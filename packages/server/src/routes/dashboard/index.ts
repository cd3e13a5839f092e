import { Hono } from "hono";
import type { AppEnv, Deps } from "../../lib/app-env.js";
import { attributeRoutes } from "./attributes.js";
import { auditRoutes } from "./audit.js";
import { categoryRoutes } from "./categories.js";
import { contentRoutes } from "./content.js";
import { discountCodeRoutes } from "./discount-codes.js";
import { uploadRoutes } from "./images.js";
import { localeRoutes } from "./locale.js";
import { messageRoutes } from "./messages.js";
import { orderRoutes, overviewRoutes } from "./orders.js";
import { contentPageRoutes } from "./pages.js";
import { productRoutes } from "./products.js";
import { seoRoutes } from "./seo.js";
import { shopRoutes } from "./shop.js";

/** The dashboard's API, one sub-app per resource, mounted at `/api/dashboard`. */
export const dashboardRoutes = (deps: Deps) =>
  new Hono<AppEnv>()
    .route("/orders", orderRoutes(deps))
    .route("/overview", overviewRoutes(deps))
    .route("/products", productRoutes(deps))
    .route("/images", uploadRoutes(deps))
    .route("/categories", categoryRoutes(deps))
    .route("/attributes", attributeRoutes(deps))
    .route("/discount-codes", discountCodeRoutes(deps))
    .route("/", contentRoutes(deps))
    .route("/seo", seoRoutes(deps))
    .route("/locale-settings", localeRoutes(deps))
    .route("/pages", contentPageRoutes(deps))
    .route("/audit", auditRoutes(deps))
    .route("/messages", messageRoutes(deps))
    .route("/", shopRoutes(deps));
