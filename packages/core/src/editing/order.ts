/**
 * Moves one element of a list to another index (clamped to the list); the others keep their order.
 * @example moveItem(["a", "b", "c"], 0, 2) // ["b", "c", "a"]
 */
export const moveItem = <T>(items: ReadonlyArray<T>, from: number, to: number): Array<T> => {
  const next = [...items];
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(Math.max(0, Math.min(to, next.length)), 0, moved);
  return next;
};

/** A category as far as its place among its siblings goes. */
export interface Placed {
  /** The category's id. */
  readonly id: number;
  /** Its parent's id; null for a top-level category. */
  readonly parent_id: number | null;
  /** Its place among its siblings (ties are ordered by id). */
  readonly position: number;
}

/**
 * A category moved one place up (-1) or down (1) among its siblings (the categories of the same
 * parent, by position then id): their ids in the order shown before and after the move. A reorder
 * sends both, so the server refuses it when a colleague reordered the siblings meanwhile.
 * @example siblingsAfterMove(categories, categories[2], -1) // { before: [1, 2, 3], after: [1, 3, 2] }
 */
export const siblingsAfterMove = <C extends Placed>(
  categories: ReadonlyArray<C>,
  moved: C,
  direction: -1 | 1,
): { readonly before: ReadonlyArray<number>; readonly after: ReadonlyArray<number> } => {
  const siblings = categories.filter((c) => c.parent_id === moved.parent_id).sort((a, b) => a.position - b.position || a.id - b.id);
  const from = siblings.findIndex((c) => c.id === moved.id);
  return { before: siblings.map((c) => c.id), after: moveItem(siblings, from, from + direction).map((c) => c.id) };
};
