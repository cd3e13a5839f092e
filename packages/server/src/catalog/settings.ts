import { LOCALES, type LocaleSettings } from "@vitrina/core";
import type { Tx } from "../db/db.js";
import { saveSetting } from "../shop/identity.js";

/** The settings row that holds the locale settings and the general data of every language. */
export const LOCALE_SETTINGS_KEY = "locale";

/** The locale settings as read from their row, which every seeded database has. */
export const localeSettingsOf = (value: LocaleSettings | undefined): LocaleSettings => {
  if (!value) throw new Error("locale settings are missing: the database was not seeded");
  return value;
};

/** The shop's locale settings (active languages, contacts per language). */
export const readLocaleSettings = async (db: Tx): Promise<LocaleSettings> => {
  const [row] = await db.query<{ value: LocaleSettings }>("select value from settings where key = $1", [LOCALE_SETTINGS_KEY]);
  return localeSettingsOf(row?.value);
};

/** The locale settings as the dashboard edits them: with the version an edit must name. */
export const adminLocaleSettings = async (db: Tx): Promise<LocaleSettings & { readonly version: number }> => {
  const [row] = await db.query<{ version: number }>("select version from settings where key = $1", [LOCALE_SETTINGS_KEY]);
  return { ...(await readLocaleSettings(db)), version: row?.version ?? 0 };
};

/**
 * Saves the locale settings edited from version `read`, the active languages in the shop's order
 * (ro, en, ru, bg) whatever order they were ticked in; false when someone saved them in between.
 */
export const saveLocaleSettings = (db: Tx, input: LocaleSettings, read: number): Promise<boolean> =>
  saveSetting(db, LOCALE_SETTINGS_KEY, { ...input, active_languages: LOCALES.filter((l) => input.active_languages.includes(l)) }, read);
