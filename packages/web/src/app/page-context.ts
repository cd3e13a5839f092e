import { createContext, useContext } from "react";

// The page on screen, apart from how pages are loaded (page-data.tsx): the pages' own components read
// it, and page-data.tsx loads them through the route table, so they reach it without a circle.

/** The data of the page on screen: which route, for which URL, and its loaded data or status. */
export interface PageState {
  readonly url: string;
  readonly routeId: string;
  readonly status: 200 | 404 | 500;
  readonly data: unknown;
}

/** The page on screen and whether the next one is loading (set by page-data.tsx's PageDataProvider). */
export const PageContext = createContext<{ readonly page: PageState; readonly loading: boolean } | null>(null);

/** The page on screen and whether the next one is loading. */
export const usePage = () => {
  const value = useContext(PageContext);
  if (!value) throw new Error("usePage must be used inside <PageDataProvider>");
  return value;
};
