// Every language's raw messages, the dashboard's and the e-mails' namespaces included, for the tests and
// journeys that check the real texts. Nothing in the app imports it: pages load their language through
// `loadLocale`, the server's e-mails through `mailTexts` (i18n-server.ts).
import type { Locale } from "@vitrina/core";
import bgDashboard from "./bg/dashboard/index.js";
import bg from "./bg/index.js";
import bgMail from "./bg/mail/index.js";
import enDashboard from "./en/dashboard/index.js";
import en from "./en/index.js";
import enMail from "./en/mail/index.js";
import roDashboard from "./ro/dashboard/index.js";
import ro from "./ro/index.js";
import roMail from "./ro/mail/index.js";
import ruDashboard from "./ru/dashboard/index.js";
import ru from "./ru/index.js";
import ruMail from "./ru/mail/index.js";

/**
 * One dictionary per language of core's `Locale`: a language without its dictionary is a type error
 * (each dictionary checks its own keys: `satisfies Translation`, the base language en `BaseTranslation`).
 */
export const MESSAGES = {
  ro: { ...ro, dashboard: roDashboard, mail: roMail },
  en: { ...en, dashboard: enDashboard, mail: enMail },
  ru: { ...ru, dashboard: ruDashboard, mail: ruMail },
  bg: { ...bg, dashboard: bgDashboard, mail: bgMail },
} as const satisfies Record<Locale, object>;
