import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { Context, Hono, MiddlewareHandler } from "hono";
import { LOCALE_COOKIE, type RenderedPage, type StorefrontEntry } from "@vitrina/core";
import { generateCookie, getCookie } from "hono/cookie";
import { serveStatic } from "@hono/node-server/serve-static";
import { createRequire } from "node:module";
import type { AppEnv, Deps } from "./lib/app-env.js";
import { logRequest, type Log } from "./lib/log.js";
import { currentCatalogVersion } from "./lib/answer-cache.js";
import { pageCache, type KeptPage } from "./lib/page-cache.js";
import { keptPerVersion } from "./lib/kept-per-version.js";
import { pageAnswers, rememberSent, replayed, sendPage, type PageAnswer, type PageAnswers, type PageRequest } from "./lib/page-answers.js";
import { visitorCountry } from "./config.js";
import type { Db } from "./db/db.js";
import { DatabaseUnavailable } from "./db/unavailable.js";

/** Where the storefront's build is: packages/web/dist, or WEB_DIST. */
export const webDist = (): string => resolve(process.env.WEB_DIST ?? fileURLToPath(new URL("../../web/dist", import.meta.url)));

/** The storefront's server-side build as the server loads it: core's contract, with the platform's fetch types. */
type Entry = StorefrontEntry<Request, Response>;

/** The name of the meta element that asks a page's scripts to set their cookies Secure (web's platform/cookies.ts reads it). */
export const SECURE_COOKIES_META = "vitrina-secure-cookies";

/** A page that asks its scripts for Secure cookies when `secure`, with the meta element before `</head>`. */
const markSecureCookies = (html: string, secure: boolean): string =>
  secure ? html.replace("</head>", () => `<meta name="${SECURE_COOKIES_META}" content="1" />\n</head>`) : html;

const sameSiteOf = { lax: "Lax", strict: "Strict", none: "None" } as const;

/** The storefront's build, loaded: its renderer, page templates and what identifies the build. */
export interface Storefront {
  readonly render: Entry["render"];
  /** Fills the page template's `<!--app-NAME-->` places with texts inserted literally (web's template.ts). */
  readonly templateFiller: Entry["templateFiller"];
  /** The storefront page and the dashboard's page, as the build wrote them. */
  readonly template: string;
  readonly dashboard: string;
  /** Folder of the browser's files (scripts, styles, builds/latest.json). */
  readonly root: string;
  /** The build id the browser compares with builds/latest.json. */
  readonly build: string;
  /** Which of React's builds renders the pages: the production one unless NODE_ENV says otherwise. */
  readonly react: "production" | "development";
  /** The Content-Security-Policy sources that let the page template's inline scripts run: their SHA-256 hashes. */
  readonly inlineScripts: ReadonlyArray<string>;
}

/**
 * The hashes of a page template's inline scripts, as Content-Security-Policy sources (`'sha256-…'`):
 * the storefront's page asks for its first script with one once it has loaded (web's
 * vite-first-paint.ts), and the policy runs no other inline script.
 */
export const inlineScriptSources = (html: string): ReadonlyArray<string> =>
  [...html.matchAll(/<script type="module">([\s\S]*?)<\/script>/g)].map(([, code]) => `'sha256-${createHash("sha256").update(code!).digest("base64")}'`);

/**
 * Which react-dom/server bundle the renderer loaded. react-dom picks its CommonJS file by NODE_ENV
 * when first required, so the module cache tells what actually runs, not what was asked for.
 */
const reactBuild = (entry: string): Storefront["react"] =>
  Object.keys(createRequire(entry).cache).some((path) => /react-dom[\\/]cjs[\\/]react-dom-server[^\\/]*\.production\.js$/.test(path))
    ? "production"
    : "development";

/**
 * Loads the storefront's build from packages/web/dist (or WEB_DIST). Without a build the server
 * answers the API only (and says so in the log).
 */
export const loadStorefront = async (log: Log): Promise<Storefront | undefined> => {
  const dist = webDist();
  const entry = join(dist, "server", "entry-server.js");
  if (!existsSync(entry)) {
    log.warn("storefront build not found; serving the API only", { expected: entry });
    return undefined;
  }
  const root = join(dist, "client");
  const [template, dashboard, latest] = await Promise.all(
    ["index.html", "dashboard.html", join("builds", "latest.json")].map((file) => readFile(join(root, file), "utf8")),
  );
  const { render, templateFiller } = (await import(pathToFileURL(entry).href)) as Entry;
  return {
    render,
    templateFiller,
    template: template!,
    dashboard: dashboard!,
    root,
    build: (JSON.parse(latest!) as { buildId: string }).buildId,
    react: reactBuild(entry),
    inlineScripts: inlineScriptSources(template!),
  };
};

