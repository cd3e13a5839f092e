import { isCountryCode } from "../locale/countries.js";
import { CheckoutPayload } from "../schemas/cart.js";
import type { CheckoutPayload as Payload } from "../schemas/cart.js";
import { addError, validate, type Validation } from "./validate.js";
import { isValidContactPhone } from "./phone.js";

/** What the cross-field rules read of a submission not yet checked: any part may be missing or of another type. */
type UncheckedCheckout = {
  readonly deliveryAddress?: { readonly country?: unknown } | null;
  readonly billingAddress?: { readonly country?: unknown } | null;
  readonly contactDetails?: { readonly phone?: unknown } | null;
  readonly products?: unknown;
};

/**
 * Validates a checkout submission completely: the schema, then the phone (by its own calling code,
 * else for the delivery address's country, else the billing address's), then duplicate lines (the same product and variant twice).
 */
export const validateCheckout = (input: unknown): Validation<Payload> => {
  const result = validate(CheckoutPayload, input);
  // A list past its cap is answered alone: its items are not read, not even for duplicates.
  if (!result.ok && result.errors.products?.includes("max")) return result;
  const errors: Record<string, Array<string>> = result.ok ? {} : Object.fromEntries(Object.entries(result.errors).map(([k, v]) => [k, [...v]]));
  const raw = (typeof input === "object" && input !== null ? input : {}) as UncheckedCheckout;
  const country = raw.deliveryAddress?.country ?? raw.billingAddress?.country;
  const phone = raw.contactDetails?.phone;
  if (typeof phone === "string" && phone.trim() !== "" && isCountryCode(country) && !isValidContactPhone(country, phone)) {
    addError(errors, "contactDetails.phone", "format");
  }
  if (Array.isArray(raw.products)) {
    // A line is its product and its variant (lineKey): two variants of one product are two lines, the same one twice is refused.
    const seen = new Set<string>();
    raw.products.forEach((p: { readonly id?: unknown; readonly variant_id?: unknown } | null | undefined, i: number) => {
      const key = JSON.stringify([p?.id ?? null, p?.variant_id ?? null]);
      if (seen.has(key)) addError(errors, `products.${i}.id`, "invalid");
      seen.add(key);
    });
  }
  return Object.keys(errors).length === 0 && result.ok ? result : { ok: false, errors };
};
