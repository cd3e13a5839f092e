import type { Locale } from "@vitrina/core";
import type { Locales } from "./i18n/i18n-types.js";
import { loadedLocales, loadedFormatters, i18nObject } from "./i18n/i18n-util.js";
import { importLocaleAsync, loadFormatters, loadNamespaceAsync } from "./i18n/i18n-util.async.js";

export { default as TypesafeI18n, useI18nContext, I18nContext } from "./i18n/i18n-react.js";
export { i18nObject } from "./i18n/i18n-util.js";
export { translateKey } from "./i18n/lookup.js";
export type { Translations, TranslationFunctions } from "./i18n/i18n-types.js";

/**
 * The dictionaries are keyed by core's `Locale`: typesafe-i18n's `Locales` (one folder of
 * `src/i18n/` per language) must be exactly core's languages, so a language added to core without
 * its dictionary, or a dictionary of a language core does not know, fails the type check.
 */
type SameLanguages = [Locales] extends [Locale] ? ([Locale] extends [Locales] ? true : false) : false;
true satisfies SameLanguages;

/**
 * Loads one language's messages on demand (a separate chunk in the browser). No language needs the
 * en-US fallback of the spec: every dictionary `satisfies Translation`, and a test checks that each
 * holds every message of en.
 */
export const loadLocale = async (locale: Locale): Promise<void> => {
  if (loadedLocales[locale] && loadedFormatters[locale]) return;
  loadedLocales[locale] = await importLocaleAsync(locale);
  loadFormatters(locale);
};

/** Whether a language's messages are loaded. */
export const isLocaleLoaded = (locale: Locale): boolean => Boolean(loadedLocales[locale]);

/**
 * Loads one language's messages with the staff dashboard's, which are a namespace of their own so
 * that storefront pages never download them.
 */
export const loadDashboardLocale = async (locale: Locale): Promise<void> => {
  await loadLocale(locale);
  if (!isDashboardLocaleLoaded(locale)) await loadNamespaceAsync(locale, "dashboard");
};

/** Whether a language's messages and the dashboard's are loaded. */
export const isDashboardLocaleLoaded = (locale: Locale): boolean => Boolean(loadedLocales[locale]?.dashboard);

/** The translation functions of a loaded language, outside React. */
export const translator = (locale: Locale) => i18nObject(locale);
