import type { Db, Tx } from "../db/db.js";
import { StaleEdit } from "../lib/errors.js";

/** The ordered lists the dashboard edits as a whole. */
export type OrderedListName = "sliders" | "home-products" | "bestsellers";

/** The version of a list's order; 0 for a list never changed through the dashboard. */
export const listVersion = async (db: Pick<Db, "query">, list: OrderedListName): Promise<number> =>
  (await db.query<{ version: number }>("select version from list_versions where list = $1", [list]))[0]?.version ?? 0;

/**
 * Takes the next version of a list's order in `tx`, or refuses the change (409) when the version the
 * edit read is not the current one. The row stays locked until `tx` ends, so two reorders queue.
 */
export const claimListVersion = async (tx: Tx, list: OrderedListName, read: number): Promise<number> => {
  await tx.query("insert into list_versions (list, version) values ($1, 0) on conflict (list) do nothing", [list]);
  const [row] = await tx.query<{ version: number }>("select version from list_versions where list = $1 for update", [list]);
  if (row!.version !== read) throw new StaleEdit();
  await tx.query("update list_versions set version = version + 1 where list = $1", [list]);
  return read + 1;
};

/** Marks a list's order as changed (a slide added or removed), so a reorder read before is refused. */
export const bumpListVersion = async (tx: Pick<Db, "query">, list: OrderedListName): Promise<void> => {
  await tx.query("insert into list_versions (list, version) values ($1, 1) on conflict (list) do update set version = list_versions.version + 1", [list]);
};

/** Whether a new order lists the same ids as the list has, each once: a reorder neither adds nor drops rows. */
export const sameMembers = (order: ReadonlyArray<number>, rows: ReadonlyArray<number>): boolean => {
  const sorted = (list: ReadonlyArray<number>) => JSON.stringify([...list].sort((a, b) => a - b));
  return sorted(order) === sorted(rows);
};
