import { assign, setup } from "xstate";
import type { Category } from "../schemas/index.js";
import { buildMenuTree, toggleMenuItem, type MenuItem } from "./menu.js";

/** What the menu shows. */
export interface MenuContext {
  readonly tree: ReadonlyArray<MenuItem>;
  /** Whether the mobile menu panel is open (body scroll is locked meanwhile). */
  readonly mobileOpen: boolean;
}

/** Events of the menu. */
export type MenuEvent =
  /** New categories (first load or a language change): every category starts closed. */
  | { readonly type: "menu.categories"; readonly categories: ReadonlyArray<Category> }
  /** Opens a category (closing the others) or closes it when open. */
  | { readonly type: "menu.toggle"; readonly uuid: string }
  /** Closes every category. */
  | { readonly type: "menu.collapse" }
  | { readonly type: "menu.openMobile" }
  /** Closes the mobile menu and every category (also after a navigation). */
  | { readonly type: "menu.close" };

/**
 * The category menu of the header and of the mobile menu.
 * @example
 * const menu = createActor(createMenuMachine(categories)).start();
 * menu.send({ type: "menu.toggle", uuid: categories[0].uuid });
 */
export const createMenuMachine = (categories: ReadonlyArray<Category> = []) =>
  setup({
    types: {
      context: {} as MenuContext,
      events: {} as MenuEvent,
    },
    actions: {
      setCategories: assign((_, categories: ReadonlyArray<Category>) => ({ tree: buildMenuTree(categories) })),
      toggle: assign(({ context }, uuid: string) => ({ tree: toggleMenuItem(context.tree, uuid) })),
      collapse: assign(({ context }) => ({ tree: context.tree.map((item) => (item.isOpen ? { ...item, isOpen: false } : item)) })),
    },
  }).createMachine({
    id: "menu",
    context: { tree: buildMenuTree(categories), mobileOpen: false },
    on: {
      "menu.categories": { actions: { type: "setCategories", params: ({ event }) => event.categories } },
      "menu.toggle": { actions: { type: "toggle", params: ({ event }) => event.uuid } },
      "menu.collapse": { actions: "collapse" },
      "menu.openMobile": { actions: assign({ mobileOpen: true }) },
      "menu.close": { actions: ["collapse", assign({ mobileOpen: false })] },
    },
  });
