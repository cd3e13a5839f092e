import { describe, expect, test } from "vitest";
import type { AuditEntry } from "@vitrina/core";
import { TEST_ADMIN } from "../support/shop.js";
import { admin, createStaff, login, newClient, shop, useProxiedShop } from "../support/sign-ins.js";
import { failureDelay, MAX_FAILURES_PER_PAIR } from "../../src/lib/sign-in-throttle.js";
import { json } from "./helpers.js";

// Guessing a staff member's password locks out the guesser's address, never the owner signing in
// from elsewhere; the current password of a password change is guarded the same way; and every
// sign-in, failed sign-in, lockout and password change is in the audit trail.

useProxiedShop();

const auditOf = async (id: number): Promise<AuditEntry[]> => {
  const res = await shop.api("dashboard/audit?entity=staff&per_page=100", { headers: { authorization: `Bearer ${admin}` } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: AuditEntry[] }).data.filter((e) => e.entity_id === String(id));
};

describe("sign-in throttling per e-mail and client address", () => {
  test("someone guessing from one address is refused there, while the owner signs in from another", async () => {
    const member = await createStaff();
    const attacker = newClient();
    for (let i = 0; i < MAX_FAILURES_PER_PAIR; i++) expect((await login(member.email, `guess-${i}`, attacker)).status).toBe(401);
    const refused = await login(member.email, member.password, attacker);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await login(member.email, member.password, newClient())).status).toBe(200);
  });

  test("each failure of a pair waits longer than the one before, up to a few seconds", () => {
    const delays = Array.from({ length: 10 }, (_, i) => failureDelay(i));
    expect(delays[0]).toBe(0);
    for (let i = 1; i < 5; i++) expect(delays[i]).toBeGreaterThan(delays[i - 1]!);
    expect(Math.max(...delays)).toBeLessThanOrEqual(4000);
  });

  test("the current password of a password change is throttled like a sign-in", async () => {
    const member = await createStaff();
    const home = newClient();
    const token = ((await (await login(member.email, member.password, home)).json()) as { token: string }).token;
    const change = (current: string, client: Record<string, string>) =>
      shop.api("auth/password", json("POST", { current_password: current, new_password: "a-brand-new-password-42" }, token, client));
    const thief = newClient();
    for (let i = 0; i < MAX_FAILURES_PER_PAIR; i++) expect((await change(`guess-${i}`, thief)).status).toBe(422);
    expect((await change(member.password, thief)).status).toBe(429);
    expect((await change(member.password, home)).status).toBe(204);
  });
});

describe("the audit trail of sign-ins", () => {
  test("records sign-ins, failed sign-ins, the lockout and password changes with the client's address", async () => {
    const member = await createStaff();
    const client = newClient();
    for (let i = 0; i < MAX_FAILURES_PER_PAIR; i++) await login(member.email, `guess-${i}`, client);
    const elsewhere = newClient();
    const token = ((await (await login(member.email, member.password, elsewhere)).json()) as { token: string }).token;
    expect(
      (await shop.api("auth/password", json("POST", { current_password: member.password, new_password: "another-new-password-77" }, token, elsewhere))).status,
    ).toBe(204);
    const reset = await shop.api(
      `dashboard/staff/${member.id}`,
      json("PATCH", { password: "set-by-the-admin-password-9" }, admin, { "if-match": `"${await versionOf(member.id)}"` }),
    );
    expect(reset.status, await reset.clone().text()).toBe(200);

    const entries = (await auditOf(member.id)).reverse();
    const actions = entries.map((e) => e.action).filter((a) => a !== "create" && a !== "update");
    expect(actions).toEqual([...Array(MAX_FAILURES_PER_PAIR - 1).fill("sign_in_failed"), "lockout", "sign_in", "password_change", "password_change"]);
    expect(entries.find((e) => e.action === "lockout")?.after).toEqual({ address: client["x-forwarded-for"] });
    expect(entries.find((e) => e.action === "sign_in")?.after).toEqual({ address: elsewhere["x-forwarded-for"] });
    // The member changed their own password; then an admin set a new one.
    const changes = entries.filter((e) => e.action === "password_change");
    expect(changes.map((e) => e.staff_email)).toEqual([member.email, TEST_ADMIN.email]);
  });
});

const versionOf = async (id: number): Promise<number> => {
  const res = await shop.api("dashboard/staff", { headers: { authorization: `Bearer ${admin}` } });
  return ((await res.json()) as { data: Array<{ id: number; version: number }> }).data.find((s) => s.id === id)!.version;
};
