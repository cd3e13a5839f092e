import type { Category } from "../schemas/index.js";

/** A top-level category of the menu with its subcategories (one level, spec §4). */
export interface MenuItem extends Category {
  /** Whether its subcategories are shown. */
  readonly isOpen: boolean;
  readonly subcategories: ReadonlyArray<Category>;
}

/**
 * The menu tree from the flat category list: each category with a parent is attached to that parent,
 * in list order; every top-level category starts closed. A subcategory whose parent is not in the
 * list, or which is itself a child, is left out rather than shown at the wrong level.
 * @example buildMenuTree([{ uuid: "a", ... }, { uuid: "b", subcategory: "a", ... }]) // [{ uuid: "a", isOpen: false, subcategories: [b] }]
 */
export const buildMenuTree = (categories: ReadonlyArray<Category>): Array<MenuItem> => {
  const children = new Map<string, Category[]>();
  for (const category of categories) {
    if (category.subcategory === undefined) continue;
    const siblings = children.get(category.subcategory);
    if (siblings) siblings.push(category);
    else children.set(category.subcategory, [category]);
  }
  return categories
    .filter((category) => category.subcategory === undefined)
    .map((category) => ({ ...category, isOpen: false, subcategories: children.get(category.uuid) ?? [] }));
};

/**
 * Opens one category and closes the others (spec §4); opening the open one closes it.
 * @example toggleMenuItem(tree, "a") // "a" open, every other closed
 */
export const toggleMenuItem = (tree: ReadonlyArray<MenuItem>, uuid: string): Array<MenuItem> =>
  tree.map((item) => ({ ...item, isOpen: item.uuid === uuid ? !item.isOpen : false }));
