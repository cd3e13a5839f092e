import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { TEST_ADMIN, startTestShop, type TestShop } from "./support/shop.js";
import { keepAnAdmin, lockedAccount } from "../src/staff/accounts.js";
import { InvalidInput } from "../src/lib/errors.js";
import { errorAnswer } from "../src/lib/http.js";

// Staff offboarding (decisions.md "Staff and the dashboard"): disabling, enabling and deleting accounts.
let shop: TestShop;
let admin: string;
beforeAll(async () => {
  shop = await startTestShop();
  admin = await shop.adminToken();
});
afterAll(() => shop.stop());

interface Account {
  readonly id: number;
  readonly email: string;
  readonly role: string;
  readonly status: string;
  readonly version: number;
}

const headers = (token: string, version?: number) => ({
  "content-type": "application/json",
  authorization: `Bearer ${token}`,
  ...(version !== undefined ? { "if-match": `"${version}"` } : {}),
});
const login = (email: string, password: string) =>
  shop.api("auth/login", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email, password }) });
const tokenOf = async (email: string, password: string): Promise<string> => {
  const res = await login(email, password);
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
};
const me = (token: string) => shop.api("auth/me", { headers: { authorization: `Bearer ${token}` } });
const accounts = async (): Promise<Account[]> => ((await (await shop.api("dashboard/staff", { headers: headers(admin) })).json()) as { data: Account[] }).data;
const account = async (id: number): Promise<Account> => (await accounts()).find((a) => a.id === id)!;
const patch = (token: string, target: Account, body: unknown) =>
  shop.api(`dashboard/staff/${target.id}`, { method: "PATCH", headers: headers(token, target.version), body: JSON.stringify(body) });
const remove = (token: string, id: number) => shop.api(`dashboard/staff/${id}`, { method: "DELETE", headers: headers(token) });

let made = 0;
/** A new staff account, as the admin creates it, with its password. */
const newMember = async (role: "admin" | "manager"): Promise<Account & { password: string }> => {
  const password = `member-password-${++made}`;
  const res = await shop.api("dashboard/staff", {
    method: "POST",
    headers: headers(admin),
    body: JSON.stringify({ email: `member${made}@vitrina.md`, name: `Member ${made}`, role, password }),
  });
  expect(res.status).toBe(201);
  return { ...((await res.json()) as { data: Account }).data, password };
};
const activeAdmins = async () => (await shop.db.query<{ n: number }>("select count(*)::int as n from staff where role = 'admin' and status = 'active'"))[0]!.n;
const self = async (): Promise<Account> => (await accounts()).find((a) => a.email === TEST_ADMIN.email)!;
/**
 * Runs `fn` with the accounts `ids` as the only active admins: the demo shop's other admins are put
 * aside (disabled straight in the database, which leaves their sessions) and brought back after.
 */
const onlyAdmins = async (ids: ReadonlyArray<number>, fn: () => Promise<void>): Promise<void> => {
  const aside = await shop.db.query<{ id: number }>(
    "update staff set status = 'disabled' where role = 'admin' and status = 'active' and not (id = any($1::int[])) returning id",
    [ids],
  );
  try {
    await fn();
  } finally {
    await shop.db.query("update staff set status = 'active' where id = any($1::int[])", [aside.map((a) => a.id)]);
  }
};

