// `npm test`: every test of every package. Installs what the tests need where it can (pnpm and the
// packages; Debian's chromium and postgresql when run as root), runs the API suite on PGlite and on
// a throwaway PostgreSQL cluster, and ends with one 'N passed, N failed' line.
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { ensureChromiumAndPostgres, ensureInstalled, ensurePnpm, ROOT, run, startPostgres } from "./lib.mjs";

const pnpm = ensurePnpm();
ensureInstalled(pnpm);
ensureChromiumAndPostgres("npm test");

const results = [];
const reportsDir = mkdtempSync(join(tmpdir(), "vitrina-reports-"));

/** The first lines of a failure's message, without colours (a property's seed and counterexample with it). */
const firstLines = (message = "") =>
  message
    .replace(/\u001b\[[0-9;]*m/g, "")
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(0, 3)
    .join(" · ")
    .slice(0, 500);

/** Runs one package's vitest suite with a JSON report, and records its counts. */
const vitest = (name, pkg, env = {}) => {
  const report = join(reportsDir, `${name}.json`);
  console.log(`\n━━ ${name} ━━`);
  const status = run(pnpm, ["exec", "vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${report}`], {
    cwd: join(ROOT, "packages", pkg),
    env,
    allowFailure: true,
  });
  let passed = 0,
    failed = 0,
    failures = [];
  try {
    const json = JSON.parse(readFileSync(report, "utf8"));
    passed = json.numPassedTests;
    failures = json.testResults.flatMap((file) => [
      ...file.assertionResults
        .filter((t) => t.status === "failed")
        .map((t) => `${relative(ROOT, file.name)} › ${t.fullName}: ${firstLines(t.failureMessages[0])}`),
      ...(file.status === "failed" && file.assertionResults.every((t) => t.status !== "failed")
        ? [`${relative(ROOT, file.name)}: ${firstLines(file.message)}`]
        : []),
    ]);
    failed = json.numFailedTests + (status !== 0 && json.numFailedTests === 0 ? 1 : 0);
  } catch {
    failed = 1;
  }
  results.push({ name, passed, failed, failures });
};

/** Runs a package's Playwright journeys (Debian's chromium) with a JSON report, and records its counts. */
function playwright(name, pkg) {
  const report = join(reportsDir, `${name}.json`);
  console.log(`\n━━ ${name} ━━`);
  const status = run(pnpm, ["exec", "playwright", "test"], {
    cwd: join(ROOT, "packages", pkg),
    env: { E2E_REPORT: report, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1" },
    allowFailure: true,
  });
  let passed = 0,
    failed = 0,
    failures = [];
  try {
    const { stats, suites } = JSON.parse(readFileSync(report, "utf8"));
    passed = stats.expected;
    const specs = (suite) => [...(suite.specs ?? []), ...(suite.suites ?? []).flatMap(specs)];
    failures = suites
      .flatMap(specs)
      .filter((spec) => !spec.ok)
      .map((spec) => `${spec.file}:${spec.line} › ${spec.title}: ${firstLines(spec.tests.flatMap((t) => t.results).find((r) => r.error)?.error?.message)}`);
    failed = stats.unexpected + stats.flaky + (status !== 0 && stats.unexpected === 0 ? 1 : 0);
  } catch {
    failed = 1;
  }
  results.push({ name, passed, failed, failures });
}

/** A step that is not a vitest suite (type checks, the import boundary): one pass or one failure. */
const step = (name, cmd, args, options = {}) => {
  console.log(`\n━━ ${name} ━━`);
  const status = run(cmd, args, { ...options, allowFailure: true });
  results.push({ name, passed: status === 0 ? 1 : 0, failed: status === 0 ? 0 : 1 });
};

step("typecheck", pnpm, ["-r", "--workspace-concurrency=1", "typecheck"]);
step("import boundaries", pnpm, ["run", "boundary"]);
step("lint", pnpm, ["run", "lint"]);
step("files under 300 lines", process.execPath, [join(ROOT, "scripts/file-sizes.mjs")]);
step("core build", pnpm, ["--filter", "@vitrina/core", "run", "build"]);
vitest("core", "core");
vitest("react-ui", "react-ui");
vitest("web", "web");
step("storybook build", pnpm, ["exec", "storybook", "build", "--quiet", "-c", ".storybook", "-o", join(reportsDir, "storybook")]);
if (existsSync(join(ROOT, "packages/api-adapter/package.json"))) vitest("api-adapter", "api-adapter");
// Built before the server's suites: the fuzzing checks that markup renders as text in its pages,
// and a test starts the shop as `npm start` does (compiled server); the journeys run on it too.
// Built as `npm start` builds them, always (so the check holds on a machine that built them before):
// the start output is only progress, so the builds may print no warning.
step("storefront and server build, as npm start builds them", process.execPath, [
  "-e",
  `
  import("./scripts/lib.mjs").then(({ ensurePnpm, ensureShopBuilt }) => {
    const printed = ensureShopBuilt(ensurePnpm(), true).trim();
    if (printed) { console.error("✖ the builds printed more than their progress:\\n" + printed); process.exit(1); }
  });`,
]);
vitest("server on PGlite", "server");

const pg = startPostgres();
if (pg) {
  try {
    vitest("server on PostgreSQL", "server", { TEST_DATABASE_URL: pg.url });
  } finally {
    pg.stop();
  }
} else results.push({ name: "server on PostgreSQL", passed: 0, failed: 1 });

playwright("journeys in chromium", "web");
// The SDK as outside developers get it (examples/): both packages packed and installed with npm into
// an empty app, where the Node purchase script is type-checked and buys from a started shop; and the
// framework-free page (examples/vanilla) shopping in chromium.
vitest("SDK tarballs and Node purchase example", "../examples");
playwright("framework-free page in chromium", "../examples");
// The SDK's API reference from core's and the adapter's doc comments: a broken link, an unexported
// type a signature names or any other TypeDoc warning fails it.
step("SDK API reference (TypeDoc)", pnpm, ["run", "docs", "--out", join(reportsDir, "api")]);

rmSync(reportsDir, { recursive: true, force: true });
console.log("\n━━ summary ━━");
for (const r of results) {
  console.log(`${r.failed ? "✖" : "✔"} ${r.name}: ${r.passed} passed, ${r.failed} failed`);
  for (const failure of r.failures ?? []) console.log(`    ✖ ${failure}`);
}
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
