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
