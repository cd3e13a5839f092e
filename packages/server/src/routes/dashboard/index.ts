import { Hono } from "hono";
import type { AppEnv, Deps } from "../../app.js";
import { categoryRoutes } from "./categories.js";
import { imageRoutes } from "./images.js";
import { productRoutes } from "./products.js";

/** The dashboard's API, one sub-app per resource, mounted at `/api/dashboard`. */
export const dashboardRoutes = (deps: Deps): Hono<AppEnv> =>
  new Hono<AppEnv>()
    .route("/products", productRoutes(deps))
    .route("/images", imageRoutes(deps))
    .route("/categories", categoryRoutes(deps));
