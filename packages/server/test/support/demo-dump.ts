// The seeded demo shop as a PGlite dump: made once per `npm test` run (its stage runs this file with
// the dump's path) and given to every suite and shop of the run through VITRINA_DEMO_DUMP, instead of
// each seeding its own (an empty embedded database, the migrations and the demo's pictures drawn and
// resized: about 25 s of CPU each time).
import { writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { openPglite } from "../../src/db/db.js";
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

if (process.argv[1] === fileURLToPath(import.meta.url)) await writeDemoDump(process.argv[2]!);