/** How many parts of what pages load alike are kept (a few per language and visitor country; each holds its latest catalogue version). */
const SHARED_DATA_KEYS = 256;

/** The longest page address (path and query, as sent) the shop answers; the usual limit of proxies. */
export const MAX_PAGE_ADDRESS = 8192;

/**
 * Serves the server-rendered storefront: hashed assets with long-lived caching, and every other
 * non-API GET rendered by the storefront's entry.
 */
export const mountStorefront = (app: Hono<AppEnv>, deps: Deps, storefront: Storefront, answers: PageAnswers = pageAnswers()): void => {
  const { render, root, templateFiller } = storefront;
  // The dashboard sets its cookies in the browser: the page tells it whether they must be Secure.
  const dashboard = markSecureCookies(storefront.dashboard, deps.config.secureCookies);
  // The storefront's scripts set cookies too (cart, last seen, language): Secure when configured.
  const fill = templateFiller(markSecureCookies(storefront.template, deps.config.secureCookies), ["lang", "head", "html", "state"]);

  // No page has an address this long. Refused before anything repeats it in a Location header,
  // which would pass the 16 kB of headers clients (Node, proxies) accept.
  app.use("*", async (c, next) => {
    const { pathname, search } = new URL(c.req.url);
    if (pathname.length + search.length > MAX_PAGE_ADDRESS && !pathname.startsWith("/api/")) return c.text("URI Too Long", 414);
    return next();
  });

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
      // The path as sent, still percent-encoded: a decoded one may hold characters no header takes (CR, LF).
      const { pathname, search } = new URL(c.req.url);
      if (!pathname.endsWith("/")) return c.redirect(`${pathname}/${search}`, 301);
      c.header("Cache-Control", "no-store");
      c.header("X-Robots-Tag", "noindex");
      return c.html(dashboard);
    });
  }

  // Pages every visitor gets alike, kept until the catalogue changes (a new build starts empty), and
  // what every page loads alike (the shop's settings, categories, the visitor's country).
  const shared = pageCache<RenderedPage>((p) => [p.head, p.html, p.state]);
  const sharedData = keptPerVersion<unknown>({ max: SHARED_DATA_KEYS });
  const encoder = new TextEncoder();

  app.get("*", async (c, next) => {
    if (isApiPath(c.req.path)) return next();
    // Read by the front already when it runs (server.ts), else here.
    const { url, key, acceptLanguage, country } = c.get("pageRequest") ?? pageRequestOf(c, deps, storefront.build);
    // Read once for the page and every API call its render makes (by the front, when it found an answer
    // kept for the page): a change made through any process is on the next page at once, and a kept
    // page is never older than the catalogue it shows.
    // Undefined while the database is away: a page kept is then sent as it is, whatever catalogue it shows.
    const catalogVersion = c.get("catalogVersion") ?? (await versionUnlessAway(deps.db));
    const known = answers.get(key);
    if (known && (catalogVersion === undefined || known.version === catalogVersion)) return sendPage(c, known);
    // Nothing kept, and nothing to render a page from: 503 with Retry-After (app.ts).
    if (catalogVersion === undefined) throw new DatabaseUnavailable("the catalogue's version could not be read for a page not kept");
    // A page built from a private answer (an order) is as private as it: no cache keeps it.
    let privateAnswer = false;
    // A page that failed (the error page) is rendered again next time rather than kept.
    const keep = (page: RenderedPage) => page.status < 500 && !privateAnswer;
    let kept: KeptPage<RenderedPage> | undefined;
    const result = await render({
      url,
      cookies: getCookie(c),
      acceptLanguage,
      origin: deps.config.publicUrl,
      ...(deps.config.chatWidgetUrl ? { chatWidgetUrl: deps.config.chatWidgetUrl } : {}),
      secureCookies: deps.config.secureCookies,
      sharedPages: async (pageKey, make) => {
        kept = await shared.page(`${storefront.build} ${catalogVersion} ${country} ${pageKey}`, make, keep);
        return kept.page;
      },
      sharedData: <T>(dataKey: string, load: () => Promise<T>) => sharedData(`${storefront.build} ${country} ${dataKey}`, catalogVersion, load) as Promise<T>,
      fetchApi: async (request) => {
        // The page's API calls answer for the visitor: the trusted proxy's country header goes along.
        const countryHeader = deps.config.countryHeader ? c.req.header(deps.config.countryHeader) : undefined;
        if (countryHeader) request.headers.set(deps.config.countryHeader!, countryHeader);
        // ... and count against the visitor's own limits (order lookups), not a shared "unknown" one.
        const answer = await app.fetch(request, { ...c.env, clientAddress: c.get("clientAddress"), catalogVersion });
        if (/no-store/.test(answer.headers.get("cache-control") ?? "")) privateAnswer = true;
        return answer;
      },
    });
    const cookies = result.cookies.map(({ name, value, options }) =>
      generateCookie(name, value, {
        ...(options.maxAge !== undefined ? { maxAge: options.maxAge } : {}),
        path: options.path ?? "/",
        sameSite: sameSiteOf[options.sameSite ?? "lax"],
        ...(options.secure ? { secure: true } : {}),
      }),
    );
    // A missing trailing slash is moved for good; a language redirect depends on the visitor.
    if ("redirect" in result) {
      for (const cookie of cookies) c.header("Set-Cookie", cookie, { append: true });
      if (result.vary) c.header("Vary", result.vary, { append: true });
      return c.redirect(result.redirect, result.permanent ? 301 : 302);
    }
    const answer: PageAnswer = {
      version: catalogVersion,
      status: result.status,
      headers: {
        "Content-Type": "text/html; charset=UTF-8",
        ...(cookies.length > 0 ? { "Set-Cookie": cookies } : {}),
        ...(privateAnswer ? { "Cache-Control": "no-store" } : {}),
      },
      ...(result.vary ? { vary: result.vary } : {}),
      // A shared page's HTML is filled once, and compressed once per encoding, by the first request that sends it.
      filled: kept ? (kept.filled ??= { body: encoder.encode(fill(result)) }) : { body: encoder.encode(fill(result)) },
      sent: {},
    };
    if (kept && keep(kept.page)) answers.set(key, answer);
    return sendPage(c, answer);
  });
};

