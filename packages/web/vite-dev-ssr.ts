import { readFile } from "node:fs/promises";
import type { ServerResponse } from "node:http";
import { join } from "node:path";
import type { Connect, Plugin, ProxyOptions, ViteDevServer } from "vite";
import type { RenderMeta, StorefrontEntry } from "@vitrina/core/contract";
import { templateFiller } from "./src/template.js";

/** The paths the shop's API server answers besides the pages: the API, product pictures, the sitemaps, robots.txt. */
const API_PATHS = ["/api/", "/images/", "/sitemap.xml", "/sitemaps/", "/robots.txt"];

/** Vite's proxy settings that send the API server's paths to `apiUrl`. */
export const apiProxy = (apiUrl: string): Record<string, ProxyOptions> => Object.fromEntries(API_PATHS.map((path) => [path, { target: apiUrl, xfwd: true }]));

const cookies = (header = ""): Record<string, string> =>
  Object.fromEntries(
    header
      .split(";")
      .map((part) => part.trim().split("="))
      .filter(([name]) => name)
      .map(([name, ...value]) => [name!, decodeURIComponent(value.join("="))]),
  );

/** A Set-Cookie header of a cookie the render asked for (the shop's server sets them with Hono's setCookie). */
const setCookie = ({ name, value, options }: RenderMeta["cookies"][number]): string =>
  [
    `${name}=${encodeURIComponent(value)}`,
    `Path=${options.path ?? "/"}`,
    ...(options.maxAge !== undefined ? [`Max-Age=${options.maxAge}`] : []),
    `SameSite=${(options.sameSite ?? "lax").replace(/^./, (c) => c.toUpperCase())}`,
    ...(options.secure ? ["Secure"] : []),
  ].join("; ");

const send = (res: ServerResponse, status: number, html: string) => {
  res.statusCode = status;
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.setHeader("Cache-Control", "no-store");
  res.end(html);
};

/** Renders a storefront page from the sources (React's development build), or the dashboard's page. */
const page = async (server: ViteDevServer, req: Connect.IncomingMessage, res: ServerResponse, apiUrl: string) => {
  const url = req.originalUrl ?? "/";
  const root = server.config.root;
  if (/^\/(auth|dashboard)(\/|$)/.test(url)) {
    send(res, 200, await server.transformIndexHtml(url, await readFile(join(root, "dashboard.html"), "utf8")));
    return;
  }
  const { render } = (await server.ssrLoadModule("/src/entry-server.tsx")) as StorefrontEntry<Request, Response>;
  const result = await render({
    url,
    cookies: cookies(req.headers.cookie),
    acceptLanguage: req.headers["accept-language"] ?? "",
    origin: `http://${req.headers.host ?? "localhost"}`,
    // The page's API calls go straight to the API server, as the shop's server answers them in-process.
    fetchApi: (request) => {
      const target = new URL(request.url);
      return fetch(new Request(new URL(target.pathname + target.search, apiUrl), request));
    },
  });
  if (result.cookies.length > 0) res.setHeader("Set-Cookie", result.cookies.map(setCookie));
  if (result.vary) res.setHeader("Vary", result.vary);
  if ("redirect" in result) {
    res.writeHead(result.permanent ? 301 : 302, { Location: result.redirect }).end();
    return;
  }
  const template = await server.transformIndexHtml(url, await readFile(join(root, "index.html"), "utf8"));
  send(res, result.status, templateFiller(template, ["lang", "head", "html", "state"])(result));
};

/**
 * `npm run dev`: Vite's server renders the storefront's pages from their sources on every request
 * (hot reload in the browser, React's development build on the server) and serves the dashboard's
 * page; the API server at `apiUrl` answers the rest through Vite's proxy.
 */
export const devPages = (apiUrl: string): Plugin => ({
  name: "vitrina-dev-pages",
  apply: "serve",
  configureServer: (server) => () =>
    server.middlewares.use((req, res, next) => {
      // Vite's own middlewares ran first (modules, public files): a GET that reaches here is a page.
      const isPage = req.method === "GET" && !API_PATHS.some((path) => req.url?.startsWith(path));
      if (!isPage) return next();
      page(server, req, res, apiUrl).catch((error: Error) => {
        server.ssrFixStacktrace(error);
        next(error);
      });
    }),
});
