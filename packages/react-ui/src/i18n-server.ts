import { loadAllLocales } from "./i18n/i18n-util.sync.js";

/**
 * Loads every language synchronously (server rendering, tests, stories). Each dictionary holds every
 * message (see `loadLocale`), so none is merged over the en fallback.
 */
export const loadAllLocalesSync = (): void => loadAllLocales();
