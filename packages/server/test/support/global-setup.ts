import { rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import pg from "pg";
import { openPglite, openPostgres } from "../../src/db/db.js";
import { migrate } from "../../src/db/migrate.js";
import { createLog } from "../../src/lib/log.js";
import { seedIfEmpty } from "../../src/seed/seed.js";

/** Name of the seeded PostgreSQL database each test file copies (CREATE DATABASE ... TEMPLATE). */
export const PG_TEMPLATE = "vitrina_test_template";

/**
 * Seeds the demo shop once per run, so each test file starts from a fresh copy quickly: a PGlite
 * data-dir dump (45 MB in the temporary folder, removed when the run ends), or a PostgreSQL template
 * database when TEST_DATABASE_URL is set.
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
    await seedIfEmpty(db, log);
    await db.close();
    project.provide("seed", { kind: "postgres", url });
    return;
  }
  const db = await openPglite();
  await migrate(db);
  await seedIfEmpty(db, log);
  const dump = await (db as unknown as { dump(): Promise<Blob> }).dump();
  const path = join(tmpdir(), `vitrina-seed-${process.pid}.tar`);
  await writeFile(path, Buffer.from(await dump.arrayBuffer()));
  await db.close();
  project.provide("seed", { kind: "pglite", path });
  return () => rm(path, { force: true });
}

declare module "vitest" {
  export interface ProvidedContext {
    seed: { kind: "pglite"; path: string } | { kind: "postgres"; url: string };
  }
}
