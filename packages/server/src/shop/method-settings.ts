import { DEFAULT_METHOD_SETTINGS, shopMethods, type AdminMethodSettings, type MethodSettings, type ShopMethods } from "@vitrina/core";
import type { Tx } from "../db/db.js";
import { StaleEdit } from "../lib/errors.js";
import { hasBankAccount } from "./identity.js";
import { METHODS_KEY, readSetting, saveSetting } from "./settings-data.js";

// A shop whose owner never saved its methods has no row: it offers core's defaults, every method on,
// free, in every country (what every shop did before the setting existed), so no migration is needed.

/** The method settings as the dashboard edits them (version 0 when never saved). */
export const readMethodSettings = async (db: Pick<Tx, "query">): Promise<AdminMethodSettings> => {
  const row = await readSetting<MethodSettings>(db, METHODS_KEY);
  return { ...(row?.value ?? DEFAULT_METHOD_SETTINGS), version: row?.version ?? 0 };
};

/**
 * The methods a shopper may choose (`GET /api/cart/methods`, and what a checkout is checked and priced
 * by): a bank transfer only once the shop has an IBAN to be paid into.
 */
export const readShopMethods = async (db: Pick<Tx, "query">): Promise<ShopMethods> => {
  const [row, bankAccount] = await Promise.all([readSetting<MethodSettings>(db, METHODS_KEY), hasBankAccount(db)]);
  return shopMethods(row?.value ?? DEFAULT_METHOD_SETTINGS, { bankAccount });
};

/** Saves the method settings edited from version `read`; {@link StaleEdit} when someone saved them in between. */
export const saveMethodSettings = async (db: Pick<Tx, "query">, input: MethodSettings, read: number): Promise<void> => {
  if (!(await saveSetting(db, METHODS_KEY, input, read))) throw new StaleEdit();
};
