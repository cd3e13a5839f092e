import type { CartItem, CartLine } from "../schemas/index.js";
import { MAX_LINE_QUANTITY } from "../schemas/limits.js";

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

/**
 * Reads a stored cart: JSON text, or the value already decoded (cookie libraries often decode
 * JSON themselves). Lines need a positive integer id and a positive integer quantity, which is
 * capped at {@link MAX_LINE_QUANTITY}; other lines are left out, a line repeating an id adds to the
 * first one, and anything that is not a list reads as an empty cart.
 * @example parseCart('[{"id":3,"quantity":2}]') // [{ id: 3, quantity: 2 }]
 * @example parseCart("not json") // []
 */
export const parseCart = (value: unknown): Array<CartItem> => {
  const decoded = decode(value);
  if (!Array.isArray(decoded)) return [];
  const lines: Array<CartItem> = [];
  for (const entry of decoded as ReadonlyArray<unknown>) {
    if (typeof entry !== "object" || entry === null) continue;
    const { id, quantity } = entry as { readonly id?: unknown; readonly quantity?: unknown };
    if (!isPositiveInteger(id) || !isPositiveInteger(quantity)) continue;
    const index = lines.findIndex((line) => line.id === id);
    const previous = index === -1 ? 0 : lines[index]!.quantity;
    const line = { id, quantity: Math.min(previous + quantity, MAX_LINE_QUANTITY) };
    if (index === -1) lines.push(line);
    else lines[index] = line;
  }
  return lines;
};

/**
 * The cart as the cookie keeps it: JSON of each line's id and quantity only, since product data
 * is fetched again and would outgrow a cookie.
 * @example serializeCart([{ id: 3, quantity: 2, title: "Divan" }]) // '[{"id":3,"quantity":2}]'
 */
export const serializeCart = (lines: ReadonlyArray<CartItem>): string => JSON.stringify(lines.map(({ id, quantity }) => ({ id, quantity })));

/**
 * The lines as the store holds them now, when another tab saved the cart since this one read it:
 * the stored ids, quantities and order, each with the product data this cart already had for it
 * (a line new to it has none until the next refresh).
 * @example withStoredLines([{ id: 3, quantity: 1, title: "Divan" }], [{ id: 3, quantity: 2 }, { id: 8, quantity: 1 }]) // [{ id: 3, quantity: 2, title: "Divan" }, { id: 8, quantity: 1 }]
 */
export const withStoredLines = (lines: ReadonlyArray<CartLine>, stored: ReadonlyArray<CartItem>): Array<CartLine> => {
  const byId = new Map(lines.map((line) => [line.id, line]));
  return stored.map(({ id, quantity }) => ({ ...byId.get(id), id, quantity }));
};
