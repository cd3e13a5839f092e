import { Hono } from "hono";
import { STAFF_ROUTES as ROUTE, StaticPageKind } from "@vitrina/core";
import { Schema } from "effect";
import type { AppEnv, Deps } from "../../lib/app-env.js";
import { renderMarkdown } from "../../content/markdown.js";
import { adminPage, savePage } from "../../content/page-edits.js";
import { requireStaff } from "../../lib/auth.js";
import { decodeOr422, fail, jsonBody } from "../../lib/http.js";
import { readVersion } from "../../lib/versions.js";

/**
 * `/api/dashboard/pages`: the content pages (FAQ, about us and the policies), for managers and
 * admins: read a page in every language, replace it, preview Markdown. A save sends the version it
 * read (If-Match): 428 without it, 409 when someone saved the page (or, for the FAQ, its entries) in
 * between. Every write runs as the signed-in staff member, so the audit triggers record it, and the
 * `catalog_version` triggers on `pages` and `faq` make the storefront's answer cache drop the old
 * text at once.
 */
export const contentPageRoutes = ({ db }: Deps) => {
  const content = requireStaff(db, "content");
  const kindParam = (kind: string): StaticPageKind => (Schema.is(StaticPageKind)(kind) ? kind : fail(404, `Page not found: ${kind}`));
  return new Hono<AppEnv>()
    .get("/:kind", content, async (c) => c.json({ data: await adminPage(db, kindParam(c.req.param("kind"))) }))
    .put("/:kind", content, async (c) => {
      const kind = kindParam(c.req.param("kind"));
      const read = readVersion(c);
      await savePage(db, kind, read, decodeOr422(ROUTE.saveContentPage.body, await jsonBody(c)));
      return c.json({ data: await adminPage(db, kind) });
    })
    .post("/preview", content, async (c) => {
      const { markdown } = decodeOr422(ROUTE.previewMarkdown.body, await jsonBody(c));
      return c.json({ data: { html: renderMarkdown(markdown) } });
    });
};
