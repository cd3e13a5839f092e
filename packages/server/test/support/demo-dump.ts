// The seeded demo shop as a PGlite dump: made once per `npm test` run (its stage runs this file with
// the dump's path) and given to every suite and shop of the run through VITRINA_DEMO_DUMP, instead of
// each seeding its own (an empty embedded database, the migrations and the demo's pictures drawn and
// resized: about 25 s of CPU each time).
import { readFile, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { type Db, openPglite } from "../../src/db/db.js";
import { migrate } from "../../src/db/migrate.js";
import { createLog } from "../../src/lib/log.js";
import { seedIfEmpty } from "../../src/seed/seed.js";

/**
 * Seeds the demo shop on a new embedded database and writes its dump (an uncompressed tar) to `path`.
 * The dump leaves out the template databases, which only CREATE DATABASE reads (no test makes one on
 * PGlite): two thirds of its files and a third of its bytes, about a quarter of each copy's opening.
 */
export const writeDemoDump = async (path: string): Promise<void> => {
  const db = await openPglite();
  await migrate(db);
  await seedIfEmpty(db, createLog({ silent: true }));
  await db.exec("alter database template0 is_template false; alter database template1 is_template false");
  // One statement a call: DROP DATABASE cannot run inside the transaction a multi-statement call is.
  await db.exec("drop database template0");
  await db.exec("drop database template1");
  await db.exec("checkpoint");
  const dump = await (db as unknown as { dump(): Promise<Blob> }).dump();
  await writeFile(path, Buffer.from(await dump.arrayBuffer()));
  await db.close();
};

/**
 * Copies the demo shop of the dump at `path` into `target`, a migrated PostgreSQL database: every
 * table's rows (its stored columns, as JSON) and every sequence's position, with triggers and foreign
 * keys off while they are written. The PostgreSQL run gets the same demo shop as the PGlite run in
 * about 2 s, instead of seeding it again (the pictures' encoding alone takes about 20 s of CPU).
 */
export const copyDemoDump = async (path: string, target: Db): Promise<void> => {
  const source = await openPglite(undefined, new Blob([await readFile(path)]));
  try {
    const tables = await source.query<{ name: string; columns: string }>(
      `select format('%I', table_name) as name, string_agg(format('%I', column_name), ', ' order by ordinal_position) as columns
         from information_schema.columns
        where table_schema = 'public' and is_generated = 'NEVER' and table_name <> 'schema_migrations'
          and table_name in (select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE')
        group by table_name`,
    );
    const sequences = await source.query<{ name: string; value: number }>(
      "select format('%I', sequencename) as name, last_value as value from pg_sequences where schemaname = 'public' and last_value is not null",
    );
    const rows = await Promise.all(
      tables.map(
        async ({ name, columns }) =>
          (await source.query<{ rows: string }>(`select coalesce(json_agg(t), '[]')::text as rows from (select ${columns} from ${name}) t`))[0]!.rows,
      ),
    );
    await target.transaction(async (tx) => {
      await tx.query("set local session_replication_role = replica");
      for (const [i, { name, columns }] of tables.entries()) {
        await tx.query(`delete from ${name}`);
        await tx.query(`insert into ${name} (${columns}) overriding system value select ${columns} from json_populate_recordset(null::${name}, $1::json)`, [
          rows[i],
        ]);
      }
      for (const { name, value } of sequences) await tx.query("select setval($1, $2)", [name, value]);
    });
  } finally {
    await source.close();
  }
};

if (process.argv[1] === fileURLToPath(import.meta.url)) await writeDemoDump(process.argv[2]!);
