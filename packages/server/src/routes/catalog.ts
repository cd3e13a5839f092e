import type { Hono } from "hono";
import type { AppEnv, Deps } from "../app.js";

/** Registers the catalog routes. */
export const catalogRoutes = (app: Hono<AppEnv>, deps: Deps): void => {
  void app;
  void deps;
};
