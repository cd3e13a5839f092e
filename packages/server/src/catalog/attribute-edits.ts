import type { AttributeDefinitionInput, FieldErrors } from "@vitrina/core";
import type { Db } from "../db/db.js";
import { InUse, InvalidInput, NotFound } from "../lib/errors.js";
import { saveVersionedEdit } from "../lib/versioned-edit.js";
import { attributeUses, deleteAttributeRow, insertAttribute, isAttributeKeyTaken, lockAttribute, updateAttributeRow } from "./attribute-data.js";

/** The dictionary as the dashboard lists it (a read with no rule of its own). */
export { adminAttributes } from "./attribute-data.js";

// The attribute dictionary's rules: a key names one entry, and what products hold stays readable:
// a key in use keeps its kind (a number's value is not a text) and cannot be deleted.

/** Adds an entry to the dictionary (422 for a key another entry has); resolves with its id. */
export const createAttribute = (db: Db, input: AttributeDefinitionInput): Promise<number> =>
  db.transaction(async (tx) => {
    if (await isAttributeKeyTaken(tx, input.key)) throw new InvalidInput({ key: ["taken"] });
    return insertAttribute(tx, input);
  });

/**
 * Saves an entry's edit made from version `read` (404, 409, 422 as {@link saveVersionedEdit} judges):
 * a key another entry has is refused, and so is a new kind while products use the key. A new key is
 * carried to every product that used the old one.
 */
export const updateAttribute = (db: Db, id: number, read: number, input: AttributeDefinitionInput): Promise<void> =>
  saveVersionedEdit(db, read, {
    notFound: "Attribute not found.",
    lock: (tx) => lockAttribute(tx, id),
    check: async (tx, current): Promise<FieldErrors> => ({
      ...((await isAttributeKeyTaken(tx, input.key, id)) ? { key: ["taken"] } : {}),
      ...(input.kind !== current.kind && (await attributeUses(tx, current.key)) > 0 ? { kind: ["in_use"] } : {}),
    }),
    write: (tx) => updateAttributeRow(tx, id, input),
  });

/** Deletes an entry no product uses (409 naming how many do; 404 for none). */
export const deleteAttribute = (db: Db, id: number): Promise<void> =>
  db.transaction(async (tx) => {
    const current = await lockAttribute(tx, id);
    if (!current) throw new NotFound("Attribute not found.");
    const uses = await attributeUses(tx, current.key);
    if (uses > 0) throw new InUse(`${uses} product(s) use this attribute: remove it from them first.`);
    await deleteAttributeRow(tx, id);
  });
