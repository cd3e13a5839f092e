import * as Schema from "effect/Schema";
import { SORT_ORDERS } from "./choices.js";
import { MAX_PER_PAGE, PAGE_SIZE } from "./limits.js";
import { maxChars } from "./common.js";
import { type ProductListQuery, SortBy } from "./catalog.js";

// Query strings arrive as texts, lists and nested objects (bracket notation: `filters[brand][]=Bosch`).
// Their schemas check the raw values with the field errors the API answers, and a plain function
// reads the checked values into the typed query.

/** The longest text a query parameter (a search, a slug, a filter's value) may be. */
const QUERY_TEXT_MAX = 200;

const isBlank = (raw: unknown) => raw === undefined || raw === "";
/** Whether a query parameter's text is within {@link QUERY_TEXT_MAX} characters, counted as the description's `maxLength` counts them. */
const isQueryText = Schema.is(Schema.String.check(maxChars(QUERY_TEXT_MAX)));
/** The JSON Schema of a query text, for the OpenAPI description. */
const QUERY_TEXT_SCHEMA = { type: "string", maxLength: QUERY_TEXT_MAX } as const;

// Each parameter below checks the text it is sent and says, in `toJsonSchema`, the same rule for
// the OpenAPI description (which states what is accepted, empty texts included).

/** A whole number from `min` to `max` written in digits; absent or empty takes the default. */
const wholeNumberParam = (min: number, max: number) =>
  Schema.Unknown.check(
    Schema.makeFilter(
      (raw: unknown) => {
        if (isBlank(raw)) return undefined;
        const n = typeof raw === "string" && /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
        return !Number.isInteger(n) ? "type" : n < min ? "min" : n > max ? "max" : undefined;
      },
      { toJsonSchema: () => ({ anyOf: [{ const: "" }, { type: "integer", minimum: min, maximum: max }] }) },
    ),
  );

/** A price in lei, any finite number not below 0; absent or empty: no bound. */
const priceParam = Schema.Unknown.check(
  Schema.makeFilter(
    (raw: unknown) => {
      if (isBlank(raw)) return undefined;
      const n = typeof raw === "string" && raw.trim() !== "" ? Number(raw) : Number.NaN;
      return !Number.isFinite(n) ? "type" : n < 0 ? "min" : undefined;
    },
    { toJsonSchema: () => ({ anyOf: [{ const: "" }, { type: "number", minimum: 0 }] }) },
  ),
);

/** `1` for yes; `0`, empty or absent for no. */
const flagParam = Schema.Unknown.check(
  Schema.makeFilter((raw: unknown) => (isBlank(raw) || raw === "0" || raw === "1" ? undefined : "type"), {
    toJsonSchema: () => ({ type: "string", enum: ["", "0", "1"] }),
  }),
);

/** A text of at most 200 characters. */
const textParam = Schema.Unknown.check(
  Schema.makeFilter((raw: unknown) => (raw === undefined ? undefined : typeof raw !== "string" ? "type" : isQueryText(raw) ? undefined : "max"), {
    toJsonSchema: () => QUERY_TEXT_SCHEMA,
  }),
);

/** A filter's values as sent: one value or a list of them. */
const filterValues = (values: unknown): unknown[] => (Array.isArray(values) ? values : [values]);
const FILTER_KEY = /^[a-z][a-z0-9_]{0,31}$/;

/** Attribute filters: an object of attribute keys to at most 50 values of at most 200 characters each. */
const filtersParam = Schema.Unknown.check(
  Schema.makeFilter(
    (raw: unknown) => {
      if (raw === undefined) return undefined;
      if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return "type";
      return Object.entries(raw).flatMap(([key, values]) => {
        const list = filterValues(values);
        const valid = FILTER_KEY.test(key) && list.length <= 50 && list.every(isQueryText);
        return valid ? [] : [{ path: [key], issue: "invalid" }];
      });
    },
    {
      toJsonSchema: () => ({
        type: "object",
        propertyNames: { pattern: FILTER_KEY.source },
        additionalProperties: { anyOf: [QUERY_TEXT_SCHEMA, { type: "array", items: QUERY_TEXT_SCHEMA, maxItems: 50 }] },
      }),
    },
  ),
);

/**
 * The query string of `GET catalog/products` as sent (spec §7), checked: a value that makes no sense
 * is a field error. {@link productListQuery} reads it.
 */
export const ProductListParams = Schema.Struct({
  filters: Schema.optionalKey(filtersParam),
  sort_by: Schema.optionalKey(
    Schema.Unknown.check(
      Schema.makeFilter((raw: unknown) => raw === undefined || Schema.is(SortBy)(raw) || "invalid", {
        toJsonSchema: () => ({ type: "string", enum: [...SORT_ORDERS] }),
      }),
    ),
  ),
  page: Schema.optionalKey(wholeNumberParam(1, 100_000)),
  perPage: Schema.optionalKey(wholeNumberParam(1, MAX_PER_PAGE)),
  slug: Schema.optionalKey(textParam),
  search: Schema.optionalKey(textParam),
  in_stock: Schema.optionalKey(flagParam),
  is_discount: Schema.optionalKey(flagParam),
  min_price: Schema.optionalKey(priceParam),
  max_price: Schema.optionalKey(priceParam),
});
/** A listing's query string, checked. */
export type ProductListParams = typeof ProductListParams.Type;

/** A listing query with its page, page size and order always given. */
export type ListingQuery = Required<Pick<ProductListQuery, "page" | "perPage" | "sort_by">> & Omit<ProductListQuery, "page" | "perPage" | "sort_by">;

/**
 * The listing query of a checked query string: page 1 of 9 products, most popular first, unless
 * asked otherwise; texts trimmed, and left out when empty.
 * @example productListQuery({ page: "2", in_stock: "1", search: " divan " }) // { page: 2, perPage: 9, sort_by: "popular", search: "divan", in_stock: true, is_discount: false }
 */
export const productListQuery = (params: ProductListParams): ListingQuery => {
  const text = (raw: unknown) => (typeof raw === "string" ? raw.trim() || undefined : undefined);
  const number = (raw: unknown, fallback: number) => (isBlank(raw) ? fallback : Number(raw));
  const price = (raw: unknown) => (isBlank(raw) ? undefined : Number(raw));
  const [slug, search, min, max] = [text(params.slug), text(params.search), price(params.min_price), price(params.max_price)];
  const filters = Object.entries(params.filters ?? {}).map(([key, values]) => [key, filterValues(values) as string[]] as const);
  return {
    page: number(params.page, 1),
    perPage: number(params.perPage, PAGE_SIZE),
    sort_by: Schema.is(SortBy)(params.sort_by) ? params.sort_by : "popular",
    ...(slug !== undefined ? { slug } : {}),
    ...(search !== undefined ? { search } : {}),
    ...(filters.length > 0 ? { filters: Object.fromEntries(filters) } : {}),
    in_stock: params.in_stock === "1",
    is_discount: params.is_discount === "1",
    ...(min !== undefined ? { min_price: min } : {}),
    ...(max !== undefined ? { max_price: max } : {}),
  };
};

/** The query string of `GET catalog/search`: the text typed, at most 200 characters. */
export const SearchParams = Schema.Struct({ text: Schema.optional(Schema.String.check(maxChars(QUERY_TEXT_MAX))) });

/** The query string of `GET seo/{kind}`: the name its template's `{name}` takes (the answer uses its first 200 characters). */
export const SeoParams = Schema.Struct({ name: Schema.optional(Schema.String) });
