import { validator } from "hono/validator";
import { fromBracketForm } from "./http.js";

/**
 * Middleware that decodes a request's query string with `decode` (which answers 422 for wrong
 * values) before the handler runs; the handler reads the result with `c.req.valid("query")`. A
 * parameter given twice counts with its first value, as `c.req.query()` reads it.
 * @example app.get("/", auth, decodeQuery((query) => decodeOr422(SearchParams, query)), (c) => list(c.req.valid("query")))
 */
export const decodeQuery = <T>(decode: (query: Readonly<Record<string, string>>) => T) =>
  validator("query", (value) => decode(Object.fromEntries(Object.entries(value).map(([key, v]) => [key, Array.isArray(v) ? v[0]! : v]))));

/**
 * Middleware like {@link decodeQuery} for a query string in bracket notation (`ids[]=3`,
 * `items[0][id]=3`, `filters[brand][]=Bosch`), which `decode` gets as nested objects and lists
 * ({@link fromBracketForm}: a parameter given twice counts with its last value).
 * @example app.get("/products", decodeBracketQuery((query) => decodeOr422(ProductListParams, query)), (c) => list(c.req.valid("query")))
 */
export const decodeBracketQuery = <T>(decode: (query: Readonly<Record<string, unknown>>) => T) =>
  validator("query", (_value, c) => decode(fromBracketForm(new URL(c.req.url).searchParams.entries())));
