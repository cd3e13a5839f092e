import { AuditEntity, addError } from "@vitrina/core";
import { Schema } from "effect";
import { unprocessable } from "../lib/http.js";
import { dateRange, pageParams } from "../lib/list-query.js";
import type { AuditFilter } from "./trail-data.js";

/** The audit trail's query (`page`, `perPage`, `from`, `to`, `staff_id`, `entity`) as a filter, or a 422 naming every wrong field. */
export const auditFilter = (query: Readonly<Record<string, string | undefined>>): AuditFilter => {
  const errors: Record<string, string[]> = {};
  const { page, perPage } = pageParams(query, errors);
  const params: unknown[] = [];
  const dates = dateRange(query, "a.at", params, errors);
  if (query.staff_id && !/^\d{1,9}$/.test(query.staff_id)) addError(errors, "staff_id", "type");
  if (query.entity && !Schema.is(AuditEntity)(query.entity)) addError(errors, "entity", "invalid");
  if (Object.keys(errors).length > 0) return unprocessable(errors);
  return {
    dates,
    params,
    staffId: query.staff_id ? Number(query.staff_id) : undefined,
    entity: (query.entity || undefined) as AuditEntity | undefined,
    page,
    perPage,
  };
};
