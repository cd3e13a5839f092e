import { existsSync } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import pg from "pg";
import { openPostgres } from "../../src/db/db.js";
import { migrate } from "../../src/db/migrate.js";
import { createLog } from "../../src/lib/log.js";
import { seedIfEmpty } from "../../src/seed/seed.js";
import { copyDemoDump, writeDemoDump } from "./demo-dump.js";

/** Name of the seeded PostgreSQL database each test file copies (CREATE DATABASE ... TEMPLATE). */
export const PG_TEMPLATE = "vitrina_test_template";

/**
 * Seeds the demo shop once per run, so each test file starts from a fresh copy quickly: a PGlite
 * data-dir dump (30 MB in the temporary folder, removed when the run ends; npm test's own, shared by
 * all its suites, when VITRINA_DEMO_DUMP names one), or a PostgreSQL template database when
 * TEST_DATABASE_URL is set (a copy of npm test's dump when there is one).
 */
export default async function setup(project: TestProject) {
  const log = createLog({ silent: true });
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = '${PG_TEMPLATE}'`);
    await admin.query(`drop database if exists ${PG_TEMPLATE}`);
    await admin.query(`create database ${PG_TEMPLATE}`);
    await admin.end();
    const templateUrl = new URL(url);
    templateUrl.pathname = `/${PG_TEMPLATE}`;
    const db = await openPostgres(templateUrl.toString());
    await migrate(db);
    // npm test's demo shop, seeded once for every suite (demo-dump.ts), else seeded here.
    const shared = process.env.VITRINA_DEMO_DUMP;
    if (shared && existsSync(shared)) await copyDemoDump(shared, db);
    else await seedIfEmpty(db, log);
    await db.close();
    project.provide("seed", { kind: "postgres", url });
    return;
  }
  // npm test seeds the demo shop once for all its suites and shops (demo-dump.ts).
  const shared = process.env.VITRINA_DEMO_DUMP;
  if (shared && existsSync(shared)) {
    project.provide("seed", { kind: "pglite", path: shared });
    return;
  }
  const path = join(tmpdir(), `vitrina-seed-${process.pid}.tar`);
  await writeDemoDump(path);
  project.provide("seed", { kind: "pglite", path });
  return () => rm(path, { force: true });
}

declare module "vitest" {
  export interface ProvidedContext {
    seed: { kind: "pglite"; path: string } | { kind: "postgres"; url: string };
  }
}
