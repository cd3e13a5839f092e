// Every language's raw messages, the dashboard's namespace included, for the tests and journeys that
// check the real texts. Nothing in the app imports it: pages load their language through `loadLocale`.
import bgDashboard from "./bg/dashboard/index.js";
import bg from "./bg/index.js";
import enDashboard from "./en/dashboard/index.js";
import en from "./en/index.js";
import roDashboard from "./ro/dashboard/index.js";
import ro from "./ro/index.js";
import ruDashboard from "./ru/dashboard/index.js";
import ru from "./ru/index.js";

export const MESSAGES = {
  ro: { ...ro, dashboard: roDashboard },
  en: { ...en, dashboard: enDashboard },
  ru: { ...ru, dashboard: ruDashboard },
  bg: { ...bg, dashboard: bgDashboard },
} as const;
