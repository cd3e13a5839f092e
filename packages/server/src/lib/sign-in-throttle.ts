import type { Db } from "../db/db.js";

/** Failed password checks within the window before one e-mail is refused to one client address. */
export const MAX_FAILURES_PER_PAIR = 5;
/** Failed password checks within the window before a client address is refused for every e-mail. */
export const MAX_FAILURES_PER_ADDRESS = 20;
export const FAILURE_WINDOW_MINUTES = 15;
/** The wait before answering a failure doubles with each failure of the pair, from this, up to the cap. */
const FIRST_DELAY_MS = 250;
const MAX_DELAY_MS = 4000;

/** What the audit trail records of staff sign-ins and passwords. */
export type SignInEvent = "sign_in" | "sign_in_failed" | "lockout" | "password_change";

/** A password check let through: the pair's earlier failures, and the failure row counted for it until it passes. */
export interface Attempt {
  readonly earlier: number;
  readonly id: number;
}

/**
 * Counts a password check of `email` from client `address` before the password is verified, under a
 * lock per e-mail and per address so that parallel guesses cannot all read the same count. Failures
 * are counted per (e-mail, address) and per address (decisions.md): someone guessing the owner's
 * password from elsewhere locks out their own address, never the owner's. Returns the attempt, or
 * `undefined` when it is refused: a refused attempt costs no hash.
 */
export const admitPasswordCheck = (db: Db, email: string, address: string): Promise<Attempt | undefined> =>
  db.transaction(async (tx) => {
    await tx.query("select pg_advisory_xact_lock(hashtext($1))", [`login:${email}`]);
    await tx.query("select pg_advisory_xact_lock(hashtext($1))", [`login-ip:${address}`]);
    // Failures past the window count no more: dropped here, an address never keeps more than its limit.
    await tx.query(`delete from login_failures where ip = $1 and at <= now() - interval '${FAILURE_WINDOW_MINUTES} minutes'`, [address]);
    const [counts] = await tx.query<{ by_pair: number; by_address: number }>(
      `select count(*) filter (where email = $1)::int as by_pair, count(*)::int as by_address
         from login_failures where at > now() - interval '${FAILURE_WINDOW_MINUTES} minutes' and ip = $2`,
      [email, address],
    );
    const byPair = counts?.by_pair ?? 0;
    if (byPair >= MAX_FAILURES_PER_PAIR || (counts?.by_address ?? 0) >= MAX_FAILURES_PER_ADDRESS) return undefined;
    const [row] = await tx.query<{ id: number }>("insert into login_failures (email, ip) values ($1, $2) returning id", [email, address]);
    return { earlier: byPair, id: row!.id };
  });

/** An attempt that was never checked (the checks' line was full) is no failure. */
export const withdrawAttempt = (db: Db, attempt: Attempt): Promise<unknown> => db.query("delete from login_failures where id = $1", [attempt.id]);

/** A check that passed is not a failure: the pair's count starts again. */
export const clearFailures = (db: Db, email: string, address: string): Promise<unknown> =>
  db.query("delete from login_failures where email = $1 and ip = $2", [email, address]);

/** How long to wait before answering the pair's failure number `earlier + 1`: 0, 250 ms, 500 ms, … up to 4 s. */
export const failureDelay = (earlier: number): number => (earlier === 0 ? 0 : Math.min(FIRST_DELAY_MS * 2 ** (earlier - 1), MAX_DELAY_MS));

/** Whether the failure that follows `earlier` ones is the one that locks the pair out. */
export const locksOut = (earlier: number): boolean => earlier + 1 === MAX_FAILURES_PER_PAIR;

/**
 * Records a sign-in event in the audit trail: who acted (the e-mail typed, and the account when
 * there is one), the staff account it concerns (theirs, unless an admin set another's password),
 * and the client address it came from.
 */
export const recordSignInEvent = (
  db: Pick<Db, "query">,
  action: SignInEvent,
  who: { readonly staffId: number | null; readonly email: string; readonly address: string; readonly accountId?: number },
): Promise<unknown> =>
  db.query("insert into audit_log (staff_id, staff_email, entity, entity_id, action, after) values ($1, $2, 'staff', $3, $4, $5::jsonb)", [
    who.staffId,
    who.email,
    String(who.accountId ?? who.staffId ?? ""),
    action,
    JSON.stringify({ address: who.address }),
  ]);
