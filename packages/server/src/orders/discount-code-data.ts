import type { AdminDiscountCode, CodeState, DiscountCodeInput } from "@vitrina/core";
import type { Tx } from "../db/db.js";

// Discount codes (the discount_codes table) and their uses (discount_code_uses, one row per order).

/** The columns of a code as the dashboard and the rules read it; `uses` counts its orders. */
const CODE_COLUMNS = `d.id, d.code, d.kind, d.value, d.min_subtotal, d.starts_at::text as starts_at, d.ends_at::text as ends_at,
  d.max_uses, d.max_uses_per_email, d.active, d.version, (select count(*)::int from discount_code_uses u where u.code_id = d.id) as uses`;

/** The codes, newest first; one code when `id` is given. */
export const adminDiscountCodes = (db: Tx, id?: number): Promise<AdminDiscountCode[]> =>
  db.query<AdminDiscountCode>(
    `select ${CODE_COLUMNS} from discount_codes d where ${id === undefined ? "true" : "d.id = $1"} order by d.created_at desc, d.id desc`,
    id === undefined ? [] : [id],
  );

/** A code as a checkout uses it: its terms, state and uses. */
export type StoredCode = CodeState & { readonly id: number; readonly code: string };

/**
 * The code written `code` (upper case), or undefined; with `lock`, its row is locked until the
 * transaction ends first, and its uses are counted by a statement after the lock (in READ COMMITTED
 * a statement that waited for the lock would still count with the snapshot it started with, before
 * the uses of the order it waited for).
 */
export const findDiscountCode = async (db: Tx, code: string, lock: boolean): Promise<StoredCode | undefined> => {
  if (lock && (await db.query("select id from discount_codes where code = $1 for update", [code])).length === 0) return undefined;
  return (await db.query<StoredCode>(`select ${CODE_COLUMNS} from discount_codes d where d.code = $1`, [code]))[0];
};

/** Orders of `email` (any case) that used the code. */
export const emailUses = async (tx: Tx, codeId: number, email: string): Promise<number> =>
  (await tx.query<{ n: number }>("select count(*)::int as n from discount_code_uses where code_id = $1 and email = lower($2)", [codeId, email]))[0]!.n;

/** A code's version, locked until the transaction ends; undefined when there is none. */
export const lockDiscountCode = async (tx: Tx, id: number): Promise<{ readonly version: number } | undefined> =>
  (await tx.query<{ version: number }>("select version from discount_codes where id = $1 for update", [id]))[0];

/** Whether another code (than `id`) is written `code`. */
export const isDiscountCodeTaken = async (tx: Tx, code: string, id?: number): Promise<boolean> =>
  (await tx.query("select 1 from discount_codes where code = $1 and id <> coalesce($2, 0)", [code, id ?? null])).length > 0;

const fields = (input: DiscountCodeInput) => [
  input.code.toUpperCase(),
  input.kind,
  input.value,
  input.min_subtotal,
  input.starts_at,
  input.ends_at,
  input.max_uses,
  input.max_uses_per_email,
  input.active,
];

/** Writes a new code; resolves with its id. */
export const insertDiscountCode = async (tx: Tx, input: DiscountCodeInput): Promise<number> => {
  const [row] = await tx.query<{ id: number }>(
    `insert into discount_codes (code, kind, value, min_subtotal, starts_at, ends_at, max_uses, max_uses_per_email, active)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id`,
    fields(input),
  );
  return row!.id;
};

/** Replaces a code's fields and moves its version on. */
export const updateDiscountCodeRow = async (tx: Tx, id: number, input: DiscountCodeInput): Promise<void> => {
  await tx.query(
    `update discount_codes set code = $2, kind = $3, value = $4, min_subtotal = $5, starts_at = $6, ends_at = $7, max_uses = $8,
            max_uses_per_email = $9, active = $10, version = version + 1 where id = $1`,
    [id, ...fields(input)],
  );
};
