import type { Hono } from "hono";
import { ChangePasswordPayload, LoginPayload, StaffInput, StaffUpdate, type StaffAccount, type StaffStatus, type StaffUser } from "@vitrina/core";
import type { AppEnv, Deps } from "../app.js";
import { openSession, requireStaff, revokeSessions, tokenHash } from "../lib/auth.js";
import { decodeOr422, fail, idParam, jsonBody, unprocessable } from "../lib/http.js";
import { hashPassword, isCommonPassword, needsRehash, verifyPassword } from "../lib/password.js";
import { readVersion, staleEdit } from "../lib/versions.js";
import { clientAddress } from "../lib/client-address.js";
import { admitPasswordCheck, clearFailures, FAILURE_WINDOW_MINUTES, failureDelay, locksOut, recordSignInEvent } from "../lib/sign-in-throttle.js";
import { keepAnAdmin, lockedAccount } from "../staff/accounts.js";

// A hash to compare against when the e-mail is unknown, so both cases take the same time. Made at the
// first such sign-in, not at start: with OWASP's parameters a hash costs a few hundred milliseconds.
let unknownUserHash: Promise<string> | undefined;
const unknownUser = (): Promise<string> => (unknownUserHash ??= hashPassword("no such user: timing equaliser"));

/** What a staff account as the staff list shows is read as. */
const ACCOUNT_COLUMNS = "id, email, name, role, status, version";

/** Why a new password is refused although it is long enough. */
const COMMON_PASSWORD = "This password is one of the most common ones; choose another.";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The refusal once the failures of an e-mail from this client, or of this client, reach their limit. */
const tooManyFailures = (): never => fail(429, "Too many failed sign-ins. Try again later.", { "Retry-After": String(FAILURE_WINDOW_MINUTES * 60) });

