import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import pg from "pg";
import { DatabaseUnavailable, unavailableOr } from "./unavailable.js";

/**
 * What the shop needs from a database: queries, transactions and closing. Same SQL on PGlite and
 * PostgreSQL. Every method rejects with {@link DatabaseUnavailable} when the database cannot be
 * reached, lost the connection, or cannot write now; with the database's own error otherwise.
 */
export interface Db {
  /**
   * Runs one statement and resolves with its rows. A `prepared` statement is parsed and planned once
   * per connection on PostgreSQL, with one plan for any parameters: for statements run on most
   * requests whose best plan does not depend on the values given (PGlite plans every statement).
   * Each text prepared stays prepared on each connection: only statements of a fixed text are.
   */
  query<T = Record<string, unknown>>(sql: string, params?: ReadonlyArray<unknown>, options?: QueryOptions): Promise<T[]>;
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

/** How a statement is run (see {@link Db.query}). */
export interface QueryOptions {
  readonly prepared?: boolean;
}

/** A transaction's handle. */
export type Tx = Pick<Db, "query">;

/** `work`, rejecting with {@link DatabaseUnavailable} when it failed for want of a database. */
const classified = <T>(work: Promise<T>): Promise<T> => work.catch((error: unknown) => Promise.reject(unavailableOr(error)));

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
    query: async <T>(sql: string, params: ReadonlyArray<unknown> = []) => (await classified(db.query<T>(sql, [...params]))).rows,
    transaction: (fn) =>
      classified(
        db.transaction((tx) => fn({ query: async <T>(sql: string, params: ReadonlyArray<unknown> = []) => (await tx.query<T>(sql, [...params])).rows })),
      ),
    exec: async (sql) => {
      await classified(db.exec(sql));
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

/** How long a request waits for a connection (a new one, or one of the pool's) before it is told the database is unavailable. */
const CONNECT_TIMEOUT_MS = 5000;

/**
 * Connects to a PostgreSQL server. A lost connection (a restart, a failover, pg_terminate_backend)
 * never ends the process: the statement or transaction that ran on it fails with
 * {@link DatabaseUnavailable}, the connection is discarded, and the next request opens a new one.
 */
export const openPostgres = async (url: string): Promise<Db> => {
  const pool = new pg.Pool({
    connectionString: url,
    max: Number(process.env.PG_POOL_SIZE ?? 20),
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    // A server that vanished without closing its sockets is noticed by the kernel's keep-alive probes.
    keepAlive: true,
    // A prepared statement runs on its generic plan: planning it for each request's values costs more
    // than running it (0.5 of 0.8 ms for the search), and unprepared statements are still planned each
    // time. Set when the connection starts, so no query of its own runs beside the first request's.
    // No JIT compiling: the shop's statements are short, and a listing's or a search's candidates
    // (hundreds of correlated subqueries, costed above jit_above_cost) spent more compiling than
    // running (28 of 70 ms for 1,712 candidates on 100,000 products).
    options: "-c plan_cache_mode=force_generic_plan -c jit=off",
  });
  // An idle connection the server closed is dropped by the pool and replaced on next use; without a
  // listener its error event would end the process.
  pool.on("error", () => undefined);
  await classified(pool.query("select 1"));
  const names = new Map<string, string>();
  const statement = (sql: string, params: ReadonlyArray<unknown>, options?: QueryOptions): pg.QueryConfig => {
    if (!options?.prepared) return { text: sql, values: [...params] };
    let name = names.get(sql);
    if (!name) names.set(sql, (name = `vitrina_${names.size + 1}`));
    return { name, text: sql, values: [...params] };
  };
  return {
    kind: "postgres",
    query: async <T>(sql: string, params: ReadonlyArray<unknown> = [], options?: QueryOptions) =>
      (await classified(pool.query(statement(sql, params, options)))).rows as T[],
    transaction: async (fn) => {
      const client = await classified(pool.connect());
      // The pool listens to a connection only while it is idle: one lost while the transaction holds
      // it would emit an error event nobody hears, which ends the process. Heard here, it fails the
      // transaction, and the connection is discarded when released.
      let lost: Error | undefined;
      const onError = (error: Error) => {
        lost ??= error;
      };
      client.on("error", onError);
      try {
        await client.query("begin");
        const result = await fn({
          query: async <T>(sql: string, params: ReadonlyArray<unknown> = [], options?: QueryOptions) =>
            (await client.query(statement(sql, params, options))).rows as T[],
        });
        await client.query("commit");
        return result;
      } catch (error) {
        // A connection that cannot even roll back is in no state to serve another request.
        if (!lost) await client.query("rollback").catch((failed: Error) => void (lost ??= failed));
        throw lost ? new DatabaseUnavailable(lost) : unavailableOr(error);
      } finally {
        client.off("error", onError);
        client.release(lost);
      }
    },
    exec: async (sql) => {
      await classified(pool.query(sql));
    },
    close: () => pool.end(),
  };
};
