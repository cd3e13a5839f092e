import { readdir, readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import type { Db } from "./db.js";

const MIGRATIONS_DIR = fileURLToPath(new URL("./migrations/", import.meta.url));

/** The advisory lock key that lets one process at a time migrate a shared database. */
const MIGRATION_LOCK = 72_617_001;

/**
 * Applies the versioned migrations (`migrations/NNN_name.sql`) that the database has not seen, in
 * order, in one transaction that holds an advisory lock: processes starting together on an empty
 * PostgreSQL wait for each other instead of creating the same extension or table twice. Returns the
 * versions applied.
 */
export const migrate = async (db: Db): Promise<number[]> => {
  const files = (await readdir(MIGRATIONS_DIR)).filter((f) => /^\d+_.+\.sql$/.test(f)).sort();
  return db.transaction(async (tx) => {
    await tx.query("select pg_advisory_xact_lock($1)", [MIGRATION_LOCK]);
    await tx.query(
      "create table if not exists schema_migrations (version integer primary key, name text not null, applied_at timestamptz not null default now())",
    );
    const done = new Set((await tx.query<{ version: number }>("select version from schema_migrations")).map((r) => r.version));
    const applied: number[] = [];
    for (const file of files) {
      const version = Number(file.split("_")[0]);
      if (done.has(version)) continue;
      for (const statement of splitStatements(await readFile(MIGRATIONS_DIR + file, "utf8"))) await tx.query(statement);
      await tx.query("insert into schema_migrations (version, name) values ($1, $2)", [version, file]);
      applied.push(version);
    }
    return applied;
  });
};

/**
 * Splits a migration file into statements at semicolons, except inside dollar-quoted bodies
 * (`$$ ... $$`, as in trigger functions).
 */
const splitStatements = (sql: string): string[] =>
  sql
    .split("\n")
    .filter((line) => !line.trim().startsWith("--"))
    .join("\n")
    .split("$$")
    .reduce<string[]>(
      (statements, part, i) => {
        // Odd parts are dollar-quoted bodies: kept whole, glued to the statement around them.
        if (i % 2 === 1) {
          statements[statements.length - 1] += `$$${part}$$`;
          return statements;
        }
        const [first = "", ...rest] = part.split(";");
        statements[statements.length - 1] += first;
        statements.push(...rest);
        return statements;
      },
      [""],
    )
    .map((s) => s.trim())
    .filter(Boolean);
