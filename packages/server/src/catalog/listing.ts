import { attributeText, compareAttributeValues, type AttributeValue, type ListingFilter, type Locale, type SortBy } from "@vitrina/core";
import type { Db } from "../db/db.js";
import { keptPerVersion } from "../lib/kept-per-version.js";
import type { AttributeEntry } from "./attribute-data.js";
import { type Candidate, categoryCandidates, productsHolding, type Relevance } from "./candidate-data.js";
import { columnsOf, facetMembers } from "./listing-columns.js";

// A listing's facets, price range, count and order are worked out in memory from the products it may
// show (its candidates), with every filter's value in the page's language. A category's candidates are
// loaded once per catalogue version and kept (a listing's filters change on every click, its category
// does not), so a listing costs one pass over its candidates instead of three scans of the category
// in the database; a search's candidates are those of them its text matches (the database tells which).

/** The filters a listing applies to its candidates; prices in lei, as the shopper gives them. */
export interface CandidateQuery {
  readonly in_stock?: boolean;
  readonly is_discount?: boolean;
  readonly min_price?: number;
  readonly max_price?: number;
  readonly filters?: Readonly<Record<string, ReadonlyArray<string>>>;
  readonly sort_by: SortBy;
  readonly page: number;
  readonly perPage: number;
}

/** A listing page worked out from its candidates: the ids to show, in order, and the figures around them. */
export interface CandidatePage {
  readonly ids: ReadonlyArray<number>;
  readonly total: number;
  /** Lei; 0 and 0 when nothing is left once stock and discount are applied. */
  readonly priceRange: { readonly min: number; readonly max: number };
  /**
   * Attribute key → value in the page's language → products with it, every other attribute's filter
   * applied; values in the order a filter lists them (numbers by size, texts alphabetically).
   */
  readonly facets: ReadonlyMap<string, ReadonlyMap<string, number>>;
}

const byId = (a: Candidate, b: Candidate) => a.id - b.id;
const popular = (a: Candidate, b: Candidate) => (a.bestseller ?? 1e6) - (b.bestseller ?? 1e6) || b.createdAt - a.createdAt || b.id - a.id;
const ORDERS: Readonly<Record<SortBy, (a: Candidate, b: Candidate) => number>> = {
  // Curated bestsellers first, in their order, then the newest (decisions.md).
  popular,
  price_asc: (a, b) => a.price - b.price || byId(a, b),
  price_desc: (a, b) => b.price - a.price || byId(b, a),
  newest: (a, b) => b.createdAt - a.createdAt || b.id - a.id,
  discount: (a, b) => (b.oldPrice === null ? 0 : b.oldPrice - b.price) - (a.oldPrice === null ? 0 : a.oldPrice - a.price) || b.id - a.id,
};

/** Candidates sorted by each order they were asked in: a kept category is sorted once per order, not per request. */
const sortedLists = new WeakMap<ReadonlyArray<Candidate>, Map<(a: Candidate, b: Candidate) => number, ReadonlyArray<Candidate>>>();
const sortedBy = (candidates: ReadonlyArray<Candidate>, order: (a: Candidate, b: Candidate) => number): ReadonlyArray<Candidate> => {
  let lists = sortedLists.get(candidates);
  if (!lists) sortedLists.set(candidates, (lists = new Map()));
  let sorted = lists.get(order);
  if (!sorted) lists.set(order, (sorted = [...candidates].sort(order)));
  return sorted;
};

/** Where each candidate of a list (a kept one, or one of its sorted copies) stands in it, by id: made once per list. */
const placesOf = new WeakMap<ReadonlyArray<Candidate>, ReadonlyMap<number, number>>();
export const placesIn = (list: ReadonlyArray<Candidate>): ReadonlyMap<number, number> => {
  let places = placesOf.get(list);
  if (!places) placesOf.set(list, (places = new Map(list.map((candidate, i) => [candidate.id, i]))));
  return places;
};

/**
 * The rows of a sorted list a search `found`, in the order a listing shows them: the list's, or for
 * the popular order titles starting with the text first, then those with a word starting with it,
 * then those holding it, each group in the list's order. Products not in the list are left out.
 */
