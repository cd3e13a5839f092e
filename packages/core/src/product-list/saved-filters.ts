import * as Schema from "effect/Schema";
import { SortBy } from "../schemas/index.js";
import type { KeyValueStore } from "../ports/index.js";
import { FILTERS_KEY, type ProductListFilters } from "./paging.js";

// Apart from paging.ts: reading saved filters checks them with a schema, and the storefront, which
// only saves them, should not load the schema library for it.
const SavedFilters = Schema.Struct({
  slug: Schema.optionalKey(Schema.String),
  min_price: Schema.optionalKey(Schema.Finite),
  max_price: Schema.optionalKey(Schema.Finite),
  search: Schema.optionalKey(Schema.String),
  filters: Schema.optionalKey(Schema.Record(Schema.String, Schema.Array(Schema.String))),
  in_stock: Schema.optionalKey(Schema.Boolean),
  is_discount: Schema.optionalKey(Schema.Boolean),
  sort_by: Schema.optionalKey(SortBy),
});
const isSavedFilters = Schema.is(SavedFilters);

/**
 * The filters last saved under {@link FILTERS_KEY}; anything missing, unreadable or of the wrong
 * shape reads as no filters, and unknown keys are dropped.
 * @example readSavedFilters(localStore) // { slug: "divane", sort_by: "price_asc" }
 */
export const readSavedFilters = (store: KeyValueStore): ProductListFilters => {
  const raw = store.get(FILTERS_KEY);
  if (raw === undefined) return {};
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return {};
  }
  if (!isSavedFilters(value)) return {};
  const known = Object.keys(SavedFilters.fields);
  return Object.fromEntries(Object.entries(value).filter(([key]) => known.includes(key))) as ProductListFilters;
};
