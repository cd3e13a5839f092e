import type { ChangePasswordPayload, StaffUser } from "@vitrina/core";
import type { Db } from "../db/db.js";
import { AccountDisabled, Busy, InvalidInput, TooManyAttempts, WrongCredentials } from "../lib/errors.js";
import { openSession, revokeSessions, type SignedIn } from "../lib/auth.js";
import { BUSY_RETRY_SECONDS, hashPassword, isCommonPassword, needsRehash, type PasswordHashing, takeCheckPlace, verifyPassword } from "../lib/password.js";
import {
  admitPasswordCheck,
  type Attempt,
  clearFailures,
  FAILURE_WINDOW_MINUTES,
  failureDelay,
  locksOut,
  recordSignInEvent,
  withdrawAttempt,
} from "../lib/sign-in-throttle.js";
import { passwordHashOf, setPasswordHash, staffByEmail } from "./staff-data.js";

// A hash to compare against when the e-mail is unknown, so both cases take the same time: made with the
// shop's parameters at the first such sign-in, not at start (with OWASP's a hash costs a few hundred ms).
const unknownUserHashes = new Map<string, Promise<string>>();
const unknownUser = (params: PasswordHashing): Promise<string> => {
  const key = `${params.N}$${params.r}$${params.p}`;
  const hash = unknownUserHashes.get(key) ?? hashPassword("no such user: timing equaliser", params);
  unknownUserHashes.set(key, hash);
  return hash;
};

/** Why a new password is refused although it is long enough. */
const COMMON_PASSWORD = "This password is one of the most common ones; choose another.";

/** Refuses (422 on `field`) a password that is one of the most common ones. */
export const refuseCommonPassword = (password: string, field: string): void => {
  if (isCommonPassword(password)) throw new InvalidInput({ [field]: ["common"] }, COMMON_PASSWORD);
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The refusal once the failures of an e-mail from this client, or of this client, reach their limit. */
const tooManyFailures = (): never => {
  throw new TooManyAttempts("Too many failed sign-ins. Try again later.", FAILURE_WINDOW_MINUTES * 60);
};

/**
 * Runs the password check of an attempt let through by the limits in a place in line for hashing;
 * when the line is full the attempt is refused (503) and counts for nothing, so a flood of guesses
 * from many addresses delays no one and locks no one out.
 */
const checkInLine = async <T>(db: Db, attempt: Attempt, check: () => Promise<T>): Promise<T> => {
  const leave = takeCheckPlace();
  if (!leave) {
    await withdrawAttempt(db, attempt);
    throw new Busy("Too many sign-ins at this moment. Try again in a few seconds.", BUSY_RETRY_SECONDS);
  }
  try {
    return await check();
  } finally {
    leave();
  }
};

/** A session opened by a sign-in, with the staff member it belongs to. */
export interface Session {
  readonly token: string;
  readonly expires_at: string;
  readonly user: StaffUser;
}

/**
 * Signs a staff member in from the client at `ip`: 401 for a wrong e-mail or password (alike, and as
 * slow), 403 for a disabled account (only the right password learns it), 429 once the failures reach
 * their limit (before any hash), 503 when the line of password checks is full. Every attempt checked
 * is recorded. `hashing` is the shop's scrypt parameters, which a hash made with others is renewed to.
 */
export const signIn = async (db: Db, email: string, password: string, ip: string, hashing: PasswordHashing): Promise<Session> => {
  const address = email.trim().toLowerCase();
  const attempt = await admitPasswordCheck(db, address, ip);
  if (attempt === undefined) return tooManyFailures();
  const user = await staffByEmail(db, address);
  const ok = await checkInLine(db, attempt, async () => verifyPassword(password, user?.password_hash ?? (await unknownUser(hashing))));
  const who = { staffId: user?.id ?? null, email: address, address: ip };
  if (!user || !ok) {
    await recordSignInEvent(db, locksOut(attempt.earlier) ? "lockout" : "sign_in_failed", who);
    await sleep(failureDelay(attempt.earlier));
    throw new WrongCredentials("Wrong e-mail or password.");
  }
  if (user.status !== "active") {
    await recordSignInEvent(db, "sign_in_failed", who);
    throw new AccountDisabled("This account is disabled. Ask an administrator to enable it.");
  }
  await clearFailures(db, address, ip);
  await recordSignInEvent(db, "sign_in", who);
  // A hash made with older, cheaper parameters is replaced while the password is at hand.
  if (needsRehash(user.password_hash, hashing)) await setPasswordHash(db, user.id, await hashPassword(password, hashing));
  const { token, expiresAt } = await openSession(db, user.id);
  const { password_hash: _hash, status: _status, ...staff } = user;
  return { token, expires_at: expiresAt.toISOString(), user: staff };
};

/**
 * Changes the signed-in member's password, which needs the current one: guessed like a sign-in's, it
 * is throttled the same way. Every other session of the member ends. The new one is hashed with `hashing`.
 */
export const changePassword = async (db: Db, { user, token }: SignedIn, input: ChangePasswordPayload, ip: string, hashing: PasswordHashing): Promise<void> => {
  refuseCommonPassword(input.new_password, "new_password");
  const attempt = await admitPasswordCheck(db, user.email, ip);
  if (attempt === undefined) return tooManyFailures();
  const current = await passwordHashOf(db, user.id);
  const who = { staffId: user.id, email: user.email, address: ip };
  if (current === undefined || !(await checkInLine(db, attempt, () => verifyPassword(input.current_password, current)))) {
    await recordSignInEvent(db, locksOut(attempt.earlier) ? "lockout" : "sign_in_failed", who);
    await sleep(failureDelay(attempt.earlier));
    throw new InvalidInput({ current_password: ["invalid"] });
  }
  await clearFailures(db, user.email, ip);
  const hash = await hashPassword(input.new_password, hashing);
  await db.transaction(async (tx) => {
    await setPasswordHash(tx, user.id, hash);
    await revokeSessions(tx, user.id, token);
    await recordSignInEvent(tx, "password_change", who);
  });
};