const foundRows = (sorted: ReadonlyArray<Candidate>, found: ReadonlyMap<number, Relevance>, byRelevance: boolean): Int32Array => {
  const places = placesIn(sorted);
  // One group per relevance (0-7, the most relevant last); a single group when the list's order rules.
  const groups: number[][] = Array.from({ length: byRelevance ? 8 : 1 }, () => []);
  let count = 0;
  for (const [id, [starts, startsWord, holds]] of found) {
    const row = places.get(id);
    if (row === undefined) continue;
    groups[byRelevance ? 4 * Number(starts) + 2 * Number(startsWord) + Number(holds) : 0]!.push(row);
    count += 1;
  }
  // Each group sorted as 32-bit integers (a typed array's own sort, four times quicker than a comparator's for a search's thousands).
  const rows = new Int32Array(count);
  let at = 0;
  for (let g = groups.length - 1; g >= 0; g--) {
    const group = Int32Array.from(groups[g]!).sort();
    rows.set(group, at);
    at += group.length;
  }
  return rows;
};

/**
 * The page of a listing: stock and discount narrow the candidates (the price range is theirs), the
 * price bounds narrow them further, then the attribute filters. Facet counts of one attribute honour
 * every other filter but that attribute's own, so choosing a brand still shows the other brands' counts.
 * One pass over the sorted list's columns ({@link columnsOf}): a candidate that fails no attribute
 * filter is shown and counted in every facet, one that fails exactly one is counted in that one's facet.
 * Values are compared as the shopper reads them: texts in the page's language, numbers printed with
 * the `dictionary`'s unit. A search passes the candidates it `found` (by id, with their relevance):
 * only their rows are passed over, in the kept list's columns (see {@link foundRows}).
 */
export const candidatePage = (
  candidates: ReadonlyArray<Candidate>,
  locale: Locale,
  query: CandidateQuery,
  dictionary: ReadonlyMap<string, AttributeEntry>,
  found?: ReadonlyMap<number, Relevance>,
): CandidatePage => {
  const sorted = sortedBy(candidates, ORDERS[query.sort_by]);
  const { ids, prices, inStock, discounted, keys, codes, values } = columnsOf(sorted);
  const rows = found && foundRows(sorted, found, query.sort_by === "popular");
  // Per chosen attribute: its column (if any candidate has it) and which of its codes the chosen values allow.
  const selected = Object.entries(query.filters ?? {})
    .filter(([, chosen]) => chosen.length > 0)
    .map(([key, chosen]) => {
      const k = keys.indexOf(key);
      return {
        k,
        column: k < 0 ? undefined : codes[k]!,
        allowed:
          k < 0
            ? new Uint8Array(0)
            : Uint8Array.from(values[k]!, (value) => (facetMembers(value).some((v) => chosen.includes(attributeText(v, dictionary.get(key), locale))) ? 1 : 0)),
        // A product without the attribute is compared as "\u0000", which no shopper's value is.
        withoutIt: chosen.includes("\u0000"),
      };
    });
  const counts = values.map((list) => new Int32Array(list.length));
  const count = (k: number, i: number) => {
    const code = codes[k]![i]!;
    if (code >= 0) counts[k]![code]! += 1;
  };
  const { in_stock, is_discount, min_price, max_price } = query;
  const start = (query.page - 1) * query.perPage;
  const shown: number[] = [];
  let total = 0;
  let min = Infinity;
  let max = -Infinity;
  for (let r = 0, n = rows ? rows.length : ids.length; r < n; r++) {
    const i = rows ? rows[r]! : r;
    if ((in_stock && !inStock[i]) || (is_discount && !discounted[i])) continue;
    const price = prices[i]!;
    // The price range is of the products stock and discount leave, whatever the price bounds.
    if (price < min) min = price;
    if (price > max) max = price;
    // Compared in lei as the query gives them: bani / 100 is the double nearest the price, as the query's is.
    if ((min_price !== undefined && price / 100 < min_price) || (max_price !== undefined && price / 100 > max_price)) continue;
    let fails = 0;
    let failed = -1;
    for (const { k, column, allowed, withoutIt } of selected) {
      const code = column ? column[i]! : -1;
      if (code < 0 ? !withoutIt : !allowed[code]) {
        failed = k;
        if (++fails > 1) break;
      }
    }
    if (fails === 0) {
      if (total >= start && total < start + query.perPage) shown.push(ids[i]!);
      total += 1;
      for (let k = 0; k < keys.length; k++) count(k, i);
    } else if (fails === 1 && failed >= 0) count(failed, i);
  }
  const facets = new Map<string, Map<string, number>>();
  keys.forEach((key, k) => {
    // Each value a counted code stands for, once per product: an option's values each count the product.
    const found: Array<{ value: AttributeValue; text: string; count: number }> = [];
    values[k]!.forEach((entry, code) => {
      const count = counts[k]![code]!;
      if (count === 0) return;
      const texts = new Set<string>();
      for (const value of facetMembers(entry)) {
        const text = attributeText(value, dictionary.get(key), locale);
        if (!texts.has(text)) found.push({ value, text, count });
        texts.add(text);
      }
    });
    for (const { text, count } of found.sort((a, b) => compareAttributeValues(a.value, b.value, locale))) {
      let texts = facets.get(key);
      if (!texts) facets.set(key, (texts = new Map()));
      texts.set(text, (texts.get(text) ?? 0) + count);
    }
  });
  return { ids: shown, total, priceRange: min === Infinity ? { min: 0, max: 0 } : { min: min / 100, max: max / 100 }, facets };
};

