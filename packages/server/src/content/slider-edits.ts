import type { FieldErrors, SliderInput } from "@vitrina/core";
import type { Db, Tx } from "../db/db.js";
import { InvalidInput, NotFound } from "../lib/errors.js";
import { writeAsOneAuditEntry } from "../audit/summary-data.js";
import { existingImageIds } from "../catalog/image-data.js";
import { bumpListVersion, claimListVersion, listVersion, sameMembers } from "../catalog/list-version-data.js";
import { saveVersionedEdit } from "../lib/versioned-edit.js";
export { adminSliders } from "./slider-data.js";
import { adminSliders, deleteSliderRow, insertSlider, lockSlider, sliderIds, sliderTitles, updateSliderRow, writeSliderPositions } from "./slider-data.js";

/** Field errors of a slide: a picture that is not stored. */
export const sliderErrors = async (tx: Tx, input: SliderInput): Promise<FieldErrors> => {
  if (input.image_id === null) return {};
  return (await existingImageIds(tx, [input.image_id])).has(input.image_id) ? {} : { image_id: ["not_found"] };
};

/**
 * Adds a slide after the others (422 for a picture that is not stored); resolves with its id. The
 * slides' order changes, so a reorder read before is refused.
 */
export const createSlider = (db: Db, input: SliderInput): Promise<number> =>
  db.transaction(async (tx) => {
    const errors = await sliderErrors(tx, input);
    if (Object.keys(errors).length > 0) throw new InvalidInput(errors);
    const id = await insertSlider(tx, input);
    await bumpListVersion(tx, "sliders");
    return id;
  });

/** Saves a slide's edit made from version `read` (404, 409, 422 as {@link saveVersionedEdit} judges). */
export const updateSlider = (db: Db, id: number, read: number, input: SliderInput): Promise<void> =>
  saveVersionedEdit(db, read, {
    notFound: "Slide not found.",
    lock: (tx) => lockSlider(tx, id),
    check: (tx) => sliderErrors(tx, input),
    write: (tx) => updateSliderRow(tx, id, input),
  });

/**
 * Puts the slides in a new order made from the slides' order at version `read` (409 when it moved
 * on; 422 unless every slide is listed once), as one audit entry; resolves with the new version.
 */
export const reorderSliders = (db: Db, read: number, ids: ReadonlyArray<number>): Promise<number> =>
  db.transaction(async (tx) => {
    // A stale order is refused first: the slides it lists may be the ones of before a colleague's change.
    const claimed = await claimListVersion(tx, "sliders", read);
    if (!sameMembers(ids, await sliderIds(tx))) throw new InvalidInput({ ids: ["invalid"] }, "The order must list every slide once.");
    await writeAsOneAuditEntry(
      tx,
      { entity: "sliders", entityId: "all" },
      () => sliderTitles(tx),
      () => writeSliderPositions(tx, ids),
    );
    return claimed;
  });

/** Deletes a slide (404 for none); a reorder read before is refused. */
export const deleteSlider = (db: Db, id: number): Promise<void> =>
  db.transaction(async (tx) => {
    if (!(await deleteSliderRow(tx, id))) throw new NotFound("Slide not found.");
    await bumpListVersion(tx, "sliders");
  });

/**
 * The slides in order with the version of their order. The version is read before the slides: a
 * reorder in between makes the answer's order newer than its version, so a reorder made from it is
 * refused rather than undoing the one in between.
 */
export const readSliders = async (db: Db) => {
  const version = await listVersion(db, "sliders");
  return { data: await adminSliders(db), version };
};
