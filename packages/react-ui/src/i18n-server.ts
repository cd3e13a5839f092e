import { loadAllLocales } from "./i18n/i18n-util.sync.js";

// Translating outside React (a page rendered on the server, a test) needs only the loaded languages.
export { i18nObject, i18nString } from "./i18n/i18n-util.js";

/**
 * Loads every language synchronously (server rendering, tests, stories). Each dictionary holds every
 * message (see `loadLocale`), so none is merged over the en fallback.
 */
export const loadAllLocalesSync = (): void => loadAllLocales();
