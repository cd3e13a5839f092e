export {
  DEFAULT_LOCALE, LOCALES, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, LOCALE_TAGS, MESSAGE_FALLBACK_LOCALE,
  detectLocale, ensureLocaleCookie, isLocale, localeFromPath, localizePath, resolveActiveLocale, savePreferences, switchLocalePath,
} from "./locale.js";
export type { LocaleCookieOptions, LocaleSignals, PreferencesChoice } from "./locale.js";
export { COUNTRY_NAMES } from "./countries.js";
