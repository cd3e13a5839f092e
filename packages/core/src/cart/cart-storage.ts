import type { CartItem, CartLine } from "../schemas/index.js";
import { MAX_LINE_QUANTITY } from "../schemas/limits.js";
import { lineKey, lineRef } from "../schemas/line-key.js";

/** Cookie that keeps the cart (spec §9). */
export const CART_COOKIE = "cart";
/** How long the cart cookie lives: 7 days, in seconds (spec §9). */
export const CART_MAX_AGE = 604800;

const isPositiveInteger = (u: unknown): u is number => typeof u === "number" && Number.isInteger(u) && u >= 1;

const decode = (value: unknown): unknown => {
  if (typeof value !== "string") return value;
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
};

/** The version of the cookie's format {@link serializeCart} writes: `{"v":2,"lines":[…]}`. */
export const CART_FORMAT = 2;

/** The stored lines of a decoded cookie: version 2's `lines`, or the bare list of the first format. */
const storedEntries = (decoded: unknown): ReadonlyArray<unknown> => {
  if (Array.isArray(decoded)) return decoded;
  if (typeof decoded !== "object" || decoded === null) return [];
  const { v, lines } = decoded as { readonly v?: unknown; readonly lines?: unknown };
  return v === CART_FORMAT && Array.isArray(lines) ? lines : [];
};

/**
 * Reads a stored cart: JSON text, or the value already decoded (cookie libraries often decode
 * JSON themselves), in the current format (`{"v":2,"lines":[{"id":12,"variant_id":40,"quantity":1}]}`)
 * or the first one (a bare list of `{id, quantity}`, as carts saved before variants hold). Lines need a
 * positive integer id, a positive integer `variant_id` when they have one, and a positive integer
 * quantity, which is capped at {@link MAX_LINE_QUANTITY}; other lines are left out, a line repeating
 * a line's key ({@link lineKey}) adds to the first one, and anything else reads as an empty cart.
 * @example parseCart('{"v":2,"lines":[{"id":12,"variant_id":40,"quantity":1}]}') // [{ id: 12, variant_id: 40, quantity: 1 }]
 * @example parseCart('[{"id":3,"quantity":2}]') // [{ id: 3, quantity: 2 }]
 * @example parseCart("not json") // []
 */
export const parseCart = (value: unknown): Array<CartItem> => {
  const lines = new Map<string, CartItem>();
  for (const entry of storedEntries(decode(value))) {
    if (typeof entry !== "object" || entry === null) continue;
    const { id, variant_id, quantity } = entry as { readonly id?: unknown; readonly variant_id?: unknown; readonly quantity?: unknown };
    if (!isPositiveInteger(id) || !isPositiveInteger(quantity) || !(variant_id === undefined || isPositiveInteger(variant_id))) continue;
    const ref = lineRef({ id, variant_id });
    const previous = lines.get(lineKey(ref))?.quantity ?? 0;
    lines.set(lineKey(ref), { ...ref, quantity: Math.min(previous + quantity, MAX_LINE_QUANTITY) });
  }
  return [...lines.values()];
};

/**
 * The cart as the cookie keeps it, always in the current format (version {@link CART_FORMAT}): JSON
 * of each line's id, variant id (when it has one) and quantity only, since product data is fetched
 * again and would outgrow a cookie.
 * @example serializeCart([{ id: 3, quantity: 2, title: "Divan" }, { id: 12, variant_id: 40, quantity: 1 }]) // '{"v":2,"lines":[{"id":3,"quantity":2},{"id":12,"variant_id":40,"quantity":1}]}'
 */
export const serializeCart = (lines: ReadonlyArray<CartItem>): string =>
  JSON.stringify({ v: CART_FORMAT, lines: lines.map((line) => ({ ...lineRef(line), quantity: line.quantity })) });

/**
 * The lines as the store holds them now, when another tab saved the cart since this one read it:
 * the stored lines, quantities and order, each with the product data this cart already had for
 * its key ({@link lineKey}: a variant's data never goes to another variant's line); a line new to
 * it has none until the next refresh.
 * @example withStoredLines([{ id: 3, quantity: 1, title: "Divan" }], [{ id: 3, quantity: 2 }, { id: 8, quantity: 1 }]) // [{ id: 3, quantity: 2, title: "Divan" }, { id: 8, quantity: 1 }]
 */
export const withStoredLines = (lines: ReadonlyArray<CartLine>, stored: ReadonlyArray<CartItem>): Array<CartLine> => {
  const byKey = new Map(lines.map((line) => [lineKey(line), line]));
  return stored.map((line) => ({ ...byKey.get(lineKey(line)), ...lineRef(line), quantity: line.quantity }));
};