/** Staff sign-in, sessions, passwords and staff accounts (decisions.md "Staff and the dashboard"). */
export const authRoutes = (app: Hono<AppEnv>, { db }: Deps): void => {
  app.post("/api/auth/login", async (c) => {
    const { email, password } = decodeOr422(LoginPayload, await jsonBody(c));
    const address = email.trim().toLowerCase();
    const ip = clientAddress(c);
    const failures = await admitPasswordCheck(db, address, ip);
    if (failures === undefined) return tooManyFailures();
    const [user] = await db.query<StaffUser & { password_hash: string; status: StaffStatus }>(
      "select id, email, name, role, status, password_hash from staff where email = $1",
      [address],
    );
    const ok = await verifyPassword(password, user?.password_hash ?? (await unknownUser()));
    const who = { staffId: user?.id ?? null, email: address, address: ip };
    if (!user || !ok) {
      await recordSignInEvent(db, locksOut(failures) ? "lockout" : "sign_in_failed", who);
      await sleep(failureDelay(failures));
      return fail(401, "Wrong e-mail or password.");
    }
    // Only the right password learns that the account is disabled: a guess learns nothing new.
    if (user.status !== "active") {
      await recordSignInEvent(db, "sign_in_failed", who);
      return fail(403, "This account is disabled. Ask an administrator to enable it.");
    }
    await clearFailures(db, address, ip);
    await recordSignInEvent(db, "sign_in", who);
    // A hash made with older, cheaper parameters is replaced while the password is at hand.
    if (needsRehash(user.password_hash)) await db.query("update staff set password_hash = $2 where id = $1", [user.id, await hashPassword(password)]);
    const { token, expiresAt } = await openSession(db, user.id);
    const { password_hash: _hash, status: _status, ...staff } = user;
    return c.json({ token, expires_at: expiresAt.toISOString(), user: staff });
  });

  app.post("/api/auth/logout", requireStaff(db, "any"), async (c) => {
    await db.query("delete from sessions where token_hash = $1", [tokenHash(c.get("staff").token)]);
    return c.body(null, 204);
  });

  app.get("/api/auth/me", requireStaff(db, "any"), (c) => c.json({ data: c.get("staff").user }));

  app.post("/api/auth/password", requireStaff(db, "any"), async (c) => {
    const input = decodeOr422(ChangePasswordPayload, await jsonBody(c));
    if (isCommonPassword(input.new_password)) return unprocessable({ new_password: ["common"] }, COMMON_PASSWORD);
    const { user, token } = c.get("staff");
    // The current password is guessed like a sign-in's, so it is throttled the same way.
    const ip = clientAddress(c);
    const failures = await admitPasswordCheck(db, user.email, ip);
    if (failures === undefined) return tooManyFailures();
    const [row] = await db.query<{ password_hash: string }>("select password_hash from staff where id = $1", [user.id]);
    const who = { staffId: user.id, email: user.email, address: ip };
    if (!row || !(await verifyPassword(input.current_password, row.password_hash))) {
      await recordSignInEvent(db, locksOut(failures) ? "lockout" : "sign_in_failed", who);
      await sleep(failureDelay(failures));
      return unprocessable({ current_password: ["invalid"] });
    }
    await clearFailures(db, user.email, ip);
    const hash = await hashPassword(input.new_password);
    await db.transaction(async (tx) => {
      await tx.query("update staff set password_hash = $2 where id = $1", [user.id, hash]);
      await revokeSessions(tx, user.id, token);
      await recordSignInEvent(tx, "password_change", who);
    });
    return c.body(null, 204);
  });

  app.get("/api/dashboard/staff", requireStaff(db, "staff"), async (c) =>
    c.json({ data: await db.query<StaffAccount>(`select ${ACCOUNT_COLUMNS} from staff order by id`) }),
  );

  app.post("/api/dashboard/staff", requireStaff(db, "staff"), async (c) => {
    const input = decodeOr422(StaffInput, await jsonBody(c));
    if (isCommonPassword(input.password)) return unprocessable({ password: ["common"] }, COMMON_PASSWORD);
    const email = input.email.trim().toLowerCase();
    const [exists] = await db.query("select 1 from staff where email = $1", [email]);
    if (exists) return unprocessable({ email: ["taken"] });
    const [user] = await db.query<StaffAccount>(
      `insert into staff (email, name, role, password_hash) values ($1, $2, $3, $4) returning ${ACCOUNT_COLUMNS}`,
      [email, input.name.trim(), input.role, await hashPassword(input.password)],
    );
    return c.json({ data: user }, 201);
  });

  app.patch("/api/dashboard/staff/:id", requireStaff(db, "staff"), async (c) => {
    const id = idParam(c);
    const version = readVersion(c);
    const input = decodeOr422(StaffUpdate, await jsonBody(c));
    if (input.password !== undefined && isCommonPassword(input.password)) return unprocessable({ password: ["common"] }, COMMON_PASSWORD);
    const admin = c.get("staff").user;
    const hash = input.password ? await hashPassword(input.password) : undefined;
    const user = await db.transaction(async (tx) => {
      const current = await lockedAccount(tx, id);
      if (!current) return fail(404, "Staff member not found.");
      if (id === admin.id && input.role && input.role !== current.role) return unprocessable({ role: ["invalid"] }, "You cannot change your own role.");
      if (id === admin.id && input.status && input.status !== current.status) return unprocessable({ status: ["self"] }, "You cannot disable your own account.");
      const after = { role: input.role ?? current.role, status: input.status ?? current.status };
      await keepAnAdmin(tx, id, current, after, input.status === "disabled" ? "status" : "role");
      const [row] = await tx.query<StaffAccount>(
        `update staff set name = coalesce($2, name), role = coalesce($3, role), password_hash = coalesce($4, password_hash), status = coalesce($6, status),
                version = version + 1
          where id = $1 and version = $5 returning ${ACCOUNT_COLUMNS}`,
        [id, input.name?.trim() ?? null, input.role ?? null, hash ?? null, version, input.status ?? null],
      );
      if (!row) return staleEdit();
      // A new password set by an admin, or a disabled account, signs the member out everywhere at once.
      if (hash || (input.status === "disabled" && current.status === "active")) await revokeSessions(tx, id);
      if (hash) await recordSignInEvent(tx, "password_change", { staffId: admin.id, email: admin.email, address: clientAddress(c), accountId: id });
      return row;
    });
    return c.json({ data: user });
  });

  // Deleting an account ends its sessions (they cascade); the audit trail keeps the e-mail of its
  // entries (staff_email), and records the deletion with the whole account as it was.
  app.delete("/api/dashboard/staff/:id", requireStaff(db, "staff"), async (c) => {
    const id = idParam(c);
    if (id === c.get("staff").user.id) return unprocessable({ id: ["self"] }, "You cannot delete your own account.");
    await db.transaction(async (tx) => {
      const current = await lockedAccount(tx, id);
      if (!current) return fail(404, "Staff member not found.");
      await keepAnAdmin(tx, id, current, null, "id");
      await tx.query("delete from staff where id = $1", [id]);
    });
    return c.body(null, 204);
  });
};