describe("disabling an account", () => {
  test("new accounts are active, and the list says so", async () => {
    const member = await newMember("manager");
    expect(member.status).toBe("active");
    expect((await account(member.id)).status).toBe("active");
  });

  test("revokes its sessions at once and refuses its sign-in with a clear message; enabling lets it in again", async () => {
    const member = await newMember("manager");
    const token = await tokenOf(member.email, member.password);
    const other = await tokenOf(member.email, member.password);
    expect((await me(token)).status).toBe(200);

    const res = await patch(admin, member, { status: "disabled" });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: Account }).data).toMatchObject({ id: member.id, status: "disabled", version: member.version + 1 });
    expect((await me(token)).status).toBe(401);
    expect((await me(other)).status).toBe(401);
    expect(await shop.db.query("select 1 from sessions where staff_id = $1", [member.id])).toEqual([]);

    const refused = await login(member.email, member.password);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toMatch(/disabled/);
    // A wrong password learns nothing about the account's status.
    expect((await login(member.email, "not-the-password-1")).status).toBe(401);

    expect((await patch(admin, await account(member.id), { status: "active" })).status).toBe(200);
    expect((await me(await tokenOf(member.email, member.password))).status).toBe(200);
  });

  test("a session opened before the account was disabled is refused even if it was not deleted", async () => {
    const member = await newMember("manager");
    const token = await tokenOf(member.email, member.password);
    // As if a sign-in had raced the disabling and written its session after the sessions were deleted.
    await shop.db.query("update staff set status = 'disabled' where id = $1", [member.id]);
    expect((await me(token)).status).toBe(401);
  });

  test("managers cannot disable, enable or delete anyone (403), and nothing changes", async () => {
    const member = await newMember("manager");
    const manager = await tokenOf(member.email, member.password);
    const target = await newMember("manager");
    expect((await patch(manager, target, { status: "disabled" })).status).toBe(403);
    expect((await remove(manager, target.id)).status).toBe(403);
    expect(await account(target.id)).toMatchObject({ status: "active", version: target.version });
  });

  test("a bad status is a 422 with its field, a missing version a 428, and nothing changes", async () => {
    const member = await newMember("manager");
    const bad = await patch(admin, member, { status: "gone" });
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as { errors: Record<string, string[]> }).errors.status).toBeDefined();
    const blind = await shop.api(`dashboard/staff/${member.id}`, { method: "PATCH", headers: headers(admin), body: JSON.stringify({ status: "disabled" }) });
    expect(blind.status).toBe(428);
    expect((await patch(admin, { ...member, version: member.version + 5 }, { status: "disabled" })).status).toBe(409);
    expect(await account(member.id)).toMatchObject({ status: "active", version: member.version });
  });

  test("nobody disables or deletes themselves", async () => {
    const me = await self();
    const disabling = await patch(admin, me, { status: "disabled" });
    expect(disabling.status).toBe(422);
    expect(await disabling.json()).toMatchObject({ errors: { status: ["self"] }, message: "You cannot disable your own account." });
    const deleting = await remove(admin, me.id);
    expect(deleting.status).toBe(422);
    expect(await deleting.json()).toMatchObject({ errors: { id: ["self"] }, message: "You cannot delete your own account." });
    expect(await self()).toMatchObject({ status: "active", version: me.version });
  });
});

describe("deleting an account", () => {
  test("removes it and its sessions; its audit entries keep its e-mail", async () => {
    const member = await newMember("manager");
    const token = await tokenOf(member.email, member.password);
    const res = await remove(admin, member.id);
    expect(res.status).toBe(204);
    expect((await accounts()).some((a) => a.id === member.id)).toBe(false);
    expect((await me(token)).status).toBe(401);
    expect((await login(member.email, member.password)).status).toBe(401);
    expect((await remove(admin, member.id)).status).toBe(404);

    // The member's own sign-in stays in the trail under their e-mail.
    const signIns = await shop.db.query<{ staff_id: number | null; staff_email: string }>(
      "select staff_id, staff_email from audit_log where action = 'sign_in' and entity_id = $1",
      [String(member.id)],
    );
    expect(signIns).toContainEqual({ staff_id: null, staff_email: member.email });
  });

  test("disabling and deleting are in the audit trail, with who did it and the account as it was", async () => {
    const member = await newMember("manager");
    expect((await patch(admin, member, { status: "disabled" })).status).toBe(200);
    expect((await remove(admin, member.id)).status).toBe(204);
    const res = await shop.api(`dashboard/audit?entity=staff&perPage=20`, { headers: headers(admin) });
    const entries = (
      (await res.json()) as {
        data: Array<{ entity_id: string; action: string; staff_email: string; before: Record<string, unknown> | null; after: Record<string, unknown> | null }>;
      }
    ).data.filter((e) => e.entity_id === String(member.id));
    expect(entries[0]).toMatchObject({ action: "delete", staff_email: TEST_ADMIN.email, before: { email: member.email, status: "disabled" }, after: null });
    expect(entries[1]).toMatchObject({ action: "update", staff_email: TEST_ADMIN.email, before: { status: "active" }, after: { status: "disabled" } });
  });
});

