export { buildMenuTree, toggleMenuItem } from "./menu.js";
export type { MenuItem } from "./menu.js";
