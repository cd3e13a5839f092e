import type { Db } from "../db/db.js";

/** The compiled server's build id, set by its bundler (tsup.config.ts); "source" when run from TypeScript. */
declare const __VITRINA_SERVER_BUILD__: string | undefined;

/** What a health answer says about the running code. */
export interface BuildInfo {
  /** The shop's version (package.json). */
  readonly version: string;
  /** The compiled server's build id, or "source" when run from TypeScript (tests, `npm run dev`). */
  readonly server: string;
  /** The storefront's build id (as in builds/latest.json), or null when it is not served. */
  readonly storefront: string | null;
  /** Which of React's builds renders the pages, or null when the storefront is not served. */
  readonly react: "production" | "development" | null;
}

/** The build info of this process, without a storefront. */
export const serverBuild = (version: string): BuildInfo => ({
  version,
  server: typeof __VITRINA_SERVER_BUILD__ === "string" ? __VITRINA_SERVER_BUILD__ : "source",
  storefront: null,
  react: null,
});

/** How long the database may take to answer a health check before the shop reports it down. */
const DATABASE_TIMEOUT_MS = 2000;

/** How long a health check's outcome stands: a load balancer polling every second costs one write in two seconds. */
export const HEALTH_CHECK_STANDS_MS = 2000;

/**
 * Resolves when the database takes a write within two seconds, as an order needs it to; rejects
 * otherwise (a database that hangs is as down as one that refuses). The write empties
 * `health_probe` and adds a row (migration 065) in a transaction it commits: a truncated table's
 * row needs a new block on disk, so a full disk fails it, and so do a read-only database and a
 * database that answers reads only.
 */
export const databaseTakesWrites = async (db: Db): Promise<void> => {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${DATABASE_TIMEOUT_MS} ms`)), DATABASE_TIMEOUT_MS);
  });
  const write = db.transaction(async (tx) => {
    await tx.query("truncate health_probe");
    await tx.query("insert into health_probe (checked_at) values (now())");
  });
  try {
    await Promise.race([write, timeout]);
  } finally {
    clearTimeout(timer);
  }
};

/**
 * {@link databaseTakesWrites}, its outcome kept for {@link HEALTH_CHECK_STANDS_MS} after it settles
 * and shared by the checks that arrive meanwhile: however often the health is asked, the database
 * gets at most one check at a time and one every two seconds.
 */
export const healthChecks = (db: Db, standsMs = HEALTH_CHECK_STANDS_MS): (() => Promise<void>) => {
  let last: { readonly outcome: Promise<void>; settledAt: number | undefined } | undefined;
  return () => {
    if (last && (last.settledAt === undefined || Date.now() - last.settledAt < standsMs)) return last.outcome;
    const check = { outcome: databaseTakesWrites(db), settledAt: undefined as number | undefined };
    const settled = () => {
      check.settledAt = Date.now();
    };
    check.outcome.then(settled, settled);
    last = check;
    return check.outcome;
  };
};
