import type { Hono } from "hono";
import { ChangePasswordPayload, LoginPayload, StaffInput, StaffUpdate, type StaffUser } from "@vitrina/core";
import type { AppEnv, Deps } from "../app.js";
import { openSession, requireStaff, revokeSessions, tokenHash } from "../lib/auth.js";
import { decodeOr422, fail, idParam, jsonBody, unprocessable } from "../lib/http.js";
import { hashPassword, verifyPassword } from "../lib/password.js";
import { clientAddress } from "./catalog.js";

/** Failed logins within the window before an e-mail is refused, and for one address. */
const MAX_FAILURES_PER_EMAIL = 5;
const MAX_FAILURES_PER_IP = 20;
const FAILURE_WINDOW_MINUTES = 15;
/** Each failure beyond the first two adds this much wait before answering. */
const SLOWDOWN_MS = 250;
// A hash to compare against when the e-mail is unknown, so both cases take the same time.
const UNKNOWN_USER_HASH = hashPassword("no such user: timing equaliser");

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Staff sign-in, sessions, passwords and staff accounts (decisions.md "Staff and the dashboard"). */
export const authRoutes = (app: Hono<AppEnv>, { db }: Deps): void => {
  app.post("/api/auth/login", async (c) => {
    const { email, password } = decodeOr422(LoginPayload, await jsonBody(c));
    const address = email.trim().toLowerCase();
    const ip = clientAddress(c);
    // The attempt is counted before the password is checked, under a lock per e-mail and per address,
    // so parallel guesses cannot all read the same count; a successful sign-in clears it again.
    const failures = await db.transaction(async (tx) => {
      await tx.query("select pg_advisory_xact_lock(hashtext($1))", [`login:${address}`]);
      await tx.query("select pg_advisory_xact_lock(hashtext($1))", [`login-ip:${ip}`]);
      const [counts] = await tx.query<{ by_email: number; by_ip: number }>(
        `select count(*) filter (where email = $1)::int as by_email, count(*) filter (where ip = $2)::int as by_ip
           from login_failures where at > now() - interval '${FAILURE_WINDOW_MINUTES} minutes' and (email = $1 or ip = $2)`,
        [address, ip],
      );
      const byEmail = counts?.by_email ?? 0;
      if (byEmail >= MAX_FAILURES_PER_EMAIL || (counts?.by_ip ?? 0) >= MAX_FAILURES_PER_IP) return undefined;
      await tx.query("insert into login_failures (email, ip) values ($1, $2)", [address, ip]);
      return byEmail;
    });
    if (failures === undefined) {
      return fail(429, "Too many failed sign-ins. Try again later.", { "Retry-After": String(FAILURE_WINDOW_MINUTES * 60) });
    }
    const [user] = await db.query<StaffUser & { password_hash: string }>("select id, email, name, role, password_hash from staff where email = $1", [address]);
    const ok = await verifyPassword(password, user?.password_hash ?? (await UNKNOWN_USER_HASH));
    if (!user || !ok) {
      await sleep(Math.max(0, failures - 1) * SLOWDOWN_MS);
      return fail(401, "Wrong e-mail or password.");
    }
    await db.query("delete from login_failures where email = $1", [address]);
    const { token, expiresAt } = await openSession(db, user.id);
    const { password_hash: _hash, ...staff } = user;
    return c.json({ token, expires_at: expiresAt.toISOString(), user: staff });
  });

  app.post("/api/auth/logout", requireStaff(db, "any"), async (c) => {
    await db.query("delete from sessions where token_hash = $1", [tokenHash(c.get("staff").token)]);
    return c.body(null, 204);
  });

  app.get("/api/auth/me", requireStaff(db, "any"), (c) => c.json({ data: c.get("staff").user }));

  app.post("/api/auth/password", requireStaff(db, "any"), async (c) => {
    const input = decodeOr422(ChangePasswordPayload, await jsonBody(c));
    const { user, token } = c.get("staff");
    const [row] = await db.query<{ password_hash: string }>("select password_hash from staff where id = $1", [user.id]);
    if (!row || !(await verifyPassword(input.current_password, row.password_hash))) return unprocessable({ current_password: ["invalid"] });
    const hash = await hashPassword(input.new_password);
    await db.transaction(async (tx) => {
      await tx.query("update staff set password_hash = $2 where id = $1", [user.id, hash]);
      await revokeSessions(tx, user.id, token);
    });
    return c.body(null, 204);
  });

  app.get("/api/dashboard/staff", requireStaff(db, "staff"), async (c) =>
    c.json({ data: await db.query<StaffUser>("select id, email, name, role from staff order by id") }),
  );

  app.post("/api/dashboard/staff", requireStaff(db, "staff"), async (c) => {
    const input = decodeOr422(StaffInput, await jsonBody(c));
    const email = input.email.trim().toLowerCase();
    const [exists] = await db.query("select 1 from staff where email = $1", [email]);
    if (exists) return unprocessable({ email: ["taken"] });
    const [user] = await db.query<StaffUser>(
      "insert into staff (email, name, role, password_hash) values ($1, $2, $3, $4) returning id, email, name, role",
      [email, input.name.trim(), input.role, await hashPassword(input.password)],
    );
    return c.json({ data: user }, 201);
  });

  app.patch("/api/dashboard/staff/:id", requireStaff(db, "staff"), async (c) => {
    const id = idParam(c);
    const input = decodeOr422(StaffUpdate, await jsonBody(c));
    const [current] = await db.query<StaffUser>("select id, email, name, role from staff where id = $1", [id]);
    if (!current) return fail(404, "Staff member not found.");
    if (current.id === c.get("staff").user.id && input.role && input.role !== current.role) return unprocessable({ role: ["invalid"] }, "You cannot change your own role.");
    const hash = input.password ? await hashPassword(input.password) : undefined;
    const user = await db.transaction(async (tx) => {
      const [row] = await tx.query<StaffUser>(
        "update staff set name = coalesce($2, name), role = coalesce($3, role), password_hash = coalesce($4, password_hash) where id = $1 returning id, email, name, role",
        [id, input.name?.trim() ?? null, input.role ?? null, hash ?? null],
      );
      // A new password set by an admin signs the member out everywhere.
      if (hash) await revokeSessions(tx, id);
      return row;
    });
    return c.json({ data: user });
  });
};
