export { COUNTRY_CODES, DEFAULT_COUNTRY, DEFAULT_LOCALE, LOCALES } from "../schemas/choices.js";
export {
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE,
  LOCALE_NAMES,
  LOCALE_TAGS,
  MESSAGE_FALLBACK_LOCALE,
  detectLocale,
  ensureLocaleCookie,
  isLocale,
  localeFromPath,
  localizePath,
  resolveActiveLocale,
  savePreferences,
  switchLocalePath,
} from "./locale.js";
export type { LocaleCookieOptions, LocaleSignals, PreferencesChoice } from "./locale.js";
export { COUNTRY_NAMES, isCountryCode } from "./countries.js";
export { latinFromCyrillic } from "./transliteration.js";
