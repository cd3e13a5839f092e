import type { Localized } from "./types.js";

/** A text in the shop's four languages, given in the order ro, en, ru, bg. */
export const L = (ro: string, en: string, ru: string, bg: string): Localized => ({ ro, en, ru, bg });
