import * as Schema from "effect/Schema";
import { MAX_LINE_QUANTITY } from "./limits.js";
import { type LineRef, lineKey, lineOfKey } from "./line-key.js";

// Query strings of the cart's reads arrive as texts, lists and indexed objects (bracket notation:
// `items[0][id]=3`); each schema checks the raw values with the API's field errors, and a plain
// function reads the checked values.

/** Lines one availability check may hold at most. */
const MAX_CHECKED_LINES = 200;
/** An id or quantity as a query string gives it: up to 9 digits. */
const digitsOf = (raw: unknown): number => (typeof raw === "string" && /^\d{1,9}$/.test(raw) ? Number(raw) : Number.NaN);
/** The JSON Schema of an id and of a quantity in a query string, for the OpenAPI description. */
const QUERY_ID = { type: "string", pattern: "^(?!0+$)\\d{1,9}$" } as const;
const QUERY_QUANTITY = { type: "string", pattern: "^(?=\\d{1,9}$)0*[1-9]\\d{0,2}$" } as const;
/** A query string's list as sent: a list, the values of an indexed object (`items[0][id]`), or one value. */
const listOf = (raw: unknown): unknown[] =>
  raw === undefined ? [] : Array.isArray(raw) ? raw : typeof raw === "object" && raw !== null ? Object.values(raw) : [raw];

/** A cart line's key in a query string, for the OpenAPI description: a product id, or a product id and a variant id (`12:40`). */
const QUERY_LINE_KEY = { type: "string", pattern: "^(?!0+(:|$))\\d{1,9}(:(?!0+$)\\d{1,9})?$" } as const;
/** A line's key as a query string gives it ({@link lineOfKey}); undefined for anything else. */
const lineKeyOf = (raw: unknown): LineRef | undefined => (typeof raw === "string" ? lineOfKey(raw) : undefined);

/**
 * The query string of `GET cart/products`: `ids[]`, at most {@link MAX_LINE_QUANTITY} lines, each a
 * positive product id (`12`) or, for a line with a variant, its {@link lineKey} (`12:40`).
 * {@link cartProductLines} reads it.
 */
export const CartProductsParams = Schema.Struct({
  ids: Schema.optionalKey(
    Schema.Unknown.check(
      Schema.makeFilter(
        (raw: unknown) => {
          const list = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
          // The cap first: a list past it is refused without a look at its items.
          if (list.length > MAX_LINE_QUANTITY) return "max";
          return list.flatMap((v, i) => (lineKeyOf(v) ? [] : [{ path: [i] as [number], issue: "type" }]));
        },
        { toJsonSchema: () => ({ type: "array", items: QUERY_LINE_KEY, maxItems: MAX_LINE_QUANTITY }) },
      ),
    ),
  ),
});
/** The query string of `GET cart/products`, checked. */
export type CartProductsParams = typeof CartProductsParams.Type;

/**
 * The distinct lines of a checked `GET cart/products` query, in their order.
 * @example cartProductLines({ ids: ["3", "12:40", "3"] }) // [{ id: 3 }, { id: 12, variant_id: 40 }]
 */
export const cartProductLines = (params: CartProductsParams): LineRef[] => {
  const keys = params.ids === undefined ? [] : Array.isArray(params.ids) ? params.ids : [params.ids];
  const lines = new Map<string, LineRef>();
  for (const key of keys) {
    const line = lineKeyOf(key);
    if (line && !lines.has(lineKey(line))) lines.set(lineKey(line), line);
  }
  return [...lines.values()];
};

/** A line of an availability query as sent. */
const lineOf = (item: unknown) => (typeof item === "object" && item !== null ? item : {}) as Record<string, unknown>;

/**
 * The query string of `GET cart/availability`: `items[i][id]`, `items[i][variant_id]` (a line with a
 * variant only) and `items[i][quantity]` of at most 200 lines, each a positive id, a positive variant
 * id when present and a quantity from 1 to {@link MAX_LINE_QUANTITY}. {@link availabilityLines} reads it.
 */
export const AvailabilityParams = Schema.Struct({
  items: Schema.optionalKey(
    Schema.Unknown.check(
      Schema.makeFilter(
        (raw: unknown) => {
          const list = listOf(raw);
          if (list.length > MAX_CHECKED_LINES) return "max";
          return list.flatMap((item, i) => {
            const line = lineOf(item);
            const quantity = digitsOf(line.quantity);
            return [
              ...(digitsOf(line.id) > 0 ? [] : [{ path: [i, "id"] as [number, string], issue: "type" }]),
              ...(line.variant_id === undefined || digitsOf(line.variant_id) > 0 ? [] : [{ path: [i, "variant_id"] as [number, string], issue: "type" }]),
              ...(quantity >= 1 && quantity <= MAX_LINE_QUANTITY
                ? []
                : [{ path: [i, "quantity"] as [number, string], issue: quantity > MAX_LINE_QUANTITY ? "max" : "min" }]),
            ];
          });
        },
        {
          toJsonSchema: () => ({
            type: "array",
            items: { type: "object", properties: { id: QUERY_ID, variant_id: QUERY_ID, quantity: QUERY_QUANTITY }, required: ["id", "quantity"] },
            maxItems: MAX_CHECKED_LINES,
          }),
        },
      ),
    ),
  ),
});
/** The query string of `GET cart/availability`, checked. */
export type AvailabilityParams = typeof AvailabilityParams.Type;

/**
 * The lines of a checked `GET cart/availability` query; `variant_id` only on a line that names one.
 * @example availabilityLines({ items: [{ id: "12", variant_id: "40", quantity: "2" }] }) // [{ id: 12, variant_id: 40, quantity: 2 }]
 */
export const availabilityLines = (params: AvailabilityParams): Array<{ id: number; variant_id?: number; quantity: number }> =>
  listOf(params.items).map((item) => {
    const line = lineOf(item);
    const ref = { id: digitsOf(line.id), ...(line.variant_id === undefined ? {} : { variant_id: digitsOf(line.variant_id) }) };
    return { ...ref, quantity: digitsOf(line.quantity) };
  });
