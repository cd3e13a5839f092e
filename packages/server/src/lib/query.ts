import type { Schema } from "effect";
import { validator } from "hono/validator";
import { decodeOr422, fromBracketForm } from "./http.js";

/**
 * Middleware decoding the query string (bracket notation: `ids[]=3`, `items[0][id]=3`) with a core
 * schema, answering 422 with its field errors; the handler reads the value with `c.req.valid("query")`.
 * @example app.get("/products", decodeQuery(ProductListParams), (c) => c.json(productListQuery(c.req.valid("query"))))
 */
export const decodeQuery = <S extends Schema.Codec<unknown, unknown>>(schema: S) =>
  validator("query", (_value, c): S["Type"] => decodeOr422(schema, fromBracketForm(new URL(c.req.url).searchParams.entries())));

/**
 * Middleware decoding plain query parameters (the first value of each name, as a search box or a
 * link sends them) with a core schema, answering 422 with its field errors; the handler reads the
 * value with `c.req.valid("query")`.
 * @example app.get("/search", decodeQueryValues(SearchParams), (c) => c.json(c.req.valid("query").text ?? ""))
 */
export const decodeQueryValues = <S extends Schema.Codec<unknown, unknown>>(schema: S) =>
  validator("query", (_value, c): S["Type"] => decodeOr422(schema, c.req.query()));
