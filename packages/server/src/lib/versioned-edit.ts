import type { FieldErrors } from "@vitrina/core";
import type { Db, Tx } from "../db/db.js";
import { InvalidInput, NotFound, StaleEdit } from "./errors.js";

/** How one kind of row is edited by someone who says which version of it they read. */
export interface VersionedEdit<Row extends { readonly version: number }> {
  /** The 404 message when the row does not exist. */
  readonly notFound: string;
  /** Reads the row, locked until the transaction ends; undefined when there is none. */
  readonly lock: (tx: Tx) => Promise<Row | undefined>;
  /** Field errors of the edit, checked against the row as it is now and the rows it refers to. */
  readonly check: (tx: Tx, current: Row) => Promise<FieldErrors>;
  /** Writes the edit and moves the row's version on. */
  readonly write: (tx: Tx, current: Row) => Promise<void>;
}

/**
 * Saves an edit of one row (a product, a category, a slide) in one transaction, in the order every
 * such edit is judged: a missing row is a 404, a row saved by someone else since `read` a 409, field
 * errors a 422; only then is it written. The row's lock makes two saves from the same read queue, so
 * the second is refused instead of overwriting the first. The audit trail records the write through
 * the table's trigger, in the same transaction.
 * @example
 * await saveVersionedEdit(db, readVersion(c), {
 *   notFound: "Slide not found.",
 *   lock: (tx) => lockSlider(tx, id),
 *   check: (tx) => sliderErrors(tx, input),
 *   write: (tx) => updateSlider(tx, id, input),
 * });
 */
export const saveVersionedEdit = <Row extends { readonly version: number }>(
  db: Pick<Db, "transaction">,
  read: number,
  edit: VersionedEdit<Row>,
): Promise<void> =>
  db.transaction(async (tx) => {
    const current = await edit.lock(tx);
    if (!current) throw new NotFound(edit.notFound);
    if (current.version !== read) throw new StaleEdit();
    const errors = await edit.check(tx, current);
    if (Object.keys(errors).length > 0) throw new InvalidInput(errors);
    await edit.write(tx, current);
  });
