import type { ComponentType } from "react";
import type { PageState } from "./page-context.js";
import { loadedPage } from "./page-data.js";
import type { Head, HeadContext } from "./route-types.js";
import { NotFoundPage, ServerErrorPage } from "../pages/error.js";

/** The component that renders a route id (404 and error pages included). */
export const pageComponent = (routeId: string): ComponentType<{ data: any }> =>
  routeId === "not-found" ? NotFoundPage : (loadedPage(routeId)?.Page ?? ServerErrorPage);

/** The head of the page on screen; the error pages have their message as title and are not indexed. */
export const pageHead = (page: PageState, ctx: HeadContext): Head => {
  const module = page.status === 200 ? loadedPage(page.routeId) : undefined;
  if (module) return module.head(page.data, ctx);
  const { LL, shop } = ctx;
  const missing = page.status === 404 ? (page.data as { readonly missing?: string } | null)?.missing : undefined;
  const title = page.status !== 404 ? LL.errors.serverError() : missing === "order" ? LL.order.notFound() : LL.errors.notFound({ path: ctx.path });
  return {
    title: LL.shop.pageTitle({ title, shop: shop.name }),
    description: "",
    noindex: true,
  };
};
