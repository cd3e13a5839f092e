import { createContext, useContext, useEffect, useState, type ReactNode } from "react";
import type { Locale } from "@vitrina/core";
import { matchPath } from "./match.js";
import { PageStatus } from "./route-types.js";
import { routes } from "./routes.js";
import { useShop } from "./shop-context.js";

/** The data of the page on screen: which route, for which URL, and its loaded data or status. */
export interface PageState {
  readonly url: string;
  readonly routeId: string;
  readonly status: 200 | 404 | 500;
  readonly data: unknown;
}

const PageContext = createContext<{ page: PageState; loading: boolean } | null>(null);

/**
 * Loads the data of a URL (path without the language prefix, plus query) through its route.
 * A loader's PageStatus becomes the page's status; any other failure a 500 page.
 */
export const loadPage = async (api: Parameters<typeof routes[number]["load"]>[0]["api"], locale: Locale, url: string): Promise<PageState> => {
  const [path = "/", search = ""] = url.split("?");
  const matched = matchPath(routes, path);
  if (!matched) return { url, routeId: "not-found", status: 404, data: { path } };
  try {
    const data = await matched.route.load({ api, locale, params: matched.params, query: new URLSearchParams(search) });
    return { url, routeId: matched.route.id, status: 200, data };
  } catch (error) {
    if (error instanceof PageStatus && error.status === 404) return { url, routeId: "not-found", status: 404, data: { path } };
    return { url, routeId: "error", status: 500, data: { message: error instanceof Error ? error.message : String(error) } };
  }
};

/**
 * Keeps the page data in step with the location: the server-rendered data first, then a load per
 * navigation (the previous page stays on screen while the next one loads).
 */
export const PageDataProvider = (props: { readonly initial: PageState; readonly url: string; readonly locale: Locale; readonly children: ReactNode }) => {
  const { api } = useShop();
  const key = `${props.locale}:${props.url}`;
  const [state, setState] = useState({ key: `${props.locale}:${props.initial.url}`, page: props.initial });
  useEffect(() => {
    if (state.key === key) return;
    let cancelled = false;
    void loadPage(api, props.locale, props.url).then((page) => {
      if (!cancelled) setState({ key, page });
    });
    return () => {
      cancelled = true;
    };
  }, [key]);
  return <PageContext.Provider value={{ page: state.page, loading: state.key !== key }}>{props.children}</PageContext.Provider>;
};

/** The page on screen and whether the next one is loading. */
export const usePage = () => {
  const value = useContext(PageContext);
  if (!value) throw new Error("usePage must be used inside <PageDataProvider>");
  return value;
};
