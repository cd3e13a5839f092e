import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { Hono } from "hono";
import { getCookie } from "hono/cookie";
import { serveStatic } from "@hono/node-server/serve-static";
import type { AppEnv, Deps } from "./app.js";

/** Where the storefront's build is: packages/web/dist, or WEB_DIST. */
export const webDist = (): string => resolve(process.env.WEB_DIST ?? fileURLToPath(new URL("../../web/dist", import.meta.url)));

type RenderResult =
  | { readonly redirect: string }
  | { readonly status: number; readonly lang: string; readonly head: string; readonly html: string; readonly state: string };
type Render = (request: {
  url: string;
  cookies: Record<string, string>;
  acceptLanguage: string;
  origin: string;
  fetchApi: (request: Request) => Promise<Response>;
  chatWidgetUrl?: string;
}) => Promise<RenderResult>;

/**
 * Serves the server-rendered storefront from the web package's build: hashed assets with
 * long-lived caching, and every other non-API GET rendered by the storefront's entry.
 * Without a build the server answers the API only (and says so in the log).
 */
export const mountStorefront = async (app: Hono<AppEnv>, deps: Deps): Promise<boolean> => {
  const dist = webDist();
  const entry = join(dist, "server", "entry-server.js");
  if (!existsSync(entry)) {
    deps.log.warn("storefront build not found; serving the API only", { expected: entry });
    return false;
  }
  const template = await readFile(join(dist, "client", "index.html"), "utf8");
  const dashboard = await readFile(join(dist, "client", "dashboard.html"), "utf8");
  const { render } = (await import(pathToFileURL(entry).href)) as { render: Render };
  const root = join(dist, "client");

  app.use(
    "/assets/*",
    serveStatic({
      root,
      // The build wrote .br and .gz twins of every script and style sheet.
      precompressed: true,
      onFound: (_path, c) => {
        c.header("Cache-Control", "public, max-age=31536000, immutable");
      },
    }),
  );
  app.use("/favicon.svg", serveStatic({ root }));
  // The build id the browser compares with its own: never cached.
  app.use("/builds/*", serveStatic({ root, onFound: (_path, c) => void c.header("Cache-Control", "no-cache") }));

  // The staff dashboard renders in the browser: one page for every path under it, never cached.
  for (const section of ["/auth", "/dashboard"]) {
    app.get(section, (c) => c.redirect(`${section}/`, 301));
    app.get(`${section}/*`, (c) => {
      if (!c.req.path.endsWith("/")) return c.redirect(`${c.req.path}/`, 301);
      c.header("Cache-Control", "no-store");
      c.header("X-Robots-Tag", "noindex");
      return c.html(dashboard);
    });
  }

  app.get("*", async (c, next) => {
    if (c.req.path.startsWith("/api/") || c.req.path === "/api") return next();
    const url = new URL(c.req.url);
    const result = await render({
      url: url.pathname + url.search,
      cookies: getCookie(c),
      acceptLanguage: c.req.header("accept-language") ?? "",
      origin: deps.config.publicUrl,
      ...(deps.config.chatWidgetUrl ? { chatWidgetUrl: deps.config.chatWidgetUrl } : {}),
      fetchApi: (request) => Promise.resolve(app.fetch(request)),
    });
    if ("redirect" in result) return c.redirect(result.redirect, 302);
    const html = template
      .replace("<!--app-lang-->", result.lang)
      .replace("<!--app-head-->", result.head)
      .replace("<!--app-html-->", result.html)
      .replace("<!--app-state-->", result.state);
    return c.html(html, result.status as 200);
  });
  return true;
};
