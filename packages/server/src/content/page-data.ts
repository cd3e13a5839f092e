import type { AdminContentPage, ContentPageInput, Locale, StaticPageKind } from "@vitrina/core";
import type { Tx } from "../db/db.js";
import { inLanguage } from "../db/in-language.js";

// The pages and faq tables as the dashboard reads and writes them, and as the storefront reads them in one language.

type Localized = AdminContentPage["title"];
const EMPTY: Localized = { ro: "", en: "", ru: "", bg: "" };

/** A content page in every language, with the FAQ's entries for the FAQ; version 0 and empty texts for a page never saved. */
export const adminPage = async (db: Tx, kind: StaticPageKind): Promise<AdminContentPage> => {
  const [page] = await db.query<{ title: Localized; body: Localized; version: number }>("select title, body, version from pages where kind = $1", [kind]);
  const faq = kind === "faq" ? await db.query<{ question: Localized; answer: Localized }>("select question, answer from faq order by position, id") : [];
  return { kind, title: page?.title ?? EMPTY, body: page?.body ?? EMPTY, faq, version: page?.version ?? 0 };
};

/** A page's version, its row locked until the transaction ends; undefined for a page never saved. */
export const lockPage = async (tx: Tx, kind: StaticPageKind): Promise<{ readonly version: number } | undefined> =>
  (await tx.query<{ version: number }>("select version from pages where kind = $1 for update", [kind]))[0];

/**
 * Writes a page's texts: updates a saved page (`saved`), or creates one never saved; false when
 * someone created it in between (theirs is not overwritten).
 */
export const writePage = async (tx: Tx, kind: StaticPageKind, input: ContentPageInput, saved: boolean): Promise<boolean> => {
  const written = await tx.query(
    saved
      ? "update pages set title = $2, body = $3, version = version + 1 where kind = $1 returning kind"
      : "insert into pages (kind, title, body) values ($1, $2, $3) on conflict (kind) do nothing returning kind",
    [kind, input.title, input.body],
  );
  return written.length > 0;
};

/**
 * Replaces the FAQ's entries with `entries`, in their order: entries kept in place are updated (so
 * the audit trail shows only what changed), extra ones added, missing ones removed.
 */
export const writeFaq = async (tx: Tx, entries: ContentPageInput["faq"]): Promise<void> => {
  const ids = (await tx.query<{ id: number }>("select id from faq order by position, id")).map((r) => r.id);
  for (const [position, entry] of entries.entries()) {
    const id = ids[position];
    if (id === undefined) await tx.query("insert into faq (question, answer, position) values ($1, $2, $3)", [entry.question, entry.answer, position]);
    else await tx.query("update faq set question = $2, answer = $3, position = $4 where id = $1", [id, entry.question, entry.answer, position]);
  }
  if (ids.length > entries.length) await tx.query("delete from faq where id = any($1::int[])", [ids.slice(entries.length)]);
};

/** A content page's title and Markdown body in `locale`; undefined when it was never written. */
export const pageIn = async (db: Tx, locale: Locale, kind: StaticPageKind): Promise<{ title: string; body: string } | undefined> => {
  const q = inLanguage(locale);
  const [page] = await db.query<{ title: string; body: string }>(
    `select ${q.text("title")} as title, ${q.text("body")} as body from pages where kind = ${q.bind(kind)}`,
    q.params,
  );
  return page;
};

/** The FAQ's questions and Markdown answers in `locale`, in their order. */
export const faqIn = (db: Tx, locale: Locale): Promise<Array<{ question: string; answer: string }>> => {
  const q = inLanguage(locale);
  return db.query<{ question: string; answer: string }>(
    `select ${q.text("question")} as question, ${q.text("answer")} as answer from faq order by position, id`,
    q.params,
  );
};
