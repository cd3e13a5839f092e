import { addError, type FieldErrors, type Locale } from "@vitrina/core";
import type { Db } from "../db/db.js";
import { InvalidInput } from "../lib/errors.js";
import { writeAsOneAuditEntry } from "../audit/summary-data.js";
import { claimListVersion, listVersion } from "../catalog/list-version-data.js";
import { cardsByIds } from "../catalog/products.js";
import { existingProductIds } from "../catalog/product-data.js";
import { curatedIds, curatedTitles, writeCuratedIds, type CuratedList } from "./curated-list-data.js";

/** Whether a text names a curated list. */
export const isCuratedList = (list: string): list is CuratedList => list === "home-products" || list === "bestsellers";

/** Field errors of a list's new products: an id that is no product (`not_found`) or is listed again (`taken`). */
export const curatedListErrors = (ids: ReadonlyArray<number>, products: ReadonlySet<number>): FieldErrors => {
  const errors: Record<string, string[]> = {};
  const seen = new Set<number>();
  ids.forEach((id, i) => {
    if (!products.has(id)) addError(errors, `ids.${i}`, "not_found");
    else if (seen.has(id)) addError(errors, `ids.${i}`, "taken");
    seen.add(id);
  });
  return errors;
};

/**
 * Saves a list's products in a new order, made from the list at version `read` (422 for wrong ids,
 * 409 when it moved on): saved as delete and insert, recorded as one audit entry with the list before
 * and after. Resolves with the list's new version.
 */
export const saveCuratedList = async (db: Db, list: CuratedList, read: number, ids: ReadonlyArray<number>): Promise<number> => {
  const errors = curatedListErrors(ids, await existingProductIds(db, ids));
  if (Object.keys(errors).length > 0) throw new InvalidInput(errors);
  return db.transaction(async (tx) => {
    const claimed = await claimListVersion(tx, list, read);
    await writeAsOneAuditEntry(
      tx,
      { entity: list, entityId: list },
      () => curatedTitles(tx, list),
      () => writeCuratedIds(tx, list, ids),
    );
    return claimed;
  });
};

/** A curated list's products as cards named in `lang`, with the version of the list (read first: see slider-edits.ts's readSliders). */
export const readCuratedList = async (db: Db, list: CuratedList, lang: Locale) => {
  const version = await listVersion(db, list);
  return { data: await cardsByIds(db, lang, await curatedIds(db, list)), version };
};
