import type { Category, Locale } from "@vitrina/core";
import type { Tx } from "../db/db.js";
import { inLanguage } from "../db/in-language.js";

/**
 * The menu's categories in `locale`: active ones whose parent is active too, each parent followed by
 * its subcategories (which name their parent's uuid in `subcategory`).
 */
export const menuCategories = async (db: Tx, locale: Locale): Promise<Category[]> => {
  const q = inLanguage(locale);
  const rows = await db.query<{ id: number; uuid: string; slug: string; name: string; icon: string | null; parent_uuid: string | null }>(
    `select c.id, c.uuid, c.slug, ${q.text("c.name")} as name, c.icon, pc.uuid as parent_uuid
       from categories c left join categories pc on pc.id = c.parent_id
      where c.active and (pc.id is null or pc.active)
      order by coalesce(pc.position, c.position), coalesce(pc.id, c.id), pc.id is not null, c.position, c.id`,
    q.params,
  );
  return rows.map(({ parent_uuid, ...row }) => ({ ...row, ...(parent_uuid ? { subcategory: parent_uuid } : {}) }));
};
