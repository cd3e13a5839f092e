import type { Hono } from "hono";
import { Schema } from "effect";
import { AuditEntity, addError, type AuditEntry } from "@vitrina/core";
import type { AppEnv, Deps } from "../app.js";
import { requireStaff } from "../lib/auth.js";
import { unprocessable } from "../lib/http.js";
import { dateRange, pageOf, pageParams } from "../lib/list-query.js";

/** The audit trail of dashboard changes, newest first, filtered by person, kind and dates (admins). */
export const dashboardAuditRoutes = (app: Hono<AppEnv>, { db }: Deps): void => {
  app.get("/api/dashboard/audit", requireStaff(db, "audit"), async (c) => {
    const query = c.req.query();
    const errors: Record<string, string[]> = {};
    const { page, perPage } = pageParams(query, errors);
    const params: unknown[] = [];
    const where = ["true", ...dateRange(query, "a.at", params, errors)];
    if (query.staff_id) {
      if (!/^\d{1,9}$/.test(query.staff_id)) addError(errors, "staff_id", "type");
      else where.push(`a.staff_id = $${params.push(Number(query.staff_id))}`);
    }
    if (query.entity) {
      if (!Schema.is(AuditEntity)(query.entity)) addError(errors, "entity", "invalid");
      else where.push(`a.entity = $${params.push(query.entity)}`);
    }
    if (Object.keys(errors).length > 0) return unprocessable(errors);
    const [total] = await db.query<{ count: number }>(`select count(*)::int as count from audit_log a where ${where.join(" and ")}`, params);
    const rows = await db.query<Omit<AuditEntry, "at" | "id"> & { id: number | string; at: Date | string }>(
      `select a.id, a.at, a.staff_id, a.staff_email, a.entity, a.entity_id, a.action, a.before, a.after
         from audit_log a where ${where.join(" and ")} order by a.at desc, a.id desc limit ${perPage} offset ${(page - 1) * perPage}`,
      params,
    );
    return c.json(pageOf(rows.map((r) => ({ ...r, id: Number(r.id), at: new Date(r.at).toISOString() })), page, perPage, total?.count ?? 0));
  });
};