/** The catalogue's current version, or undefined when the database is away. */
const versionUnlessAway = async (db: Db): Promise<number | undefined> => {
  try {
    return await currentCatalogVersion(db);
  } catch (error) {
    if (error instanceof DatabaseUnavailable) return undefined;
    throw error;
  }
};

const isApiPath = (path: string): boolean => path.startsWith("/api/") || path === "/api";

const pageRequestOf = (c: Context<AppEnv>, deps: Deps, build: string): PageRequest => {
  const { pathname, search } = new URL(c.req.url);
  const url = pathname + search;
  const acceptLanguage = c.req.header("accept-language") ?? "";
  // The visitor's country is on every page (the settings' flag): pages are kept per country.
  const country = visitorCountry(deps.config, (name) => c.req.header(name));
  // No header holds a line break.
  return { url, acceptLanguage, country, key: [build, country, url, getCookie(c, LOCALE_COOKIE) ?? "", acceptLanguage].join("\n") };
};

/**
 * Sends a kept page's answer again, before the app's middleware runs, with the headers the shop
 * sent it with the first time (the security headers, its cookies, its encoding) and the request's
 * own id, and logs the request as the app does. A page not kept, or kept for an older catalogue, or
 * never sent in the encoding the client takes, goes through the app, and the headers it leaves with
 * are kept for the next time. Mounted first (createApp's `front`).
 */
export const pageFront =
  (deps: Deps, storefront: Storefront, answers: PageAnswers): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    if (c.req.method !== "GET" || isApiPath(c.req.path)) return next();
    const started = performance.now();
    const page = pageRequestOf(c, deps, storefront.build);
    c.set("pageRequest", page);
    const { key } = page;
    const answer = answers.get(key);
    const acceptEncoding = c.req.header("accept-encoding");
    // The version read here is the one the app renders with, when the answer kept is of an older one.
    // While the database is away (no version), the answer kept is sent again as it is.
    const version = answer && (await versionUnlessAway(deps.db));
    if (version !== undefined) c.set("catalogVersion", version);
    if (answer && (version === undefined || answer.version === version)) {
      // As hono's requestId middleware takes the client's id: at most 255 letters, digits, "_", "-" and "=".
      const asked = c.req.header("x-request-id");
      const id = asked && asked.length <= 255 && !/[^\w\-=]/.test(asked) ? asked : crypto.randomUUID();
      const again = replayed(answer, acceptEncoding, id);
      if (again) {
        logRequest(deps.log, c, id, again.status, started);
        return again;
      }
    }
    await next();
    // The app sent an answer it keeps: the headers it left with go with it next time.
    const sent = c.get("pageAnswer");
    if (sent && answers.get(key) === sent && c.res.status === sent.status) rememberSent(sent, acceptEncoding, c.res);
  };
