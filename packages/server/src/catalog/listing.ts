import { attributeText, compareAttributeValues, type AttributeValue, type ListingFilter, type Locale, type SortBy } from "@vitrina/core";
import { LRUCache } from "lru-cache";
import type { Db } from "../db/db.js";
import type { AttributeEntry } from "./attribute-data.js";
import { type Candidate, categoryCandidates } from "./candidate-data.js";
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
/** A search sorted by relevance: titles starting with the text, then a word starting with it, then holding it. */
const relevant = (a: Candidate, b: Candidate) => {
  const [x, y] = [a.relevance ?? [false, false, false], b.relevance ?? [false, false, false]];
  return Number(y[0]) - Number(x[0]) || Number(y[1]) - Number(x[1]) || Number(y[2]) - Number(x[2]) || popular(a, b);
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

/**
 * The page of a listing: stock and discount narrow the candidates (the price range is theirs), the
 * price bounds narrow them further, then the attribute filters. Facet counts of one attribute honour
 * every other filter but that attribute's own, so choosing a brand still shows the other brands' counts.
 * One pass over the sorted list's columns ({@link columnsOf}): a candidate that fails no attribute
 * filter is shown and counted in every facet, one that fails exactly one is counted in that one's facet.
 * Values are compared as the shopper reads them: texts in the page's language, numbers printed with
 * the `dictionary`'s unit.
 */
export const candidatePage = (
  candidates: ReadonlyArray<Candidate>,
  locale: Locale,
  query: CandidateQuery,
  dictionary: ReadonlyMap<string, AttributeEntry>,
): CandidatePage => {
  const order = query.sort_by === "popular" && candidates[0]?.relevance ? relevant : ORDERS[query.sort_by];
  const { ids, prices, inStock, discounted, keys, codes, values } = columnsOf(sortedBy(candidates, order));
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
  for (let i = 0; i < ids.length; i++) {
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

/** A category's candidates as kept in memory: loaded for one catalogue version. */
interface Kept {
  readonly version: number;
  readonly candidates: Promise<Candidate[]>;
}

/** How many candidates the listings keep in memory at most (the whole catalogue counts once per category it is in, plus once). */
export const KEPT_CANDIDATES = 400_000;

/**
 * The candidates of category listings, kept per category for as long as the catalogue's version is
 * the one they were loaded at: a change made through any process is seen at the next request. The
 * requests that arrive while a category loads wait for that one load.
 */
export const categoryListings = (db: Db, maxCandidates = KEPT_CANDIDATES) => {
  const kept = new LRUCache<string, Kept>({ maxSize: maxCandidates });
  const framing = new LRUCache<string, { version: number; value: Promise<unknown> }>({ max: 2000 });
  return {
    /**
     * What `load` gives for `key` at catalogue `version` (a listing's category and SEO texts), kept
     * until the version changes, so that a listing whose filters change asks the database only for its cards.
     */
    perVersion: <T>(key: string, version: number, load: () => Promise<T>): Promise<T> => {
      const hit = framing.get(key);
      if (hit?.version === version) return hit.value as Promise<T>;
      const value = load();
      framing.set(key, { version, value });
      value.catch(() => {
        if (framing.get(key)?.value === value) framing.delete(key);
      });
      return value;
    },
    /** The candidates of `categoryId` (`null`: every product) at catalogue `version`. */
    candidates: (categoryId: number | null, version: number): Promise<Candidate[]> => {
      const key = String(categoryId);
      const hit = kept.get(key);
      if (hit?.version === version) return hit.candidates;
      const candidates = categoryCandidates(db, categoryId);
      // Sized by its products once they are known; a failed load is not kept.
      kept.set(key, { version, candidates }, { size: 1 });
      candidates.then(
        (list) => {
          if (kept.get(key)?.candidates === candidates) kept.set(key, { version, candidates }, { size: list.length + 1 });
        },
        () => {
          if (kept.get(key)?.candidates === candidates) kept.delete(key);
        },
      );
      return candidates;
    },
  };
};

/** What {@link categoryListings} gives. */
export type CategoryListings = ReturnType<typeof categoryListings>;
