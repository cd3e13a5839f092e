// The storefront's own catalogues, so the journeys check the real text of every language, and the
// way every journey opens a page.
import type { Page } from "@playwright/test";
import { DEFAULT_LOCALE, type Locale } from "@vitrina/core";
import { i18nString } from "@vitrina/react-ui/i18n-server";
import { MESSAGES } from "@vitrina/react-ui/messages";

export { LOCALES, type Locale } from "@vitrina/core";
/** Each language's texts, the dashboard's namespace included. */
export const TEXTS = MESSAGES;

/** The path of a page in a language (ro has no prefix). */
export const localized = (locale: Locale, path: string) => (locale === DEFAULT_LOCALE ? path : `/${locale}${path}`);

/**
 * A catalogue text with its `{name:type}` parameters filled in by typesafe-i18n itself, so plural
 * forms (`{{one|other}}`) follow the plural rules of the text's language.
 */
export const fill = (template: string, params: Record<string, string | number>, locale: Locale = "en") => i18nString(locale)(template, params);

/** Opens a page and waits until it is interactive (hydrated), as a shopper would before clicking. */
export const open = async (page: Page, path: string) => {
  const response = await page.goto(path);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  return response;
};
