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

/** Web Storage (local or session) as core's KeyValueStore; a full or blocked storage only loses the value. */
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
