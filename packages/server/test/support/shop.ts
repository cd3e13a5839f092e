import { readFile } from "node:fs/promises";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { inject } from "vitest";
import pg from "pg";
import { readConfig, type Config } from "../../src/config.js";
import { openPglite, openPostgres, type Db } from "../../src/db/db.js";
import { createLog, type Log } from "../../src/lib/log.js";
import type { PasswordHashing } from "../../src/lib/password.js";
import { startShop, type RunningShop } from "../../src/server.js";
import { PG_TEMPLATE } from "./global-setup.js";

/**
 * scrypt's parameters in test shops: 1 MiB and about a millisecond a hash instead of OWASP's 128 MiB
 * and a few hundred, the way Django's test settings swap in a fast hasher, so that the suites' many
 * sign-ins cost nothing. The shop's own parameters are held to OWASP's in hardening-holes.test.ts.
 */
export const TEST_PASSWORD_HASHING: PasswordHashing = { N: 2 ** 10, r: 8, p: 1 };

/** Credentials of the admin every test shop starts with. */
export const TEST_ADMIN = { email: "admin@test.vitrina.md", password: "correct-horse-battery" } as const;

/** The demo shop's dump, read once per worker: its files share the modules (isolate: false), so this too. */
let dump: { readonly path: string; readonly blob: Promise<Blob> } | undefined;
const demoDump = (path: string): Promise<Blob> => {
  if (dump?.path !== path) dump = { path, blob: readFile(path).then((bytes) => new Blob([bytes])) };
  return dump.blob;
};

/** A fresh copy of the seeded demo database (PGlite in memory, or a new PostgreSQL database). */
export const freshDb = async (): Promise<Db> => {
  const seed = inject("seed");
  if (seed.kind === "pglite") return openPglite(undefined, await demoDump(seed.path));
  const name = `vitrina_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: seed.url });
  await admin.connect();
  await admin.query(`create database ${name} template ${PG_TEMPLATE}`);
  await admin.end();
  const url = new URL(seed.url);
  url.pathname = `/${name}`;
  const db = await openPostgres(url.toString());
  const close = db.close;
  return {
    ...db,
    close: async () => {
      await close();
      const cleanup = new pg.Client({ connectionString: seed.url });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
};

/** A shop under test: the running server plus helpers to call its API. */
export interface TestShop extends RunningShop {
  /** fetch() relative to `/api/`. */
  api(path: string, init?: RequestInit): Promise<Response>;
  /** Signs in as the test admin and returns the bearer token. */
  adminToken(): Promise<string>;
  config: Config;
}

/**
 * Starts the shop on a fresh copy of the demo database (or `db`) and a free port, with a log that
 * keeps only errors (or `log`) and cheap password hashes (TEST_PASSWORD_HASHING); `storefront: false`
 * leaves the server rendering out.
 */
export const startTestShop = async (
  overrides: Partial<Config> = {},
  options: { readonly db?: Db; readonly log?: Log; readonly storefront?: boolean } = {},
): Promise<TestShop> => {
  const dataDir = await mkdtemp(join(tmpdir(), "vitrina-test-"));
  const config: Config = {
    ...readConfig({}),
    port: 0,
    dataDir,
    adminEmail: TEST_ADMIN.email,
    adminPassword: TEST_ADMIN.password,
    // Tests place many orders from one address with one shopper; the limit's own tests set it.
    checkoutLimit: undefined,
    passwordHashing: TEST_PASSWORD_HASHING,
    ...overrides,
  };
  const shop = await startShop(config, {
    db: options.db ?? (await freshDb()),
    log: options.log ?? createLog({ silent: true }),
    ...(options.storefront === undefined ? {} : { storefront: options.storefront }),
  });
  const api = (path: string, init?: RequestInit) => fetch(`${shop.url}/api/${path.replace(/^\//, "")}`, init);
  return {
    ...shop,
    config,
    api,
    adminToken: async () => {
      const res = await api("auth/login", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(TEST_ADMIN) });
      if (res.status !== 200) throw new Error(`admin login failed: ${res.status} ${await res.text()}`);
      return ((await res.json()) as { token: string }).token;
    },
  };
};
