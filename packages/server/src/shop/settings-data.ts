import { DEFAULT_MAX_PER_ORDER } from "@vitrina/core";
import type { Tx } from "../db/db.js";

// The settings table: one row per kind of shop-wide setting, each with the version an edit must name.

/** The settings row of the shop's identity (name, logo, legal and bank details). */
export const IDENTITY_KEY = "identity";
/** The settings row of the payment and delivery instructions. */
export const INSTRUCTIONS_KEY = "instructions";
/** The settings row that holds the locale settings and the general data of every language. */
export const LOCALE_SETTINGS_KEY = "locale";
/** The settings row of the shop's order rules (units per order line, days an unpaid transfer waits). */
export const ORDER_SETTINGS_KEY = "orders";
/** The settings row of the delivery and payment methods (on or off, prices, countries, which goes with which). */
export const METHODS_KEY = "methods";

/** A settings row: its value and its version. */
export type SettingRow<T> = { readonly value: T; readonly version: number };

/** The settings row `key`, undefined when it was never saved. */
export const readSetting = async <T>(db: Pick<Tx, "query">, key: string): Promise<SettingRow<T> | undefined> =>
  (await db.query<SettingRow<T>>("select value, version from settings where key = $1", [key]))[0];

/** The values of the settings rows `keys`, in one round trip; a row never saved is not in it. */
export const readSettingValues = async (db: Pick<Tx, "query">, keys: ReadonlyArray<string>): Promise<ReadonlyMap<string, unknown>> =>
  new Map(
    (await db.query<{ key: string; value: unknown }>("select key, value from settings where key = any($1::text[])", [keys])).map((row) => [row.key, row.value]),
  );

/** Writes a settings row the editor read at `version` (0: never saved); false when someone saved since. */
export const saveSetting = async (db: Pick<Tx, "query">, key: string, value: unknown, version: number): Promise<boolean> => {
  const updated = await db.query("update settings set value = $2, version = version + 1 where key = $1 and version = $3 returning key", [key, value, version]);
  if (updated.length > 0) return true;
  if (version !== 0) return false;
  const created = await db.query("insert into settings (key, value) values ($1, $2) on conflict (key) do nothing returning key", [key, value]);
  return created.length > 0;
};

/**
 * The SQL of the units one order line may hold of the product row `alias`: its own `max_per_order`,
 * else the shop's (the order settings' row), else {@link DEFAULT_MAX_PER_ORDER}.
 */
export const maxPerOrderColumn = (alias: string): string =>
  `coalesce(${alias}.max_per_order, (select (value->>'max_per_order')::int from settings where key = '${ORDER_SETTINGS_KEY}'), ${DEFAULT_MAX_PER_ORDER})`;
