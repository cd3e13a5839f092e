// How a field error is worded, apart from the schemas: a page shows a form's errors without loading
// the schema library.
import type { Logger } from "../ports/platform.js";

/**
 * The translation key of a field error: `validation.<rule>.<field>.<kind>`, where rule is the form
 * (`checkout`, `contact`, `product`...), field the last non-numeric part of the path and kind the
 * error kind.
 * @example validationKey("checkout", "billingAddress.city", "required") // "validation.checkout.city.required"
 */
export const validationKey = (rule: string, path: string, kind: string): string => {
  const field =
    path
      .split(".")
      .filter((p) => !/^\d+$/.test(p))
      .pop() ?? path;
  return `validation.${rule}.${field}.${kind}`;
};

/** Fallback message when a validation message is missing from the catalogue (spec §8). */
export const VALIDATION_FALLBACK = "Validation error";

/**
 * The message of a field error, from a translation lookup that returns undefined when the key is
 * missing; falls back to 'Validation error' and logs a warning.
 */
export const validationMessage = (
  translate: (key: string) => string | undefined,
  logger: Pick<Logger, "warn">,
  rule: string,
  path: string,
  kind: string,
): string => {
  const key = validationKey(rule, path, kind);
  const message = translate(key);
  if (message !== undefined && message !== "") return message;
  logger.warn(`Missing validation message: ${key}`);
  return VALIDATION_FALLBACK;
};
