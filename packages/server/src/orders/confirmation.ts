import type { Locale, Order, OrderInstructions } from "@vitrina/core";
import type { Db } from "../db/db.js";
import { countEvents, isLimited, type Rate } from "../lib/rate-limit.js";
import { orderInstructions, readOrderTexts } from "../shop/identity.js";
import { accessKeyOpens } from "./access-key-data.js";
import { isOrderNumber } from "./order-number.js";
import { orderByNumber } from "./orders.js";

/**
 * Order lookups that miss (wrong key, wrong number) allowed per client address, and per client
 * address and order, before a 429.
 */
const LOOKUP_MISSES: Rate = { count: 20, windowSeconds: 10 * 60 };

/** What a lookup of an order's confirmation finds. */
export type Confirmation =
  | { readonly kind: "refused"; readonly retryAfter: number }
  | { readonly kind: "missing" }
  | { readonly kind: "found"; readonly order: Order & { readonly instructions: OrderInstructions } };

/**
 * An order's confirmation, which needs one of its access keys, with what to do next in the page's
 * language (the methods' instructions, bank details, pickup point). Every miss looks the same
 * (unknown number, missing or wrong key). Misses are counted per client address and per client
 * address and order: past the address's limit every miss is a 429, so numbers cannot be guessed,
 * yet the right key still opens its order (shoppers behind one shared address); past an order's
 * limit from an address that order is refused there even with the right key, so its keys cannot be
 * guessed.
 */
export const orderConfirmation = async (db: Db, address: string, number: string, key: string | undefined, locale: Locale): Promise<Confirmation> => {
  const orderKey = `order-miss:${address}:${number}`;
  const refused = await isLimited(db, [orderKey], LOOKUP_MISSES);
  if (!refused.allowed) return { kind: "refused", retryAfter: refused.retryAfter };
  const access = isOrderNumber(number) ? await accessKeyOpens(db, number, key) : { exists: false, opens: false };
  const order = access.opens ? await orderByNumber(db, number) : undefined;
  if (!order) {
    // Only real orders get a count of their own, so guessed numbers add no rows.
    const verdict = await countEvents(db, access.exists ? [`order-miss:${address}`, orderKey] : [`order-miss:${address}`], LOOKUP_MISSES);
    return verdict.allowed ? { kind: "missing" } : { kind: "refused", retryAfter: verdict.retryAfter };
  }
  const { id: _id, ...rest } = order;
  const { identity, instructions, settings } = await readOrderTexts(db);
  return { kind: "found", order: { ...rest, instructions: orderInstructions(order, locale, identity, instructions, settings) } };
};
