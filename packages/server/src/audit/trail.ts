import type { AuditListQuery } from "@vitrina/core";
import { dateRange } from "../lib/list-query.js";
import type { AuditFilter } from "./trail-data.js";

/** The audit trail's query as a filter: its days as SQL conditions on the entry's time. */
export const auditFilter = (query: AuditListQuery): AuditFilter => {
  const params: unknown[] = [];
  const dates = dateRange(query, "a.at", params);
  return { dates, params, staffId: query.staff_id, entity: query.entity, page: query.page, perPage: query.perPage };
};
