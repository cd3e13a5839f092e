// WORKERS: how many processes answer the shop's requests on one machine. Node's cluster module
// shares the listening port among them; everything they must agree on (sessions, limits,
// idempotency keys, the outbox, the catalogue's version that invalidates every process's kept
// pages) is in the database, so they are as interchangeable as shops on several machines.
import cluster, { type Worker } from "node:cluster";
import { availableParallelism } from "node:os";

/** PostgreSQL connections one machine's workers keep at most by default (PG_POOL_SIZE overrides it per process). */
const MACHINE_POOL = 40;
/** How long a worker that ended unexpectedly waits before it is started again, so a crash loop does not spin. */
const RESTART_DELAY_MS = 1000;

/**
 * The number of processes to run, and a warning when fewer run than were asked: WORKERS unset is one
 * per core on PostgreSQL and one on the embedded database, which only one process may open.
 * @example workerCount({ WORKERS: "4" }, true) // { count: 4 }
 */
export const workerCount = (env: NodeJS.ProcessEnv, onPostgres: boolean): { readonly count: number; readonly warning?: string } => {
  const asked = env.WORKERS?.trim();
  if (!asked) return { count: onPostgres ? availableParallelism() : 1 };
  const count = Number(asked);
  if (!/^\d+$/.test(asked) || !Number.isSafeInteger(count) || count < 1)
    throw new Error(`WORKERS must be a whole number of processes above 0, not "${asked}".`);
  if (count > 1 && !onPostgres)
    return {
      count: 1,
      warning: `WORKERS=${count}: the embedded database (PGlite) is opened by one process only, so the shop runs as one process. Set DATABASE_URL to a PostgreSQL database to run ${count}.`,
    };
  return { count };
};

/**
 * Runs `count` workers of this script and keeps them running: each worker started is told its
 * number (WORKER_NUMBER, from 1) and its share of the connection pool; a worker that ends after it
 * started listening is started again; one that ends before (a wrong setting, no database) ends the
 * whole shop with its exit code. SIGTERM and SIGINT stop the workers (each closes its database) and
 * then the primary.
 */
export const runWorkers = (count: number, env: NodeJS.ProcessEnv = process.env): void => {
  const poolSize = env.PG_POOL_SIZE ?? String(Math.max(5, Math.min(20, Math.floor(MACHINE_POOL / count))));
  const listening = new WeakSet<Worker>();
  let stopping = false;
  const fork = (number: number) => {
    const worker = cluster.fork({ WORKER_NUMBER: String(number), PG_POOL_SIZE: poolSize });
    worker.on("listening", () => listening.add(worker));
    worker.on("exit", (code, signal) => {
      if (stopping) return;
      if (!listening.has(worker)) {
        stopping = true;
        for (const other of Object.values(cluster.workers ?? {})) other?.process.kill("SIGTERM");
        process.exitCode = code || 1;
        return;
      }
      console.error(`Worker ${number} ended (${signal ?? `exit code ${code}`}); starting it again.`);
      setTimeout(() => fork(number), RESTART_DELAY_MS);
    });
  };
  for (let number = 1; number <= count; number++) fork(number);
  for (const signal of ["SIGINT", "SIGTERM"] as const)
    process.on(signal, () => {
      stopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    });
};
