// `npm test`: every test of every package. Installs what the tests need where it can (pnpm and the
// packages; Debian's chromium-headless-shell and postgresql when run as root), runs the API suite on PGlite and on
// a throwaway PostgreSQL cluster, and ends with one 'N passed, N failed' line. Independent stages
// run side by side within the machine's cores (scripts/stages.mjs); each prints when it ends.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ensureBrowserAndPostgres, ensureInstalled, ensurePnpm, ROOT, startPostgres } from "./lib.mjs";
import { coreBudget, exec, machineCpuSince, runStages } from "./stages.mjs";
import { failSkipped, playwrightResult, vitestResult } from "./test-reports.mjs";

const pnpm = ensurePnpm();
ensureInstalled(pnpm);
// The journeys' browser: Debian's, or the one CHROMIUM_PATH names (the Playwright configs read it too).
ensureBrowserAndPostgres("npm test", "chromium-headless-shell", process.env.CHROMIUM_PATH);

const reportsDir = mkdtempSync(join(tmpdir(), "vitrina-reports-"));

/** A package's vitest suite with a JSON report (its counts, its skipped tests). */
const vitest =
  (pkg, env = {}, args = []) =>
  async (name) => {
    const report = join(reportsDir, `${name.replace(/\W+/g, "-")}.json`);
    // A focused test (.only) fails the run instead of leaving the others out.
    const { status, output, cpu } = await exec(
      pnpm,
      ["exec", "vitest", "run", ...args, "--allowOnly=false", "--reporter=default", "--reporter=json", `--outputFile.json=${report}`],
      { cwd: join(ROOT, pkg), env },
    );
    return { output, cpu, value: vitestResult(report, status) };
  };

