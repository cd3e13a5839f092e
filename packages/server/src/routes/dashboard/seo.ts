import { Hono } from "hono";
import { STAFF_ROUTES as ROUTE, SeoPageKind } from "@vitrina/core";
import { Schema } from "effect";
import type { AppEnv, Deps } from "../../lib/app-env.js";
import { adminSeoSettings, saveSeoSetting } from "../../catalog/seo.js";
import { requireStaff } from "../../lib/auth.js";
import { decodeOr422, fail, jsonBody, unprocessable } from "../../lib/http.js";
import { readVersion } from "../../lib/versions.js";

/** `/api/dashboard/seo`: the SEO templates of each page kind (categories, products, search, home…). */
export const seoRoutes = ({ db }: Deps) => {
  const seo = requireStaff(db, "seo");
  return new Hono<AppEnv>()
    .get("/", seo, async (c) => c.json({ data: await adminSeoSettings(db) }))
    .put("/:kind", seo, async (c) => {
      const kind = c.req.param("kind");
      if (!Schema.is(SeoPageKind)(kind)) return fail(404, "Unknown page kind.");
      const read = readVersion(c);
      const input = decodeOr422(ROUTE.updateSeo.body, await jsonBody(c));
      if (input.kind !== kind) return unprocessable({ kind: ["invalid"] });
      return c.json({ data: await saveSeoSetting(db, input, read) });
    });
};
