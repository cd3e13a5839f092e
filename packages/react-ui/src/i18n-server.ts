import type { Locale } from "@vitrina/core";
import type { TranslationFunctions } from "./i18n/i18n-types.js";
import { i18nObject } from "./i18n/i18n-util.js";
import { loadAllLocales } from "./i18n/i18n-util.sync.js";

// Translating outside React (a page rendered on the server, an e-mail, a test) needs only the loaded languages.
export { i18nObject, i18nString } from "./i18n/i18n-util.js";
export type { TranslationFunctions } from "./i18n/i18n-types.js";

/**
 * Loads every language synchronously (server rendering, e-mails, tests, stories). Each dictionary
 * holds every message (see `loadLocale`), so none is merged over the en fallback.
 */
export const loadAllLocalesSync = (): void => loadAllLocales();

/** The e-mails' texts of one language: the dictionaries' `mail` namespace (`src/i18n/<locale>/mail/`). */
export type MailTexts = TranslationFunctions["mail"];

/** Each language's e-mail texts, made once (a checkout's confirmation would otherwise build its translator again). */
const mailTextsOf = new Map<Locale, MailTexts>();

/**
 * The texts of the server's e-mails in `locale`, read from the same dictionaries as the storefront and
 * the dashboard (every language is loaded on the first call).
 * @example mailTexts("ro").order.confirmationSubject({ number: "VT-7K3M9Q2X" }) // "Comanda VT-7K3M9Q2X a fost primită"
 */
export const mailTexts = (locale: Locale): MailTexts => {
  let texts = mailTextsOf.get(locale);
  if (!texts) {
    loadAllLocales();
    mailTextsOf.set(locale, (texts = i18nObject(locale).mail));
  }
  return texts;
};
