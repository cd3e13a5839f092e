import type { AuditListQuery } from "@vitrina/core";
import type { Db } from "../db/db.js";
import { dateRange, pageOf } from "../lib/list-query.js";
import { auditPage, type AuditFilter } from "./trail-data.js";

/** The audit trail's query as a filter: its days as SQL conditions on the entry's time. */
export const auditFilter = (query: AuditListQuery): AuditFilter => {
  const params: unknown[] = [];
  const dates = dateRange(query, "a.at", params);
  return { dates, params, staffId: query.staff_id, entity: query.entity, page: query.page, perPage: query.perPage };
};

/** A page of the audit trail, newest first, `filter`'s paging applied. */
export const auditTrail = async (db: Db, filter: AuditFilter) => {
  const { rows, total } = await auditPage(db, filter);
  return pageOf(rows, filter.page, filter.perPage, total);
};
