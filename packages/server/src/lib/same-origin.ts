import type { Context, MiddlewareHandler } from "hono";
import { fail } from "./http.js";

/** Methods that change something: each is refused when a browser sends it from another site. */
const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** An origin's host and port (`shop.md`, `localhost:3000`), or undefined when the text is no origin. */
const hostOf = (origin: string): string | undefined => {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
};

/**
 * Whether a write comes from the shop's own pages (decisions.md "Requests from browsers"): not marked
 * `Sec-Fetch-Site: cross-site` by the browser, and with no `Origin` (curl, a server, an older browser
 * sending a same-origin form) or the shop's: PUBLIC_URL's origin, or the origin of the address the
 * request was sent to (its `Host`, which a reverse proxy passes on as the browser sent it). A page of
 * another site cannot choose either header, so it cannot post a checkout, a contact message or a
 * sign-in from a visitor's browser.
 * @example isSameOriginWrite("https://shop.md", { origin: "https://evil.example", host: "shop.md" }) // false
 */
export const isSameOriginWrite = (
  publicUrl: string,
  headers: { readonly origin?: string | undefined; readonly host?: string | undefined; readonly fetchSite?: string | undefined },
): boolean => {
  if (headers.fetchSite?.toLowerCase() === "cross-site") return false;
  if (headers.origin === undefined) return true;
  if (headers.origin === new URL(publicUrl).origin) return true;
  const host = hostOf(headers.origin);
  return host !== undefined && host === headers.host?.toLowerCase();
};

/** Middleware refusing (403) a write from another site; reads pass. */
export const sameOriginWrites =
  (publicUrl: string): MiddlewareHandler =>
  (c: Context, next) =>
    !WRITES.has(c.req.method) ||
    isSameOriginWrite(publicUrl, { origin: c.req.header("origin"), host: c.req.header("host"), fetchSite: c.req.header("sec-fetch-site") })
      ? next()
      : fail(403, "Requests that change something are accepted from the shop's own pages only.");
