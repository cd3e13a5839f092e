import { Hono, type Context, type MiddlewareHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import { bodyLimit } from "hono/body-limit";
import { requestId } from "hono/request-id";
import { secureHeaders } from "hono/secure-headers";
import type { Config } from "./config.js";
import type { Db } from "./db/db.js";
import type { SignedIn } from "./lib/auth.js";
import type { Log } from "./lib/log.js";
import type { PageAnswer } from "./lib/page-answers.js";
import type { PageRequest } from "./web.js";
import { clientAddressResolver, socketAddress } from "./lib/client-address.js";
import { fail } from "./lib/http.js";
import { catalogAnswerCache } from "./lib/answer-cache.js";
import { compressAnswers } from "./lib/compress.js";
import { openApiDocument } from "./openapi.js";
import { storefrontRoutes } from "./routes/index.js";
import { serverBuild, type BuildInfo } from "./lib/health.js";
import { healthRoutes } from "./routes/health.js";

/** The version the API reports in its OpenAPI document and its health answer. */
export const SERVER_VERSION = "0.1.0";

/** What every route handler can reach. */
export interface Deps {
  readonly db: Db;
  readonly config: Config;
  readonly log: Log;
}

/** The request log's line for the request of `c`, answered with `status`, begun at `started` (performance.now()). */
export const logRequest = (log: Log, c: Context<AppEnv>, id: string, status: number, started: number): void =>
  log.info("request", { id, method: c.req.method, path: c.req.path, status, ms: Math.round((performance.now() - started) * 10) / 10 });

/** Hono's environment for the shop's routes. */
export type AppEnv = {
  /** Set only by the server itself: the storefront's rendering passes its visitor's address to the API calls it makes in-process. */
  Bindings: {
    readonly clientAddress?: string;
    /** Set only by the server itself: the catalogue version the page being rendered read once for all the API calls it makes. */
    readonly catalogVersion?: number;
  };
  /** clientAddress: the client's address, as TRUST_PROXY lets the server see it (lib/client-address.ts). */
  /** `catalogVersion`: the catalogue's version as the answer cache read it for this request (the catalogue's routes). */
  /** `pageRequest`, `pageAnswer`: what a storefront page depends on, and the kept answer the storefront sent (web.ts). */
  Variables: {
    requestId: string;
    deps: Deps;
    staff: SignedIn;
    clientAddress: string;
    catalogVersion: number;
    pageRequest: PageRequest;
    pageAnswer: PageAnswer;
  };
};

/**
 * Builds the shop's HTTP application: the API under /api, media, the sitemap. `build` is what the
 * health answer reports about the running code.
 */
export const createApp = (deps: Deps, build: BuildInfo = serverBuild(SERVER_VERSION), front?: MiddlewareHandler<AppEnv>): Hono<AppEnv> => {
  const app = new Hono<AppEnv>();
  // Kept pages are sent again before any other middleware (web.ts): they carry the headers it added the first time.
  if (front) app.use(front);
  app.use(requestId());
  // Pages run only the shop's own scripts (the server-rendered state and JSON-LD are data, not code),
  // plus the chat widget's when one is configured; nothing is sniffed or framed.
  const chat = deps.config.chatWidgetUrl ? [new URL(deps.config.chatWidgetUrl).origin] : [];
  app.use(
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...chat],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        connectSrc: ["'self'", ...chat],
        frameSrc: chat.length > 0 ? chat : ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
      strictTransportSecurity: deps.config.publicUrl.startsWith("https:") ? "max-age=15552000; includeSubDomains" : false,
    }),
  );
  // Pages and JSON answers are compressed on the way out; the built scripts are compressed in advance.
  app.use(compressAnswers());
  const addressOf = clientAddressResolver(deps.config.trustProxy);
  app.use(async (c, next) => {
    const started = performance.now();
    c.set("deps", deps);
    c.set("clientAddress", c.env?.clientAddress ?? addressOf(socketAddress(c), (name) => c.req.header(name)));
    await next();
    logRequest(deps.log, c, c.get("requestId"), c.res.status, started);
  });
  app.onError((error, c) => {
    if (error instanceof HTTPException) return error.getResponse();
    deps.log.error("unhandled error", { id: c.get("requestId"), path: c.req.path, error: String(error), stack: (error as Error).stack });
    return c.json({ message: "Internal server error" }, 500);
  });
  app.notFound((c) => c.json({ message: `Not found: ${c.req.path}` }, 404));
  // PostgreSQL text cannot hold a NUL character: an address with one (%00) is refused before any route.
  app.use((c, next) => (/%00/.test(c.req.url) ? fail(400, "The address contains a NUL character.") : next()));

  // Bodies are small forms and JSON; only image uploads are larger (5 MB plus the form's envelope).
  const tooLarge = (c: Parameters<Parameters<typeof bodyLimit>[0]["onError"] & {}>[0]) => c.json({ message: "The request body is too large." }, 413);
  const uploads = bodyLimit({ maxSize: 6 * 1024 * 1024, onError: tooLarge });
  const others = bodyLimit({ maxSize: 1024 * 1024, onError: tooLarge });
  app.use("/api/*", (c, next) => (c.req.path === "/api/dashboard/images" ? uploads(c, next) : others(c, next)));

  // Orders, sign-in and the dashboard answer personal data and tokens: no cache keeps a copy.
  for (const path of ["/api/auth/*", "/api/dashboard/*", "/api/cart/checkout", "/api/cart/order/*"]) {
    app.use(path, async (c, next) => {
      await next();
      c.header("Cache-Control", "no-store");
    });
  }

  app.route("/api/health", healthRoutes(deps.db, build));
  const openApi = openApiDocument(SERVER_VERSION);
  app.get("/api/openapi.json", (c) => c.json(openApi));
  // Answers every shopper gets alike, for as long as the catalogue stays the same.
  const cached = catalogAnswerCache(deps.db);
  for (const path of ["/api/catalog/*", "/api/menu/*", "/api/home", "/api/general", "/api/seo/*", "/api/pages/*"]) app.use(path, cached);
  storefrontRoutes(app, deps);
  return app;
};
