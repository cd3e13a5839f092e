import { deliveryCharge, discountCodeKey, methodErrors, shopDay, type CheckoutPayload, type Locale } from "@vitrina/core";
import type { Config } from "../config.js";
import type { Db } from "../db/db.js";
import { InvalidInput, TooManyAttempts } from "../lib/errors.js";
import { countEvents, isLimited } from "../lib/rate-limit.js";
import { enqueueOrderPlaced } from "../mail/outbox.js";
import { readOrderTexts } from "../shop/identity.js";
import { readShopMethods } from "../shop/method-settings.js";
import { DiscountCodeRefused, admitCodeTry, applyDiscountCode, refuseCode } from "./discount-codes.js";
import { placeOrder, type CodeHook, type Placed } from "./orders.js";

/** The checkout went past CHECKOUT_LIMIT; the order was rolled back. */
export class CheckoutLimited extends TooManyAttempts {
  constructor(retryAfter: number) {
    super("Too many orders from this address, e-mail or phone. Try again later.", retryAfter);
  }
}

/** What CHECKOUT_LIMIT counts: the client's address, the e-mail and the phone (digits only, so spacing does not make a new one). */
const checkoutLimitKeys = (address: string, payload: CheckoutPayload): string[] => [
  `checkout-ip:${address}`,
  `checkout-email:${payload.contactDetails.email.trim().toLowerCase()}`,
  `checkout-phone:${payload.contactDetails.phone.replace(/\D/g, "")}`,
];

/** A checkout: who sends it, in which language, with which Idempotency-Key. */
export interface CheckoutRequest {
  readonly payload: CheckoutPayload;
  readonly locale: Locale;
  readonly idempotencyKey: string | undefined;
  /** The client's address, one of the things CHECKOUT_LIMIT counts. */
  readonly address: string;
}

/**
 * Places a checkout's order, priced with the shop's delivery methods, and queues its e-mail to the
 * shopper in the order's transaction. Throws {@link InvalidInput} for a delivery method switched off or
 * not serving the order's country, or a payment method switched off or not going with the delivery
 * (nothing written), {@link CheckoutLimited} past CHECKOUT_LIMIT, {@link DiscountCodeRefused} for a code
 * that cannot be used (counted against the client when it looks like a guess, 429 past the limit), and
 * what {@link placeOrder} throws.
 */
export const checkout = async (db: Db, config: Config, request: CheckoutRequest): Promise<Placed> => {
  try {
    return await placeCheckout(db, config, request);
  } catch (error) {
    if (error instanceof DiscountCodeRefused) return refuseCode(db, request.address, error);
    throw error;
  }
};

const placeCheckout = async (db: Db, config: Config, { payload, locale, idempotencyKey, address }: CheckoutRequest): Promise<Placed> => {
  const limit = config.checkoutLimit;
  const limitKeys = checkoutLimitKeys(address, payload);
  const [texts, methods] = await Promise.all([readOrderTexts(db), readShopMethods(db)]);
  const code = discountCodeKey(payload.discountCode);
  const today = shopDay(new Date(), config.timeZone);
  const email = payload.contactDetails.email.trim();
  const discount: CodeHook | undefined = code === undefined ? undefined : (tx, goods) => applyDiscountCode(tx, code, { email, goods, today });
  return placeOrder(
    db,
    payload,
    locale,
    idempotencyKey,
    { delivery: deliveryCharge(methods, payload.deliveryMethod) },
    {
      // A new order must choose among the methods on offer now (a replay of a placed order answers it even
      // if its methods were switched off since). A client already past the limit is refused before any
      // product is locked (a replay is not a new order and is never refused); the count itself is taken
      // in the order's transaction, so parallel checkouts cannot all slip under it.
      admit: async () => {
        const refused = methodErrors(methods, payload);
        if (Object.keys(refused).length > 0) throw new InvalidInput(refused);
        const early = limit ? await isLimited(db, limitKeys, limit) : { allowed: true as const };
        if (!early.allowed) throw new CheckoutLimited(early.retryAfter);
        if (code !== undefined) await admitCodeTry(db, address);
      },
      onPlaced: async (tx, order, accessKey) => {
        const verdict = limit ? await countEvents(tx, limitKeys, limit) : { allowed: true as const };
        if (!verdict.allowed) throw new CheckoutLimited(verdict.retryAfter);
        await enqueueOrderPlaced(tx, config, order, texts, accessKey);
      },
      discount,
    },
  );
};
