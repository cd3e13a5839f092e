import { COUNTRY_CODES } from "../schemas/choices.js";
import type { CountryCode, Locale } from "../schemas/common.js";

/**
 * Whether a value is the code of a country the shop sells to.
 * @example isCountryCode("bg") // true
 */
export const isCountryCode = (value: unknown): value is CountryCode => typeof value === "string" && (COUNTRY_CODES as ReadonlyArray<string>).includes(value);

/**
 * The name of each country the shop sells to, in each language: the settings and checkout list
 * them (`GET general`), e-mails and the dashboard print an address's country by it, never by code.
 */
export const COUNTRY_NAMES: Readonly<Record<Locale, Readonly<Record<CountryCode, string>>>> = {
  ro: { md: "Moldova", ro: "România", bg: "Bulgaria" },
  en: { md: "Moldova", ro: "Romania", bg: "Bulgaria" },
  ru: { md: "Молдова", ro: "Румыния", bg: "Болгария" },
  bg: { md: "Молдова", ro: "Румъния", bg: "България" },
};
