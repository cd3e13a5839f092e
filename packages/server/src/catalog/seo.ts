import type { Locale, Seo, SeoPageKind } from "@vitrina/core";
import type { Tx } from "../db/db.js";
import { inLanguage } from "../db/in-language.js";

/** Fills `{name}` and `{shop}` in an SEO template. */
export const fillTemplate = (template: string, values: Readonly<Record<string, string>>): string =>
  template
    .replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole)
    .replace(/\s+/g, " ")
    .trim();

/** The SEO texts of a page kind in a language, with its template values filled in. */
export const seoFor = async (db: Tx, locale: Locale, kind: SeoPageKind, values: Readonly<Record<string, string>>): Promise<Seo> => {
  const q = inLanguage(locale);
  const [row] = await db.query<{ title: string; description: string; image: string | null }>(
    `select ${q.text("title")} as title, ${q.text("description")} as description, image from seo_settings where kind = ${q.bind(kind)}`,
    q.params,
  );
  return {
    title: fillTemplate(row?.title ?? values.name ?? "", values),
    description: fillTemplate(row?.description ?? "", values),
    image: row?.image ?? null,
  };
};
