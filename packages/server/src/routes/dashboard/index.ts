import { Hono } from "hono";
import type { AppEnv, Deps } from "../../app.js";
import { categoryRoutes } from "./categories.js";
import { contentRoutes } from "./content.js";
import { imageRoutes } from "./images.js";
import { localeRoutes } from "./locale.js";
import { productRoutes } from "./products.js";
import { seoRoutes } from "./seo.js";

/** The dashboard's API, one sub-app per resource, mounted at `/api/dashboard`. */
export const dashboardRoutes = (deps: Deps): Hono<AppEnv> =>
  new Hono<AppEnv>()
    .route("/products", productRoutes(deps))
    .route("/images", imageRoutes(deps))
    .route("/categories", categoryRoutes(deps))
    .route("/", contentRoutes(deps))
    .route("/seo", seoRoutes(deps))
    .route("/locale-settings", localeRoutes(deps));
