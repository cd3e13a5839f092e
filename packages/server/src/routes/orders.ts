import type { Context, Hono } from "hono";
import { validateCheckout, type CheckoutPayload } from "@vitrina/core";
import type { AppEnv, Deps } from "../app.js";
import { readLocaleSettings } from "../catalog/settings.js";
import { fail, formBody, jsonBody, requestLocale, unprocessable } from "../lib/http.js";
import { enqueueOrderPlaced } from "../mail/outbox.js";
import { isOrderNumber } from "../orders/order-number.js";
import { CheckoutRejected, IdempotencyMismatch, orderByNumber, placeOrder } from "../orders/orders.js";

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
    try {
      const settings = await readLocaleSettings(db);
      const orderNumber = await placeOrder(db, payload, requestLocale(c), key, (tx, order) => enqueueOrderPlaced(tx, config, order, settings));
      return c.json({ orderNumber }, 201);
    } catch (error) {
      if (error instanceof CheckoutRejected) return unprocessable(error.errors, "Some products are not available in the quantity asked for.");
      if (error instanceof IdempotencyMismatch) return unprocessable({ idempotencyKey: ["taken"] }, "This Idempotency-Key was used for another order.");
      throw error;
    }
  });

  app.get("/api/cart/order/:number", async (c) => {
    const number = c.req.param("number").toUpperCase();
    const order = isOrderNumber(number) ? await orderByNumber(db, number) : undefined;
    if (!order) return fail(404, `Order not found: ${c.req.param("number")}`);
    const { id: _id, ...data } = order;
    return c.json({ data });
  });
};
