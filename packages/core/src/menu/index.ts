export { buildMenuTree, toggleMenuItem } from "./menu.js";
export type { MenuItem } from "./menu.js";
export { createMenuMachine } from "./menu.machine.js";
export type { MenuContext, MenuEvent } from "./menu.machine.js";
