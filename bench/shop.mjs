// Starting and seeding the shop for the benchmarks: the server as `npm start` runs it (compiled,
// NODE_ENV=production), on PGlite in a data folder or on PostgreSQL, its log written next to its data.
import { spawn } from "node:child_process";
import { mkdirSync, openSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { productionServer, ROOT, run } from "../scripts/lib.mjs";

export const ADMIN = { email: "bench@vitrina.md", password: "bench-password-1" };

/** A free TCP port on loopback. */
export const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

/**
 * The shop's environment for a database: `{ dataDir }` (PGlite) or `{ dataDir, databaseUrl }`, run
 * as `workers` processes.
 */
const shopEnv = ({ dataDir, databaseUrl }, workers = process.env.BENCH_WORKERS ?? "1") => ({
  DATA_DIR: dataDir,
  DATABASE_URL: databaseUrl ?? "",
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  // The benchmark places thousands of orders from one address: measure the checkout, not its limit.
  CHECKOUT_LIMIT: "off",
  // One process by default, like the one-process ceilings the figures are set against (BENCH_WORKERS for more).
  WORKERS: String(workers),
});

/** Waits until `url` answers 200, or throws after `seconds`. */
export const waitFor = async (url, seconds, isAlive = () => true) => {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    if (!isAlive()) throw new Error(`the process behind ${url} exited`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${seconds} s`);
    await sleep(200);
  }
};

/** Starts `node <args>` in `cwd` with `env` and its output in `logFile`; stop() ends it with SIGTERM. */
export const startProcess = (args, { cwd, env, logFile }) => {
  const log = openSync(logFile, "a");
  const child = spawn(process.execPath, args, { cwd, env: { ...process.env, ...env }, stdio: ["ignore", log, log] });
  const exited = new Promise((resolve) => child.on("exit", resolve));
  return {
    pid: child.pid,
    isAlive: () => child.exitCode === null && child.signalCode === null,
    stop: async () => {
      child.kill("SIGTERM");
      await exited;
    },
  };
};

/**
 * Starts the shop on `db` on a free port; the first start migrates and creates the demo shop.
 * `nodeFlags` go to node before the server's script (the render profile's `--cpu-prof`); `workers`
 * sets WORKERS (BENCH_WORKERS, else 1, when not given).
 */
export const startShop = async (db, { nodeFlags = [], workers } = {}) => {
  mkdirSync(db.dataDir, { recursive: true });
  const port = await freePort();
  const server = productionServer();
  const shop = startProcess([...nodeFlags, ...server.args], {
    cwd: ROOT,
    env: { ...shopEnv(db, workers), PORT: String(port), HOST: "127.0.0.1", ...server.env },
    logFile: join(db.dataDir, "shop.log"),
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/api/health`, 300, shop.isAlive);
  return { url, pid: shop.pid, stop: shop.stop };
};

/** Adds `count` generated products to `db` with the seed command (the shop must be stopped on PGlite). */
export const seedProducts = (pnpm, db, count) => run(pnpm, ["--filter", "@vitrina/server", "run", "seed", "--products", String(count)], { env: shopEnv(db) });
