import type { Role, StaffStatus } from "@vitrina/core";
import type { Tx } from "../db/db.js";
import { unprocessable } from "../lib/http.js";

/** The advisory lock every change that could leave the shop without an active admin takes first. */
const ADMINS_LOCK = 72_617_031;

/** Why a change is refused when it would leave the shop without an administrator who can sign in. */
export const LAST_ADMIN = "The shop must keep at least one active administrator.";

/** A staff account as the rules below need it. */
export interface AccountState {
  readonly role: Role;
  readonly status: StaffStatus;
}

/** Whether an account counts as an administrator who can sign in. */
export const isActiveAdmin = (account: AccountState): boolean => account.role === "admin" && account.status === "active";

/**
 * Reads an account for a change that may take an active admin away, under a lock that changes of
 * this kind take in turn: two admins disabling each other at once are run one after the other, and
 * the second sees the first's change. Checking with a single conditional statement would not do:
 * each would read the other as still active under PostgreSQL's read committed. Undefined when the
 * account does not exist.
 */
export const lockedAccount = async (tx: Tx, id: number): Promise<AccountState | undefined> => {
  await tx.query("select pg_advisory_xact_lock($1)", [ADMINS_LOCK]);
  const [row] = await tx.query<AccountState>("select role, status from staff where id = $1", [id]);
  return row;
};

/**
 * Refuses (422, the field error `last_admin` on `field`) a change that turns `account`, read with
 * {@link lockedAccount}, from an active admin into something else while no other active admin exists.
 */
export const keepAnAdmin = async (tx: Tx, id: number, account: AccountState, after: AccountState | null, field: string): Promise<void> => {
  if (!isActiveAdmin(account) || (after && isActiveAdmin(after))) return;
  const [other] = await tx.query("select 1 from staff where role = 'admin' and status = 'active' and id <> $1 limit 1", [id]);
  if (!other) unprocessable({ [field]: ["last_admin"] }, LAST_ADMIN);
};
