import type { ContentPageInput, StaticPageKind } from "@vitrina/core";
import type { Db } from "../db/db.js";
import { StaleEdit } from "../lib/errors.js";
import { lockPage, writeFaq, writePage } from "./page-data.js";

export { adminPage } from "./page-data.js";

/**
 * Saves a content page edited from version `read` (0: a page never saved), and for the FAQ its
 * entries as a whole: 409 when someone saved the page (or created it) in between. The page row stays
 * locked while the FAQ is replaced, so two saves of the FAQ cannot interleave.
 */
export const savePage = (db: Db, kind: StaticPageKind, read: number, input: ContentPageInput): Promise<void> =>
  db.transaction(async (tx) => {
    const current = await lockPage(tx, kind);
    if ((current?.version ?? 0) !== read) throw new StaleEdit();
    if (!(await writePage(tx, kind, input, current !== undefined))) throw new StaleEdit();
    if (kind === "faq") await writeFaq(tx, input.faq);
  });
