import type { Locale, Order, OrderInstructions } from "@vitrina/core";
import type { Db } from "../db/db.js";
import { countEvents, isLimited, type Rate } from "../lib/rate-limit.js";
import { orderInstructions, readOrderTexts } from "../shop/identity.js";
import { accessKeyOrderNumber } from "./access-key-data.js";
import { isOrderNumber } from "./order-number.js";
import { orderByNumber } from "./orders.js";

/** Order lookups that miss (wrong key, wrong number) allowed per client before a 429. */
const LOOKUP_MISSES: Rate = { count: 20, windowSeconds: 10 * 60 };

/** What a lookup of an order's confirmation finds. */
export type Confirmation =
  | { readonly kind: "refused"; readonly retryAfter: number }
  | { readonly kind: "missing" }
  | { readonly kind: "found"; readonly order: Order & { readonly instructions: OrderInstructions } };

/**
 * An order's confirmation, which needs one of its access keys, with what to do next in the page's
 * language (the methods' instructions, bank details, pickup point). Every miss looks the same
 * (unknown number, missing or wrong key), and a client that misses too often is refused for a
 * while, so neither numbers nor keys can be guessed.
 */
export const orderConfirmation = async (db: Db, address: string, number: string, key: string | undefined, locale: Locale): Promise<Confirmation> => {
  const missKey = [`order-miss:${address}`];
  const refused = await isLimited(db, missKey, LOOKUP_MISSES);
  if (!refused.allowed) return { kind: "refused", retryAfter: refused.retryAfter };
  const found = isOrderNumber(number) ? await accessKeyOrderNumber(db, number, key) : undefined;
  const order = found ? await orderByNumber(db, found) : undefined;
  if (!order) {
    await countEvents(db, missKey, LOOKUP_MISSES);
    return { kind: "missing" };
  }
  const { id: _id, ...rest } = order;
  const { identity, instructions, settings } = await readOrderTexts(db);
  return { kind: "found", order: { ...rest, instructions: orderInstructions(order, locale, identity, instructions, settings) } };
};
