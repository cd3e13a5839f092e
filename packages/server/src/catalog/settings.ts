import type { LocaleSettings } from "@vitrina/core";
import type { Tx } from "../db/db.js";

/** The settings row that holds the locale settings and the general data of every language. */
export const LOCALE_SETTINGS_KEY = "locale";

/** The shop's locale settings (active languages, contacts per language). */
export const readLocaleSettings = async (db: Tx): Promise<LocaleSettings> => {
  const [row] = await db.query<{ value: LocaleSettings }>("select value from settings where key = $1", [LOCALE_SETTINGS_KEY]);
  if (!row) throw new Error("locale settings are missing: the database was not seeded");
  return row.value;
};
