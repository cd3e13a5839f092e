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

/** Resolves when the database answers `select 1` within two seconds; rejects otherwise (a database that hangs is as down as one that refuses). */
export const databaseAnswers = async (db: Db): Promise<void> => {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${DATABASE_TIMEOUT_MS} ms`)), DATABASE_TIMEOUT_MS);
  });
  try {
    await Promise.race([db.query("select 1"), timeout]);
  } finally {
    clearTimeout(timer);
  }
};
