import type { Context, Hono } from "hono";
import { validateCheckout, type CheckoutPayload } from "@vitrina/core";
import type { AppEnv, Deps } from "../app.js";
import { readLocaleSettings } from "../catalog/settings.js";
import { clientAddress } from "../lib/client-address.js";
import { fail, formBody, jsonBody, requestLocale, unprocessable } from "../lib/http.js";
import { countEvents, isLimited, type Rate } from "../lib/rate-limit.js";
import { enqueueOrderPlaced } from "../mail/outbox.js";
import { orderByAccessKey } from "../orders/access-keys.js";
import { isOrderNumber } from "../orders/order-number.js";
import { orderInstructions, readIdentity, readInstructions } from "../shop/identity.js";
import { CheckoutRejected, IdempotencyMismatch, placeOrder } from "../orders/orders.js";

/** Order lookups that miss (wrong key, wrong number) allowed per client before a 429. */
const LOOKUP_MISSES: Rate = { count: 20, windowSeconds: 10 * 60 };
/** Order answers hold personal data: no cache, shared or private, keeps them. */
const NO_STORE = { "Cache-Control": "no-store" } as const;

/** The checkout went past CHECKOUT_LIMIT; the order was rolled back. */
class CheckoutLimited extends Error {
  constructor(readonly retryAfter: number) {
    super("checkout limit");
  }
}

/** What CHECKOUT_LIMIT counts: the client's address, the e-mail and the phone (digits only, so spacing does not make a new one). */
const checkoutLimitKeys = (c: Context<AppEnv>, payload: CheckoutPayload): string[] => [
  `checkout-ip:${clientAddress(c)}`,
  `checkout-email:${payload.contactDetails.email.trim().toLowerCase()}`,
  `checkout-phone:${payload.contactDetails.phone.replace(/\D/g, "")}`,
];

const tooManyOrders = (retryAfter: number): never =>
  fail(429, "Too many orders from this address, e-mail or phone. Try again later.", { "Retry-After": String(retryAfter), ...NO_STORE });

const NUMERIC = /^\d{1,9}$/;

/**
 * A multipart checkout's text fields as the checkout schema expects them: product ids and
 * quantities as numbers, the agreement as a boolean. Anything unexpected stays as sent, so the
 * schema reports it.
 */
export const coerceCheckoutForm = (form: Record<string, unknown>): Record<string, unknown> => {
  const agreement = form.agreement;
  const products = Array.isArray(form.products)
    ? form.products.map((line) =>
        typeof line === "object" && line !== null
          ? Object.fromEntries(Object.entries(line).map(([k, v]) => [k, (k === "id" || k === "quantity") && typeof v === "string" && NUMERIC.test(v) ? Number(v) : v]))
          : line,
      )
    : form.products;
  return {
    ...form,
    // A group left entirely empty is not sent at all: keep it, so each of its fields is reported.
    contactDetails: form.contactDetails ?? {},
    billingAddress: form.billingAddress ?? {},
    ...(agreement !== undefined ? { agreement: agreement === "true" || agreement === "1" || agreement === "on" ? true : agreement } : {}),
    ...(products !== undefined ? { products } : {}),
  };
};

const checkoutBody = async (c: Context): Promise<unknown> =>
  (c.req.header("content-type") ?? "").includes("application/json") ? jsonBody(c) : coerceCheckoutForm(await formBody(c));

/** Checkout and the order confirmation (spec §7, decisions.md "Orders"). */
export const orderRoutes = (app: Hono<AppEnv>, { db, config }: Deps): void => {
  app.post("/api/cart/checkout", async (c) => {
    const result = validateCheckout(await checkoutBody(c));
    const key = c.req.header("idempotency-key");
    if (key !== undefined && (key.length === 0 || key.length > 200)) return unprocessable({ idempotencyKey: [key.length === 0 ? "required" : "max"] });
    if (!result.ok) return unprocessable(result.errors);
    const payload: CheckoutPayload = result.value;
    const limit = config.checkoutLimit;
    const limitKeys = checkoutLimitKeys(c, payload);
    c.header("Cache-Control", "no-store");
    try {
      const settings = await readLocaleSettings(db);
      const placed = await placeOrder(db, payload, requestLocale(c), key, {
        // A client already past the limit is refused before any product is locked (a replay of a
        // placed order is not a new one and is never refused); the count itself is taken in the
        // order's transaction, so parallel checkouts cannot all slip under it.
        admit: async () => {
          const early = limit ? await isLimited(db, limitKeys, limit) : { allowed: true as const };
          if (!early.allowed) throw new CheckoutLimited(early.retryAfter);
        },
        onPlaced: async (tx, order, accessKey) => {
          const verdict = limit ? await countEvents(tx, limitKeys, limit) : { allowed: true as const };
          if (!verdict.allowed) throw new CheckoutLimited(verdict.retryAfter);
          await enqueueOrderPlaced(tx, config, order, settings, accessKey);
        },
      });
      return c.json(placed, 201);
    } catch (error) {
      if (error instanceof CheckoutLimited) return tooManyOrders(error.retryAfter);
      if (error instanceof CheckoutRejected) return unprocessable(error.errors, "Some products are not available in the quantity asked for.", error.stock);
      if (error instanceof IdempotencyMismatch) return unprocessable({ idempotencyKey: ["taken"] }, "This Idempotency-Key was used for another order.");
      throw error;
    }
  });

  // The order's confirmation needs one of its access keys. Every miss looks the same (unknown number,
  // missing or wrong key), and a client that misses too often is refused for a while, so neither
  // numbers nor keys can be guessed.
  app.get("/api/cart/order/:number", async (c) => {
    const missKey = [`order-miss:${clientAddress(c)}`];
    const refused = await isLimited(db, missKey, LOOKUP_MISSES);
    if (!refused.allowed) return fail(429, "Too many order lookups. Try again later.", { "Retry-After": String(refused.retryAfter), ...NO_STORE });
    const number = c.req.param("number").toUpperCase();
    const order = isOrderNumber(number) ? await orderByAccessKey(db, number, c.req.query("key")) : undefined;
    if (!order) {
      await countEvents(db, missKey, LOOKUP_MISSES);
      return fail(404, "Order not found.", NO_STORE);
    }
    const { id: _id, ...rest } = order;
    // What to do next, in the page's language: the methods' instructions, bank details, pickup point.
    const instructions = orderInstructions(order, requestLocale(c), await readIdentity(db), await readInstructions(db), await readLocaleSettings(db));
    c.header("Cache-Control", "no-store");
    return c.json({ data: { ...rest, instructions } });
  });
};
