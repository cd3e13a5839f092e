// `npm run check`: the quick loop before a commit, in a minute or two on two cores. Type checks of
// every package (incremental: only what a change touches is checked again), the lint of the
// changed files, the import boundaries, files under 300 lines, and the unit tests of what changed
// since the branch left main (committed or not): in core, react-ui and web every test that
// depends on a changed file (vitest `related`); in the server and the adapter, whose suites start
// a shop and reach every module through it, the tests that import a changed module of their own
// package themselves and the changed tests. The API suites, the journeys, the builds and the examples are `npm test`'s.
// `npm run check -- REF` compares with REF instead of main.
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { checkBoundaries } from "./boundary.mjs";
import { ensureInstalled, ensurePnpm, ROOT } from "./lib.mjs";
import { coreBudget, exec, runStages } from "./stages.mjs";
import { vitestResult } from "./test-reports.mjs";

const pnpm = ensurePnpm();
ensureInstalled(pnpm);

const git = (...args) => execFileSync("git", args, { cwd: ROOT, encoding: "utf8" });
const ref = process.argv[2] ?? "main";
let base;
try {
  base = git("merge-base", "HEAD", ref).trim();
} catch {
  base = "HEAD";
}
/** Files changed since `base`, in commits, in the work tree or new (paths from the root), that still exist. */
const changed = [...new Set([...git("diff", "--name-only", base).split("\n"), ...git("ls-files", "--others", "--exclude-standard").split("\n")])]
  .filter(Boolean)
  .filter((path) => existsSync(join(ROOT, path)));
const SOURCE = /\.(ts|tsx|mts|js|mjs)$/;

/** Each workspace package's folder and the folders of the workspace packages it depends on, itself included. */
const packages = new Map(
  readdirSync(join(ROOT, "packages")).map((dir) => [dir, JSON.parse(readFileSync(join(ROOT, "packages", dir, "package.json"), "utf8"))]),
);
const folderOf = new Map([...packages].map(([dir, json]) => [json.name, dir]));
const reaches = (dir, seen = new Set()) => {
  if (seen.has(dir)) return seen;
  seen.add(dir);
  const { dependencies = {}, devDependencies = {} } = packages.get(dir);
  // By name: the workspace links its own packages whatever range a manifest gives them.
  for (const name of Object.keys({ ...dependencies, ...devDependencies })) if (folderOf.has(name)) reaches(folderOf.get(name), seen);
  return seen;
};
/** The changed source files a package's tests can import: its own and its workspace dependencies'. */
const changedFor = (dir) => {
  const folders = [...reaches(dir)].map((d) => `packages/${d}/`);
  return changed.filter((path) => SOURCE.test(path) && folders.some((folder) => path.startsWith(folder)));
};

/**
 * The pnpm filters of the workspace packages whose type checks a change can break: those that can
 * import a changed file, and the examples when the SDK changed; all when a setting they share did.
 */
