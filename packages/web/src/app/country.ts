import { LOCALE_COOKIE_MAX_AGE, type KeyValueStore } from "@vitrina/core";
import type { ShellData } from "./shop-context.js";

/** The cookie that keeps the country the visitor chose in the settings (flag of the settings button). */
export const COUNTRY_COOKIE = "country";
/** The chosen country is kept as long as the language. */
export const COUNTRY_MAX_AGE = LOCALE_COOKIE_MAX_AGE;

/**
 * The visitor's country, used by the settings modal and preselected at checkout (where the phone
 * hint and check follow it): the one chosen in the settings when it is one of the shop's, else the
 * one `general/country` reported for the visitor (a trusted proxy's header, else md).
 * @example visitorCountry(cookies, shell) // "bg" when the visitor chose bg, else shell.country
 */
export const visitorCountry = (cookies: KeyValueStore, shell: ShellData): string => {
  const chosen = cookies.get(COUNTRY_COOKIE)?.toLowerCase();
  return chosen && shell.general.countries.some((c) => c.code === chosen) ? chosen : shell.country;
};
