import type { Locale, SearchResponse } from "@vitrina/core";
import { LRUCache } from "lru-cache";
import type { Db } from "../db/db.js";
import { imageJson } from "./images.js";
import { correctedWords, judgedWords, queryWords, searchedFor, typoCorrections } from "./search.js";
import { foldSearchText } from "./search-text.js";
import { searchRowsAndCorrections, searchRowsWithWords, type SearchRow } from "./storefront-data.js";

/** Search answers at most this many rows. */
const SEARCH_LIMIT = 10;

/**
 * The search overlay's answer: the products holding the text, then those holding every word in
 * another order or place, each typo corrected to the catalogue's closest word, and the text these
 * were found for when a typo was corrected (then no product holds the typed text). Typos of one word
 * meet in one correction, so the latter are kept per corrected words and catalogue version: twice
 * the limit, so that enough are left once the exact ones are taken out.
 */
export const quickSearch = (db: Db) => {
  const closeMatches = new LRUCache<string, { version: number; rows: SearchRow[] }>({ max: 10_000 });
  return async (locale: Locale, raw: string, version: number): Promise<SearchResponse> => {
    const text = foldSearchText(raw);
    if (!text) return { data: [] };
    // The typed words' corrections come with the exact rows, in one round trip.
    const typed = queryWords(text);
    const judged = judgedWords(typed);
    const { rows: exact, corrections } = await searchRowsAndCorrections(db, locale, text, SEARCH_LIMIT, judged);
    let close: SearchRow[] = [];
    const typos = typoCorrections(judged, corrections ?? []);
    if (exact.length < SEARCH_LIMIT) {
      const words = correctedWords(typed, typos);
      const key = `${locale} ${words.join(" ")}`;
      let kept = closeMatches.get(key);
      if (kept?.version !== version) closeMatches.set(key, (kept = { version, rows: await searchRowsWithWords(db, locale, words, 2 * SEARCH_LIMIT) }));
      const shown = new Set(exact.map((r) => r.slug));
      close = kept.rows.filter((r) => !shown.has(r.slug)).slice(0, SEARCH_LIMIT - exact.length);
    }
    const rows = [...exact, ...close];
    const corrected =
      exact.length === 0 && rows.length > 0
        ? searchedFor(
            raw,
            typos,
            rows.map((r) => r.title),
          )
        : undefined;
    const data = rows.map((r) => ({
      id: r.id,
      slug: r.slug,
      title: r.title,
      image: r.image ? imageJson(r.image).url : null,
      category: r.category,
      price: r.price,
      old_price: r.old_price,
      currency: "MDL",
      ...(r.price_max != null && r.price_max > r.price ? { price_max: r.price_max } : {}),
      ...(r.has_options ? { has_options: true } : {}),
    }));
    return corrected === undefined ? { data } : { data, searched_for: corrected };
  };
};
