// The storefront's own catalogues, so the journeys check the real text of every language, and the
// way every journey opens a page.
import type { Page } from "@playwright/test";
import { MESSAGES } from "../../react-ui/src/i18n/messages.js";

export const LOCALES = ["ro", "en", "ru", "bg"] as const;
export type Locale = (typeof LOCALES)[number];
/** Each language's texts, the dashboard's namespace included. */
export const TEXTS = MESSAGES;

/** The path of a page in a language (ro has no prefix). */
export const localized = (locale: Locale, path: string) => (locale === "ro" ? path : `/${locale}${path}`);

/** A catalogue text with its `{name:type}` parameters filled in. */
export const fill = (template: string, params: Record<string, string | number>) =>
  template.replace(/\{(\w+)(?::\w+)?\}/g, (_, name: string) => String(params[name]));

/** Opens a page and waits until it is interactive (hydrated), as a shopper would before clicking. */
export const open = async (page: Page, path: string) => {
  const response = await page.goto(path);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  return response;
};
