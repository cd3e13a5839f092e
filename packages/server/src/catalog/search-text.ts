// Search matches on one folded form of every text: lower case, Cyrillic transliterated to Latin and
// diacritics removed, so "Диван", "divan" and "DIVAN" meet, and "coș" matches "cos" (decisions.md:
// transliteration, not translation). Products keep this form of all their names in `search_text`,
// which a trigram index serves; queries are folded the same way.

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

/**
 * The folded search form of a text.
 * @example foldSearchText("Кофемашина De'Longhi") // "kofemashina de'longhi"
 * @example foldSearchText("Coș de rufe") // "cos de rufe"
 */
export const foldSearchText = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[\u0400-\u04ff]/g, (c) => CYRILLIC[c] ?? c)
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/\s+/g, " ")
    .trim();

/** What a product's search text is made of. */
export interface SearchSource {
  readonly sku: string;
  /** Titles in every language. */
  readonly titles: ReadonlyArray<string>;
  /** Names of its category and the category's parent, in every language. */
  readonly categories: ReadonlyArray<string>;
}

/** The `search_text` of a product: its titles first (they rank first), then categories and SKU, folded, without repeats. */
export const productSearchText = ({ sku, titles, categories }: SearchSource): string =>
  [...new Set([...titles, ...categories, sku].map(foldSearchText).filter(Boolean))].join(" | ");
