import type { KeyValueStore } from "@vitrina/core";

/** document.cookie as core's KeyValueStore (max-age, path, SameSite and Secure honoured). */
export const browserCookies = (): KeyValueStore => ({
  get: (name) => {
    const prefix = `${encodeURIComponent(name)}=`;
    const found = document.cookie.split("; ").find((c) => c.startsWith(prefix));
    return found === undefined ? undefined : decodeURIComponent(found.slice(prefix.length));
  },
  set: (name, value, options = {}) => {
    const parts = [`${encodeURIComponent(name)}=${encodeURIComponent(value)}`, `path=${options.path ?? "/"}`, `samesite=${options.sameSite ?? "lax"}`];
    if (options.maxAge !== undefined) parts.push(`max-age=${options.maxAge}`);
    if (options.secure) parts.push("secure");
    document.cookie = parts.join("; ");
  },
  remove: (name) => {
    document.cookie = `${encodeURIComponent(name)}=; path=/; max-age=0`;
  },
});

/** sessionStorage as core's KeyValueStore: values live as long as the tab (no expiry needed). */
export const sessionStore = (): KeyValueStore => ({
  get: (name) => sessionStorage.getItem(name) ?? undefined,
  set: (name, value) => sessionStorage.setItem(name, value),
  remove: (name) => sessionStorage.removeItem(name),
});
