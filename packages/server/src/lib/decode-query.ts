import { validator } from "hono/validator";

/**
 * Middleware that decodes a request's query string with `decode` (which answers 422 for wrong
 * values) before the handler runs; the handler reads the result with `c.req.valid("query")`. A
 * parameter given twice counts with its first value, as `c.req.query()` reads it.
 * @example app.get("/", auth, decodeQuery(orderFilter), (c) => list(c.req.valid("query")))
 */
export const decodeQuery = <T>(decode: (query: Readonly<Record<string, string>>) => T) =>
  validator("query", (value) => decode(Object.fromEntries(Object.entries(value).map(([key, v]) => [key, Array.isArray(v) ? v[0]! : v]))));
