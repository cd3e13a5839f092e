import { Hono, type MiddlewareHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import { bodyLimit } from "hono/body-limit";
import { MAX_IMAGE_BYTES } from "@vitrina/core";
import { requestId } from "hono/request-id";
import { secureHeaders } from "hono/secure-headers";
import type { AppEnv, Deps } from "./lib/app-env.js";
import { logRequest } from "./lib/log.js";
import { clientAddressResolver, clientOf, socketAddress } from "./lib/client-address.js";
import { errorAnswer, fail } from "./lib/http.js";
import { sameOriginWrites } from "./lib/same-origin.js";
import { catalogAnswerCache } from "./lib/answer-cache.js";
import { compressAnswers } from "./lib/compress.js";
import { openApiDocument } from "./openapi.js";
import { DatabaseUnavailable } from "./db/unavailable.js";
import { storefrontRoutes } from "./routes/index.js";
import { serverBuild, type BuildInfo } from "./lib/health.js";
import { healthRoutes } from "./routes/health.js";

/** The version the API reports in its OpenAPI document and its health answer. */
export const SERVER_VERSION = "0.1.0";

/** Seconds a client is asked to wait (Retry-After) when the database is unavailable: a lost connection is replaced at once, a restart takes a few seconds. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * Builds the shop's HTTP application: the API under /api, media, the sitemap. `build` is what the
 * health answer reports about the running code.
 */
export const createApp = (
  deps: Deps,
  build: BuildInfo = serverBuild(SERVER_VERSION),
  front?: MiddlewareHandler<AppEnv>,
  inlineScripts: ReadonlyArray<string> = [],
): Hono<AppEnv> => {
  const app = new Hono<AppEnv>();
  // Kept pages are sent again before any other middleware (web.ts): they carry the headers it added the first time.
  if (front) app.use(front);
  app.use(requestId());
  // Pages run only the shop's own scripts (the server-rendered state and JSON-LD are data, not code;
  // the page template's inline scripts by their hashes), plus the chat widget's when one is
  // configured; nothing is sniffed or framed.
  const chat = deps.config.chatWidgetUrl ? [new URL(deps.config.chatWidgetUrl).origin] : [];
  app.use(
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScripts, ...chat],
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
    c.set("clientAddress", c.env?.clientAddress ?? clientOf(addressOf(socketAddress(c), (name) => c.req.header(name))));
    await next();
    logRequest(deps.log, c, c.get("requestId"), c.res.status, started);
  });
  app.onError((error, c) => {
    if (error instanceof HTTPException) return error.getResponse();
    // Nothing the request did is at fault: the same request may be sent again (a checkout with its Idempotency-Key).
    if (error instanceof DatabaseUnavailable) {
      deps.log.warn("database unavailable", { id: c.get("requestId"), path: c.req.path, error: String(error.cause) });
      return c.json({ message: "The shop's database cannot be reached or cannot write just now; try again in a few seconds." }, 503, {
        "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS),
      });
    }
    // The refusals domain modules throw (lib/errors.ts) are answered here, and only here.
    const answer = errorAnswer(error);
    if (answer) return answer;
    deps.log.error("unhandled error", { id: c.get("requestId"), path: c.req.path, error: String(error), stack: (error as Error).stack });
    return c.json({ message: "Internal server error" }, 500);
  });
  app.notFound((c) => c.json({ message: `Not found: ${c.req.path}` }, 404));
  // PostgreSQL text cannot hold a NUL character: an address with one (%00) is refused before any route.
  app.use((c, next) => (/%00/.test(c.req.url) ? fail(400, "The address contains a NUL character.") : next()));

  // Writes come from the shop's own pages only: a page of another site gets 403 before any body is read.
  app.use("/api/*", sameOriginWrites(deps.config.publicUrl));

  // Bodies are small forms and JSON; only image uploads are larger (5 MB plus the form's envelope).
  const tooLarge = (c: Parameters<Parameters<typeof bodyLimit>[0]["onError"] & {}>[0]) => c.json({ message: "The request body is too large." }, 413);
  // A multipart upload: the largest picture and its form around it.
  const uploads = bodyLimit({ maxSize: MAX_IMAGE_BYTES + 1024 * 1024, onError: tooLarge });
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
  // Made at its first request, not at every start: about 90 ms of CPU a shop that few ever ask for.
  let openApi: ReturnType<typeof openApiDocument> | undefined;
  app.get("/api/openapi.json", (c) => c.json((openApi ??= openApiDocument(SERVER_VERSION))));
  // Answers every shopper gets alike, for as long as the catalogue stays the same.
  const cached = catalogAnswerCache(deps.db);
  for (const path of ["/api/catalog/*", "/api/menu/*", "/api/home", "/api/general", "/api/seo/*", "/api/pages/*"]) app.use(path, cached);
  storefrontRoutes(app, deps);
  return app;
};
