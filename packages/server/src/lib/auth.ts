import { createHash } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { DASHBOARD_ACCESS, SESSION_IDLE_SECONDS, SESSION_MAX_SECONDS, type StaffUser } from "@vitrina/core";
import { asStaff } from "./staff-context.js";
import type { Db, Tx } from "../db/db.js";
import { fail } from "./http.js";
import { randomToken } from "./password.js";

/** A session lasts this long after its last use (core's SESSION_IDLE_SECONDS). */
export const SESSION_IDLE_MS = SESSION_IDLE_SECONDS * 1000;
/** A session ends this long after its sign-in, used or not (core's SESSION_MAX_SECONDS). */
const SESSION_MAX_MS = SESSION_MAX_SECONDS * 1000;
/** Extending a session's expiry is written at most this often, not on every request. */
const TOUCH_EVERY_MS = 60 * 1000;

/** Tokens are stored only as their SHA-256, so a database leak reveals no usable token. */
export const tokenHash = (token: string): string => createHash("sha256").update(token).digest("hex");

/** Opens a session for a staff member and returns its bearer token (256 random bits) and expiry. */
export const openSession = async (db: Pick<Db, "query">, staffId: number): Promise<{ token: string; expiresAt: Date }> => {
  const token = randomToken(32);
  const expiresAt = new Date(Date.now() + SESSION_IDLE_MS);
  await db.query("insert into sessions (token_hash, staff_id, expires_at) values ($1, $2, $3)", [tokenHash(token), staffId, expiresAt]);
  return { token, expiresAt };
};

/** Ends the session of a token (a sign-out). */
export const closeSession = async (db: Tx, token: string): Promise<void> => {
  await db.query("delete from sessions where token_hash = $1", [tokenHash(token)]);
};

/** Revokes every session of a staff member, except one when given (password change keeps the current). */
export const revokeSessions = async (db: Tx, staffId: number, except?: string): Promise<void> => {
  await db.query("delete from sessions where staff_id = $1 and token_hash <> coalesce($2, '')", [staffId, except ? tokenHash(except) : null]);
};

const bearer = (header: string | undefined): string | undefined => {
  // The scheme's name is case-insensitive (RFC 9110 §11.1): "bearer" and "BEARER" are the same scheme.
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/i.exec(header?.trim() ?? "");
  return match?.[1];
};

/** The signed-in staff member of a request, with the token used. */
export interface SignedIn {
  readonly user: StaffUser;
  readonly token: string;
}

/**
 * The staff member a bearer token belongs to, sliding the session's expiry forward but never past
 * its absolute end (SESSION_MAX_SECONDS after the sign-in); undefined for a missing, unknown or
 * expired token.
 */
export const authenticate = async (db: Db, header: string | undefined): Promise<SignedIn | undefined> => {
  const token = bearer(header);
  if (!token) return undefined;
  // Disabling an account deletes its sessions; the status check also refuses one a sign-in opened meanwhile.
  const [row] = await db.query<StaffUser & { expires_at: Date | string; created_at: Date | string }>(
    `select s.id, s.email, s.name, s.role, x.expires_at, x.created_at from sessions x join staff s on s.id = x.staff_id
      where x.token_hash = $1 and x.expires_at > now() and x.created_at > now() - make_interval(secs => $2) and s.status = 'active'`,
    [tokenHash(token), SESSION_MAX_SECONDS],
  );
  if (!row) return undefined;
  const { expires_at, created_at, ...user } = row;
  const next = Math.min(Date.now() + SESSION_IDLE_MS, new Date(created_at).getTime() + SESSION_MAX_MS);
  if (next - new Date(expires_at).getTime() >= TOUCH_EVERY_MS) {
    await db.query("update sessions set expires_at = $2 where token_hash = $1", [tokenHash(token), new Date(next)]);
  }
  return { user, token };
};

/** What {@link requireStaff} sets: the signed-in staff member and their token. */
export type StaffEnv = { Variables: { staff: SignedIn } };

/**
 * Lets a request through only for a signed-in staff member whose role may use `area`
 * (core's DASHBOARD_ACCESS): 401 without a valid token, 403 for the wrong role.
 */
export const requireStaff =
  (db: Db, area: keyof typeof DASHBOARD_ACCESS | "any"): MiddlewareHandler<StaffEnv> =>
  async (c, next) => {
    const signedIn = await authenticate(db, c.req.header("authorization"));
    if (!signedIn) return fail(401, "Sign in to continue.");
    if (area !== "any" && !DASHBOARD_ACCESS[area].includes(signedIn.user.role)) return fail(403, "Your role does not allow this.");
    c.set("staff", signedIn);
    // Changes made by this request are recorded in the audit trail as this staff member's.
    await asStaff(signedIn.user.id, next);
  };
