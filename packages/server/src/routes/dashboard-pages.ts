import type { Hono } from "hono";
import { ContentPageInput, MarkdownPreviewInput, StaticPageKind } from "@vitrina/core";
import { Schema } from "effect";
import type { AppEnv, Deps } from "../app.js";
import { renderMarkdown } from "../content/markdown.js";
import { requireStaff } from "../lib/auth.js";
import { decodeOr422, fail, jsonBody } from "../lib/http.js";
import { readVersion, staleEdit } from "../lib/versions.js";

type Localized = { ro: string; en: string; ru: string; bg: string };

/**
 * The dashboard's content pages (FAQ, about us and the policies), for managers and admins: read a page
 * in every language, replace it, preview Markdown. A save sends the version it read (If-Match): 428
 * without it, 409 when someone saved the page (or, for the FAQ, its entries) in between. Every write runs as the signed-in staff member, so the
 * audit triggers record it, and the `catalog_version` triggers on `pages` and `faq` make the
 * storefront's answer cache drop the old text at once.
 */
export const dashboardPagesRoutes = (app: Hono<AppEnv>, { db }: Deps): void => {
  const content = requireStaff(db, "content");

  const kindParam = (kind: string): StaticPageKind => (Schema.is(StaticPageKind)(kind) ? kind : fail(404, `Page not found: ${kind}`));

  const adminPage = async (kind: StaticPageKind) => {
    const [page] = await db.query<{ title: Localized; body: Localized; version: number }>("select title, body, version from pages where kind = $1", [kind]);
    const faq = kind === "faq" ? await db.query<{ question: Localized; answer: Localized }>("select question, answer from faq order by position, id") : [];
    return { kind, title: page?.title ?? { ro: "", en: "", ru: "", bg: "" }, body: page?.body ?? { ro: "", en: "", ru: "", bg: "" }, faq, version: page?.version ?? 0 };
  };

  app.get("/api/dashboard/pages/:kind", content, async (c) => c.json({ data: await adminPage(kindParam(c.req.param("kind"))) }));

  app.put("/api/dashboard/pages/:kind", content, async (c) => {
    const kind = kindParam(c.req.param("kind"));
    const version = readVersion(c);
    const input = decodeOr422(ContentPageInput, await jsonBody(c));
    await db.transaction(async (tx) => {
      // The page row is locked while the FAQ is replaced, so two saves of the FAQ cannot interleave.
      const [current] = await tx.query<{ version: number }>("select version from pages where kind = $1 for update", [kind]);
      if ((current?.version ?? 0) !== version) return staleEdit();
      const saved = await tx.query(
        current
          ? "update pages set title = $2, body = $3, version = version + 1 where kind = $1 returning kind"
          : "insert into pages (kind, title, body) values ($1, $2, $3) on conflict (kind) do nothing returning kind",
        [kind, input.title, input.body],
      );
      // A page never saved (version 0) that someone created meanwhile: theirs is not overwritten.
      if (saved.length === 0) return staleEdit();
      if (kind !== "faq") return;
      // The FAQ is replaced as a whole, in the order sent: entries kept in place are updated (so the
      // audit trail shows only what changed), extra ones added, missing ones removed.
      const ids = (await tx.query<{ id: number }>("select id from faq order by position, id")).map((r) => r.id);
      for (const [position, entry] of input.faq.entries()) {
        const id = ids[position];
        if (id === undefined) await tx.query("insert into faq (question, answer, position) values ($1, $2, $3)", [entry.question, entry.answer, position]);
        else await tx.query("update faq set question = $2, answer = $3, position = $4 where id = $1", [id, entry.question, entry.answer, position]);
      }
      if (ids.length > input.faq.length) await tx.query("delete from faq where id = any($1::int[])", [ids.slice(input.faq.length)]);
    });
    return c.json({ data: await adminPage(kind) });
  });

  app.post("/api/dashboard/pages/preview", content, async (c) => {
    const { markdown } = decodeOr422(MarkdownPreviewInput, await jsonBody(c));
    return c.json({ data: { html: renderMarkdown(markdown) } });
  });
};
