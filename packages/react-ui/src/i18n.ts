import { createElement, type ReactNode, useState } from "react";
import type { TranslateByString } from "typesafe-i18n";
import type { Locale } from "@vitrina/core";
import type { Locales, Translations, TranslationFunctions } from "./i18n/i18n-types.js";
import { I18nContext } from "./i18n/i18n-react.js";
import { i18nString, loadedLocales, loadedFormatters } from "./i18n/i18n-util.js";
import { importLocaleAsync, loadFormatters, loadNamespaceAsync } from "./i18n/i18n-util.async.js";

export { useI18nContext, I18nContext } from "./i18n/i18n-react.js";
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

/** A dictionary's messages as functions (`translate` parses each text once), its namespaces as plain objects. */
const functionsOf = (node: object, translate: TranslateByString): object =>
  Object.fromEntries(
    Object.entries(node).map(([key, value]) => [
      key,
      typeof value === "string" ? (...args: Parameters<TranslateByString>[1][]) => translate(value, ...args) : functionsOf(value as object, translate),
    ]),
  );

/** The functions made for each dictionary; a dictionary replaced (a namespace loaded) lets its functions go. */
const made = new WeakMap<Translations, TranslationFunctions>();

/**
 * The translation functions of a loaded language, made once per dictionary (loading a namespace, the
 * dashboard's, makes a new dictionary and new functions). typesafe-i18n's own i18nObject answers each
 * property read with new proxies that copy the namespace read: the heaviest function of the
 * storefront's code in a server render (BENCHMARKS.md, the render profile).
 */
export const i18nObject = (locale: Locale): TranslationFunctions => {
  const dictionary = loadedLocales[locale];
  let functions = made.get(dictionary);
  if (!functions) made.set(dictionary, (functions = functionsOf(dictionary, i18nString(locale)) as TranslationFunctions));
  return functions;
};

/**
 * Gives its children the messages of a loaded language (`useI18nContext`). The language is read when
 * the provider mounts: a new language mounts a new provider (`key={locale}`), as typesafe-i18n's own.
 */
export const TypesafeI18n = ({ locale, children }: { readonly locale: Locale; readonly children?: ReactNode }) => {
  const [value] = useState(() => ({
    locale,
    LL: i18nObject(locale),
    setLocale: () => {
      throw new Error("a new language mounts a new TypesafeI18n (key={locale})");
    },
  }));
  return createElement(I18nContext.Provider, { value }, children);
};
