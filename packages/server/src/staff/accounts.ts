import type { Role, StaffAccount, StaffInput, StaffStatus, StaffUpdate, StaffUser } from "@vitrina/core";
import type { Db, Tx } from "../db/db.js";
import { InvalidInput, NotFound, StaleEdit } from "../lib/errors.js";
import { revokeSessions } from "../lib/auth.js";
import { hashPassword, type PasswordHashing } from "../lib/password.js";
import { recordSignInEvent } from "../lib/sign-in-throttle.js";
import { refuseCommonPassword } from "./sign-in.js";
export { listAccounts } from "./staff-data.js";
import { accountState, anotherActiveAdmin, deleteAccount, emailTaken, insertAccount, lockAdminChanges, updateAccount } from "./staff-data.js";

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
  await lockAdminChanges(tx);
  return accountState(tx, id);
};

/**
 * Refuses (422, the field error `last_admin` on `field`) a change that turns `account`, read with
 * {@link lockedAccount}, from an active admin into something else while no other active admin exists.
 */
export const keepAnAdmin = async (tx: Tx, id: number, account: AccountState, after: AccountState | null, field: string): Promise<void> => {
  if (!isActiveAdmin(account) || (after && isActiveAdmin(after))) return;
  if (!(await anotherActiveAdmin(tx, id))) throw new InvalidInput({ [field]: ["last_admin"] }, LAST_ADMIN);
};

/** Adds a staff account, its password hashed with `hashing`; 422 when the password is a common one or the e-mail is taken. */
export const addAccount = async (db: Db, input: StaffInput, hashing: PasswordHashing): Promise<StaffAccount | undefined> => {
  refuseCommonPassword(input.password, "password");
  const email = input.email.trim().toLowerCase();
  if (await emailTaken(db, email)) throw new InvalidInput({ email: ["taken"] });
  return insertAccount(db, { email, name: input.name.trim(), role: input.role, passwordHash: await hashPassword(input.password, hashing) });
};

/**
 * An admin's change of the account `id` read at `version`: no admin changes their own role or
 * disables themselves, and the shop keeps an active admin. A new password set by an admin, or a
 * disabled account, signs the member out everywhere at once; a new password is hashed with `hashing`.
 */
export const editAccount = async (
  db: Db,
  admin: StaffUser,
  id: number,
  version: number,
  input: StaffUpdate,
  address: string,
  hashing: PasswordHashing,
): Promise<StaffAccount> => {
  if (input.password !== undefined) refuseCommonPassword(input.password, "password");
  const hash = input.password ? await hashPassword(input.password, hashing) : undefined;
  return db.transaction(async (tx) => {
    const current = await lockedAccount(tx, id);
    if (!current) throw new NotFound("Staff member not found.");
    if (id === admin.id && input.role && input.role !== current.role) throw new InvalidInput({ role: ["invalid"] }, "You cannot change your own role.");
    if (id === admin.id && input.status && input.status !== current.status)
      throw new InvalidInput({ status: ["self"] }, "You cannot disable your own account.");
    const after = { role: input.role ?? current.role, status: input.status ?? current.status };
    await keepAnAdmin(tx, id, current, after, input.status === "disabled" ? "status" : "role");
    const row = await updateAccount(tx, id, version, {
      ...(input.name !== undefined ? { name: input.name.trim() } : {}),
      ...(input.role !== undefined ? { role: input.role } : {}),
      ...(hash !== undefined ? { passwordHash: hash } : {}),
      ...(input.status !== undefined ? { status: input.status } : {}),
    });
    if (!row) throw new StaleEdit();
    if (hash || (input.status === "disabled" && current.status === "active")) await revokeSessions(tx, id);
    if (hash) await recordSignInEvent(tx, "password_change", { staffId: admin.id, email: admin.email, address, accountId: id });
    return row;
  });
};

/**
 * Deletes the account `id` of another member than `admin`, unless it is the last active admin. Its
 * sessions cascade; the audit trail keeps the e-mail of its entries (staff_email), and records the
 * deletion with the whole account as it was.
 */
export const removeAccount = async (db: Db, admin: StaffUser, id: number): Promise<void> => {
  if (id === admin.id) throw new InvalidInput({ id: ["self"] }, "You cannot delete your own account.");
  await db.transaction(async (tx) => {
    const current = await lockedAccount(tx, id);
    if (!current) throw new NotFound("Staff member not found.");
    await keepAnAdmin(tx, id, current, null, "id");
    await deleteAccount(tx, id);
  });
};
