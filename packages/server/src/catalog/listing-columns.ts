import type { AttributeValue } from "@vitrina/core";
import type { Candidate } from "./candidate-data.js";

// A kept category's candidates laid out once as columns, for a listing's pass over them: prices,
// stock and discount as typed arrays, and each attribute's values as small numbers (codes) that
// stand for the values (an option's values of a product with variants stand for one code together). A listing then counts its facets in arrays indexed by code instead of maps
// keyed by each product's text, and reads the text of each code once.

/** The candidates of one list as columns, in the list's order. */
export interface Columns {
  readonly ids: Int32Array;
  /** Bani. */
  readonly prices: Float64Array;
  /** 1 when the product is in stock. */
  readonly inStock: Uint8Array;
  /** 1 when it has an old price above its price. */
  readonly discounted: Uint8Array;
  /** The attribute keys any candidate has. */
  readonly keys: ReadonlyArray<string>;
  /** Per key: each candidate's value code, -1 when it has no value of that key. */
  readonly codes: ReadonlyArray<Int32Array>;
  /** Per key: the value each code stands for (the values of a product's option, for one that has the key as an option). */
  readonly values: ReadonlyArray<ReadonlyArray<FacetValue>>;
}

/** What a code stands for: an attribute's value, or the values an option of a product sells (it counts in each). */
export type FacetValue = AttributeValue | ReadonlyArray<AttributeValue>;

/** The values a code stands for, one or several. */
export const facetMembers = (value: FacetValue): ReadonlyArray<AttributeValue> => (Array.isArray(value) ? value : [value as AttributeValue]);

const made = new WeakMap<ReadonlyArray<Candidate>, Columns>();

/** The columns of `candidates` (made once per list; a kept list is sorted once per order). */
export const columnsOf = (candidates: ReadonlyArray<Candidate>): Columns => {
  const known = made.get(candidates);
  if (known) return known;
  const n = candidates.length;
  const keyIndex = new Map<string, number>();
  const codes: Int32Array[] = [];
  const values: FacetValue[][] = [];
  const codeOf: Map<AttributeValue | string, number>[] = [];
  const ids = new Int32Array(n);
  const prices = new Float64Array(n);
  const inStock = new Uint8Array(n);
  const discounted = new Uint8Array(n);
  const column = (key: string): number => {
    let k = keyIndex.get(key);
    if (k === undefined) {
      keyIndex.set(key, (k = codes.length));
      codes.push(new Int32Array(n).fill(-1));
      values.push([]);
      codeOf.push(new Map());
    }
    return k;
  };
  const codeFor = (k: number, identity: AttributeValue | string, value: FacetValue): number => {
    let code = codeOf[k]!.get(identity);
    if (code === undefined) codeOf[k]!.set(identity, (code = values[k]!.push(value) - 1));
    return code;
  };
  for (let i = 0; i < n; i++) {
    const p = candidates[i]!;
    ids[i] = p.id;
    prices[i] = p.price;
    inStock[i] = p.stock > 0 ? 1 : 0;
    discounted[i] = p.oldPrice !== null && p.oldPrice > p.price ? 1 : 0;
    for (const key in p.attributes) if (!(key in p.options)) codes[column(key)]![i] = codeFor(column(key), p.attributes[key]!, p.attributes[key]!);
    for (const key in p.options) {
      // An option's values, with the product's attribute of the same key if it has one, stand for one code: equal sets share it.
      const set = [...(p.attributes[key] === undefined ? [] : [p.attributes[key]!]), ...p.options[key]!];
      codes[column(key)]![i] = codeFor(column(key), JSON.stringify(set), set);
    }
  }
  const columns = { ids, prices, inStock, discounted, keys: [...keyIndex.keys()], codes, values };
  made.set(candidates, columns);
  return columns;
};
