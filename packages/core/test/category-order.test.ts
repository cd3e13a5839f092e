import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { moveItem, siblingsAfterMove } from "../src/index.js";

const category = (id: number, parent_id: number | null, position: number) => ({ id, parent_id, position });

describe("moveItem", () => {
  test("keeps every element once and moves only the one asked", () => {
    fc.assert(
      fc.property(fc.array(fc.integer(), { maxLength: 20 }), fc.integer({ min: -5, max: 25 }), fc.integer({ min: -5, max: 25 }), (items, from, to) => {
        const moved = moveItem(items, from, to);
        expect([...moved].sort()).toEqual([...items].sort());
        if (from >= 0 && from < items.length) expect(moved[Math.max(0, Math.min(to, items.length - 1))]).toBe(items[from]);
      }),
    );
  });
});

describe("siblingsAfterMove", () => {
  const tree = [category(1, null, 0), category(2, null, 1), category(3, null, 1), category(4, 1, 0), category(5, 1, 1)];

  test("moves a category among the categories of its parent only, by position then id", () => {
    expect(siblingsAfterMove(tree, tree[2]!, -1)).toEqual({ before: [1, 2, 3], after: [1, 3, 2] });
    expect(siblingsAfterMove(tree, tree[3]!, 1)).toEqual({ before: [4, 5], after: [5, 4] });
  });

  test("leaves the order as it is at either end", () => {
    expect(siblingsAfterMove(tree, tree[0]!, -1).after).toEqual([1, 2, 3]);
    expect(siblingsAfterMove(tree, tree[4]!, 1).after).toEqual([4, 5]);
  });
});
