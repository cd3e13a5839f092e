import { SORT_ORDERS, type ProductListQuery, type SortBy } from "@vitrina/core";

const FILTER_KEY = /^filters\[([a-z0-9_]+)\]\[\]$/;

const price = (value: string | null): number | undefined => {
  if (value === null || value.trim() === "") return undefined;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? n : undefined;
};

/**
 * The listing query a page URL asks for (the URL is the listing's state, so it can be shared and
 * rendered on the server). Values that make no sense are left out rather than failing the page.
 * @example listQueryFromUrl(new URLSearchParams("sort_by=price_asc&filters[brand][]=Bosch"))
 */
export const listQueryFromUrl = (params: URLSearchParams, base: ProductListQuery = {}): ProductListQuery => {
  // A Map, then own properties: a key such as `__proto__` is a filter's name, never the object's prototype.
  const byKey = new Map<string, string[]>();
  for (const [key, value] of params) {
    const match = FILTER_KEY.exec(key);
    if (!match || !value) continue;
    const values = byKey.get(match[1]!);
    if (values) values.push(value);
    else byKey.set(match[1]!, [value]);
  }
  const filters: Record<string, string[]> = Object.fromEntries(byKey);
  const sort = params.get("sort_by") as SortBy | null;
  const min = price(params.get("min_price"));
  const max = price(params.get("max_price"));
  const search = params.get("text")?.trim();
  return {
    ...base,
    ...(min !== undefined ? { min_price: min } : {}),
    ...(max !== undefined ? { max_price: max } : {}),
    ...(search ? { search } : {}),
    ...(Object.keys(filters).length > 0 ? { filters } : {}),
    ...(params.get("in_stock") === "1" ? { in_stock: true } : {}),
    ...(params.get("is_discount") === "1" ? { is_discount: true } : {}),
    ...(sort && SORT_ORDERS.includes(sort) ? { sort_by: sort } : {}),
  };
};

/** The URL query of a listing query (slug and paging are in the path or not kept). */
export const urlFromListQuery = (query: ProductListQuery): string => {
  const params = new URLSearchParams();
  if (query.search) params.set("text", query.search);
  for (const [key, values] of Object.entries(query.filters ?? {})) for (const value of values) params.append(`filters[${key}][]`, value);
  if (query.min_price !== undefined) params.set("min_price", String(query.min_price));
  if (query.max_price !== undefined) params.set("max_price", String(query.max_price));
  if (query.in_stock) params.set("in_stock", "1");
  if (query.is_discount) params.set("is_discount", "1");
  if (query.sort_by && query.sort_by !== "popular") params.set("sort_by", query.sort_by);
  const text = params.toString();
  return text ? `?${text}` : "";
};
