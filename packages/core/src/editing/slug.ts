import { latinFromCyrillic } from "../locale/transliteration.js";
import { TITLE_MAX } from "../schemas/limits.js";

// Latin letters that have no combining-mark decomposition.
const LATIN: Readonly<Record<string, string>> = { ß: "ss", æ: "ae", œ: "oe", ø: "o", đ: "d", ł: "l", þ: "th", ı: "i" };

/**
 * The address (slug) a title suggests: lower-case Latin letters, digits and single hyphens, with
 * Romanian diacritics dropped and Cyrillic transliterated; at most 200 characters, cut between
 * words. Empty when the title has no letter or digit to keep.
 * @example slugFromTitle("Cratiță Tefal") // "cratita-tefal"
 * @example slugFromTitle("Сковорода 28 см") // "skovoroda-28-sm"
 */
export const slugFromTitle = (title: string): string => {
  const words = latinFromCyrillic(title.toLowerCase(), () => "")
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[ßæœøđłþı]/g, (c) => LATIN[c] ?? "")
    .split(/[^a-z0-9]+/)
    .filter((w) => w !== "");
  let slug = "";
  for (const word of words) {
    const next = slug === "" ? word : `${slug}-${word}`;
    if (next.length > TITLE_MAX) return slug === "" ? word.slice(0, TITLE_MAX) : slug;
    slug = next;
  }
  return slug;
};

/** The title a new item's slug is made from: the first language whose title is filled, Romanian first. */
export const slugSourceTitle = (title: { readonly ro: string; readonly en: string; readonly ru: string; readonly bg: string }): string =>
  [title.ro, title.en, title.ru, title.bg].find((t) => t.trim() !== "") ?? "";

/**
 * A form's slug after its title changed: while the slug has not been edited by hand it follows the
 * title, afterwards it stays as typed.
 * @example slugAfterTitle({ slug: "", editedByHand: false }, "Cratiță Tefal") // "cratita-tefal"
 * @example slugAfterTitle({ slug: "tigaie", editedByHand: true }, "Cratiță Tefal") // "tigaie"
 */
export const slugAfterTitle = (state: { readonly slug: string; readonly editedByHand: boolean }, title: string): string =>
  state.editedByHand ? state.slug : slugFromTitle(title);
