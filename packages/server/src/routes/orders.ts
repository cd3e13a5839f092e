import type { Hono } from "hono";
import type { AppEnv, Deps } from "../app.js";

/** Registers the orders routes. */
export const orderRoutes = (app: Hono<AppEnv>, deps: Deps): void => {
  void app;
  void deps;
};
