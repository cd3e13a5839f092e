import type { Tx } from "../db/db.js";

/** A query's words beyond this many are ignored (a query is at most 200 characters). */
const MAX_WORDS = 8;

/**
 * The words of a folded query, split as the catalogue's dictionary splits products' texts
 * (migration 006): on anything but a-z and 0-9.
 * @example queryWords("espressor de'longhi 15 bar") // ["espressor", "de", "longhi", "15", "bar"]
 */
export const queryWords = (folded: string): string[] => [...new Set(folded.split(/[^a-z0-9]+/).filter(Boolean))].slice(0, MAX_WORDS);

/** Only words of four letters or more, without digits, are taken for typos; the dictionary holds only such words. */
const mayBeTypo = (word: string) => /^[a-z]{4,}$/.test(word);

/** The words of a query judged for typos (see {@link correctionsSql}). */
export const judgedWords = (words: ReadonlyArray<string>): string[] => words.filter(mayBeTypo);

/**
 * SQL: an array with, for each word of the text[] parameter `typed` in its order, the word as typed
 * when a word of the catalogue holds it, otherwise the dictionary's closest word by trigram
 * similarity (null when none is similar at all): a typo, "canapae", becomes "canapea".
 */
export const correctionsSql = (typed: string): string =>
  `array(select case when exists (select 1 from search_words w where w.word like '%' || t.typed || '%') then t.typed
                     else (select w.word from search_words w where w.word % t.typed order by w.word <-> t.typed, w.word limit 1) end
           from unnest(${typed}::text[]) with ordinality t(typed, n) order by t.n)`;

/** `words` with each of the `judged` ones replaced by its correction (the `corrections` {@link correctionsSql} gives, in order). */
export const correctedWords = (words: ReadonlyArray<string>, judged: ReadonlyArray<string>, corrections: ReadonlyArray<string | null>): string[] => {
  const corrected = new Map(judged.map((word, i) => [word, corrections[i] ?? word]));
  return words.map((word) => corrected.get(word) ?? word);
};

/**
 * The words a search looks for: each word of the folded query as typed when a word of the
 * catalogue holds it (or when it is too short or has digits to be judged), otherwise the
 * dictionary's closest word, if any is similar at all (see {@link correctionsSql}).
 */
export const searchWords = async (db: Tx, folded: string): Promise<string[]> => {
  const words = queryWords(folded);
  const judged = judgedWords(words);
  if (judged.length === 0) return words;
  const [row] = await db.query<{ words: Array<string | null> }>(`select ${correctionsSql("$1")} as words`, [judged]);
  return correctedWords(words, judged, row?.words ?? []);
};

/**
 * SQL: the product (aliased p) holds every one of `words` in its search text, in any order; each
 * word is bound with `bind`. No word matches nothing.
 */
export const holdsWords = (words: ReadonlyArray<string>, bind: (value: unknown) => string): string =>
  words.length === 0 ? "false" : `(${words.map((word) => `p.search_text like ${bind(`%${word}%`)}`).join(" and ")})`;
