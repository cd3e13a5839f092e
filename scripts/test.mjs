// `npm test`: every test of every package. Installs what the tests need where it can (pnpm and the
// packages; Debian's chromium and postgresql when run as root), runs the API suite on PGlite and on
// a throwaway PostgreSQL cluster, and ends with one 'N passed, N failed' line.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, chownSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ensureInstalled, ensurePnpm, ensureWebBuilt, isRoot, ROOT, run } from "./lib.mjs";

const pnpm = ensurePnpm();
ensureInstalled(pnpm);

const findPostgresBin = () => {
  const base = "/usr/lib/postgresql";
  if (!existsSync(base)) return undefined;
  const version = readdirSync(base).sort((a, b) => Number(b) - Number(a)).find((v) => existsSync(join(base, v, "bin", "initdb")));
  return version && join(base, version, "bin");
};

const aptInstall = (packages) => {
  console.log(`• installing ${packages.join(", ")} from Debian's packages`);
  run("apt-get", ["update", "-qq"]);
  run("apt-get", ["install", "-y", "-qq", "--no-install-recommends", ...packages], { env: { DEBIAN_FRONTEND: "noninteractive" } });
};

const missing = [];
if (!existsSync("/usr/bin/chromium")) missing.push("chromium");
if (!findPostgresBin()) missing.push("postgresql");
if (missing.length > 0) {
  if (isRoot()) aptInstall(missing);
  else {
    console.error(`✖ The tests need ${missing.join(" and ")} from Debian's packages. Install them with:\n    sudo apt-get install -y ${missing.join(" ")}\n  or run npm test as root.`);
    process.exit(1);
  }
}

const results = [];
const reportsDir = mkdtempSync(join(tmpdir(), "vitrina-reports-"));

/** Runs one package's vitest suite with a JSON report, and records its counts. */
const vitest = (name, pkg, env = {}) => {
  const report = join(reportsDir, `${name}.json`);
  console.log(`\n━━ ${name} ━━`);
  const status = run(pnpm, ["exec", "vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${report}`], {
    cwd: join(ROOT, "packages", pkg), env, allowFailure: true,
  });
  let passed = 0, failed = 0;
  try {
    const json = JSON.parse(readFileSync(report, "utf8"));
    passed = json.numPassedTests;
    failed = json.numFailedTests + (status !== 0 && json.numFailedTests === 0 ? 1 : 0);
  } catch {
    failed = 1;
  }
  results.push({ name, passed, failed });
};

/** Runs a package's Playwright journeys (Debian's chromium) with a JSON report, and records its counts. */
function playwright(name, pkg) {
  const report = join(reportsDir, `${name}.json`);
  console.log(`\n━━ ${name} ━━`);
  const status = run(pnpm, ["exec", "playwright", "test"], {
    cwd: join(ROOT, "packages", pkg), env: { E2E_REPORT: report, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1" }, allowFailure: true,
  });
  let passed = 0, failed = 0;
  try {
    const { stats } = JSON.parse(readFileSync(report, "utf8"));
    passed = stats.expected;
    failed = stats.unexpected + stats.flaky + (status !== 0 && stats.unexpected === 0 ? 1 : 0);
  } catch {
    failed = 1;
  }
  results.push({ name, passed, failed });
}

/** A step that is not a vitest suite (type checks, the import boundary): one pass or one failure. */
const step = (name, cmd, args, options = {}) => {
  console.log(`\n━━ ${name} ━━`);
  const status = run(cmd, args, { ...options, allowFailure: true });
  results.push({ name, passed: status === 0 ? 1 : 0, failed: status === 0 ? 0 : 1 });
};

step("typecheck", pnpm, ["-r", "--workspace-concurrency=1", "typecheck"]);
step("core import boundary", pnpm, ["--filter", "@vitrina/core", "run", "boundary"]);
step("core build", pnpm, ["--filter", "@vitrina/core", "run", "build"]);
vitest("core", "core");
vitest("react-ui", "react-ui");
vitest("web", "web");
step("storybook build", pnpm, ["exec", "storybook", "build", "--quiet", "-c", ".storybook", "-o", join(reportsDir, "storybook")]);
if (existsSync(join(ROOT, "packages/api-adapter/package.json"))) vitest("api-adapter", "api-adapter");
vitest("server on PGlite", "server");

const pg = startPostgres();
if (pg) {
  try {
    vitest("server on PostgreSQL", "server", { TEST_DATABASE_URL: pg.url });
  } finally {
    pg.stop();
  }
} else results.push({ name: "server on PostgreSQL", passed: 0, failed: 1 });

console.log("\n━━ storefront build ━━");
ensureWebBuilt(pnpm);
playwright("journeys in chromium", "web");

rmSync(reportsDir, { recursive: true, force: true });
console.log("\n━━ summary ━━");
for (const r of results) console.log(`${r.failed ? "✖" : "✔"} ${r.name}: ${r.passed} passed, ${r.failed} failed`);
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);

/** Starts a throwaway PostgreSQL cluster in a temporary folder; fsync off, since it is thrown away. */
function startPostgres() {
  const bin = findPostgresBin();
  if (!bin) return undefined;
  const dir = mkdtempSync(join(tmpdir(), "vitrina-pg-"));
  const port = 55432 + Math.floor(Math.random() * 1000);
  // initdb refuses to run as root: run the server as the postgres user Debian's package creates.
  const asUser = isRoot() ? ["runuser", "-u", "postgres", "--"] : [];
  if (isRoot()) chownSync(dir, uidOf("postgres"), gidOf("postgres"));
  const sh = (args) => spawnSync(asUser[0] ?? args[0], asUser.length ? [...asUser.slice(1), ...args] : args.slice(1), { stdio: "inherit" }).status === 0;
  const data = join(dir, "data");
  if (!sh([join(bin, "initdb"), "-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync"])) return undefined;
  if (!sh([join(bin, "pg_ctl"), "-D", data, "-w", "-l", join(dir, "log"), "-o", `-p ${port} -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`, "start"])) return undefined;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      sh([join(bin, "pg_ctl"), "-D", data, "-m", "immediate", "stop"]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function uidOf(user) {
  return Number(spawnSync("id", ["-u", user], { encoding: "utf8" }).stdout.trim());
}
function gidOf(user) {
  return Number(spawnSync("id", ["-g", user], { encoding: "utf8" }).stdout.trim());
}
