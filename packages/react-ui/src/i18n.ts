import type { Locales, Translations } from "./i18n/i18n-types.js";
import { loadedLocales, loadedFormatters, i18nObject } from "./i18n/i18n-util.js";
import { importLocaleAsync, loadFormatters } from "./i18n/i18n-util.async.js";

export { default as TypesafeI18n, useI18nContext, I18nContext } from "./i18n/i18n-react.js";
export { i18nObject } from "./i18n/i18n-util.js";
export type { Locales, Translations, TranslationFunctions } from "./i18n/i18n-types.js";

// en (the catalogue of en-US, the message fallback locale) fills any message another language lacks.
export const withFallback = (locale: Locales, dictionary: Translations, base: Translations): Translations =>
  locale === "en" ? dictionary : (deepMerge(base, dictionary) as Translations);

const deepMerge = (base: unknown, over: unknown): unknown => {
  if (typeof base !== "object" || base === null || typeof over !== "object" || over === null) return over ?? base;
  const out: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [key, value] of Object.entries(over)) out[key] = deepMerge((base as Record<string, unknown>)[key], value);
  return out;
};

/**
 * Loads one language's messages on demand (a separate chunk in the browser). Every dictionary
 * `satisfies Translation`, so the type check guarantees it lacks no message and the browser never
 * needs the en fallback as well.
 */
export const loadLocale = async (locale: Locales): Promise<void> => {
  if (loadedLocales[locale] && loadedFormatters[locale]) return;
  loadedLocales[locale] = await importLocaleAsync(locale);
  loadFormatters(locale);
};

/** Whether a language's messages are loaded. */
export const isLocaleLoaded = (locale: Locales): boolean => Boolean(loadedLocales[locale]);

/** The translation functions of a loaded language, outside React. */
export const translator = (locale: Locales) => i18nObject(locale);
