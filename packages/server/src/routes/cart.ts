import { Hono, type Context } from "hono";
import { SHOP_ROUTES as ROUTE, availabilityLines, cartProductLines, discountCodeKey, validateCheckout } from "@vitrina/core";
import type { AppEnv, Deps } from "../lib/app-env.js";
import { NOT_AVAILABLE, cartAvailability } from "../catalog/availability.js";
import { cardsForLines } from "../catalog/products.js";
import { clientAddress } from "../lib/client-address.js";
import { decodeBracketQuery, decodeQuery } from "../lib/decode-query.js";
import { decodeOr422, fail, formBody, isJson, jsonBody, requestLocale, unprocessable } from "../lib/http.js";
import { checkout } from "../orders/checkout.js";
import { coerceCheckoutForm } from "../orders/checkout-form.js";
import { orderConfirmation } from "../orders/confirmation.js";
import { discountCodeTerms } from "../orders/discount-codes.js";
import { readShopMethods } from "../shop/method-settings.js";

/** Order answers hold personal data: no cache, shared or private, keeps them. */
const NO_STORE = { "Cache-Control": "no-store" } as const;

const checkoutBody = async (c: Context): Promise<unknown> => (isJson(c) ? jsonBody(c) : coerceCheckoutForm(await formBody(c)));

/**
 * `/api/cart`: the cart's products and stock, the delivery and payment methods on offer, checkout and
 * the order confirmation (spec §7, decisions.md "Orders", "Delivery, payment and fulfilment").
 */
export const cartRoutes = ({ db, config }: Deps) =>
  new Hono<AppEnv>()
    .get(
      "/products",
      decodeBracketQuery((query) => cartProductLines(decodeOr422(ROUTE.getCartProducts.query, query))),
      async (c) => c.json({ data: await cardsForLines(db, requestLocale(c), c.req.valid("query")) }),
    )
    .get(
      "/availability",
      decodeBracketQuery((query) => availabilityLines(decodeOr422(ROUTE.checkAvailability.query, query))),
      async (c) => {
        const checked = await cartAvailability(db, c.req.valid("query"));
        return "data" in checked ? c.json(checked) : unprocessable(checked.errors, NOT_AVAILABLE, checked.left);
      },
    )
    .get("/methods", async (c) => c.json({ data: await readShopMethods(db) }))
    .get(
      "/discount-code",
      decodeQuery((query) => decodeOr422(ROUTE.getDiscountCode.query, query)),
      async (c) => {
        const code = discountCodeKey(c.req.valid("query").code);
        if (code === undefined) return unprocessable({ discountCode: ["required"] });
        c.header("Cache-Control", "no-store");
        return c.json({ data: await discountCodeTerms(db, code, clientAddress(c), config.timeZone, new Date()) });
      },
    )
    .post("/checkout", async (c) => {
      const result = validateCheckout(await checkoutBody(c));
      const key = c.req.header("idempotency-key");
      if (key !== undefined && (key.length === 0 || key.length > 200)) return unprocessable({ idempotencyKey: [key.length === 0 ? "required" : "max"] });
      if (!result.ok) return unprocessable(result.errors);
      c.header("Cache-Control", "no-store");
      // A refused checkout (CheckoutLimited, CheckoutRejected, IdempotencyMismatch) is answered by the app's onError.
      return c.json(await checkout(db, config, { payload: result.value, locale: requestLocale(c), idempotencyKey: key, address: clientAddress(c) }), 201);
    })
    .get(
      "/order/:number",
      decodeQuery((query) => decodeOr422(ROUTE.getOrder.query, query)),
      async (c) => {
        const found = await orderConfirmation(db, clientAddress(c), c.req.param("number").toUpperCase(), c.req.valid("query").key, requestLocale(c));
        if (found.kind === "refused") return fail(429, "Too many order lookups. Try again later.", { "Retry-After": String(found.retryAfter), ...NO_STORE });
        if (found.kind === "missing") return fail(404, "Order not found.", NO_STORE);
        c.header("Cache-Control", "no-store");
        return c.json({ data: found.order });
      },
    );
