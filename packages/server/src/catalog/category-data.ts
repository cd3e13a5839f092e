import type { AdminCategory, CategoryInput } from "@vitrina/core";
import type { Tx } from "../db/db.js";
import type { OrderedRow } from "../audit/summary-data.js";

// The categories table as the dashboard reads and writes it.

/** Categories as the dashboard lists them (parents, each followed by its subcategories), with their product counts; one category when `id` is given. */
export const adminCategories = (db: Tx, id?: number): Promise<AdminCategory[]> =>
  db.query<AdminCategory>(
    `select c.id, c.uuid, c.slug, c.name, c.icon, c.parent_id, c.position, c.active, c.seo_title, c.seo_description,
            (select count(*)::int from products p where p.category_id = c.id or p.category_id in (select s.id from categories s where s.parent_id = c.id)) as product_count, c.version
       from categories c where ${id === undefined ? "true" : "c.id = $1"}
      order by coalesce((select position from categories x where x.id = c.parent_id), c.position), coalesce(c.parent_id, c.id), c.parent_id is not null, c.position, c.id`,
    id === undefined ? [] : [id],
  );

/** What the rows a category's input refers to are. */
export interface CategoryReferences {
  /** Whether another category has the slug. */
  readonly slugTaken: boolean;
  /** The chosen parent, when one is chosen and exists. */
  readonly parent: { readonly parent_id: number | null } | undefined;
  /** Whether the category being edited has subcategories (asked only when a parent is chosen for it). */
  readonly hasChildren: boolean;
}

/** The references of a category's input (of category `id` when it is an edit). */
export const categoryReferences = async (tx: Tx, input: CategoryInput, id?: number): Promise<CategoryReferences> => {
  const [taken] = await tx.query("select 1 from categories where slug = $1 and id <> coalesce($2, 0)", [input.slug, id ?? null]);
  if (input.parent_id === null) return { slugTaken: taken !== undefined, parent: undefined, hasChildren: false };
  const [parent] = await tx.query<{ parent_id: number | null }>("select parent_id from categories where id = $1", [input.parent_id]);
  const [child] = id === undefined ? [] : await tx.query("select 1 from categories where parent_id = $1 limit 1", [id]);
  return { slugTaken: taken !== undefined, parent, hasChildren: child !== undefined };
};

/** A category's version, locked until the transaction ends; undefined when there is none. */
export const lockCategory = async (tx: Tx, id: number): Promise<{ readonly version: number } | undefined> =>
  (await tx.query<{ version: number }>("select version from categories where id = $1 for update", [id]))[0];

/** Writes a new category; resolves with its id. */
export const insertCategory = async (tx: Tx, input: CategoryInput): Promise<number> => {
  const [row] = await tx.query<{ id: number }>(
    "insert into categories (slug, name, icon, parent_id, position, active, seo_title, seo_description) values ($1, $2, $3, $4, $5, $6, $7, $8) returning id",
    [input.slug, input.name, input.icon, input.parent_id, input.position, input.active, input.seo_title ?? null, input.seo_description ?? null],
  );
  return row!.id;
};

/** Replaces a category's fields and moves its version on. */
export const updateCategoryRow = async (tx: Tx, id: number, input: CategoryInput): Promise<void> => {
  await tx.query(
    `update categories set slug = $2, name = $3, icon = $4, parent_id = $5, position = $6, active = $7, seo_title = $8, seo_description = $9,
            version = version + 1 where id = $1`,
    [id, input.slug, input.name, input.icon, input.parent_id, input.position, input.active, input.seo_title ?? null, input.seo_description ?? null],
  );
};

/** Ids of the categories under `parentId` (top categories for null) in their order, locked until the transaction ends. */
export const lockSiblings = async (tx: Tx, parentId: number | null): Promise<number[]> =>
  (await tx.query<{ id: number }>("select id from categories where parent_id is not distinct from $1 order by position, id for update", [parentId])).map(
    (r) => r.id,
  );

/** The categories under `parentId` in their order, as an audit entry names them. */
export const siblingTitles = (tx: Tx, parentId: number | null): Promise<OrderedRow[]> =>
  tx.query<OrderedRow>("select id, name as title from categories where parent_id is not distinct from $1 order by position, id", [parentId]);

/** Gives each of `ids` its place in the list as its position; a moved category's version goes up. */
export const writeCategoryPositions = async (tx: Tx, ids: ReadonlyArray<number>): Promise<void> => {
  for (const [position, id] of ids.entries())
    await tx.query("update categories set position = $2, version = version + 1 where id = $1 and position is distinct from $2", [id, position]);
};

/** Whether a category has products or subcategories. */
export const isCategoryUsed = async (db: Tx, id: number): Promise<boolean> =>
  (await db.query("select 1 from products where category_id = $1 union all select 1 from categories where parent_id = $1 limit 1", [id])).length > 0;

/** Deletes a category; false when there was none. */
export const deleteCategoryRow = async (db: Tx, id: number): Promise<boolean> =>
  (await db.query("delete from categories where id = $1 returning id", [id])).length > 0;
