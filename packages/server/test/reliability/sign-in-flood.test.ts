import type * as Crypto from "node:crypto";
import { afterAll, describe, expect, test, vi } from "vitest";
import { BUSY_RETRY_SECONDS, CHECKS_WAITING, HASHES_AT_ONCE } from "../../src/lib/password.js";
import { MAX_FAILURES_PER_PAIR } from "../../src/lib/sign-in-throttle.js";
import { createStaff, login, newClient, useProxiedShop } from "../support/sign-ins.js";

// Password hashes are slow on purpose (scrypt, 128 MiB each): guesses from many addresses must not
// make the staff's real sign-ins wait behind them. What is over a limit is refused before any hash,
// and the line of password checks is bounded: when it is full a sign-in is refused at once.

/**
 * Counts the shop's scrypt calls, and holds them back while a gate is shut (the test opens it). The
 * server's files share their modules (vitest's isolate: false): this file evaluates them again under
 * its mock, and drops them when it ends, so that the next file evaluates them with the real scrypt.
 */
const hashes = vi.hoisted(() => {
  vi.resetModules();
  return { started: 0, gate: undefined as Promise<void> | undefined };
});
afterAll(() => vi.resetModules());
vi.mock("node:crypto", async (importOriginal) => {
  const crypto = await importOriginal<typeof Crypto>();
  const scrypt = (...args: unknown[]) => {
    hashes.started += 1;
    const run = () => (crypto.scrypt as (...a: unknown[]) => void)(...args);
    if (hashes.gate) void hashes.gate.then(run);
    else run();
  };
  return { ...crypto, scrypt };
});

useProxiedShop();

describe("password checks under a flood of sign-ins", () => {
  test("attempts over a limit are refused with 429 before any hash", async () => {
    const member = await createStaff();
    const guesser = newClient();
    for (let i = 0; i < MAX_FAILURES_PER_PAIR; i++) expect((await login(member.email, `guess-${i}`, guesser)).status).toBe(401);
    const before = hashes.started;
    for (let i = 0; i < 5; i++) expect((await login(member.email, member.password, guesser)).status).toBe(429);
    expect(hashes.started).toBe(before);
  });

  test("a full line refuses at once with 503 and Retry-After; the owner then signs in, not locked out by the refusals", async () => {
    const member = await createStaff();
    let open = () => {};
    hashes.gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const before = hashes.started;
    // Guesses from many addresses, one more than the line holds: the line fills and one is refused.
    const flood = Array.from({ length: HASHES_AT_ONCE + CHECKS_WAITING + 1 }, (_, i) => login(member.email, `flood-${i}`, newClient()));
    const refused = await Promise.race(flood);
    expect(refused.status).toBe(503);
    expect(Number(refused.headers.get("retry-after"))).toBe(BUSY_RETRY_SECONDS);
    // While the line is full, the owner is refused at once, more often than a pair's failure limit.
    const owner = newClient();
    for (let i = 0; i < MAX_FAILURES_PER_PAIR + 1; i++) expect((await login(member.email, member.password, owner)).status).toBe(503);
    expect(hashes.started - before).toBe(HASHES_AT_ONCE);
    open();
    hashes.gate = undefined;
    expect((await Promise.all(flood)).map((r) => r.status).sort()).toEqual([...Array(HASHES_AT_ONCE + CHECKS_WAITING).fill(401), 503]);
    // The refused attempts were never checked and count for nothing.
    expect((await login(member.email, member.password, owner)).status).toBe(200);
  });

  test("after a flood from other addresses, a real sign-in gets through", async () => {
    const member = await createStaff();
    const flood = Array.from({ length: 3 * (HASHES_AT_ONCE + CHECKS_WAITING) }, (_, i) => login(member.email, `flood-${i}`, newClient()));
    const statuses = (await Promise.all(flood)).map((r) => r.status);
    expect(statuses.every((s) => s === 401 || s === 503)).toBe(true);
    expect((await login(member.email, member.password, newClient())).status).toBe(200);
  });
});
