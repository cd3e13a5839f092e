import { TITLE_MAX } from "../schemas/limits.js";

// Cyrillic letters of Russian and Bulgarian (and the Ukrainian ones shoppers type), written the
// way Moldovan shops spell them in Latin letters: Сковорода → skovoroda.
const CYRILLIC: Readonly<Record<string, string>> = {
  а: "a",
  б: "b",
  в: "v",
  г: "g",
  д: "d",
  е: "e",
  ё: "e",
  ж: "zh",
  з: "z",
  и: "i",
  й: "y",
  к: "k",
  л: "l",
  м: "m",
  н: "n",
  о: "o",
  п: "p",
  р: "r",
  с: "s",
  т: "t",
  у: "u",
  ф: "f",
  х: "h",
  ц: "ts",
  ч: "ch",
  ш: "sh",
  щ: "sht",
  ъ: "a",
  ы: "y",
  ь: "",
  э: "e",
  ю: "yu",
  я: "ya",
  і: "i",
  ї: "yi",
  є: "ye",
  ґ: "g",
};

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
  const words = title
    .toLowerCase()
    .replace(/[\u0400-\u04ff]/g, (c) => CYRILLIC[c] ?? "")
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
