import type { ComponentType } from "react";
import { isApiError, type KeyValueStore, type Locale, type Logger, type ProductImage, type PublicShopIdentity, type ShopApi } from "@vitrina/core";
import type { TranslationFunctions } from "@vitrina/react-ui/i18n";

/** What a page's loader gets: the API, the language, the visitor's cookies, the path parameters and the query. */
export interface LoadContext {
  readonly api: ShopApi;
  readonly locale: Locale;
  /** The request's cookies on the server, document.cookie in the browser (the cart lives there). */
  readonly cookies: KeyValueStore;
  /** Where a loader logs what it could not load (spec §8's messages). */
  readonly logger: Logger;
  readonly params: Readonly<Record<string, string>>;
  readonly query: URLSearchParams;
}

/** The document head of a page. */
export interface Head {
  readonly title: string;
  readonly description: string;
  /** schema.org objects written as JSON-LD. */
  readonly jsonLd?: ReadonlyArray<object>;
  readonly noindex?: boolean;
  readonly image?: string | null;
  /** The picture likely to be the page's largest paint, fetched before the scripts (with the `sizes` its <img> uses). */
  readonly lcpImage?: { readonly image: ProductImage; readonly sizes: string } | null;
}

/** What a head builder gets besides the page data. */
export interface HeadContext {
  readonly locale: Locale;
  readonly LL: TranslationFunctions;
  /** The page's path without the language prefix, e.g. `/product/x/`. */
  readonly path: string;
  readonly origin: string;
  /** The shop's name, logo and legal details (titles and JSON-LD name the shop, never the software). */
  readonly shop: PublicShopIdentity;
}

/** What a 404 page says was not found when it is more than a page: an order (a wrong number or key). */
export type Missing = "order";

/** The HTTP status a page answers with, when not 200. */
export class PageStatus extends Error {
  constructor(
    readonly status: 404 | 500,
    message: string,
    readonly missing?: Missing,
  ) {
    super(message);
  }
}

/** The API's 404 answer becomes the 404 page (saying what was `missing`, if given); other failures stay as they are. */
export const notFoundAs404 = <T>(pending: Promise<T>, missing?: Missing): Promise<T> =>
  pending.catch((error: unknown) => {
    throw isApiError(error) && error.status === 404 ? new PageStatus(404, error.message, missing) : error;
  });

/** A page of the storefront: how it loads its data, its head and its component. */
export interface PageModule<D = unknown> {
  readonly load: (ctx: LoadContext) => Promise<D>;
  readonly head: (data: D, ctx: HeadContext) => Head;
  readonly Page: ComponentType<{ readonly data: D }>;
  /**
   * Query parameters the page's component follows itself (a product's `?variant=`): a navigation
   * that changes only these keeps the page and its data on screen, with nothing loaded again.
   */
  readonly ownQuery?: ReadonlyArray<string>;
}

/** Declares a page module with its data type inferred from the loader. */
export const definePage = <D>(page: PageModule<D>): PageModule<D> => page;

/**
 * A route of the route table: a path pattern and its page module, loaded on demand so that every
 * page is its own script chunk.
 */
export interface RouteEntry {
  readonly id: string;
  /** A regexparam pattern relative to the language prefix, ending with '/'. */
  readonly path: string;
  /** Fixed parameters handed to the loader (several paths can share one page module). */
  readonly params?: Readonly<Record<string, string>>;
  /**
   * The page shows what is the visitor's own (the cart's lines, an order): the server renders it from
   * the visitor's cookies, for this visitor only. Every other page is the same for every visitor of
   * its address and language, so the server renders it once and shares it (personal parts such as the
   * cart badge fill in after hydration).
   */
  readonly personal?: true;
  readonly module: () => Promise<{ readonly default: PageModule<any> }>;
}
