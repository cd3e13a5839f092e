import type { Locales } from "./i18n/i18n-types.js";
import { loadedLocales, loadedFormatters, i18nObject } from "./i18n/i18n-util.js";
import { importLocaleAsync, loadFormatters, loadNamespaceAsync } from "./i18n/i18n-util.async.js";

export { default as TypesafeI18n, useI18nContext, I18nContext } from "./i18n/i18n-react.js";
export { i18nObject } from "./i18n/i18n-util.js";
export { translateKey } from "./i18n/lookup.js";
export type { Locales, Translations, TranslationFunctions } from "./i18n/i18n-types.js";

/**
 * Loads one language's messages on demand (a separate chunk in the browser). No language needs the
 * en-US fallback of the spec: every dictionary `satisfies Translation`, and a test checks that each
 * holds every message of en.
 */
export const loadLocale = async (locale: Locales): Promise<void> => {
  if (loadedLocales[locale] && loadedFormatters[locale]) return;
  loadedLocales[locale] = await importLocaleAsync(locale);
  loadFormatters(locale);
};

/** Whether a language's messages are loaded. */
export const isLocaleLoaded = (locale: Locales): boolean => Boolean(loadedLocales[locale]);

/**
 * Loads one language's messages with the staff dashboard's, which are a namespace of their own so
 * that storefront pages never download them.
 */
export const loadDashboardLocale = async (locale: Locales): Promise<void> => {
  await loadLocale(locale);
  if (!isDashboardLocaleLoaded(locale)) await loadNamespaceAsync(locale, "dashboard");
};

/** Whether a language's messages and the dashboard's are loaded. */
export const isDashboardLocaleLoaded = (locale: Locales): boolean => Boolean(loadedLocales[locale]?.dashboard);

/** The translation functions of a loaded language, outside React. */
export const translator = (locale: Locales) => i18nObject(locale);
