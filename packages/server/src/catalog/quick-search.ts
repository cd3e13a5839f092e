import { CURRENCY, type Locale, type SearchResult } from "@vitrina/core";
import { LRUCache } from "lru-cache";
import type { Db } from "../db/db.js";
import { inLanguage } from "../db/in-language.js";
import { likeLiteral } from "../lib/list-query.js";
import { imageJson } from "./images.js";
import { holdsWords, searchWords } from "./search.js";
import { foldSearchText } from "./search-text.js";

/** Search answers at most this many rows. */
const SEARCH_LIMIT = 10;

/** A quick search's product row. */
type SearchRow = { id: number; slug: string; title: string; image: { hash: string; width: number; height: number } | null; category: string; price: number; old_price: number | null };

/** Selects search rows in the statement's language; the query must add its conditions on products p. */
const selectRows = (text: (column: string) => string) => `select p.id, p.slug, ${text("p.title")} as title, ${text("c.name")} as category, p.price, p.old_price,
              (select json_build_object('hash', im.hash, 'width', im.width, 'height', im.height) from product_images pi join images im on im.id = pi.image_id
                where pi.product_id = p.id order by pi.position limit 1) as image
         from products p join categories c on c.id = p.category_id`;

/** Products holding the text, those starting with it first, then those with a word starting with it. */
const exactMatches = (db: Db, locale: Locale, text: string): Promise<SearchRow[]> => {
  const q = inLanguage(locale);
  // The text inside LIKE patterns: `%`, `_` and `\` typed by the shopper match themselves.
  const pattern = q.bind(likeLiteral(text));
  return db.query<SearchRow>(
    `${selectRows(q.text)} where p.active and p.search_text like '%' || ${pattern} || '%'
        order by p.search_text like ${pattern} || '%' desc, (' ' || p.search_text) like ${q.bind(`% ${likeLiteral(text)}%`)} desc, p.id limit ${SEARCH_LIMIT}`,
    q.params,
  );
};

/** Products holding every one of `words`, in any order or place. */
const wordMatches = (db: Db, locale: Locale, words: ReadonlyArray<string>, limit: number): Promise<SearchRow[]> => {
  const q = inLanguage(locale);
  return db.query<SearchRow>(`${selectRows(q.text)} where p.active and ${holdsWords(words, q.bind)} order by p.id limit ${limit}`, q.params);
};

/**
 * The search overlay's answer: the products holding the text, then those holding every word in
 * another order or place, each typo corrected to the catalogue's closest word. Typos of one word
 * meet in one correction, so the latter are kept per corrected words and catalogue version: twice
 * the limit, so that enough are left once the exact ones are taken out.
 */
export const quickSearch = (db: Db) => {
  const closeMatches = new LRUCache<string, { version: number; rows: SearchRow[] }>({ max: 10_000 });
  return async (locale: Locale, raw: string, version: number): Promise<SearchResult[]> => {
    const text = foldSearchText(raw);
    if (!text) return [];
    const exact = await exactMatches(db, locale, text);
    let close: SearchRow[] = [];
    if (exact.length < SEARCH_LIMIT) {
      const words = await searchWords(db, text);
      const key = `${locale} ${words.join(" ")}`;
      let kept = closeMatches.get(key);
      if (kept?.version !== version) closeMatches.set(key, (kept = { version, rows: await wordMatches(db, locale, words, 2 * SEARCH_LIMIT) }));
      const shown = new Set(exact.map((r) => r.slug));
      close = kept.rows.filter((r) => !shown.has(r.slug)).slice(0, SEARCH_LIMIT - exact.length);
    }
    return [...exact, ...close].map((r) => ({
      id: r.id, slug: r.slug, title: r.title, image: r.image ? imageJson(r.image).url : null, category: r.category, price: r.price, old_price: r.old_price, currency: CURRENCY,
    }));
  };
};
