import { DEFAULT_MAX_PER_ORDER, DEFAULT_UNPAID_TRANSFER_DAYS, type AdminOrderSettings, type OrderSettings } from "@vitrina/core";
import type { Tx } from "../db/db.js";
import { StaleEdit } from "../lib/errors.js";
import { ORDER_SETTINGS_KEY, readSetting, saveSetting } from "./settings-data.js";

/** The order rules of a shop whose owner has not set them: 20 units a line, transfers wait 5 days. */
export const DEFAULT_ORDER_SETTINGS: OrderSettings = { max_per_order: DEFAULT_MAX_PER_ORDER, unpaid_transfer_days: DEFAULT_UNPAID_TRANSFER_DAYS };

/** The order rules as saved, or the default ones where nothing was saved. */
export const orderSettingsOf = (saved: Partial<OrderSettings> | undefined): OrderSettings => ({ ...DEFAULT_ORDER_SETTINGS, ...saved });

/** The order rules as the dashboard edits them (version 0 when never saved). */
export const readOrderSettings = async (db: Pick<Tx, "query">): Promise<AdminOrderSettings> => {
  const row = await readSetting<OrderSettings>(db, ORDER_SETTINGS_KEY);
  return { ...orderSettingsOf(row?.value), version: row?.version ?? 0 };
};

/** Saves the order rules edited from version `read`; {@link StaleEdit} when someone saved them in between. */
export const saveOrderSettings = async (db: Pick<Tx, "query">, input: OrderSettings, read: number): Promise<void> => {
  if (!(await saveSetting(db, ORDER_SETTINGS_KEY, input, read))) throw new StaleEdit();
};
