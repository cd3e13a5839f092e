import { Hono } from "hono";
import { STAFF_ROUTES as ROUTE, auditListQuery } from "@vitrina/core";
import type { AppEnv, Deps } from "../../lib/app-env.js";
import { auditFilter, auditTrail } from "../../audit/trail.js";
import { requireStaff } from "../../lib/auth.js";
import { decodeQuery } from "../../lib/decode-query.js";
import { decodeOr422 } from "../../lib/http.js";

/** `/api/dashboard/audit`: the audit trail of dashboard changes, newest first, by person, kind and dates (admins). */
export const auditRoutes = ({ db }: Deps) =>
  new Hono<AppEnv>().get(
    "/",
    requireStaff(db, "audit"),
    decodeQuery((query) => auditFilter(auditListQuery(decodeOr422(ROUTE.listAudit.query, query)))),
    async (c) => c.json(await auditTrail(db, c.req.valid("query"))),
  );
