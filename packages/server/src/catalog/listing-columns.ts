import type { AttributeValue } from "@vitrina/core";
import type { Candidate } from "./candidate-data.js";

// A kept category's candidates laid out once as columns, for a listing's pass over them: prices,
// stock and discount as typed arrays, and each attribute's values as small numbers (codes) that
// stand for the values. A listing then counts its facets in arrays indexed by code instead of maps
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
  /** Per key: the value each code stands for. */
  readonly values: ReadonlyArray<ReadonlyArray<AttributeValue>>;
}

const made = new WeakMap<ReadonlyArray<Candidate>, Columns>();

/** The columns of `candidates` (made once per list; a kept list is sorted once per order). */
export const columnsOf = (candidates: ReadonlyArray<Candidate>): Columns => {
  const known = made.get(candidates);
  if (known) return known;
  const n = candidates.length;
  const keyIndex = new Map<string, number>();
  const codes: Int32Array[] = [];
  const values: AttributeValue[][] = [];
  const codeOf: Map<AttributeValue, number>[] = [];
  const ids = new Int32Array(n);
  const prices = new Float64Array(n);
  const inStock = new Uint8Array(n);
  const discounted = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    const p = candidates[i]!;
    ids[i] = p.id;
    prices[i] = p.price;
    inStock[i] = p.stock > 0 ? 1 : 0;
    discounted[i] = p.oldPrice !== null && p.oldPrice > p.price ? 1 : 0;
    for (const key in p.attributes) {
      let k = keyIndex.get(key);
      if (k === undefined) {
        keyIndex.set(key, (k = codes.length));
        codes.push(new Int32Array(n).fill(-1));
        values.push([]);
        codeOf.push(new Map());
      }
      const value = p.attributes[key]!;
      let code = codeOf[k]!.get(value);
      if (code === undefined) codeOf[k]!.set(value, (code = values[k]!.push(value) - 1));
      codes[k]![i] = code;
    }
  }
  const columns = { ids, prices, inStock, discounted, keys: [...keyIndex.keys()], codes, values };
  made.set(candidates, columns);
  return columns;
};
