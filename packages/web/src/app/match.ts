import { parse } from "regexparam";
import type { RouteEntry } from "./route-types.js";

/** A route matched to a path, with its parameters. */
export interface Matched {
  readonly route: RouteEntry;
  readonly params: Record<string, string>;
}

const compiled = new WeakMap<RouteEntry, { keys: string[]; pattern: RegExp }>();

/** Finds the route of a path (without the language prefix), or undefined for an unknown path. */
export const matchPath = (routes: ReadonlyArray<RouteEntry>, path: string): Matched | undefined => {
  for (const route of routes) {
    let pattern = compiled.get(route);
    if (!pattern) compiled.set(route, (pattern = parse(route.path)));
    const found = pattern.pattern.exec(path);
    if (!found) continue;
    const params: Record<string, string> = { ...route.params };
    pattern.keys.forEach((key, i) => {
      const value = found[i + 1];
      if (value !== undefined) params[key] = decodeURIComponent(value);
    });
    return { route, params };
  }
  return undefined;
};
