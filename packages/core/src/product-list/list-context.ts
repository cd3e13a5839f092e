// What a listing shows, apart from its machine: a server-rendered listing shows its first page
// before (or without) loading xstate.
import type { BreadcrumbItem, ListingFilter, ProductCard, ProductListQuery, ProductListResponse, Seo } from "../schemas/index.js";
import { appendNew, filtersOf } from "./paging.js";
import type { ProductListFilters } from "./paging.js";

/** What a category or search listing shows. */
export interface ProductListContext {
  /** The filters and sort of the current listing (its query without paging). */
  readonly query: ProductListFilters;
  /** Products shown, first page then every load-more, each product once. */
  readonly items: ReadonlyArray<ProductCard>;
  /** The listing's facets (attribute values with counts). */
  readonly filters: ReadonlyArray<ListingFilter>;
  /** SEO texts of the listing; null before the first answer. */
  readonly seo: Seo | null;
  /** Breadcrumb of the listing's category. */
  readonly breadcrumb: ReadonlyArray<BreadcrumbItem>;
  /** Lowest and highest price before the price filter; null before the first answer. */
  readonly price_range: ProductListResponse["price_range"] | null;
  /** Page number of the last answer (in that answer's page size); 0 before the first. */
  readonly current_page: number;
  /** Page count of the last answer (in that answer's page size); 0 before the first. */
  readonly total_pages: number;
  /** Products in the whole listing. */
  readonly total_items: number;
  /** A first load is running. */
  readonly loading: boolean;
  /** A load-more is running. */
  readonly loadingMore: boolean;
  /** Message of the last failure, cleared by the next success. */
  readonly error: string | null;
}

const initial: ProductListContext = {
  query: {},
  items: [],
  filters: [],
  seo: null,
  breadcrumb: [],
  price_range: null,
  current_page: 0,
  total_pages: 0,
  total_items: 0,
  loading: false,
  loadingMore: false,
  error: null,
};

/** What a first page's answer puts in the context (the machine shows a new first page with it too). */
export const firstPageOf = (response: ProductListResponse) => ({
  items: appendNew([], response.items),
  filters: response.filters,
  seo: response.seo,
  breadcrumb: response.breadcrumb,
  price_range: response.price_range,
  current_page: response.current_page,
  total_pages: response.total_pages,
  total_items: response.total_items,
  error: null,
});

/** A first page already loaded (e.g. rendered on the server) that the list starts from. */
export interface LoadedFirstPage {
  readonly query: ProductListQuery;
  readonly response: ProductListResponse;
}

/**
 * The list's context before any event: empty, or the first page already loaded. A page shows it
 * while the machine's code is still loading.
 * @example listContextOf({ query: { slug: "divane" }, response }).items // the first page's products
 */
export const listContextOf = (firstPage?: LoadedFirstPage): ProductListContext =>
  firstPage ? { ...initial, query: filtersOf(firstPage.query), ...firstPageOf(firstPage.response) } : initial;

/**
 * Whether a load-more may start: nothing is loading and fewer products are shown than the listing
 * has. Counting products rather than comparing `current_page` with `total_pages` keeps the rule true
 * although the first page (9) and the next ones (10) differ in size.
 * @example canLoadMore({ ...context, items: nine, total_items: 47, loading: false, loadingMore: false }) // true
 */
export const canLoadMore = (context: Pick<ProductListContext, "items" | "total_items" | "loading" | "loadingMore">): boolean =>
  !context.loading && !context.loadingMore && context.items.length < context.total_items;
