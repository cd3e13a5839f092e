import { Hono } from "hono";
import type { AppEnv } from "../lib/app-env.js";
import type { Db } from "../db/db.js";
import { databaseAnswers, type BuildInfo } from "../lib/health.js";

/** `GET /api/health` for a load balancer: 200 with the build when the database answers in time, 503 otherwise. */
export const healthRoutes = (db: Db, build: BuildInfo) =>
  new Hono<AppEnv>().get("/", async (c) => {
    c.header("Cache-Control", "no-store");
    try {
      await databaseAnswers(db);
      return c.json({ status: "ok", ...build, database: db.kind });
    } catch (error) {
      c.get("deps").log.warn("health check: the database does not answer", { error: String(error) });
      return c.json({ status: "error", ...build, database: db.kind, message: "The database does not answer." }, 503);
    }
  });
