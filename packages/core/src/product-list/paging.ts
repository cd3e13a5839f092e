import type { ProductCard, ProductListQuery } from "../schemas/index.js";
import { PAGE_SIZE } from "../schemas/limits.js";
import type { KeyValueStore } from "../ports/index.js";

/** Products each load-more adds (spec §4). */
export const LOAD_MORE_SIZE = 10;
/** Storage key of the last filters used (spec §4). */
export const FILTERS_KEY = "filters";

/** What a listing is filtered and sorted by: its query without the paging. */
export type ProductListFilters = Omit<ProductListQuery, "page" | "perPage">;

/** The server pages to ask for one load-more, and how many leading products of the first to skip. */
export interface LoadMorePlan {
  /** 1-based page numbers of size {@link LOAD_MORE_SIZE}, in order. */
  readonly pages: ReadonlyArray<number>;
  /** Products at the start of the first page that are already shown. */
  readonly skip: number;
}

/**
 * Which pages of size {@link LOAD_MORE_SIZE} hold the next products after `loaded` ones. The API
 * pages by number only, and the first page has {@link PAGE_SIZE} products while the next ones have
 * {@link LOAD_MORE_SIZE}, so "page 2 of 10" would skip the 10th product. Asking for the (at most two)
 * pages of 10 that cover positions `loaded … loaded + 9`, then dropping the first `skip` products,
 * adds exactly the next products with no gap and no repeat. A page starting at or after
 * `totalItems` is not asked for.
 * @example loadMorePlan(9, 47) // { pages: [1, 2], skip: 9 }
 */
export const loadMorePlan = (loaded: number, totalItems: number): LoadMorePlan => {
  const first = Math.floor(loaded / LOAD_MORE_SIZE) + 1;
  const last = Math.floor((loaded + LOAD_MORE_SIZE - 1) / LOAD_MORE_SIZE) + 1;
  const pages = [first];
  if (last !== first && (last - 1) * LOAD_MORE_SIZE < totalItems) pages.push(last);
  return { pages, skip: loaded - (first - 1) * LOAD_MORE_SIZE };
};

/**
 * The list after a load-more: `more` appended, leaving out products already shown (the catalogue
 * may shift between requests).
 * @example appendNew([a, b], [b, c]) // [a, b, c]
 */
export const appendNew = (items: ReadonlyArray<ProductCard>, more: ReadonlyArray<ProductCard>): ReadonlyArray<ProductCard> => {
  const out = [...items];
  const shown = new Set(items.map((p) => p.id));
  for (const product of more) {
    if (shown.has(product.id)) continue;
    shown.add(product.id);
    out.push(product);
  }
  return out;
};

/**
 * A query's filters: everything but `page` and `perPage`, with unset keys left out so the saved JSON
 * stays small.
 * @example filtersOf({ slug: "divane", page: 2, perPage: 9 }) // { slug: "divane" }
 */
export const filtersOf = (query: ProductListQuery): ProductListFilters =>
  Object.fromEntries(Object.entries(query).filter(([key, value]) => key !== "page" && key !== "perPage" && value !== undefined)) as ProductListFilters;

/**
 * Saves the filters a listing uses under {@link FILTERS_KEY} (spec §4).
 * @example saveFilters(localStore, { slug: "divane", sort_by: "price_asc", page: 2 }) // page is not saved
 */
export const saveFilters = (store: KeyValueStore, query: ProductListQuery): void => store.set(FILTERS_KEY, JSON.stringify(filtersOf(query)));
