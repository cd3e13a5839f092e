import type { AuditEntity, AuditEntry } from "@vitrina/core";
import type { Tx } from "../db/db.js";

// The audit_log table as the dashboard's audit trail reads it (the triggers and summary.ts write it).

/** Which entries the trail shows: checked values, one page of them. */
export interface AuditFilter {
  /** SQL conditions on `a.at`, their values in `params` (lib/list-query.ts `dateRange`). */
  readonly dates: ReadonlyArray<string>;
  readonly params: ReadonlyArray<unknown>;
  readonly staffId: number | undefined;
  readonly entity: AuditEntity | undefined;
  readonly page: number;
  readonly perPage: number;
}

/** The row id an entry names (null for a kind, a setting's key, a list, an unknown account's sign-in). */
const rowId = "substring(a.entity_id from '^[0-9]{1,9}$')::integer";

/** A recorded column of the entry: the row as deleted, or as created, or the changed value. */
const recorded = (column: string) => `coalesce(a.before -> '${column}', a.after -> '${column}')`;

/** A column of the audited row as it is now, else as the entry recorded it. */
const named = (table: string, column: string) => `coalesce((select t.${column} from ${table} t where t.id = ${rowId}), ${recorded(column)})`;

/** An order's number as a JSON text. */
const orderNumber = (id: string) => `to_jsonb((select o.number from orders o where o.id = ${id}))`;

/**
 * The name of what each entry is about (core's AuditSubject): a title or name per language, an
 * order's number, a staff member's name (for a sign-in of an unknown account, the e-mail tried).
 * Things named by their kind (pages, SEO texts, settings) and pictures have none.
 */
const SUBJECT = `case a.entity
    when 'products' then ${named("products", "title")}
    when 'home-products' then (select t.title from products t where t.id = ${rowId})
    when 'bestsellers' then (select t.title from products t where t.id = ${rowId})
    when 'categories' then ${named("categories", "name")}
    when 'attributes' then ${named("attributes", "name")}
    when 'sliders' then ${named("sliders", "title")}
    when 'faq' then ${named("faq", "question")}
    when 'staff' then coalesce(to_jsonb((select t.name from staff t where t.id = ${rowId})), ${recorded("name")},
      case when a.action in ('sign_in', 'sign_in_failed', 'lockout', 'password_change') then to_jsonb(a.staff_email) end)
    when 'orders' then ${orderNumber(rowId)}
    when 'order_notes' then ${orderNumber(`coalesce((select n.order_id from order_notes n where n.id = ${rowId}), (${recorded("order_id")} #>> '{}')::integer)`)}
    when 'discount_codes' then coalesce(to_jsonb((select t.code from discount_codes t where t.id = ${rowId})), ${recorded("code")})
  end`;

/**
 * The categories an entry's values name by id (a product's category, a category's parent), as a
 * JSON object by id: each one's name as it is now, else as its deletion's entry recorded it, else
 * null; null when the entry names none.
 */
const CATEGORIES = `(select jsonb_object_agg(ids.id, coalesce(
      (select c.name from categories c where c.id = ids.id::integer),
      (select d.before -> 'name' from audit_log d where d.entity = 'categories' and d.action = 'delete' and d.entity_id = ids.id order by d.id desc limit 1),
      'null'::jsonb))
    from (select distinct v #>> '{}' as id
      from unnest(array[a.before -> 'category_id', a.after -> 'category_id', a.before -> 'parent_id', a.after -> 'parent_id']) v
      where a.entity in ('products', 'categories') and jsonb_typeof(v) = 'number') ids)`;

/** One page of the audit trail, newest first, and how many entries match in all. */
export const auditPage = async (db: Tx, filter: AuditFilter): Promise<{ readonly rows: AuditEntry[]; readonly total: number }> => {
  const params = [...filter.params];
  const where = ["true", ...filter.dates];
  if (filter.staffId !== undefined) where.push(`a.staff_id = $${params.push(filter.staffId)}`);
  if (filter.entity !== undefined) where.push(`a.entity = $${params.push(filter.entity)}`);
  const [total] = await db.query<{ count: number }>(`select count(*)::int as count from audit_log a where ${where.join(" and ")}`, params);
  const rows = await db.query<
    Omit<AuditEntry, "at" | "id" | "categories"> & { id: number | string; at: Date | string; categories: AuditEntry["categories"] | null }
  >(
    `select a.id, a.at, a.staff_id, a.staff_email, a.entity, a.entity_id, ${SUBJECT} as subject, a.action, a.before, a.after, ${CATEGORIES} as categories
       from audit_log a where ${where.join(" and ")} order by a.at desc, a.id desc limit ${filter.perPage} offset ${(filter.page - 1) * filter.perPage}`,
    params,
  );
  return {
    rows: rows.map(({ categories, ...r }) => ({ ...r, id: Number(r.id), at: new Date(r.at).toISOString(), ...(categories ? { categories } : {}) })),
    total: total?.count ?? 0,
  };
};
