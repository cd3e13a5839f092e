import { useEffect, useState, type ReactNode } from "react";
import type { KeyValueStore, Locale, Logger, ShopApi } from "@vitrina/core";
import { matchPath } from "./match.js";
import { PageContext, type PageState } from "./page-context.js";
import { PageStatus, type PageModule, type RouteEntry } from "./route-types.js";
import { routes } from "./routes.js";
import { useShop } from "./shop-context.js";

const modules = new Map<string, PageModule<any>>();
const loading = new Map<RouteEntry, Promise<PageModule<any>>>();

/** Loads a route's page module once; later calls share the first import. */
export const loadRouteModule = (route: RouteEntry): Promise<PageModule<any>> => {
  let pending = loading.get(route);
  if (!pending) {
    pending = route.module().then((m) => {
      modules.set(route.id, m.default);
      return m.default;
    });
    // A failed chunk may succeed later (e.g. after a reload): do not keep the failure.
    pending.catch(() => loading.delete(route));
    loading.set(route, pending);
  }
  return pending;
};

/** The page module of a route already loaded by {@link loadPage} (rendering is synchronous). */
export const loadedPage = (routeId: string): PageModule<any> | undefined => modules.get(routeId);

/** Options of {@link loadPage}. */
export interface LoadPageOptions {
  /** The visitor's cookies, for pages that show what they keep (the cart). */
  readonly cookies: KeyValueStore;
  /** Where loaders log failures; a page that does not exist is noted as a warning (an expected answer, not a failure). */
  readonly logger: Logger;
  /** Called when a page's script chunk failed to load (spec §8: the app reloads). */
  readonly onChunkError?: (path: string) => void;
}

/**
 * Loads the page module and the data of a URL (path without the language prefix, plus query).
 * A loader's PageStatus 404 becomes the 404 page; any other failure the error page.
 */
export const loadPage = async (api: ShopApi, locale: Locale, url: string, options: LoadPageOptions): Promise<PageState> => {
  const [path = "/", search = ""] = url.split("?");
  const matched = matchPath(routes, path);
  if (!matched) {
    options.logger.warn(`Page not found: ${path}`);
    return { url, routeId: "not-found", status: 404, data: { path } };
  }
  let page: PageModule<any>;
  try {
    page = await loadRouteModule(matched.route);
  } catch (error) {
    options.onChunkError?.(path);
    return { url, routeId: "error", status: 500, data: { message: error instanceof Error ? error.message : String(error) } };
  }
  try {
    const data = await page.load({ api, locale, cookies: options.cookies, logger: options.logger, params: matched.params, query: new URLSearchParams(search) });
    return { url, routeId: matched.route.id, status: 200, data };
  } catch (error) {
    if (error instanceof PageStatus && error.status === 404) {
      // A route whose parameters name nothing (spec §2's route-level validation).
      options.logger.warn(`Page Not Found: ${path}`);
      return { url, routeId: "not-found", status: 404, data: { path, ...(error.missing ? { missing: error.missing } : {}) } };
    }
    return { url, routeId: "error", status: 500, data: { message: error instanceof Error ? error.message : String(error) } };
  }
};

/**
 * Whether a navigation from `from` to `to` (paths without the language prefix, with their queries)
 * changes only the query parameters the page follows itself ({@link PageModule.ownQuery}), so its
 * data stays.
 * @example keepsData("/product/x/?variant=1", "/product/x/?variant=2", ["variant"]) // true
 */
export const keepsData = (from: string, to: string, ownQuery: ReadonlyArray<string> = []): boolean => {
  if (ownQuery.length === 0) return from === to;
  const rest = (url: string) => {
    const [path = "", search = ""] = url.split("?");
    const params = new URLSearchParams(search);
    for (const name of ownQuery) params.delete(name);
    params.sort();
    return `${path}?${params}`;
  };
  return rest(from) === rest(to);
};

/**
 * Keeps the page data in step with the location: the server-rendered data first, then a load per
 * navigation (the previous page stays on screen while the next one loads). A navigation within the
 * page's own query parameters (a product's variant) loads nothing.
 */
export const PageDataProvider = (props: { readonly initial: PageState; readonly url: string; readonly locale: Locale; readonly children: ReactNode }) => {
  const { api, cookies, logger, onChunkError } = useShop();
  const key = `${props.locale}:${props.url}`;
  const [state, setState] = useState({ key: `${props.locale}:${props.initial.url}`, locale: props.locale, page: props.initial });
  const current = state.key === key || (state.locale === props.locale && keepsData(state.page.url, props.url, loadedPage(state.page.routeId)?.ownQuery));
  useEffect(() => {
    if (current) return;
    let cancelled = false;
    void loadPage(api, props.locale, props.url, { cookies, logger, onChunkError }).then((page) => {
      if (cancelled) return;
      setState({ key, locale: props.locale, page });
      if (!props.url.includes("#")) window.scrollTo(0, 0);
    });
    return () => {
      cancelled = true;
    };
  }, [key]);
  return <PageContext.Provider value={{ page: state.page, loading: !current }}>{props.children}</PageContext.Provider>;
};
