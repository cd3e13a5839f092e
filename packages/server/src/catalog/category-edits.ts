import { addError, type CategoryInput, type CategoryOrder, type FieldErrors } from "@vitrina/core";
import type { Db } from "../db/db.js";
import { InUse, InvalidInput, NotFound, StaleEdit } from "../lib/errors.js";
import { saveVersionedEdit } from "../lib/versioned-edit.js";
import { writeAsOneAuditEntry } from "../audit/summary-data.js";
import { sameMembers } from "./list-version-data.js";
import {
  categoryReferences,
  deleteCategoryRow,
  insertCategory,
  isCategoryUsed,
  lockCategory,
  lockSiblings,
  siblingTitles,
  updateCategoryRow,
  writeCategoryPositions,
  type CategoryReferences,
} from "./category-data.js";
import { refreshSearchTexts } from "./product-data.js";

export { adminCategories } from "./category-data.js";

/**
 * Field errors of a category's input (of category `id` when it is an edit): a slug another category
 * has; a parent that does not exist, is itself a subcategory or is the category itself, or a parent
 * for a category that has subcategories (one level of subcategories only).
 */
export const categoryErrors = (input: CategoryInput, refs: CategoryReferences, id?: number): FieldErrors => {
  const errors: Record<string, string[]> = {};
  if (refs.slugTaken) addError(errors, "slug", "taken");
  if (input.parent_id !== null) {
    const { parent } = refs;
    if (!parent || parent.parent_id !== null || input.parent_id === id) addError(errors, "parent_id", parent ? "invalid" : "not_found");
    if (refs.hasChildren) addError(errors, "parent_id", "invalid");
  }
  return errors;
};

/** Creates a category (422 with its field errors); resolves with its id. */
export const createCategory = (db: Db, input: CategoryInput): Promise<number> =>
  db.transaction(async (tx) => {
    const errors = categoryErrors(input, await categoryReferences(tx, input));
    if (Object.keys(errors).length > 0) throw new InvalidInput(errors);
    return insertCategory(tx, input);
  });

/**
 * Saves a category's edit made from version `read` (404, 409, 422 as {@link saveVersionedEdit}
 * judges). Its names are in the search text of its products and of its subcategories' products, and
 * its parent's names in its own products': those texts are rewritten in the same transaction, so the
 * storefront's search finds them by the new names at once.
 */
export const updateCategory = (db: Db, id: number, read: number, input: CategoryInput): Promise<void> =>
  saveVersionedEdit(db, read, {
    notFound: "Category not found.",
    lock: (tx) => lockCategory(tx, id),
    check: async (tx) => categoryErrors(input, await categoryReferences(tx, input, id), id),
    write: async (tx) => {
      await updateCategoryRow(tx, id, input);
      await refreshSearchTexts(tx, { categoryId: id });
    },
  });

/**
 * Puts the categories under one parent in a new order: one transaction and one audit entry. The order
 * must list every sibling once (422) and the edit must start from the order as it is now (409), so a
 * colleague's reorder is never undone. Every moved category's version goes up: an edit form opened
 * before would otherwise put the old position back.
 */
export const reorderCategories = (db: Db, { parent_id, ids, read }: CategoryOrder): Promise<void> =>
  db.transaction(async (tx) => {
    const siblings = await lockSiblings(tx, parent_id);
    if (!sameMembers(ids, siblings)) throw new InvalidInput({ ids: ["invalid"] }, "The order must list every category of this parent once.");
    if (JSON.stringify(read) !== JSON.stringify(siblings)) throw new StaleEdit();
    const target = { entity: "categories", entityId: parent_id === null ? "top" : String(parent_id) };
    await writeAsOneAuditEntry(
      tx,
      target,
      () => siblingTitles(tx, parent_id),
      () => writeCategoryPositions(tx, ids),
    );
  });

/** Deletes a category without products or subcategories (409 otherwise; 404 for none). */
export const deleteCategory = async (db: Db, id: number): Promise<void> => {
  if (await isCategoryUsed(db, id)) throw new InUse("Move or delete this category's products and subcategories first.");
  if (!(await deleteCategoryRow(db, id))) throw new NotFound("Category not found.");
};
