import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { Schema } from "effect";
import { LoginResponse } from "@vitrina/core";
import { TEST_ADMIN, startTestShop, type TestShop } from "./support/shop.js";

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.stop());

/** A JSON request, signed in when a token is given; an edit passes the version it read (If-Match). */
const json = (method: string, body: unknown, token?: string, version?: number): RequestInit => ({
  method,
  headers: {
    "content-type": "application/json",
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...(version !== undefined ? { "if-match": `"${version}"` } : {}),
  },
  body: JSON.stringify(body),
});
const login = (email: string, password: string) => shop.api("auth/login", json("POST", { email, password }));
const me = (token: string) => shop.api("auth/me", { headers: { authorization: `Bearer ${token}` } });

const createStaff = async (role: "admin" | "manager", email: string, password = "manager-password-1") => {
  const res = await shop.api("dashboard/staff", json("POST", { email, name: "Maria", role, password }, await shop.adminToken()));
  expect(res.status).toBe(201);
  return password;
};

describe("sign-in and sessions", () => {
  test("a login gives a random bearer token that is stored only hashed", async () => {
    const res = await login(TEST_ADMIN.email, TEST_ADMIN.password);
    const body = Schema.decodeUnknownSync(LoginResponse)(await res.json());
    expect(body.user).toMatchObject({ email: TEST_ADMIN.email, role: "admin" });
    expect(Buffer.from(body.token, "base64url").length).toBeGreaterThanOrEqual(16);
    const stored = await shop.db.query<{ token_hash: string }>("select token_hash from sessions");
    expect(stored.some((s) => s.token_hash === body.token)).toBe(false);
    expect((await me(body.token)).status).toBe(200);
  });

  test("a wrong password is a 401 with nothing revealed", async () => {
    const res = await login(TEST_ADMIN.email, "wrong-password");
    expect(res.status).toBe(401);
    expect((await login("nobody@vitrina.md", "whatever")).status).toBe(401);
    expect((await shop.api("auth/login", json("POST", { email: "x" }))).status).toBe(422);
  });

  test("repeated failures are refused with 429 and Retry-After, even with the right password", async () => {
    await createStaff("manager", "target@vitrina.md", "target-password-1");
    for (let i = 0; i < 5; i++) expect((await login("target@vitrina.md", `guess-${i}`)).status).toBe(401);
    const refused = await login("target@vitrina.md", "target-password-1");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  test("logout revokes the token", async () => {
    const { token } = await (await login(TEST_ADMIN.email, TEST_ADMIN.password)).json();
    expect((await shop.api("auth/logout", { method: "POST", headers: { authorization: `Bearer ${token}` } })).status).toBe(204);
    expect((await me(token)).status).toBe(401);
  });

  test("an expired session is refused", async () => {
    const { token } = await (await login(TEST_ADMIN.email, TEST_ADMIN.password)).json();
    await shop.db.query("update sessions set expires_at = now() - interval '1 second'");
    expect((await me(token)).status).toBe(401);
  });

  test("a session used every week still ends 30 days after its sign-in", async () => {
    const { token } = await (await login(TEST_ADMIN.email, TEST_ADMIN.password)).json();
    const hash = (await shop.db.query<{ token_hash: string }>("select token_hash from sessions order by created_at desc limit 1"))[0]!.token_hash;
    const session = async () =>
      (
        await shop.db.query<{ days_left: number; past_end: boolean }>(
          "select extract(epoch from expires_at - now()) / 86400 as days_left, expires_at > created_at + interval '30 days' as past_end from sessions where token_hash = $1",
          [hash],
        )
      )[0]!;
    // Signed in 25 days ago, last used almost a week ago: a use slides its expiry to the 30th day, no further.
    await shop.db.query("update sessions set created_at = now() - interval '25 days', expires_at = now() + interval '1 hour' where token_hash = $1", [hash]);
    expect((await me(token)).status).toBe(200);
    expect(await session()).toMatchObject({ past_end: false });
    expect((await session()).days_left).toBeGreaterThan(4.9);
    // Thirty days after the sign-in it ends, although its last use would keep it for another day.
    await shop.db.query("update sessions set created_at = now() - interval '30 days 1 second', expires_at = now() + interval '1 day' where token_hash = $1", [
      hash,
    ]);
    expect((await me(token)).status).toBe(401);
  });

  test("changing the password needs the current one, and signs out the other sessions", async () => {
    const password = await createStaff("manager", "changer@vitrina.md");
    const first = (await (await login("changer@vitrina.md", password)).json()).token;
    const second = (await (await login("changer@vitrina.md", password)).json()).token;
    const wrong = await shop.api("auth/password", json("POST", { current_password: "nope", new_password: "another-password-2" }, first));
    expect(wrong.status).toBe(422);
    const short = await shop.api("auth/password", json("POST", { current_password: password, new_password: "short" }, first));
    expect((await short.json()).errors).toEqual({ new_password: ["min"] });
    expect((await shop.api("auth/password", json("POST", { current_password: password, new_password: "another-password-2" }, first))).status).toBe(204);
    expect((await me(first)).status).toBe(200);
    expect((await me(second)).status).toBe(401);
    expect((await login("changer@vitrina.md", "another-password-2")).status).toBe(200);
  });

  test("an admin's reset of a member's password revokes that member's tokens", async () => {
    const password = await createStaff("manager", "reset@vitrina.md");
    const token = (await (await login("reset@vitrina.md", password)).json()).token;
    const admin = await shop.adminToken();
    const staff = (await (await shop.api("dashboard/staff", { headers: { authorization: `Bearer ${admin}` } })).json()).data as Array<{
      id: number;
      email: string;
      version: number;
    }>;
    const { id, version } = staff.find((s) => s.email === "reset@vitrina.md")!;
    expect((await shop.api(`dashboard/staff/${id}`, json("PATCH", { password: "set-by-the-admin-1" }, admin, version))).status).toBe(200);
    expect((await me(token)).status).toBe(401);
  });
});

describe("roles", () => {
  test("dashboard calls without a token are 401; a manager cannot manage staff (403)", async () => {
    for (const path of ["dashboard/orders", "dashboard/overview", "dashboard/staff", "auth/me"]) expect((await shop.api(path)).status).toBe(401);
    expect((await shop.api("dashboard/orders", { headers: { authorization: "Bearer not-a-real-token-at-all-123" } })).status).toBe(401);
    const password = await createStaff("manager", "manager@vitrina.md");
    const token = (await (await login("manager@vitrina.md", password)).json()).token;
    expect((await shop.api("dashboard/orders", { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
    expect((await shop.api("dashboard/staff", { headers: { authorization: `Bearer ${token}` } })).status).toBe(403);
    expect(
      (await shop.api("dashboard/staff", json("POST", { email: "x@vitrina.md", name: "X", role: "admin", password: "long-enough-password" }, token))).status,
    ).toBe(403);
  });

  test("a taken e-mail is a 422", async () => {
    const res = await shop.api(
      "dashboard/staff",
      json("POST", { email: TEST_ADMIN.email, name: "Dup", role: "manager", password: "long-enough-password" }, await shop.adminToken()),
    );
    expect((await res.json()).errors).toEqual({ email: ["taken"] });
  });
});
