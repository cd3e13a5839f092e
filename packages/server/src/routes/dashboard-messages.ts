import type { Hono } from "hono";
import { Schema } from "effect";
import { ContactMessageStatus, ContactMessageUpdate, addError, type ContactMessage } from "@vitrina/core";
import type { AppEnv, Deps } from "../app.js";
import { requireStaff } from "../lib/auth.js";
import { decodeOr422, fail, idParam, jsonBody, unprocessable } from "../lib/http.js";
import { likeLiteral, pageOf, pageParams } from "../lib/list-query.js";
import { readVersion, staleEdit } from "../lib/versions.js";

/** Longest search text; a longer one is a 422, not a slow query. */
const SEARCH_MAX = 200;

const COLUMNS = "id, name, email, phone, message, locale, status, created_at, purged_at is not null as purged, version";
type Row = Omit<ContactMessage, "created_at"> & { created_at: Date | string };
const shown = (r: Row): ContactMessage => ({ ...r, created_at: new Date(r.created_at).toISOString() });

/** Contact-form messages for managers and admins: newest first, by status and text; marked handled or new. */
export const dashboardMessageRoutes = (app: Hono<AppEnv>, { db }: Deps): void => {
  app.get("/api/dashboard/messages", requireStaff(db, "messages"), async (c) => {
    const query = c.req.query();
    const errors: Record<string, string[]> = {};
    const { page, perPage } = pageParams(query, errors);
    const params: unknown[] = [];
    const where = ["true"];
    if (query.status) {
      if (!Schema.is(ContactMessageStatus)(query.status)) addError(errors, "status", "invalid");
      else where.push(`status = $${params.push(query.status)}`);
    }
    const search = query.search?.trim() ?? "";
    if (search.length > SEARCH_MAX) addError(errors, "search", "max");
    else if (search) {
      const like = `$${params.push(`%${likeLiteral(search)}%`)}`;
      where.push(`(name ilike ${like} or email ilike ${like} or phone ilike ${like} or message ilike ${like})`);
    }
    if (Object.keys(errors).length > 0) return unprocessable(errors);
    const [total] = await db.query<{ count: number }>(`select count(*)::int as count from contact_messages where ${where.join(" and ")}`, params);
    const rows = await db.query<Row>(
      `select ${COLUMNS} from contact_messages where ${where.join(" and ")} order by created_at desc, id desc limit ${perPage} offset ${(page - 1) * perPage}`,
      params,
    );
    return c.json(pageOf(rows.map(shown), page, perPage, total?.count ?? 0));
  });

  app.patch("/api/dashboard/messages/:id", requireStaff(db, "messages"), async (c) => {
    const id = idParam(c);
    const version = readVersion(c);
    const { status } = decodeOr422(ContactMessageUpdate, await jsonBody(c));
    const [row] = await db.query<Row>(`update contact_messages set status = $2, version = version + 1 where id = $1 and version = $3 returning ${COLUMNS}`, [id, status, version]);
    if (row) return c.json({ data: shown(row) });
    const [exists] = await db.query("select 1 from contact_messages where id = $1", [id]);
    return exists ? staleEdit() : fail(404, "Message not found.");
  });
};
