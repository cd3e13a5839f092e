import type { Role, StaffAccount, StaffStatus, StaffUser } from "@vitrina/core";
import type { Tx } from "../db/db.js";

/** The advisory lock every change that could leave the shop without an active admin takes first. */
const ADMINS_LOCK = 72_617_031;

/** What a staff account as the staff list shows is read as. */
const ACCOUNT_COLUMNS = "id, email, name, role, status, version";

/** A staff member as a sign-in checks them: with their password's hash and whether they may sign in. */
export type SigningIn = StaffUser & { password_hash: string; status: StaffStatus };

/** The staff member with an e-mail (lower case), for a sign-in. */
export const staffByEmail = async (db: Tx, email: string): Promise<SigningIn | undefined> =>
  (await db.query<SigningIn>("select id, email, name, role, status, password_hash from staff where email = $1", [email]))[0];

/** The password hash of a staff member. */
export const passwordHashOf = async (db: Tx, id: number): Promise<string | undefined> =>
  (await db.query<{ password_hash: string }>("select password_hash from staff where id = $1", [id]))[0]?.password_hash;

/** Replaces a staff member's password hash. */
export const setPasswordHash = async (db: Tx, id: number, hash: string): Promise<void> => {
  await db.query("update staff set password_hash = $2 where id = $1", [id, hash]);
};

/** Every staff account, in the order they were added. */
export const listAccounts = (db: Tx): Promise<StaffAccount[]> => db.query<StaffAccount>(`select ${ACCOUNT_COLUMNS} from staff order by id`);

/** Whether an account has this e-mail (lower case). */
export const emailTaken = async (db: Tx, email: string): Promise<boolean> => (await db.query("select 1 from staff where email = $1", [email])).length > 0;

/** Adds a staff account. */
export const insertAccount = async (db: Tx, account: { email: string; name: string; role: Role; passwordHash: string }): Promise<StaffAccount | undefined> =>
  (
    await db.query<StaffAccount>(`insert into staff (email, name, role, password_hash) values ($1, $2, $3, $4) returning ${ACCOUNT_COLUMNS}`, [
      account.email,
      account.name,
      account.role,
      account.passwordHash,
    ])
  )[0];

/** What an edit of an account changes; what is left out stays. */
export interface AccountChanges {
  readonly name?: string;
  readonly role?: Role;
  readonly passwordHash?: string;
  readonly status?: StaffStatus;
}

/** Changes an account read at `version`; undefined when someone saved it since. */
export const updateAccount = async (tx: Tx, id: number, version: number, changes: AccountChanges): Promise<StaffAccount | undefined> =>
  (
    await tx.query<StaffAccount>(
      `update staff set name = coalesce($2, name), role = coalesce($3, role), password_hash = coalesce($4, password_hash), status = coalesce($6, status),
              version = version + 1
        where id = $1 and version = $5 returning ${ACCOUNT_COLUMNS}`,
      [id, changes.name ?? null, changes.role ?? null, changes.passwordHash ?? null, version, changes.status ?? null],
    )
  )[0];

/** Deletes an account; its sessions go with it. */
export const deleteAccount = async (tx: Tx, id: number): Promise<void> => {
  await tx.query("delete from staff where id = $1", [id]);
};

/** Takes, until the transaction ends, the lock that changes which may take an active admin away take in turn. */
export const lockAdminChanges = async (tx: Tx): Promise<void> => {
  await tx.query("select pg_advisory_xact_lock($1)", [ADMINS_LOCK]);
};

/** The role and status of an account. */
export const accountState = async (tx: Tx, id: number): Promise<{ role: Role; status: StaffStatus } | undefined> =>
  (await tx.query<{ role: Role; status: StaffStatus }>("select role, status from staff where id = $1", [id]))[0];

/** Whether an active admin other than the account `id` exists. */
export const anotherActiveAdmin = async (tx: Tx, id: number): Promise<boolean> =>
  (await tx.query("select 1 from staff where role = 'admin' and status = 'active' and id <> $1 limit 1", [id])).length > 0;
