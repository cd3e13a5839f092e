import type { Tx } from "../db/db.js";
import type { OrderedRow } from "../audit/summary-data.js";

// The curated_products table: the home page's chosen products and the bestsellers, each an ordered list.

/** The curated lists. */
export type CuratedList = "home-products" | "bestsellers";

/** Ids of a list's products in their order. */
export const curatedIds = async (db: Tx, list: CuratedList): Promise<number[]> =>
  (await db.query<{ product_id: number }>("select product_id from curated_products where list = $1 order by position", [list])).map((r) => r.product_id);

/** A list's products in their order, as an audit entry names them. */
export const curatedTitles = (tx: Tx, list: CuratedList): Promise<OrderedRow[]> =>
  tx.query<OrderedRow>("select p.id, p.title from curated_products cp join products p on p.id = cp.product_id where cp.list = $1 order by cp.position", [list]);

/** Replaces a list's products with `ids`, in their order. */
export const writeCuratedIds = async (tx: Tx, list: CuratedList, ids: ReadonlyArray<number>): Promise<void> => {
  await tx.query("delete from curated_products where list = $1", [list]);
  for (const [position, id] of ids.entries())
    await tx.query("insert into curated_products (list, product_id, position) values ($1, $2, $3)", [list, id, position]);
};
