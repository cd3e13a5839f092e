/**
 * @vitrina/api-adapter/browser-cookies: core's `KeyValueStore` over the browser's cookies and Web
 * Storage. Its own entry, so core stays free of the DOM and a server never loads it.
 * @module
 */
import type { KeyValueStore } from "@vitrina/core/ports";

/** The part of `Document` the cookie store uses (a test passes a fake). */
export interface CookieDocument {
  cookie: string;
}

/** Decodes a cookie's name or value; a value another script wrote unencoded is kept as it is. */
const decode = (text: string): string => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/** Where {@link browserCookies} reads and writes, and whether every cookie it sets is Secure. */
export interface BrowserCookiesOptions {
  /** The document whose cookies are used; `globalThis.document` by default (a test passes a fake). */
  readonly document?: CookieDocument;
  /** Every cookie set is Secure (sent over https only), as an https shop wants; false by default. */
  readonly secure?: boolean;
}

/**
 * `document.cookie` as core's `KeyValueStore`: max-age, path, SameSite and Secure are honoured;
 * the path defaults to `/` and SameSite to `lax` (spec §9's language and cart cookies). Throws
 * where there is no document (a server): use a store over the request's cookies there.
 * @example
 * import { browserCookies } from "@vitrina/api-adapter/browser-cookies";
 * const api = createHttpShopApi({ baseUrl: "/api", store: browserCookies({ secure: location.protocol === "https:" }), navigation });
 */
export const browserCookies = ({ document: doc = globalThis.document, secure = false }: BrowserCookiesOptions = {}): KeyValueStore => {
  if (doc === undefined) {
    throw new Error(
      "browserCookies() needs a browser's document.cookie, and there is no document here (a server or a worker): on a server, pass a KeyValueStore over the request's cookies instead.",
    );
  }
  return {
    get: (name) => {
      for (const pair of doc.cookie ? doc.cookie.split(/;\s*/) : []) {
        const at = pair.indexOf("=");
        if (at > 0 && decode(pair.slice(0, at)) === name) return decode(pair.slice(at + 1));
      }
      return undefined;
    },
    set: (name, value, options = {}) => {
      const parts = [`${encodeURIComponent(name)}=${encodeURIComponent(value)}`, `path=${options.path ?? "/"}`, `samesite=${options.sameSite ?? "lax"}`];
      if (options.maxAge !== undefined) parts.push(`max-age=${options.maxAge}`);
      if (options.secure || secure) parts.push("secure");
      doc.cookie = parts.join("; ");
    },
    remove: (name) => {
      doc.cookie = `${encodeURIComponent(name)}=; path=/; max-age=0`;
    },
  };
};

/**
 * Web Storage (local or session) as core's `KeyValueStore`, for values that need no server
 * (saved filters); a full or blocked storage only loses the value. Expiry options are ignored.
 * @example
 * const session = webStorage(() => window.sessionStorage);
 */
export const webStorage = (storage: () => Storage): KeyValueStore => ({
  get: (name) => storage().getItem(name) ?? undefined,
  set: (name, value) => {
    try {
      storage().setItem(name, value);
    } catch {
      // Quota exceeded or storage disabled: the value is simply not kept.
    }
  },
  remove: (name) => storage().removeItem(name),
});