/** The filters of a listing answer from its facets: attributes named in `locale` by the dictionary and sorted by name, values in the facets' order. */
export const facetFilters = (facets: CandidatePage["facets"], locale: Locale, dictionary: ReadonlyMap<string, AttributeEntry>): ListingFilter[] =>
  [...facets.entries()]
    .map(([key, values]) => {
      const name = dictionary.get(key)?.name;
      return { key, name: (name && (name[locale] || name.ro)) || key, values: [...values.entries()].map(([value, count]) => ({ value, count })) };
    })
    .sort((a, b) => a.name.localeCompare(b.name, locale));

/** How many candidates the listings keep in memory at most (the whole catalogue counts once per category it is in, plus once). */
export const KEPT_CANDIDATES = 400_000;

/** How many product ids the searches' word matches keep in memory at most (4 bytes each). */
export const KEPT_WORD_MATCHES = 2_000_000;

/** The listings' data kept per catalogue version: categories' candidates, headings, and the products holding a search's words. */
export const categoryListings = (db: Db, maxCandidates = KEPT_CANDIDATES) => {
  const framing = keptPerVersion<unknown>({ max: 2000 });
  const kept = keptPerVersion<Candidate[]>({ maxSize: maxCandidates }, (list) => list.length);
  const wordMatches = keptPerVersion<Int32Array>({ maxSize: KEPT_WORD_MATCHES }, (ids) => ids.length);
  return {
    /**
     * What `load` gives for `key` at catalogue `version` (a listing's category and SEO texts), kept
     * until the version changes, so that a listing whose filters change asks the database only for its cards.
     */
    perVersion: <T>(key: string, version: number, load: () => Promise<T>): Promise<T> => framing(key, version, load) as Promise<T>,
    /** The candidates of `categoryId` (`null`: every product) at catalogue `version`. */
    candidates: (categoryId: number | null, version: number): Promise<Candidate[]> =>
      kept(String(categoryId), version, () => categoryCandidates(db, categoryId)),
    /**
     * The ids of the active products holding every one of a search's `words` (folded) at catalogue
     * `version`: texts with the same words in any order, typos corrected, share one lookup.
     */
    holding: (words: ReadonlyArray<string>, version: number): Promise<Int32Array> =>
      wordMatches([...words].sort().join(" "), version, () => productsHolding(db, words)),
  };
};

/** What {@link categoryListings} gives. */
export type CategoryListings = ReturnType<typeof categoryListings>;
