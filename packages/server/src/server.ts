import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import { serve, type ServerType } from "@hono/node-server";
import lockfile from "proper-lockfile";
import { createApp, SERVER_VERSION } from "./app.js";
import type { Config } from "./config.js";
import { openPglite, openPostgres, type Db } from "./db/db.js";
import { migrate } from "./db/migrate.js";
import { createLog, type Log } from "./lib/log.js";
import { withStaffAudit } from "./lib/staff-context.js";
import { outboxFolder, startMailer, type Mailer } from "./mail/mailer.js";
import { startSenderDataPurge } from "./contact/messages.js";
import { startUnpaidTransferCancel } from "./orders/unpaid-transfers.js";
import { seedIfEmpty } from "./seed/seed.js";
import { loadStorefront, mountStorefront, pageFront } from "./web.js";
import { pageAnswers } from "./lib/page-answers.js";
import { ensureAdmin } from "./seed/admin.js";
import { serverBuild } from "./lib/health.js";

/** A running shop: its URL, database and a way to stop it. */
export interface RunningShop {
  readonly url: string;
  readonly db: Db;
  readonly server: ServerType;
  /** The order e-mail worker. */
  readonly mailer: Mailer;
  /** Stops serving, the mailer and the database; calling it again returns the same stop. */
  stop(): Promise<void>;
}

/** Thrown when another process already uses the embedded database of a data folder. */
export class DataDirInUse extends Error {}

/**
 * Opens the database the configuration names (PostgreSQL or PGlite in dataDir). The embedded
 * database serves one process only: its folder is locked while open (a crashed process's lock goes
 * stale within seconds, so a restart takes over), and a second process is refused.
 */
export const openDatabase = async (config: Config): Promise<Db> => {
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  const dir = join(config.dataDir, "pglite");
  await mkdir(dir, { recursive: true });
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(dir, { stale: 5000, update: 1000, retries: { retries: 8, minTimeout: 500, maxTimeout: 1000 } });
  } catch {
    throw new DataDirInUse(`The embedded database in ${dir} is used by another running shop; stop it, or give this one another DATA_DIR.`);
  }
  const db = await openPglite(dir);
  return {
    ...db,
    close: async () => {
      await db.close();
      await release();
    },
  };
};

/**
 * How long an idle keep-alive connection stays open: longer than the 60 s a proxy or load balancer
 * keeps its own idle connections to the shop (nginx's upstream keepalive, AWS's ALB), so that the
 * proxy never sends a request on a connection the shop has just closed (a 502 for the shopper), nor
 * does a client reusing one (Node's default of 5 s raced clients' own 4 s).
 */
export const KEEP_ALIVE_SECONDS = 65;

/** Sets {@link KEEP_ALIVE_SECONDS} on `server`, and the time to read a request's headers just above it, as Node asks. */
const keepIdleConnections = (server: ServerType) => {
  if (!("keepAliveTimeout" in server)) return;
  server.keepAliveTimeout = KEEP_ALIVE_SECONDS * 1000;
  server.headersTimeout = (KEEP_ALIVE_SECONDS + 1) * 1000;
};

/**
 * Starts the shop: opens and migrates the database, fills it with demo data on first start,
 * makes sure an admin exists and serves HTTP on the configured port (0 picks a free port).
 */
export const startShop = async (config: Config, options: { db?: Db; log?: Log; storefront?: boolean } = {}): Promise<RunningShop> => {
  const log = options.log ?? createLog();
  const db = withStaffAudit(options.db ?? (await openDatabase(config)));
  await migrate(db);
  await seedIfEmpty(db, log, { demo: config.demo });
  await ensureAdmin(db, config, log);
  const mailer = startMailer({ db, config, log });
  const purge = startSenderDataPurge({ db, log, outboxDir: outboxFolder(config) });
  const unpaid = startUnpaidTransferCancel({ db, config, log });
  const storefront = options.storefront === false ? undefined : await loadStorefront(log);
  const build = serverBuild(SERVER_VERSION);
  const deps = { db, config, log };
  // Kept pages are answered again in front of the app's middleware (web.ts).
  const answers = pageAnswers();
  const app = createApp(
    deps,
    storefront ? { ...build, storefront: storefront.build, react: storefront.react } : build,
    storefront ? pageFront(deps, storefront, answers) : undefined,
    storefront?.inlineScripts,
  );
  if (storefront) mountStorefront(app, deps, storefront, answers);
  const server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: app.fetch, port: config.port, hostname: process.env.HOST ?? "0.0.0.0" }, () => resolve(s));
  });
  keepIdleConnections(server);
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  // Stopping runs once: a second signal (or caller) waits for the same stop instead of closing a
  // server and a database that are already closing.
  let stopping: Promise<void> | undefined;
  return {
    url: `http://localhost:${port}`,
    db,
    server,
    mailer,
    stop: () =>
      (stopping ??= (async () => {
        await new Promise<void>((resolve) => server.close(() => resolve()));
        await mailer.stop();
        await purge.stop();
        await unpaid.stop();
        await db.close();
      })()),
  };
};
