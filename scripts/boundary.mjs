// `pnpm run boundary`: the import boundaries of every package (dependency-cruiser with
// .dependency-cruiser.cjs over every package's sources, tests and journeys), then core's sources
// compiled with neither Node's nor the DOM's types. `--graph FILE` also keeps dependency-cruiser's
// JSON result (every module and what it imports) in FILE, for `npm run check` to pick the tests
// that import a changed module.
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { ROOT } from "./lib.mjs";
import { exec } from "./stages.mjs";

const BIN = join(ROOT, "node_modules", ".bin");

/** What the boundary rules read: each package's src/ and test/, and the web journeys. */
const cruised = () =>
  [...readdirSync(join(ROOT, "packages")).flatMap((pkg) => ["src", "test"].map((dir) => `packages/${pkg}/${dir}`)), "packages/web/e2e"].filter((path) =>
    existsSync(join(ROOT, path)),
  );

/**
 * Checks the boundaries; resolves with { status, output } (the violations as dependency-cruiser's
 * `err` report, and core's compile errors). `graph` names a file for the JSON result.
 */
export const checkBoundaries = async (graph) => {
  const dir = mkdtempSync(join(tmpdir(), "vitrina-boundary-"));
  const json = graph ?? join(dir, "cruise.json");
  try {
    const cruise = await exec(join(BIN, "depcruise"), [...cruised(), "--config", ".dependency-cruiser.cjs", "--output-type", "json", "--output-to", json]);
    if (!existsSync(json)) return { status: cruise.status || 1, output: cruise.output };
    const report = await exec(join(BIN, "depcruise-fmt"), ["--output-type", "err", "--exit-code", json]);
    const core = await exec(join(BIN, "tsgo"), ["-p", "packages/core/tsconfig.src.json", "--singleThreaded"]);
    return {
      status: report.status || core.status,
      output: [report.output, core.output].filter((text) => text.trim()).join("\n"),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const at = process.argv.indexOf("--graph");
  const { status, output } = await checkBoundaries(at > 0 ? process.argv[at + 1] : undefined);
  process.stdout.write(output);
  process.exit(status);
}
