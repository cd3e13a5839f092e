import type { ProductListFilters } from "./paging.js";

/** The yes-or-no filters of a listing. */
export type ListingFlag = "in_stock" | "is_discount";

/**
 * The filters with one facet value switched: added when absent, removed when present; a facet left
 * with no value, and filters left with no facet, are dropped (the URL and the saved filters stay short).
 * @example toggleFacetValue({ slug: "frigidere" }, "brand", "Bosch") // { slug: "frigidere", filters: { brand: ["Bosch"] } }
 */
export const toggleFacetValue = (query: ProductListFilters, key: string, value: string): ProductListFilters => {
  const current = query.filters?.[key] ?? [];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  const { [key]: _, ...others } = query.filters ?? {};
  const filters = next.length > 0 ? { ...others, [key]: next } : others;
  const { filters: __, ...rest } = query;
  return Object.keys(filters).length > 0 ? { ...rest, filters } : rest;
};

/**
 * The filters with a yes-or-no filter on or off (off leaves the key out).
 * @example withFlag({ slug: "frigidere" }, "in_stock", true) // { slug: "frigidere", in_stock: true }
 */
export const withFlag = (query: ProductListFilters, key: ListingFlag, on: boolean): ProductListFilters => {
  const { [key]: _, ...rest } = query;
  return on ? { ...rest, [key]: true } : rest;
};

/**
 * A price a shopper typed in a filter: a number not below 0, with a comma or a point for the
 * decimals; undefined for an empty field or anything else (no bound).
 * @example parsePriceInput("12,5") // 12.5
 */
export const parsePriceInput = (text: string): number | undefined => {
  const n = Number(text.replace(",", "."));
  return text.trim() !== "" && Number.isFinite(n) && n >= 0 ? n : undefined;
};

/**
 * The filters with the price range a shopper typed (see {@link parsePriceInput}); a bound left
 * empty or unreadable is no bound.
 * @example withPriceRange({ slug: "frigidere", min_price: 100 }, "", "5000") // { slug: "frigidere", max_price: 5000 }
 */
export const withPriceRange = (query: ProductListFilters, minText: string, maxText: string): ProductListFilters => {
  const { min_price: _, max_price: __, ...rest } = query;
  const min = parsePriceInput(minText);
  const max = parsePriceInput(maxText);
  return { ...rest, ...(min !== undefined ? { min_price: min } : {}), ...(max !== undefined ? { max_price: max } : {}) };
};

/**
 * Whether any filter narrows the listing (facets, price, stock, discount); the listing itself
 * (category, search text) and its sort are no filter.
 * @example hasFilters({ slug: "frigidere", sort_by: "newest" }) // false
 */
export const hasFilters = (query: ProductListFilters): boolean =>
  Boolean(query.filters || query.in_stock || query.is_discount || query.min_price !== undefined || query.max_price !== undefined);

/**
 * The listing itself (category, search text) and its sort, without any filter.
 * @example withoutFilters({ slug: "frigidere", in_stock: true, sort_by: "newest" }) // { slug: "frigidere", sort_by: "newest" }
 */
export const withoutFilters = ({ slug, search, sort_by }: ProductListFilters): ProductListFilters => ({
  ...(slug !== undefined ? { slug } : {}),
  ...(search !== undefined ? { search } : {}),
  ...(sort_by !== undefined ? { sort_by } : {}),
});
