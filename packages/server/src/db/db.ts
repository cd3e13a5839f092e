import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import pg from "pg";

/** What the shop needs from a database: queries, transactions and closing. Same SQL on PGlite and PostgreSQL. */
export interface Db {
  /** Runs one statement and resolves with its rows. */
  query<T = Record<string, unknown>>(sql: string, params?: ReadonlyArray<unknown>): Promise<T[]>;
  /** Runs `fn` in a transaction; a thrown error rolls everything back. */
  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  /** Runs several statements separated by semicolons (migrations). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
  readonly kind: "pglite" | "postgres";
  /**
   * Calls `onNotice` for every notification on `channel`, by the time the statement or transaction
   * that committed it resolves. Only a database this process alone uses has it (PGlite): another
   * process's notifications would arrive at any later moment.
   */
  readonly listen?: (channel: string, onNotice: () => void) => Promise<void>;
}

/** A transaction's handle. */
export type Tx = Pick<Db, "query">;

/** Opens the embedded database in `dataDir` (or in memory when undefined). */
export const openPglite = async (dataDir?: string, loadDataDir?: Blob): Promise<Db> => {
  const db = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
    extensions: { pg_trgm, unaccent },
    // Same number handling as the pg driver below: numeric (prices) and bigint (counts) as numbers.
    parsers: { 1700: (v: string) => Number(v), 20: (v: string) => Number(v) },
  });
  return {
    kind: "pglite",
    query: async <T>(sql: string, params: ReadonlyArray<unknown> = []) => (await db.query<T>(sql, [...params])).rows,
    transaction: (fn) =>
      db.transaction((tx) => fn({ query: async <T>(sql: string, params: ReadonlyArray<unknown> = []) => (await tx.query<T>(sql, [...params])).rows })),
    exec: async (sql) => {
      await db.exec(sql);
    },
    close: () => db.close(),
    listen: async (channel, onNotice) => {
      await db.listen(channel, onNotice);
    },
    dump: () => db.dumpDataDir("none"),
  } as Db & { dump: () => Promise<Blob | File> };
};

// Return numeric and bigint columns as JS numbers (prices are numeric(12,2), counts are bigint).
pg.types.setTypeParser(1700, (v) => Number(v));
pg.types.setTypeParser(20, (v) => Number(v));

/** Connects to a PostgreSQL server. */
export const openPostgres = async (url: string): Promise<Db> => {
  const pool = new pg.Pool({ connectionString: url, max: Number(process.env.PG_POOL_SIZE ?? 20) });
  // An idle connection the server closed (a restart, a failover) is dropped and replaced on next use;
  // without a listener its error event would end the process.
  pool.on("error", () => undefined);
  await pool.query("select 1");
  return {
    kind: "postgres",
    query: async <T>(sql: string, params: ReadonlyArray<unknown> = []) => (await pool.query(sql, [...params])).rows as T[],
    transaction: async (fn) => {
      const client = await pool.connect();
      try {
        await client.query("begin");
        const result = await fn({ query: async <T>(sql: string, params: ReadonlyArray<unknown> = []) => (await client.query(sql, [...params])).rows as T[] });
        await client.query("commit");
        return result;
      } catch (error) {
        await client.query("rollback").catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    exec: async (sql) => {
      await pool.query(sql);
    },
    close: () => pool.end(),
  };
};
