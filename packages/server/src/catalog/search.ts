import { closest, distance } from "fastest-levenshtein";
import type { Tx } from "../db/db.js";
import { foldSearchText } from "./search-text.js";

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

/** Each of the `judged` words the catalogue does not hold, with the word it was corrected to (from the `corrections` {@link correctionsSql} gives, in order). */
export const typoCorrections = (judged: ReadonlyArray<string>, corrections: ReadonlyArray<string | null>): Map<string, string> =>
  new Map(judged.flatMap((word, i) => (corrections[i] && corrections[i] !== word ? [[word, corrections[i]] as const] : [])));

/** `words` with each typo replaced by its correction. */
export const correctedWords = (words: ReadonlyArray<string>, typos: ReadonlyMap<string, string>): string[] => words.map((word) => typos.get(word) ?? word);

/**
 * The words a search looks for: each word of the folded query as typed when a word of the
 * catalogue holds it (or when it is too short or has digits to be judged), otherwise the
 * dictionary's closest word, if any is similar at all (see {@link correctionsSql}); and the typos corrected.
 */
export const searchWords = async (db: Tx, folded: string): Promise<{ words: string[]; typos: Map<string, string> }> => {
  const words = queryWords(folded);
  const judged = judgedWords(words);
  if (judged.length === 0) return { words, typos: new Map() };
  const [row] = await db.query<{ words: Array<string | null> }>(`select ${correctionsSql("$1")} as words`, [judged]);
  const typos = typoCorrections(judged, row?.words ?? []);
  return { words: correctedWords(words, typos), typos };
};

/**
 * The text a search found its products for when typos of it were corrected, to tell the shopper
 * ("Showing results for „tigaie”"): the typed text with each corrected word as the found products'
 * `written` texts (titles in the page's language) spell it. The dictionary holds every language's
 * words, so a correction may be another language's ("tigae" → "tigan", Bulgarian for a pan, whose
 * Romanian title says "Tigaie"): then the written word closest to the typed one is named
 * (fastest-levenshtein) when it is as close to it as the correction, else the correction itself. Lower case unless the
 * shopper began the word with a capital. Undefined when no typo was corrected.
 * @example searchedFor("Tigae 28", new Map([["tigae", "tigan"]]), ["Tigaie Tefal, 28 cm"]) // "Tigaie 28"
 * @example searchedFor("сковорда", new Map([["skovorda", "skovoroda"]]), ["Сковорода Tefal"]) // "сковорода"
 */
export const searchedFor = (raw: string, typos: ReadonlyMap<string, string>, written: ReadonlyArray<string>): string | undefined => {
  if (typos.size === 0) return undefined;
  const spelled = new Map<string, string>();
  for (const text of written)
    for (const word of text.match(WORD) ?? []) {
      const folded = foldSearchText(word);
      if (!spelled.has(folded)) spelled.set(folded, word.toLowerCase());
    }
  const words = [...spelled.keys()];
  return raw
    .trim()
    .replace(/\s+/g, " ")
    .replace(WORD, (token) => {
      const typed = foldSearchText(token);
      const correction = typos.get(typed);
      if (correction === undefined) return token;
      const word = spelled.get(correction) ?? nearer(typed, correction, words, spelled);
      return token[0] !== token[0]!.toLowerCase() ? word[0]!.toUpperCase() + word.slice(1) : word;
    });
};

/** The written word closest to `typed` when it is at least as close as `correction` (folded), else the correction. */
const nearer = (typed: string, correction: string, words: ReadonlyArray<string>, spelled: ReadonlyMap<string, string>): string => {
  const near = words.length > 0 ? closest(typed, words) : undefined;
  return near !== undefined && distance(typed, near) <= distance(typed, correction) ? spelled.get(near)! : correction;
};

/** A word as the dictionary splits texts: a run of letters and digits (folded, the dictionary's a-z and 0-9). */
const WORD = /[\p{L}\p{N}]+/gu;

/**
 * SQL: the product (aliased p) holds every one of `words` in its search text, in any order; each
 * word is bound with `bind`. No word matches nothing.
 */
export const holdsWords = (words: ReadonlyArray<string>, bind: (value: unknown) => string): string =>
  words.length === 0 ? "false" : `(${words.map((word) => `p.search_text like ${bind(`%${word}%`)}`).join(" and ")})`;
