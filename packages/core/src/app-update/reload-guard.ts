// The reload guard, apart from the app-update machine: the storefront reloads under it when the
// machine's own code cannot load.

/** A path is reloaded at most once in this many milliseconds (spec §9). */
export const RELOAD_GUARD_MS = 10_000;

/**
 * The store key that remembers when `path` was last reloaded.
 * @example reloadKey("/cart/") // "app_reload:/cart/"
 */
export const reloadKey = (path: string): string => `app_reload:${path}`;

/**
 * Whether a path last reloaded at `lastReloadAt` (ms, as stored; undefined if never) may reload at
 * `now`: never reloaded, unreadable, or at least {@link RELOAD_GUARD_MS} ago. The guard keeps a page
 * whose new build is not served yet from reloading in a loop.
 * @example canReloadAt("1000", 5000) // false
 */
export const canReloadAt = (lastReloadAt: string | undefined, now: number): boolean => {
  const last = Number(lastReloadAt);
  return lastReloadAt === undefined || !Number.isFinite(last) || now - last >= RELOAD_GUARD_MS;
};
