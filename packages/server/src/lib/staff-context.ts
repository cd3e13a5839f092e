import { AsyncLocalStorage } from "node:async_hooks";
import type { Db, QueryOptions } from "../db/db.js";

const staffOfRequest = new AsyncLocalStorage<number>();

/** Runs `fn` (a dashboard request) as a staff member: its database changes are recorded as theirs. */
export const asStaff = <T>(staffId: number, fn: () => T): T => staffOfRequest.run(staffId, fn);

/**
 * The database as the audit trail needs it: inside a staff member's request every statement runs in
 * a transaction that first names the staff member (`vitrina.staff_id`), so the audit triggers record
 * who changed what in the same transaction as the change.
 */
export const withStaffAudit = (db: Db): Db => {
  const named = <T>(fn: (tx: Pick<Db, "query">) => Promise<T>): Promise<T> => {
    const staffId = staffOfRequest.getStore();
    if (staffId === undefined) return db.transaction(fn);
    return db.transaction(async (tx) => {
      await tx.query("select set_config('vitrina.staff_id', $1, true)", [String(staffId)]);
      return fn(tx);
    });
  };
  return {
    kind: db.kind,
    exec: (sql) => db.exec(sql),
    close: () => db.close(),
    ...(db.listen ? { listen: db.listen } : {}),
    transaction: named,
    query: <T>(sql: string, params?: ReadonlyArray<unknown>, options?: QueryOptions) =>
      staffOfRequest.getStore() === undefined ? db.query<T>(sql, params, options) : named((tx) => tx.query<T>(sql, params, options)),
  };
};
