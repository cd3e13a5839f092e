import { parse } from "regexparam";
import type { RouteEntry } from "./route-types.js";

/** A route matched to a path, with its parameters. */
export interface Matched {
  readonly route: RouteEntry;
  readonly params: Record<string, string>;
}

const decodeOrUndefined = (value: string): string | undefined => {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
};

const compiled = new WeakMap<RouteEntry, { keys: string[]; pattern: RegExp }>();

/** Finds the route of a path (without the language prefix), or undefined for an unknown path. */
export const matchPath = (routes: ReadonlyArray<RouteEntry>, path: string): Matched | undefined => {
  for (const route of routes) {
    let pattern = compiled.get(route);
    if (!pattern) compiled.set(route, (pattern = parse(route.path)));
    const found = pattern.pattern.exec(path);
    if (!found) continue;
    const params: Record<string, string> = { ...route.params };
    for (const [i, key] of pattern.keys.entries()) {
      const value = found[i + 1];
      if (value === undefined) continue;
      const decoded = decodeOrUndefined(value);
      // A broken percent-encoding (`/product/%E0%A4%A/`) names no page: the 404 page, not a crash.
      if (decoded === undefined) return undefined;
      params[key] = decoded;
    }
    return { route, params };
  }
  return undefined;
};
