import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { requestId } from "hono/request-id";
import type { Config } from "./config.js";
import type { Db } from "./db/db.js";
import type { SignedIn } from "./lib/auth.js";
import type { Log } from "./lib/log.js";
import { storefrontRoutes } from "./routes/index.js";

/** What every route handler can reach. */
export interface Deps {
  readonly db: Db;
  readonly config: Config;
  readonly log: Log;
}

/** Hono's environment for the shop's routes. */
export type AppEnv = { Variables: { requestId: string; deps: Deps; staff: SignedIn } };

/** Builds the shop's HTTP application: the API under /api, media, the sitemap. */
export const createApp = (deps: Deps): Hono<AppEnv> => {
  const app = new Hono<AppEnv>();
  app.use(requestId());
  app.use(async (c, next) => {
    const started = performance.now();
    c.set("deps", deps);
    await next();
    deps.log.info("request", {
      id: c.get("requestId"),
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    });
  });
  app.onError((error, c) => {
    if (error instanceof HTTPException) return error.getResponse();
    deps.log.error("unhandled error", { id: c.get("requestId"), path: c.req.path, error: String(error), stack: (error as Error).stack });
    return c.json({ message: "Internal server error" }, 500);
  });
  app.notFound((c) => c.json({ message: `Not found: ${c.req.path}` }, 404));

  app.get("/api/health", async (c) => {
    try {
      await deps.db.query("select 1");
      return c.json({ status: "ok", database: deps.db.kind });
    } catch (error) {
      return c.json({ status: "error", database: deps.db.kind, message: String(error) }, 503);
    }
  });
  storefrontRoutes(app, deps);
  return app;
};
