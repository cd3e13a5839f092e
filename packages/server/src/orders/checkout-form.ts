const NUMERIC = /^\d{1,9}$/;

/**
 * A multipart checkout's text fields as the checkout schema expects them: product and variant ids
 * and quantities as numbers, the agreement as a boolean. Anything unexpected stays as sent, so the
 * schema reports it.
 * @example coerceCheckoutForm({ agreement: "on", products: [{ id: "3", quantity: "2" }] }) // { agreement: true, products: [{ id: 3, quantity: 2 }], contactDetails: {}, billingAddress: {} }
 */
export const coerceCheckoutForm = (form: Record<string, unknown>): Record<string, unknown> => {
  const agreement = form.agreement;
  const products = Array.isArray(form.products)
    ? form.products.map((line) =>
        typeof line === "object" && line !== null
          ? Object.fromEntries(
              Object.entries(line).map(([k, v]) => [
                k,
                (k === "id" || k === "variant_id" || k === "quantity") && typeof v === "string" && NUMERIC.test(v) ? Number(v) : v,
              ]),
            )
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
