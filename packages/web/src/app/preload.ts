import { localeFromPath } from "@vitrina/core";
import { matchPath } from "./match.js";
import { loadRouteModule } from "./page-data.js";
import { routes } from "./routes.js";
import type { RouteEntry } from "./route-types.js";

/** At most this many route chunks load ahead of a click at once (spec §9). */
export const MAX_CONCURRENT_PRELOADS = 4;

/**
 * Preloads the script chunk of the page a link leads to when the pointer rests on it or it gets
 * focus, so the click finds the code already there. One listener on the document covers every
 * link, including those inside react-ui components.
 */
export const installLinkPreloading = (doc: Document): void => {
  const queue: RouteEntry[] = [];
  const seen = new Set<RouteEntry>();
  let running = 0;
  const pump = () => {
    while (running < MAX_CONCURRENT_PRELOADS && queue.length > 0) {
      const route = queue.shift()!;
      running++;
      void loadRouteModule(route)
        .catch(() => seen.delete(route))
        .finally(() => {
          running--;
          pump();
        });
    }
  };
  const onIntent = (event: Event) => {
    const link = (event.target as Element | null)?.closest?.("a[href]") as HTMLAnchorElement | null;
    if (!link || link.origin !== location.origin) return;
    const matched = matchPath(routes, localeFromPath(link.pathname).rest);
    if (!matched || seen.has(matched.route)) return;
    seen.add(matched.route);
    queue.push(matched.route);
    pump();
  };
  doc.addEventListener("pointerover", onIntent, { passive: true });
  doc.addEventListener("focusin", onIntent);
};
