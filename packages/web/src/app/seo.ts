import type { Seo, SeoPageKind, ShopApi } from "@vitrina/core";
import type { Head } from "./route-types.js";

/** The SEO texts staff set for a page kind; null when they cannot be loaded (the page then uses its own texts). */
export const loadSeo = (api: ShopApi, kind: SeoPageKind, name?: string): Promise<Seo | null> => api.getSeo(kind, name).catch(() => null);

/** A page's head from its SEO settings, or from the page's own texts when there are none. */
export const seoHead = (seo: Seo | null, fallback: { readonly title: string; readonly description: string }, extra: Partial<Head> = {}): Head => ({
  title: seo?.title || fallback.title,
  description: seo?.description || fallback.description,
  image: seo?.image ?? null,
  ...extra,
});
