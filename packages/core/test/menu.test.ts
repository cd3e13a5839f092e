import { describe, expect, test } from "vitest";
import fc from "fast-check";
import { createActor } from "xstate";
import { buildMenuTree, createMenuMachine, toggleMenuItem, type Category } from "../src/index.js";

const cat = (id: number, parent?: number): Category => ({
  id,
  uuid: `u${id}`,
  slug: `c${id}`,
  name: `Category ${id}`,
  icon: null,
  ...(parent !== undefined ? { subcategory: `u${parent}` } : {}),
});

/** A flat list as the API sends it: top categories and children of some of them, in any order. */
const flatList = fc
  .tuple(fc.integer({ min: 1, max: 8 }), fc.array(fc.nat(), { maxLength: 30 }))
  .chain(([tops, parentPicks]) => {
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

describe("menu machine", () => {
  test("toggling opens one and closes the others; closing the mobile menu collapses everything", () => {
    const menu = createActor(createMenuMachine([cat(1), cat(2), cat(10, 1)])).start();
    menu.send({ type: "menu.openMobile" });
    menu.send({ type: "menu.toggle", uuid: "u1" });
    menu.send({ type: "menu.toggle", uuid: "u2" });
    expect(menu.getSnapshot().context.tree.map((t) => t.isOpen)).toEqual([false, true]);
    expect(menu.getSnapshot().context.mobileOpen).toBe(true);
    menu.send({ type: "menu.close" });
    expect(menu.getSnapshot().context).toMatchObject({ mobileOpen: false, tree: [{ isOpen: false }, { isOpen: false }] });
  });

  test("new categories (a language change) replace the tree, all closed", () => {
    const menu = createActor(createMenuMachine()).start();
    expect(menu.getSnapshot().context.tree).toEqual([]);
    menu.send({ type: "menu.categories", categories: [cat(3), cat(30, 3)] });
    expect(menu.getSnapshot().context.tree).toMatchObject([{ id: 3, isOpen: false, subcategories: [{ id: 30 }] }]);
  });
});
