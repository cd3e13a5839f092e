import { COUNTRY_CODES, COUNTRY_NAMES, CURRENCY, CURRENCY_CODE, LOCALES, LOCALE_NAMES, type GeneralData, type Locale } from "@vitrina/core";
import type { Tx } from "../db/db.js";
import { readLocaleSettings } from "../catalog/settings.js";
import { publicIdentity, readIdentity } from "./identity.js";

/** What every page of the shop shows around its content, in `locale`: contacts, languages, countries and the shop's identity. */
export const generalData = async (db: Tx, locale: Locale): Promise<GeneralData> => {
  const s = await readLocaleSettings(db);
  const pick = (text: { ro: string } & Partial<Record<Locale, string>>) => text[locale] || text.ro;
  return {
    addresses: s.addresses.map(pick),
    emails: s.emails,
    salesPhones: s.salesPhones,
    salesEmails: s.salesEmails,
    phones: s.phones,
    schedule: pick(s.schedule),
    socials: s.socials,
    currencies: [{ value: CURRENCY_CODE, label: CURRENCY }],
    languages: LOCALES.filter((l) => s.active_languages.includes(l)).map((code) => ({ code, name: LOCALE_NAMES[code] })),
    countries: COUNTRY_CODES.map((code) => ({ code, name: COUNTRY_NAMES[locale][code] })),
    shop: publicIdentity(await readIdentity(db)),
  };
};