/** A package's Playwright journeys (Debian's chromium) with a JSON report. */
const playwright = (pkg) => async (name) => {
  const report = join(reportsDir, `${name.replace(/\W+/g, "-")}.json`);
  const { status, output, cpu } = await exec(pnpm, ["exec", "playwright", "test", "--forbid-only"], {
    cwd: join(ROOT, pkg),
    env: { E2E_REPORT: report, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1" },
  });
  return { output, cpu, value: playwrightResult(report, status) };
};

/** A step that is not a test suite (type checks, the import boundary, a build): one pass or one failure. */
const step =
  (cmd, args, options = {}) =>
  async () => {
    const { status, output, cpu } = await exec(cmd, args, options);
    return { output, cpu, value: { passed: status === 0 ? 1 : 0, failed: status === 0 ? 0 : 1 } };
  };

/** The server's suite on a throwaway PostgreSQL cluster, stopped when the suite ends. */
const onPostgres = async (name) => {
  const pg = startPostgres();
  if (!pg) return { output: "✖ no PostgreSQL cluster could be started", value: { passed: 0, failed: 1 } };
  try {
    return await vitest("packages/server", { TEST_DATABASE_URL: pg.url }, ONE_WORKER)(name);
  } finally {
    pg.stop();
  }
};

const SDK_BUILD = "SDK build (core and adapter)";
const DEMO_SHOP = "demo shop, seeded once for every suite";
// The seeded demo shop every PGlite suite and started shop of the run copies (demo-dump.ts): the
// stages that start one need DEMO_SHOP, so the dump is whole when they read it.
process.env.VITRINA_DEMO_DUMP = join(reportsDir, "demo-shop.tar");
const SHOP_BUILD = "storefront and server build, as npm start builds them";
// The server's suite runs on both databases at once, one test file at a time on each: the two
// cores' worth of its usual two workers, and neither run waits alone on its slowest file.
const ONE_WORKER = ["--maxWorkers=1"];
const SERVER_PAIR = ["server on PGlite", "server on PostgreSQL"];

// In the order of the summary. `weight` is how many cores a stage keeps busy (vitest and
// Playwright run two workers, builds bundle on every core). The shop's build and the suites that
// run on it are the long chain: they start first, and the other stages fill the cores they leave.
const stages = [
  { name: "typecheck", run: step(pnpm, ["-r", "--workspace-concurrency=1", "typecheck"]) },
  { name: "import boundaries", run: step(pnpm, ["run", "boundary"]) },
  { name: "lint", run: step(pnpm, ["run", "lint"]) },
  { name: "files under 300 lines", run: step(process.execPath, [join(ROOT, "scripts/file-sizes.mjs")]) },
  // The SDK's packages compiled once, before anything that imports their dist/ runs (the server's
  // suites, the journeys' texts, the shop's build, the packaging test, which then packs them as
  // they are instead of building them again under the suites' feet).
  // Two compilations one after the other: one core; the other seeds the demo shop meanwhile.
  { name: SDK_BUILD, first: true, run: step(pnpm, ["--filter", "@vitrina/api-adapter", "run", "build"]) },
  {
    name: DEMO_SHOP,
    first: true,
    run: step(pnpm, ["--dir", "packages/server", "exec", "tsx", "--conditions=@vitrina/source", "test/support/demo-dump.ts", process.env.VITRINA_DEMO_DUMP]),
  },
  { name: "core", run: vitest("packages/core") },
  { name: "react-ui", run: vitest("packages/react-ui") },
  { name: "web", run: vitest("packages/web") },
  { name: "storybook build", run: step(pnpm, ["exec", "storybook", "build", "--quiet", "-c", ".storybook", "-o", join(reportsDir, "storybook")]) },
  // After the shop's build: the contract suite's shop serves the built storefront when there is one.
  { name: "api-adapter", needs: [SHOP_BUILD, DEMO_SHOP], run: vitest("packages/api-adapter") },
  // Built before the server's suites: the fuzzing checks that markup renders as text in its pages,
  // and a test starts the shop as `npm start` does (compiled server); the journeys run on it too.
  // Built as `npm start` builds them, always (so the check holds on a machine that built them before):
  // the start output is only progress, so the builds may print no warning.
  {
    name: SHOP_BUILD,
    first: true,
    needs: [SDK_BUILD],
    run: step(process.execPath, [
      "-e",
      `
  import("./scripts/lib.mjs").then(({ ensurePnpm, ensureShopBuilt }) => {
    const printed = ensureShopBuilt(ensurePnpm(), true).trim();
    if (printed) { console.error("✖ the builds printed more than their progress:\\n" + printed); process.exit(1); }
  });`,
    ]),
  },
  // The two server runs wait on sign-in delays, child processes and PostgreSQL for about a third of
  // their time (BENCHMARKS.md, npm test's time): together they count as one core, and the stages of
  // weight 1 fill the other while they run. The journeys come after the PostgreSQL run (ordered, not
  // dependent: a server failure does not skip them), which ends minutes before the PGlite one: they
  // take the core and a half the PGlite run leaves, instead of waiting for it with a core idle. (All
  // three at once, the PGlite run on two workers, kept the cores 70 % busy and left the other stages
  // to the end, where scale-out's and orders-access's process and database starts timed out.)
  { name: SERVER_PAIR[0], weight: 0.5, first: true, needs: [SHOP_BUILD, DEMO_SHOP], run: vitest("packages/server", {}, ONE_WORKER) },
  { name: SERVER_PAIR[1], weight: 0.5, first: true, needs: [SHOP_BUILD, DEMO_SHOP], run: onPostgres },
  {
    name: "journeys in chromium",
    weight: 1.5,
    first: true,
    needs: [SHOP_BUILD, DEMO_SHOP],
    after: [SERVER_PAIR[1]],
    run: playwright("packages/web"),
  },
  // The SDK as outside developers get it (examples/): both packages packed and installed with npm into
  // an empty app, where the Node purchase script is type-checked and buys from a started shop; and the
  // framework-free page (examples/vanilla) shopping in chromium, on the packages the packing built.
  { name: "SDK tarballs and Node purchase example", needs: [SDK_BUILD, SHOP_BUILD, DEMO_SHOP], run: vitest("examples", { VITRINA_SDK_BUILT: "1" }) },
  { name: "framework-free page in chromium", needs: ["SDK tarballs and Node purchase example"], run: playwright("examples") },
  {
    name: "SDK publish dry run (npm and pnpm)",
    needs: ["SDK tarballs and Node purchase example"],
    run: step(process.execPath, [join(ROOT, "scripts/publish-check.mjs")]),
  },
  // The SDK's API reference from core's and the adapter's doc comments, checked without writing its
  // pages (`pnpm docs` writes them): a broken link, an unexported type a signature names or any other
  // TypeDoc warning fails it.
  { name: "SDK API reference (TypeDoc)", run: step(pnpm, ["run", "docs", "--emit", "none"]) },
];

const started = performance.now();
const machine = machineCpuSince();
console.log(`━━ ${stages.length} stages on ${coreBudget()} cores ━━`);
const results = await runStages(
  stages.map((stage) => ({ ...stage, run: () => stage.run(stage.name) })),
  { skippedValue: () => ({ passed: 0, failed: 1 }) },
);
failSkipped(results, [SERVER_PAIR]);

rmSync(reportsDir, { recursive: true, force: true });
console.log("\n━━ summary ━━");
for (const { name } of stages) {
  const r = results.get(name);
  console.log(`${r.failed ? "✖" : "✔"} ${name}: ${r.passed} passed, ${r.failed} failed`);
  for (const failure of r.failures ?? []) console.log(`    ✖ ${failure}`);
}
const passed = [...results.values()].reduce((n, r) => n + r.passed, 0);
const failed = [...results.values()].reduce((n, r) => n + r.failed, 0);
console.log(`\n${passed} passed, ${failed} failed (${((performance.now() - started) / 60_000).toFixed(1)} min${machine()})`);
process.exit(failed > 0 ? 1 : 0);
