import type { Totals } from "../schemas/index.js";

/** What the totals need of a cart line: its quantity and its prices as the server sent them. */
export interface PricedLine {
  /** Units of the product in the cart. */
  readonly quantity: number;
  /** The price to pay per unit; a number or a numeric text, anything else counts as 0. */
  readonly price?: unknown;
  /** The price before the discount, when there is one; same parsing as `price`. */
  readonly old_price?: unknown;
}

/** Shipping is free (spec §9). */
const DELIVERY_CENTS = 0;
/** The badge shows at most this count, then '99+'. */
const BADGE_MAX = 99;

const DECIMAL = /^\d+(?:\.\d+)?$|^\.\d+$/;

/**
 * A price as a number: finite and not negative, else 0. Numeric texts ("12.5") are accepted;
 * other texts (including hexadecimal or exponent forms) are not.
 * @example parsePrice("12.5") // 12.5
 * @example parsePrice("abc") // 0
 */
export const parsePrice = (u: unknown): number => {
  const n = typeof u === "number" ? u : typeof u === "string" && DECIMAL.test(u.trim()) ? Number(u.trim()) : Number.NaN;
  return Number.isFinite(n) && n >= 0 ? n : 0;
};

// Whole cents keep sums exact; prices carry at most 2 decimals.
const cents = (u: unknown): number => Math.round(parsePrice(u) * 100);

/**
 * The cart's totals (spec §4): the subtotal at old prices, the discount, free delivery and the
 * total to pay, each rounded to 2 decimals. An old price counts only when it is above the price:
 * an "old" price at or below the price is no discount, and charging it would undercut the price.
 * @example cartTotals([{ price: 80, old_price: 100, quantity: 2 }]) // { subtotal: 200, discount: 40, delivery: 0, total: 160 }
 */
export const cartTotals = (lines: ReadonlyArray<PricedLine>): Totals => {
  let subtotal = 0;
  let discount = 0;
  for (const line of lines) {
    const price = cents(line.price);
    const listPrice = Math.max(price, cents(line.old_price));
    subtotal += listPrice * line.quantity;
    discount += (listPrice - price) * line.quantity;
  }
  const toMoney = (c: number) => Math.round(c) / 100;
  return {
    subtotal: toMoney(subtotal),
    discount: toMoney(discount),
    delivery: toMoney(DELIVERY_CENTS),
    total: toMoney(subtotal - discount + DELIVERY_CENTS),
  };
};

/**
 * What a line costs: its price times its quantity, summed in whole bani like {@link cartTotals}, so
 * a line of 3 × 0.1 costs 0.3 and the lines add up to the subtotal the totals show.
 * @example lineTotal({ price: 0.1, quantity: 3 }) // 0.3
 */
export const lineTotal = (line: PricedLine): number => (cents(line.price) * line.quantity) / 100;

/**
 * How many units the cart holds (the sum of the quantities).
 * @example cartCount([{ id: 1, quantity: 2 }, { id: 2, quantity: 3 }]) // 5
 */
export const cartCount = (lines: ReadonlyArray<{ readonly quantity: number }>): number => lines.reduce((sum, line) => sum + line.quantity, 0);

/**
 * The cart button's badge text: empty for an empty cart (no badge), the count up to 99, then '99+'.
 * @example badgeLabel(120) // "99+"
 */
export const badgeLabel = (count: number): string => (!(count >= 1) ? "" : count > BADGE_MAX ? `${BADGE_MAX}+` : String(Math.floor(count)));
