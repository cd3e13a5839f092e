import type { Locales } from "./i18n/i18n-types.js";
import { loadedLocales } from "./i18n/i18n-util.js";
import { loadAllLocales } from "./i18n/i18n-util.sync.js";
import { withFallback } from "./i18n.js";

/** Loads every language synchronously, with the en fallback (server rendering, tests, stories). */
export const loadAllLocalesSync = (): void => {
  loadAllLocales();
  for (const locale of Object.keys(loadedLocales) as Locales[]) {
    loadedLocales[locale] = withFallback(locale, loadedLocales[locale], loadedLocales.en);
  }
};
