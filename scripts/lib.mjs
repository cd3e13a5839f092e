// Shared helpers of the root `npm start` / `npm test` commands: they must work on a fresh clone
// with only Node 20 and npm, so they bring the pinned pnpm themselves.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { chownSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, dirname } from "node:path";
import { createRequire } from "node:module";
import { fileURLToPath, pathToFileURL } from "node:url";

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
export const PNPM_VERSION = "12.21.0";
const TOOLS = join(ROOT, ".tools");
const PNPM = join(TOOLS, "node_modules", ".bin", "pnpm");

/** Runs a command in the foreground; exits the process when it fails unless `allowFailure`. */
export const run = (cmd, args, options = {}) => {
  const result = spawnSync(cmd, args, { stdio: "inherit", cwd: ROOT, ...options, env: { ...process.env, ...options.env } });
  if (result.status !== 0 && !options.allowFailure) {
    console.error(`\n✖ ${cmd} ${args.join(" ")} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
  return result.status ?? 1;
};

/** Installs the pinned pnpm into .tools/ (no global install, no corepack) and returns its path. */
export const ensurePnpm = () => {
  const ok = existsSync(PNPM) && spawnSync(PNPM, ["--version"], { encoding: "utf8" }).stdout?.trim() === PNPM_VERSION;
  if (!ok) {
    console.log(`• installing pnpm ${PNPM_VERSION} into .tools/`);
    run("npm", ["install", "--no-save", "--no-audit", "--no-fund", "--prefix", TOOLS, `pnpm@${PNPM_VERSION}`]);
  }
  return PNPM;
};

/** Installs the workspace's packages when node_modules is missing or older than the lockfile. */
export const ensureInstalled = (pnpm) => {
  const marker = join(ROOT, "node_modules", ".modules.yaml");
  const lock = join(ROOT, "pnpm-lock.yaml");
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  console.log("• installing packages (a minute or two the first time)");
  const started = performance.now();
  // Errors only: pnpm warns about the engines of development tools (an accessibility checker of the
  // journeys wants a newer Node than the shop needs), which says nothing about the shop itself.
  run(pnpm, ["install", "--frozen-lockfile", "--loglevel=error", "--config.confirmModulesPurge=false"], {
    env: { PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1", CI: "true" },
  });
  console.log(`  done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
};

/** Whether this process runs as root (so apt-get can install system packages). */
export const isRoot = () => typeof process.getuid === "function" && process.getuid() === 0;

const newestMtime = (dir) => {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
};

/** The files under `path` (a folder walked), in a stable order. */
const filesOf = (path) =>
  statSync(path).isDirectory()
    ? readdirSync(path)
        .sort()
        .flatMap((name) => filesOf(join(path, name)))
    : [path];

/** A digest of the names and contents of the files under `paths`. */
const digestOf = (paths) => {
  const hash = createHash("sha256");
  for (const file of paths.flatMap(filesOf)) hash.update(file).update("\0").update(readFileSync(file));
  return hash.digest("hex");
};

/**
 * Runs `pnpm --filter <pkg> run build` when `output` is missing or older than any of `sources`
 * (paths under packages/) or the lockfile (a dependency changed), unless the newer files hold what
 * the last build read (saved again unchanged: an editor, a checkout, the dev loop's test, which
 * would otherwise have every `npm start` and journey of a test run build the server again, one
 * build deleting dist/ under another). The build prints only its warnings and errors; `what` names the step.
 */
const ensureBuilt = (pnpm, { what, pkg, output, sources }, force) => {
  const paths = [...sources.map((p) => join(ROOT, "packages", p)), join(ROOT, "pnpm-lock.yaml")].filter(existsSync);
  const newest = Math.max(...paths.map((p) => (statSync(p).isDirectory() ? newestMtime(p) : statSync(p).mtimeMs)));
  const stamp = join(ROOT, "node_modules", ".cache", "vitrina-builds", `${pkg.replace(/\W+/g, "-")}.sources`);
  if (!force && existsSync(output)) {
    if (statSync(output).mtimeMs >= newest) return "";
    if (existsSync(stamp) && readFileSync(stamp, "utf8") === digestOf(paths)) return "";
  }
  console.log(`• building ${what}`);
  const started = performance.now();
  // A production build whatever the caller's NODE_ENV: Vite compiles JSX for React's development
  // runtime under NODE_ENV=development, which the production server cannot render.
  const build = spawnSync(pnpm, ["--silent", "--filter", pkg, "run", "build"], {
    cwd: ROOT,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, VITRINA_QUIET_BUILD: "1", NODE_ENV: "production" },
  });
  const printed = build.stdout + build.stderr;
  process.stdout.write(printed);
  if (build.status !== 0) {
    console.error(`\n✖ building ${what} failed (exit ${build.status ?? build.signal})`);
    process.exit(build.status ?? 1);
  }
  console.log(`  done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  mkdirSync(dirname(stamp), { recursive: true });
  writeFileSync(stamp, digestOf(paths));
  return printed;
};

/** The storefront's sources: the web app and every workspace package it bundles. */
const WEB_SOURCES = [
  "web/src",
  "web/index.html",
  "web/dashboard.html",
  "web/public",
  "web/vite.config.ts",
  "web/vite-precompress.ts",
  "web/vite-first-paint.ts",
  "web/package.json",
  "react-ui/src",
  "core/src",
  "api-adapter/src",
];

/** Builds the storefront (packages/web/dist) when it is missing or older than its sources. */
export const ensureWebBuilt = (pnpm, force = false) =>
  ensureBuilt(
    pnpm,
    { what: "the storefront", pkg: "@vitrina/web", output: join(ROOT, "packages", "web", "dist", "server", "entry-server.js"), sources: WEB_SOURCES },
    force,
  );

/** The compiled server: the API, the page renderer's host and the seed command (packages/server/dist). */
export const SERVER_DIST = join(ROOT, "packages", "server", "dist");

/** Compiles the server (with core, which it bundles) when dist/ is missing or older than its sources. */
export const ensureServerBuilt = (pnpm, force = false) =>
  ensureBuilt(
    pnpm,
    {
      what: "the server",
      pkg: "@vitrina/server",
      output: join(SERVER_DIST, "main.js"),
      sources: ["server/src", "server/tsup.config.ts", "server/package.json", "core/src"],
    },
    force,
  );

/**
 * Builds whatever of the shop is missing or stale (everything with `force`): the storefront and the
 * compiled server. Returns what the builds printed beyond their progress lines (their warnings).
 */
export const ensureShopBuilt = (pnpm, force = false) => ensureWebBuilt(pnpm, force) + ensureServerBuilt(pnpm, force);

/**
 * How `npm start` runs the shop: the compiled server under Node with NODE_ENV=production whatever
 * the caller's environment (React's production build renders the pages), source maps for stack
 * traces. `node <args>` with `env` added to the caller's; the journeys and the benchmarks use it too.
 */
export const productionServer = (script = "main.js") => ({
  args: ["--enable-source-maps", join(SERVER_DIST, script)],
  env: { NODE_ENV: "production" },
});

/**
 * Fills a new shop's data folder with npm test's seeded demo shop (VITRINA_DEMO_DUMP, a PGlite dump
 * made once per run) so that the shop starts on it instead of seeding its own; does nothing outside
 * npm test. The journeys' and the examples' shops start this way.
 */
export const loadDemoDump = async (dataDir) => {
  const dump = process.env.VITRINA_DEMO_DUMP;
  if (!dump || !existsSync(dump)) return;
  const fromServer = createRequire(join(ROOT, "packages", "server", "package.json"));
  const load = (name) => import(pathToFileURL(fromServer.resolve(name)).href);
  const [{ PGlite }, { pg_trgm }, { unaccent }] = await Promise.all(
    ["@electric-sql/pglite", "@electric-sql/pglite/contrib/pg_trgm", "@electric-sql/pglite/contrib/unaccent"].map(load),
  );
  const db = await PGlite.create({ dataDir: join(dataDir, "pglite"), loadDataDir: new Blob([readFileSync(dump)]), extensions: { pg_trgm, unaccent } });
  await db.close();
};

/** The bin folder of the newest PostgreSQL Debian's packages installed, if any. */
export const findPostgresBin = () => {
  const base = "/usr/lib/postgresql";
  if (!existsSync(base)) return undefined;
  const version = readdirSync(base)
    .sort((a, b) => Number(b) - Number(a))
    .find((v) => existsSync(join(base, v, "bin", "initdb")));
  return version && join(base, version, "bin");
};

const idOf = (flag, user) => Number(spawnSync("id", [flag, user], { encoding: "utf8" }).stdout.trim());

/**
 * Starts a throwaway PostgreSQL cluster in a temporary folder and returns its URL and a stop
 * function. Tests turn durability off (the cluster is thrown away); benchmarks keep PostgreSQL's
 * defaults so their figures hold for a real server.
 */
export const startPostgres = ({ durable = false } = {}) => {
  const bin = findPostgresBin();
  if (!bin) return undefined;
  const dir = mkdtempSync(join(tmpdir(), "vitrina-pg-"));
  const port = 55432 + Math.floor(Math.random() * 1000);
  // initdb refuses to run as root: run the server as the postgres user Debian's package creates.
  const asUser = isRoot() ? ["runuser", "-u", "postgres", "--"] : [];
  if (isRoot()) chownSync(dir, idOf("-u", "postgres"), idOf("-g", "postgres"));
  const sh = (args) => spawnSync(asUser[0] ?? args[0], asUser.length ? [...asUser.slice(1), ...args] : args.slice(1), { stdio: "inherit" }).status === 0;
  const data = join(dir, "data");
  if (!sh([join(bin, "initdb"), "-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync"])) return undefined;
  const settings = durable ? "-c max_connections=200" : "-c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200";
  if (!sh([join(bin, "pg_ctl"), "-D", data, "-w", "-l", join(dir, "log"), "-o", `-p ${port} -k ${dir} ${settings}`, "start"])) return undefined;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      sh([join(bin, "pg_ctl"), "-D", data, "-m", "immediate", "stop"]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
};

/**
 * Installs Debian's `browser` package (`chromium`, or `chromium-headless-shell`, the lighter build
 * the tests drive) and postgresql when missing (as root), or says how and exits. A browser at
 * `browserPath` (the tests' CHROMIUM_PATH) stands in for the package.
 */
export const ensureBrowserAndPostgres = (command, browser, browserPath = `/usr/bin/${browser}`) => {
  const missing = [];
  if (!existsSync(browserPath)) missing.push(browser);
  if (!findPostgresBin()) missing.push("postgresql");
  if (missing.length === 0) return;
  if (!isRoot()) {
    console.error(
      `✖ ${command} needs ${missing.join(" and ")} from Debian's packages. Install them with:\n    sudo apt-get install -y ${missing.join(" ")}\n  or run ${command} as root.`,
    );
    process.exit(1);
  }
  console.log(`• installing ${missing.join(", ")} from Debian's packages`);
  run("apt-get", ["update", "-qq"]);
  run("apt-get", ["install", "-y", "-qq", "--no-install-recommends", ...missing], { env: { DEBIAN_FRONTEND: "noninteractive" } });
};
