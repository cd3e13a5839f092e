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

/** One page of the audit trail, newest first, and how many entries match in all. */
export const auditPage = async (db: Tx, filter: AuditFilter): Promise<{ readonly rows: AuditEntry[]; readonly total: number }> => {
  const params = [...filter.params];
  const where = ["true", ...filter.dates];
  if (filter.staffId !== undefined) where.push(`a.staff_id = $${params.push(filter.staffId)}`);
  if (filter.entity !== undefined) where.push(`a.entity = $${params.push(filter.entity)}`);
  const [total] = await db.query<{ count: number }>(`select count(*)::int as count from audit_log a where ${where.join(" and ")}`, params);
  const rows = await db.query<Omit<AuditEntry, "at" | "id"> & { id: number | string; at: Date | string }>(
    `select a.id, a.at, a.staff_id, a.staff_email, a.entity, a.entity_id, a.action, a.before, a.after
       from audit_log a where ${where.join(" and ")} order by a.at desc, a.id desc limit ${filter.perPage} offset ${(filter.page - 1) * filter.perPage}`,
    params,
  );
  return { rows: rows.map((r) => ({ ...r, id: Number(r.id), at: new Date(r.at).toISOString() })), total: total?.count ?? 0 };
};