const typecheckFilters = () => {
  if (changed.some((path) => /(^|\/)(tsconfig[^/]*\.json|package\.json|pnpm-lock\.yaml)$/.test(path))) return [];
  const dirs = [...packages.keys()].filter((dir) => changedFor(dir).length > 0).map((dir) => `./packages/${dir}`);
  const sdk = changed.some((path) => /^(examples|packages\/(core|api-adapter)\/src)\//.test(path));
  const filters = [...dirs, ...(sdk ? ["./examples"] : [])];
  return filters.length > 0 ? filters.flatMap((filter) => ["--filter", filter]) : undefined;
};

const reportsDir = mkdtempSync(join(tmpdir(), "vitrina-check-"));
const graph = join(reportsDir, "cruise.json");

/** Runs vitest in a package on `args` with a JSON report; a run that selects no test passes. */
const vitest = async (dir, args) => {
  const report = join(reportsDir, `${dir}.json`);
  const { status, output } = await exec(
    pnpm,
    ["exec", "vitest", ...args, "--passWithNoTests", "--allowOnly=false", "--reporter=default", "--reporter=json", `--outputFile.json=${report}`],
    {
      cwd: join(ROOT, "packages", dir),
    },
  );
  return { output, value: existsSync(report) || status !== 0 ? vitestResult(report, status) : { passed: 0, failed: 0 } };
};

/** Unit suites: every test that depends on a changed file, through any import (vitest's module graph). */
const relatedTests = (dir) => async () => {
  const files = changedFor(dir);
  if (files.length === 0) return { output: "nothing changed that its tests import", value: { passed: 0, failed: 0 } };
  return vitest(dir, ["related", "--run", ...files.map((path) => join(ROOT, path))]);
};

/**
 * Suites that start a shop: the tests that import a changed file of their own package directly, and
 * the changed tests. A change in a package they depend on (core) is checked by that package's unit
 * tests and by every package's type check here; its effect on the API is `npm test`'s.
 */
const directTests = (dir) => async () => {
  const files = new Set(changed.filter((path) => path.startsWith(`packages/${dir}/`)));
  const { modules } = JSON.parse(readFileSync(graph, "utf8"));
  const tests = modules
    .filter((m) => m.source.startsWith(`packages/${dir}/test/`) && /\.test\.tsx?$/.test(m.source))
    .filter((m) => files.has(m.source) || m.dependencies.some((d) => files.has(d.resolved)))
    .map((m) => join(ROOT, m.source));
  if (tests.length === 0) return { output: "no test imports a changed file", value: { passed: 0, failed: 0 } };
  return vitest(dir, ["run", ...tests]);
};

const step = (run) => async () => {
  const { status, output } = await run();
  return { output, value: { passed: status === 0 ? 1 : 0, failed: status === 0 ? 0 : 1 } };
};

const stages = [
  { name: "import boundaries", run: step(() => checkBoundaries(graph)) },
  {
    name: "typecheck",
    run: step(async () => {
      const filters = typecheckFilters();
      if (!filters) return { status: 0, output: "nothing changed that a package's types read" };
      return exec(pnpm, ["-r", "--workspace-concurrency=1", ...filters, "typecheck"]);
    }),
  },
  // Biome's rules read one file at a time: the changed files are all a change can break.
  { name: "lint", run: step(() => exec(pnpm, ["exec", "biome", "check", "--no-errors-on-unmatched", "--files-ignore-unknown=true", ...changed])) },
  { name: "files under 300 lines", run: step(() => exec(process.execPath, [join(ROOT, "scripts/file-sizes.mjs")])) },
  ...["core", "react-ui", "web"].map((dir) => ({ name: `${dir} tests of what changed`, run: relatedTests(dir) })),
  ...["server", "api-adapter"].map((dir) => ({ name: `${dir} tests importing what changed`, needs: ["import boundaries"], run: directTests(dir) })),
];

const started = performance.now();
console.log(`━━ ${changed.length} files changed since ${base === "HEAD" ? "HEAD" : `${ref} (${base.slice(0, 9)})`}; ${coreBudget()} cores ━━`);
const results = await runStages(stages, { skippedValue: () => ({ passed: 0, failed: 1 }) });
rmSync(reportsDir, { recursive: true, force: true });
console.log("\n━━ summary ━━");
for (const { name } of stages) {
  const r = results.get(name);
  console.log(`${r.failed ? "✖" : "✔"} ${name}: ${r.passed} passed, ${r.failed} failed`);
  for (const failure of r.failures ?? []) console.log(`    ✖ ${failure}`);
}
const failed = [...results.values()].reduce((n, r) => n + r.failed, 0);
const passed = [...results.values()].reduce((n, r) => n + r.passed, 0);
console.log(`\n${passed} passed, ${failed} failed (${((performance.now() - started) / 1000).toFixed(0)} s)`);
process.exit(failed > 0 ? 1 : 0);
