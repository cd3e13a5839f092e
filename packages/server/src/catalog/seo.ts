import type { AdminSeoSetting, Locale, Seo, SeoPageKind, SeoSetting } from "@vitrina/core";
import type { Tx } from "../db/db.js";
import { StaleEdit } from "../lib/errors.js";
import { saveSeoTemplates, type SeoTemplates, seoTemplates } from "./seo-setting-data.js";

export { adminSeoSettings } from "./seo-setting-data.js";

/** Fills `{name}` and `{shop}` in an SEO template. */
export const fillTemplate = (template: string, values: Readonly<Record<string, string>>): string =>
  template
    .replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole)
    .replace(/\s+/g, " ")
    .trim();

/** A page kind's SEO texts from its templates in a language (undefined: never saved), with `values` filled in. */
export const seoFrom = (templates: SeoTemplates | undefined, values: Readonly<Record<string, string>>): Seo => ({
  title: fillTemplate(templates?.title ?? values.name ?? "", values),
  description: fillTemplate(templates?.description ?? "", values),
  image: templates?.image ?? null,
});

/** The SEO texts of a page kind in a language, with its template values filled in. */
export const seoFor = async (db: Tx, locale: Locale, kind: SeoPageKind, values: Readonly<Record<string, string>>): Promise<Seo> =>
  seoFrom(await seoTemplates(db, locale, kind), values);

/** Saves a page kind's SEO templates edited from version `read`; {@link StaleEdit} when someone saved them in between. */
export const saveSeoSetting = async (db: Tx, input: SeoSetting, read: number): Promise<AdminSeoSetting> => {
  const saved = await saveSeoTemplates(db, input, read);
  if (!saved) throw new StaleEdit();
  return saved;
};
