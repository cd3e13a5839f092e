import type { Hono } from "hono";
import type { AppEnv, Deps } from "../app.js";

/** Registers every route of the shop on the app. */
export const storefrontRoutes = (app: Hono<AppEnv>, deps: Deps): void => {
  void app;
  void deps;
};
