import { LOCALES, type AdminAttribute, type AttributeDefinitionInput, type AttributeKind, type LocalizedText } from "@vitrina/core";
import type { Tx } from "../db/db.js";

// The attribute dictionary (the attributes table): as the dashboard edits it, and as listings and
// product pages name and print attributes with it.

/** The dictionary by key, with how many products use each key; one entry when `id` is given. */
export const adminAttributes = (db: Tx, id?: number): Promise<AdminAttribute[]> =>
  db.query<AdminAttribute>(
    `select d.id, d.key, d.name, d.unit, d.kind, (select count(*)::int from product_attributes a where a.key = d.key) as product_count, d.version
       from attributes d where ${id === undefined ? "true" : "d.id = $1"} order by d.key`,
    id === undefined ? [] : [id],
  );

/** A dictionary entry as the storefront reads it: its name and unit in every language, and its kind. */
export interface AttributeEntry {
  readonly name: LocalizedText;
  readonly unit: LocalizedText | null;
  readonly kind: AttributeKind;
}

/** The whole dictionary by key. */
export const attributeDictionary = async (db: Tx): Promise<ReadonlyMap<string, AttributeEntry>> =>
  new Map((await db.query<AttributeEntry & { key: string }>("select key, name, unit, kind from attributes")).map(({ key, ...entry }) => [key, entry]));

/**
 * The names facets give their keys: the attribute dictionary's, and for an option key it lacks, the
 * option's name (of the product that named it first) as a text attribute's.
 */
export const facetDictionary = async (db: Tx): Promise<ReadonlyMap<string, AttributeEntry>> => {
  const options = await db.query<{ key: string; name: LocalizedText }>(
    `select distinct on (key) key, json_build_object(${LOCALES.map((l) => `'${l}', name_${l}`).join(", ")}) as name from product_options order by key, product_id`,
  );
  const dictionary = new Map(await attributeDictionary(db));
  for (const { key, name } of options) if (!dictionary.has(key)) dictionary.set(key, { name, unit: null, kind: "text" });
  return dictionary;
};

/** The kinds of the dictionary's keys among `keys` (a key it lacks is not in the answer). */
export const attributeKinds = async (tx: Tx, keys: ReadonlyArray<string>): Promise<ReadonlyMap<string, AttributeKind>> =>
  new Map(
    (await tx.query<{ key: string; kind: AttributeKind }>("select key, kind from attributes where key = any($1::text[])", [keys])).map((r) => [r.key, r.kind]),
  );

/** An entry as an edit checks it: its key, kind and version, locked until the transaction ends; undefined when there is none. */
export const lockAttribute = async (
  tx: Tx,
  id: number,
): Promise<{ readonly key: string; readonly kind: AttributeKind; readonly version: number } | undefined> =>
  (await tx.query<{ key: string; kind: AttributeKind; version: number }>("select key, kind, version from attributes where id = $1 for update", [id]))[0];

/** Whether another entry (than `id`) has the key. */
export const isAttributeKeyTaken = async (tx: Tx, key: string, id?: number): Promise<boolean> =>
  (await tx.query("select 1 from attributes where key = $1 and id <> coalesce($2, 0)", [key, id ?? null])).length > 0;

/** How many products use `key`. */
export const attributeUses = async (tx: Tx, key: string): Promise<number> =>
  (await tx.query<{ n: number }>("select count(*)::int as n from product_attributes where key = $1", [key]))[0]!.n;

/** Writes a new entry; resolves with its id. */
export const insertAttribute = async (tx: Tx, input: AttributeDefinitionInput): Promise<number> => {
  const [row] = await tx.query<{ id: number }>("insert into attributes (key, name, unit, kind) values ($1, $2, $3, $4) returning id", [
    input.key,
    input.name,
    input.unit,
    input.kind,
  ]);
  return row!.id;
};

/** Replaces an entry's fields and moves its version on; a new key is carried to the products using the old one (the foreign key cascades). */
export const updateAttributeRow = async (tx: Tx, id: number, input: AttributeDefinitionInput): Promise<void> => {
  await tx.query("update attributes set key = $2, name = $3, unit = $4, kind = $5, version = version + 1 where id = $1", [
    id,
    input.key,
    input.name,
    input.unit,
    input.kind,
  ]);
};

/** Deletes an entry no product uses; false when there was none. */
export const deleteAttributeRow = async (tx: Tx, id: number): Promise<boolean> =>
  (await tx.query("delete from attributes where id = $1 returning id", [id])).length > 0;