describe("the last active admin", () => {
  test("is kept when two admins disable, demote or delete each other at the same time", async () => {
    const changes: Array<(token: string, target: Account) => Promise<Response>> = [
      (token, target) => patch(token, target, { status: "disabled" }),
      (token, target) => patch(token, target, { role: "manager" }),
      (token, target) => remove(token, target.id),
    ];
    for (const change of changes) {
      const first = await newMember("admin");
      const second = await newMember("admin");
      const [one, two] = [await tokenOf(first.email, first.password), await tokenOf(second.email, second.password)];
      await onlyAdmins([first.id, second.id], async () => {
        const answers = await Promise.all([change(one, second), change(two, first)]);
        const statuses = answers.map((r) => r.status).sort();
        // One wins; the other is refused by the rule (422), or finds itself already signed out (401) or demoted (403).
        expect(statuses[0]).toBeLessThan(300);
        expect([401, 403, 422]).toContain(statuses[1]);
        const refusal = answers.find((r) => r.status === 422);
        if (refusal) expect(((await refusal.json()) as { message: string }).message).toBe("The shop must keep at least one active administrator.");
        expect(await activeAdmins()).toBe(1);
      });
      for (const member of [first, second]) await shop.db.query("delete from staff where id = $1", [member.id]);
    }
  });

  test("cannot be disabled, demoted or deleted: each is refused with last_admin on its field", async () => {
    const me = await self();
    const cases: Array<[{ role: "admin" | "manager"; status: "active" | "disabled" } | null, string]> = [
      [{ role: "admin", status: "disabled" }, "status"],
      [{ role: "manager", status: "active" }, "role"],
      [null, "id"],
    ];
    /** The refusal of a change of `me` to `after` (null: a deletion), if any. */
    const refusalOf = (after: (typeof cases)[number][0], field: string) =>
      shop.db
        .transaction(async (tx) => keepAnAdmin(tx, me.id, (await lockedAccount(tx, me.id))!, after, field))
        .then(
          () => undefined,
          (error: unknown) => error,
        );
    await onlyAdmins([me.id], async () => {
      for (const [after, field] of cases) {
        const refusal = await refusalOf(after, field);
        expect(refusal).toBeInstanceOf(InvalidInput);
        const res = errorAnswer(refusal)!;
        expect(res.status).toBe(422);
        expect(await res.json()).toMatchObject({ errors: { [field]: ["last_admin"] }, message: "The shop must keep at least one active administrator." });
      }
    });
    // Another active admin makes the same changes allowed; a disabled admin does not count.
    const other = await newMember("admin");
    await onlyAdmins([me.id, other.id], async () => {
      expect(await refusalOf(null, "id")).toBeUndefined();
      await shop.db.query("update staff set status = 'disabled' where id = $1", [other.id]);
      expect(await refusalOf(null, "id")).toBeInstanceOf(InvalidInput);
    });
  });

  test("a disabled admin can be deleted or demoted while one admin stays active", async () => {
    const before = await activeAdmins();
    const other = await newMember("admin");
    expect((await patch(admin, other, { status: "disabled" })).status).toBe(200);
    expect((await patch(admin, await account(other.id), { role: "manager" })).status).toBe(200);
    expect((await remove(admin, other.id)).status).toBe(204);
    expect(await activeAdmins()).toBe(before);
  });
});
