import { describe, expect, test } from "vitest";
import fc from "fast-check";
import { buildMenuTree, toggleMenuItem, type Category } from "../src/index.js";

const cat = (id: number, parent?: number): Category => ({
  id,
  uuid: `u${id}`,
  slug: `c${id}`,
  name: `Category ${id}`,
  icon: null,
  ...(parent !== undefined ? { subcategory: `u${parent}` } : {}),
});

/** A flat list as the API sends it: top categories and children of some of them, in any order. */
const flatList = fc.tuple(fc.integer({ min: 1, max: 8 }), fc.array(fc.nat(), { maxLength: 30 })).chain(([tops, parentPicks]) => {
  const top = Array.from({ length: tops }, (_, i) => cat(i + 1));
  const children = parentPicks.map((pick, i) => cat(100 + i, (pick % tops) + 1));
  return fc.shuffledSubarray([...top, ...children], { minLength: tops + children.length });
});

describe("menu tree", () => {
  test("children are attached to their parent, in list order, and every top category starts closed", () => {
    const tree = buildMenuTree([cat(1), cat(10, 1), cat(2), cat(11, 1), cat(20, 2)]);
    expect(tree.map((t) => [t.id, t.isOpen, t.subcategories.map((s) => s.id)])).toEqual([
      [1, false, [10, 11]],
      [2, false, [20]],
    ]);
  });

  test("property: every top category appears once, every child once, under its parent", () => {
    fc.assert(
      fc.property(flatList, (list) => {
        const tree = buildMenuTree(list);
        expect(tree.map((t) => t.id)).toEqual(list.filter((c) => !c.subcategory).map((c) => c.id));
        for (const item of tree) {
          expect(item.isOpen).toBe(false);
          expect(item.subcategories.map((s) => s.id)).toEqual(list.filter((c) => c.subcategory === item.uuid).map((c) => c.id));
        }
      }),
    );
  });

  test("a child whose parent is missing is not shown at the top level", () => {
    expect(buildMenuTree([cat(1), cat(10, 9)]).map((t) => t.id)).toEqual([1]);
  });

  test("property: opening a category closes every other one", () => {
    fc.assert(
      fc.property(flatList, fc.array(fc.nat(), { minLength: 1, maxLength: 10 }), (list, picks) => {
        let tree = buildMenuTree(list);
        for (const pick of picks) {
          const uuid = tree[pick % tree.length]!.uuid;
          const wasOpen = tree.find((t) => t.uuid === uuid)!.isOpen;
          tree = toggleMenuItem(tree, uuid);
          expect(tree.filter((t) => t.isOpen).map((t) => t.uuid)).toEqual(wasOpen ? [] : [uuid]);
        }
      }),
    );
  });
});
