import { LOCALES, type AttributeValue } from "@vitrina/core";
import type { Db, Tx } from "../db/db.js";
import { holdsWords } from "./search.js";

// The products a listing may show (its candidates) as the database holds them: a category's, or the
// whole catalogue's; and which of them a search finds. listing.ts keeps, filters, counts and orders them.

/** A product as a listing filters, counts and orders it. */
export interface Candidate {
  readonly id: number;
  readonly categoryId: number;
  /** Prices in bani: integer sums and differences, as the database's numerics give them. */
  readonly price: number;
  readonly oldPrice: number | null;
  readonly stock: number;
  /** Microseconds since the epoch. */
  readonly createdAt: number;
  /** Its place in the curated bestsellers, if it is there. */
  readonly bestseller: number | null;
  readonly attributes: Readonly<Record<string, AttributeValue>>;
  /** Per option key, the values its active variants sell (labels in every language); empty without options. */
  readonly options: Readonly<Record<string, ReadonlyArray<AttributeValue>>>;
}

/** Whether a search's text starts a product's search text, starts a word of it, is inside it. */
export type Relevance = readonly [boolean, boolean, boolean];

interface CandidateRow {
  id: number;
  category_id: number;
  price: number;
  old_price: number | null;
  stock: number;
  created_at: number;
  bestseller: number | null;
  /** Key → the value as JSON text: read once per distinct value (see `intern`). */
  attributes: Record<string, string>;
  options: Record<string, AttributeValue[]> | null;
}

/** The options of a candidate without any (most of them): one object for all. */
const NO_OPTIONS: Candidate["options"] = Object.freeze({});

/**
 * Selects candidates of the active products that match `where` (over products `p`). Equal attribute
 * values are one object, so a large category's thousands of "Tefal" brands take the memory of one.
 */
const loadCandidates = async (db: Tx, where: string, params: ReadonlyArray<unknown>): Promise<Candidate[]> => {
  const rows = await db.query<CandidateRow>(
    `select p.id, p.category_id, round(p.price * 100)::bigint as price, round(p.old_price * 100)::bigint as old_price, p.stock,
            (extract(epoch from p.created_at) * 1000000)::bigint as created_at,
            (select cp.position from curated_products cp where cp.list = 'bestsellers' and cp.product_id = p.id) as bestseller,
            coalesce((select jsonb_object_agg(a.key, a.value::text) from product_attributes a where a.product_id = p.id), '{}') as attributes,
            (select jsonb_object_agg(o.key, (select coalesce(jsonb_agg(jsonb_build_object(${LOCALES.map((l) => `'${l}', ov.label_${l}`).join(", ")}) order by ov.position), '[]')
                                              from product_option_values ov
                                             where ov.product_id = o.product_id and ov.option_key = o.key
                                               and exists (select 1 from product_variants v where v.product_id = p.id and v.active and v.options ->> o.key = ov.value)))
               from product_options o where o.product_id = p.id) as options
       from products p where p.active and ${where}`,
    [...params],
  );
  const shared = new Map<string, AttributeValue>();
  /** The one object of a value, by its JSON text: an attribute's comes as text, parsed the first time only. */
  const interned = (text: string) => {
    let known = shared.get(text);
    if (known === undefined) shared.set(text, (known = JSON.parse(text) as AttributeValue));
    return known;
  };
  const intern = (value: AttributeValue) => interned(JSON.stringify(value));
  return rows.map((row) => ({
    id: row.id,
    categoryId: row.category_id,
    price: row.price,
    oldPrice: row.old_price,
    stock: row.stock,
    createdAt: row.created_at,
    bestseller: row.bestseller,
    attributes: Object.fromEntries(Object.entries(row.attributes).map(([key, text]) => [key, interned(text)])),
    options: row.options ? Object.fromEntries(Object.entries(row.options).map(([key, values]) => [key, values.map(intern)])) : NO_OPTIONS,
  }));
};

/** The products of a category and its active subcategories (or of the whole catalogue: `null`). */
export const categoryCandidates = (db: Db, categoryId: number | null) =>
  categoryId === null
    ? loadCandidates(db, "true", [])
    : loadCandidates(db, "p.category_id in (select id from categories where (id = $1 or parent_id = $1) and active)", [categoryId]);

/**
 * The active products holding a search's text as typed (`text`, a LIKE literal: its `%`, `_` and `\`
 * escaped), each with how the text ranks it. Only ids and three booleans: the products themselves
 * are the kept candidates (listing.ts's candidatePage).
 */
export const holdingText = async (db: Db, text: string): Promise<Map<number, Relevance>> => {
  const rows = await db.query<{ id: number; r1: boolean; r2: boolean }>(
    `select p.id, p.search_text like $1 || '%' as r1, (' ' || p.search_text) like '% ' || $1 || '%' as r2
       from products p where p.active and p.search_text like '%' || $1 || '%'`,
    [text],
  );
  return new Map(rows.map((row) => [row.id, [row.r1, row.r2, true] as const]));
};

/** The ids of the active products holding every one of `words` (folded) in their search text, in order; none for no words. */
export const productsHolding = async (db: Db, words: ReadonlyArray<string>): Promise<Int32Array> => {
  const params: unknown[] = [];
  const rows = await db.query<{ id: number }>(
    `select p.id from products p where p.active and ${holdsWords(words, (value) => `$${params.push(value)}`)} order by p.id`,
    params,
  );
  return Int32Array.from(rows, (row) => row.id);
};
