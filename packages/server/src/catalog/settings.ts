import { LOCALES, type LocaleSettings } from "@vitrina/core";
import type { Tx } from "../db/db.js";
import { StaleEdit } from "../lib/errors.js";
import { LOCALE_SETTINGS_KEY, readSetting, saveSetting } from "../shop/settings-data.js";

/** The locale settings as read from their row, which every seeded database has. */
export const localeSettingsOf = (value: LocaleSettings | undefined): LocaleSettings => {
  if (!value) throw new Error("locale settings are missing: the database was not seeded");
  return value;
};

/** The shop's locale settings (active languages, contacts per language). */
export const readLocaleSettings = async (db: Tx): Promise<LocaleSettings> =>
  localeSettingsOf((await readSetting<LocaleSettings>(db, LOCALE_SETTINGS_KEY))?.value);

/** The locale settings as the dashboard edits them: with the version an edit must name. */
export const adminLocaleSettings = async (db: Tx): Promise<LocaleSettings & { readonly version: number }> => {
  const row = await readSetting<LocaleSettings>(db, LOCALE_SETTINGS_KEY);
  return { ...localeSettingsOf(row?.value), version: row?.version ?? 0 };
};

/**
 * Saves the locale settings edited from version `read`, the active languages in the shop's order
 * (ro, en, ru, bg) whatever order they were ticked in; {@link StaleEdit} when someone saved them in between.
 */
export const saveLocaleSettings = async (db: Tx, input: LocaleSettings, read: number): Promise<void> => {
  const active_languages = LOCALES.filter((l) => input.active_languages.includes(l));
  if (!(await saveSetting(db, LOCALE_SETTINGS_KEY, { ...input, active_languages }, read))) throw new StaleEdit();
};
