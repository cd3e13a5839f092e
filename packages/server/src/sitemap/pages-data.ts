import type { Db } from "../db/db.js";

// Subcategories are listed only when their parent is active too, as the menu shows them.
const CATEGORIES = "from categories c left join categories p on p.id = c.parent_id where c.active and (p.id is null or p.active)";
const PRODUCTS = "from products p join categories c on c.id = p.category_id where p.active and c.active";

/** How many products the sitemap lists: the active ones of active categories. */
export const countProducts = async (db: Db): Promise<number> => (await db.query<{ n: number }>(`select count(*)::int as n ${PRODUCTS}`))[0]?.n ?? 0;

/** How many categories the sitemap lists. */
export const countCategories = async (db: Db): Promise<number> => (await db.query<{ n: number }>(`select count(*)::int as n ${CATEGORIES}`))[0]?.n ?? 0;

/** `limit` listed products from `offset`, in id order, with when each last changed. */
export const productPages = (db: Db, offset: number, limit: number) =>
  db.query<{ slug: string; updated_at: Date | string }>(`select p.slug, p.updated_at ${PRODUCTS} order by p.id limit $1 offset $2`, [limit, offset]);

/** The slugs of the listed categories, in the menu's order. */
export const categorySlugs = async (db: Db): Promise<string[]> =>
  (await db.query<{ slug: string }>(`select c.slug ${CATEGORIES} order by coalesce(p.position, c.position), c.parent_id nulls first, c.position`)).map(
    (row) => row.slug,
  );
