import { COUNTRY_CODES } from "../schemas/choices.js";
import type { CountryCode } from "../schemas/common.js";

/**
 * Accepted phone shapes per country (spec §5), after spaces, dashes, dots and brackets are removed:
 * - MD: +373 or 0, then 6 + 7 digits, 2 + 7 digits, or 7 then 8 or 9 + 6 digits.
 * - RO: +40 or 0, then 7 + 8 digits, or 2 + 8 digits.
 * - BG: +359 or 0, then 8 then 7, 8 or 9 + 7 digits, or 2 + 6 to 7 digits.
 */
export const PHONE_PATTERNS: Readonly<Record<CountryCode, RegExp>> = {
  md: /^(?:\+373|0)(?:6\d{7}|2\d{7}|7[89]\d{6})$/,
  ro: /^(?:\+40|0)(?:7\d{8}|2\d{8})$/,
  bg: /^(?:\+359|0)(?:8[789]\d{7}|2\d{6,7})$/,
};

/** Removes the separators people type inside phone numbers. */
export const normalizePhone = (text: string): string => text.trim().replace(/[\s\-.()]/g, "");

/**
 * Whether `text` is a valid phone number for `country`.
 * @example isValidPhone("md", "+373 69 123 456") // true
 */
export const isValidPhone = (country: CountryCode, text: string): boolean => PHONE_PATTERNS[country].test(normalizePhone(text));

/** Each country's international calling code, as a number written with it starts. */
export const CALLING_CODES: Readonly<Record<CountryCode, string>> = { md: "+373", ro: "+40", bg: "+359" };

/**
 * The country whose calling code `text` starts with, undefined for a number written nationally (0…).
 * @example phoneCountry("+40 722 123 456") // "ro"
 */
export const phoneCountry = (text: string): CountryCode | undefined => {
  const phone = normalizePhone(text);
  return COUNTRY_CODES.find((country) => phone.startsWith(CALLING_CODES[country]));
};

/**
 * Whether `text` is a valid phone number for a shopper whose address is in `country`: a number
 * written with its calling code by that code's country's rules (a Romanian mobile for a delivery to
 * Moldova), one written nationally by `country`'s.
 * @example isValidContactPhone("md", "+40 722 123 456") // true
 * @example isValidContactPhone("md", "0722123456") // false: 07… is not a Moldovan number
 */
export const isValidContactPhone = (country: CountryCode, text: string): boolean => isValidPhone(phoneCountry(text) ?? country, text);
