import type { Tx } from "../db/db.js";

/** A row of a reordered list as the audit entry names it: its id and its title in every language. */
export interface OrderedRow {
  readonly id: number;
  readonly title: unknown;
}

/**
 * Writes a change of a whole list (a reorder of slides or categories, a curated list saved) as ONE
 * audit entry in `tx`: while `write` runs, the row triggers stay silent (`vitrina.audit_summary`,
 * migration 040), and then one entry records the list before and after, `{ order: [{ id, title }] }`.
 * The action is `reorder` when the same rows are listed in a new order, `update` when rows came or
 * went; nothing is recorded when the list did not change. Outside a staff member's request (no
 * `vitrina.staff_id`) nothing is recorded, as with the triggers.
 */
export const writeAsOneAuditEntry = async (
  tx: Tx,
  target: { readonly entity: string; readonly entityId: string },
  read: () => Promise<ReadonlyArray<OrderedRow>>,
  write: () => Promise<void>,
): Promise<void> => {
  const before = await read();
  await tx.query("select set_config('vitrina.audit_summary', 'on', true)");
  await write();
  await tx.query("select set_config('vitrina.audit_summary', '', true)");
  const after = await read();
  const ids = (rows: ReadonlyArray<OrderedRow>) => rows.map((r) => r.id);
  if (JSON.stringify(ids(before)) === JSON.stringify(ids(after))) return;
  const sameRows = JSON.stringify([...ids(before)].sort((a, b) => a - b)) === JSON.stringify([...ids(after)].sort((a, b) => a - b));
  await writeAuditEntry(tx, target, sameRows ? "reorder" : "update", { order: before }, { order: after });
};

/**
 * Writes one audit entry in `tx` that a row trigger cannot (a change spread over several rows, such as
 * a product's variants): the staff member of the transaction (`vitrina.staff_id`) did `action` to
 * `target`, `before` and `after` being what changed. Outside a staff member's request nothing is written.
 */
export const writeAuditEntry = async (
  tx: Tx,
  target: { readonly entity: string; readonly entityId: string },
  action: "update" | "reorder",
  before: Readonly<Record<string, unknown>>,
  after: Readonly<Record<string, unknown>>,
): Promise<void> => {
  await tx.query(
    `insert into audit_log (staff_id, staff_email, entity, entity_id, action, before, after)
       select s.id, s.email, $1, $2, $3, $4::jsonb, $5::jsonb from staff s
        where s.id = nullif(current_setting('vitrina.staff_id', true), '')::integer`,
    [target.entity, target.entityId, action, JSON.stringify(before), JSON.stringify(after)],
  );
};
