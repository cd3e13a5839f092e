import type { Totals } from "../schemas/index.js";
import { codeDiscountCents, type CodeCharge } from "./discount-code.js";

/** What the totals need of a cart line: its quantity and its prices as the server sent them. */
export interface PricedLine {
  /** Units of the product in the cart. */
  readonly quantity: number;
  /** The price to pay per unit; a number or a numeric text, anything else counts as 0. */
  readonly price?: unknown;
  /** The price before the discount, when there is one; same parsing as `price`. */
  readonly old_price?: unknown;
}

/** What a delivery method costs: its price, and the subtotal after discounts from which it is free (null: never). */
export interface DeliveryCharge {
  readonly price: number;
  readonly free_from: number | null;
}

/** What an order adds to or takes off its lines' prices. */
export interface Charges {
  /** The chosen delivery method's charge; none chosen yet (the cart): delivery counts 0. */
  readonly delivery?: DeliveryCharge | undefined;
  /** The discount code's terms, when one is applied: taken off the subtotal after discounts. */
  readonly code?: CodeCharge | undefined;
}
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
 * The totals of a cart or an order, the one rule of the cart, the checkout form, the server and the
 * e-mails (decisions.md "Delivery, payment and fulfilment"): the subtotal at list prices, the
 * discount (list price − price), the code's discount (decisions.md "Discount codes": a percentage of
 * the subtotal after discounts, or a fixed amount, at most what is left; none below its minimum), the
 * delivery (the method's price, 0 once the subtotal after both discounts reaches its `free_from`) and
 * the total to pay. Counted in whole bani, each figure is at 2 decimals and never negative. An old
 * price counts only when it is above the price: an "old" price at or below the price is no discount,
 * and charging it would undercut the price. The discounts apply in that order: old prices, then the
 * code on every line at the price paid, then the delivery's threshold.
 * @example cartTotals([{ price: 80, old_price: 100, quantity: 2 }]) // { subtotal: 200, discount: 40, code_discount: 0, delivery: 0, total: 160 }
 * @example cartTotals([{ price: 80, quantity: 2 }], { delivery: { price: 50, free_from: 200 } }) // { subtotal: 160, discount: 0, code_discount: 0, delivery: 50, total: 210 }
 * @example cartTotals([{ price: 100, quantity: 1 }], { code: { kind: "percent", value: 10, min_subtotal: null } }) // { subtotal: 100, discount: 0, code_discount: 10, delivery: 0, total: 90 }
 */
export const cartTotals = (lines: ReadonlyArray<PricedLine>, charges: Charges = {}): Totals => {
  let subtotal = 0;
  let discount = 0;
  for (const line of lines) {
    const price = cents(line.price);
    const listPrice = Math.max(price, cents(line.old_price));
    subtotal += listPrice * line.quantity;
    discount += (listPrice - price) * line.quantity;
  }
  const codeDiscount = codeDiscountCents(charges.code, subtotal - discount);
  const goods = subtotal - discount - codeDiscount;
  const delivery = deliveryCents(charges.delivery, goods);
  const toMoney = (c: number) => Math.round(c) / 100;
  return {
    subtotal: toMoney(subtotal),
    discount: toMoney(discount),
    code_discount: toMoney(codeDiscount),
    delivery: toMoney(delivery),
    total: toMoney(goods + delivery),
  };
};

/** A delivery's cost in bani for goods worth `goods` bani: its price, or 0 from its threshold on (or when none is chosen). */
const deliveryCents = (charge: DeliveryCharge | undefined, goods: number): number => {
  if (charge === undefined) return 0;
  const freeFrom = charge.free_from === null ? null : cents(charge.free_from);
  return freeFrom !== null && goods >= freeFrom ? 0 : cents(charge.price);
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
