import { Hono } from "hono";
import type { AppEnv } from "../lib/app-env.js";
import type { Db } from "../db/db.js";
import { healthChecks, type BuildInfo } from "../lib/health.js";

/**
 * `GET /api/health` for a load balancer: 200 with the build when the shop can take an order (the
 * database takes a write in time), 503 otherwise; checked at most every two seconds (lib/health.ts).
 */
export const healthRoutes = (db: Db, build: BuildInfo) => {
  const check = healthChecks(db);
  return new Hono<AppEnv>().get("/", async (c) => {
    c.header("Cache-Control", "no-store");
    try {
      await check();
      return c.json({ status: "ok", ...build, database: db.kind });
    } catch (error) {
      c.get("deps").log.warn("health check: the database does not take writes", { error: String(error) });
      return c.json({ status: "error", ...build, database: db.kind, message: "The database does not answer or cannot write: no order can be taken." }, 503);
    }
  });
};
