import type { AdminSeoSetting, Locale, SeoPageKind, SeoSetting } from "@vitrina/core";
import type { Tx } from "../db/db.js";
import { inLanguage } from "../db/in-language.js";

// The seo_settings table: each page kind's SEO title, description and image templates, as pages read them and the dashboard edits them.

const COLUMNS = "kind, title, description, image, version";

/** A page kind's SEO templates in a language. */
export interface SeoTemplates {
  readonly title: string;
  readonly description: string;
  readonly image: string | null;
}

/** The SEO templates of a page kind in a language, if they were ever saved. */
export const seoTemplates = async (db: Tx, locale: Locale, kind: SeoPageKind): Promise<SeoTemplates | undefined> => {
  const q = inLanguage(locale);
  const [row] = await db.query<SeoTemplates>(
    `select ${q.text("title")} as title, ${q.text("description")} as description, image from seo_settings where kind = ${q.bind(kind)}`,
    q.params,
  );
  return row;
};

/** Every page kind's SEO templates that were ever saved. */
export const adminSeoSettings = (db: Tx): Promise<AdminSeoSetting[]> => db.query<AdminSeoSetting>(`select ${COLUMNS} from seo_settings order by kind`);

/**
 * Saves a page kind's SEO templates edited from version `read`; undefined when someone saved them in
 * between. A page kind never saved (listed with version 0) has nothing to overwrite: it is created.
 */
export const saveSeoTemplates = async (db: Tx, input: SeoSetting, read: number): Promise<AdminSeoSetting | undefined> => {
  const values = [input.kind, input.title, input.description, input.image];
  const [updated] = await db.query<AdminSeoSetting>(
    `update seo_settings set title = $2, description = $3, image = $4, version = version + 1 where kind = $1 and version = $5 returning ${COLUMNS}`,
    [...values, read],
  );
  if (updated) return updated;
  const [created] = await db.query<AdminSeoSetting>(
    `insert into seo_settings (kind, title, description, image) values ($1, $2, $3, $4) on conflict (kind) do nothing returning ${COLUMNS}`,
    values,
  );
  return created;
};
