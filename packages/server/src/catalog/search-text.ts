import { latinFromCyrillic } from "@vitrina/core";

// Search matches on one folded form of every text: lower case, Cyrillic transliterated to Latin and
// diacritics removed, so "Диван", "divan" and "DIVAN" meet, and "coș" matches "cos" (decisions.md:
// transliteration, not translation). Products keep this form of all their names in `search_text`,
// which a trigram index serves; queries are folded the same way.

/**
 * The folded search form of a text.
 * @example foldSearchText("Кофемашина De'Longhi") // "kofemashina de'longhi"
 * @example foldSearchText("Coș de rufe") // "cos de rufe"
 */
export const foldSearchText = (text: string): string =>
  latinFromCyrillic(text.toLowerCase()).normalize("NFD").replace(/\p{M}/gu, "").replace(/\s+/g, " ").trim();

/** What a product's search text is made of. */
export interface SearchSource {
  readonly sku: string;
  /** Titles in every language. */
  readonly titles: ReadonlyArray<string>;
  /** Names of its category and the category's parent, in every language. */
  readonly categories: ReadonlyArray<string>;
  /** Its variants' SKUs, so a search finds the product by any of them. */
  readonly variantSkus?: ReadonlyArray<string>;
}

/** The `search_text` of a product: its titles first (they rank first), then categories and SKUs (its own, then its variants'), folded, without repeats. */
export const productSearchText = ({ sku, titles, categories, variantSkus = [] }: SearchSource): string =>
  [...new Set([...titles, ...categories, sku, ...variantSkus].map(foldSearchText).filter(Boolean))].join(" | ");
