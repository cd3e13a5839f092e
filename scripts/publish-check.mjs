// `node scripts/publish-check.mjs`: the release's dry run (docs/releasing.md). Builds @vitrina/core and
// @vitrina/api-adapter when they are not built, then for each package and each tool (npm, pnpm): packs it, reads the
// manifest and README inside the tarball, and runs that tool's `publish --dry-run`. Fails when a
// manifest keeps the workspace protocol or names a version of the other package it does not
// accept, when a README links to a file outside its package, or when the CHANGELOG has no entry
// for the version being published.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ensurePnpm, ROOT } from "./lib.mjs";
import { packSdk, SDK_PACKAGES } from "./pack-sdk.mjs";

const pnpm = ensurePnpm();
const problems = [];

const sh = (cmd, args, cwd) => {
  const result = spawnSync(cmd, args, { cwd, encoding: "utf8" });
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}` };
};

/** A file of a tarball, as text. */
const fromTarball = (tarball, file) => {
  const result = spawnSync("tar", ["-xzOf", tarball, `package/${file}`], { encoding: "utf8" });
  return result.status === 0 ? result.stdout : undefined;
};

/** A version range's lowest version accepted: enough for the `^x.y.z` ranges the packages use. */
const accepts = (range, version) => {
  const match = /^\^(\d+)\.(\d+)\.(\d+)$/.exec(range ?? "");
  if (!match) return false;
  const [major, minor, patch] = match.slice(1).map(Number);
  const [vMajor, vMinor, vPatch] = version.split(".").map(Number);
  if (vMajor !== major) return false;
  if (major === 0 && vMinor !== minor) return false;
  return vMinor > minor || (vMinor === minor && vPatch >= patch);
};

// Built already in `npm test` (the packaging test built them); the manifests, READMEs and
// CHANGELOGs checked here do not depend on how fresh the build is.
const built = SDK_PACKAGES.every(({ dir: d }) => existsSync(join(ROOT, "packages", d, "dist", "index.js")));
const build = built ? { ok: true, output: "" } : sh(pnpm, ["--filter", "@vitrina/api-adapter", "run", "build"], ROOT);
if (!build.ok) {
  console.error(`✖ build failed:\n${build.output}`);
  process.exit(1);
}

const dir = mkdtempSync(join(tmpdir(), "vitrina-publish-"));
try {
  const versions = Object.fromEntries(
    SDK_PACKAGES.map(({ dir: d, name }) => [name, JSON.parse(readFileSync(join(ROOT, "packages", d, "package.json"), "utf8")).version]),
  );
  for (const tool of ["npm", "pnpm"]) {
    const tarballs = packSdk(pnpm, join(dir, tool), tool, { ignoreScripts: true });
    for (const { dir: d, name } of SDK_PACKAGES) {
      const where = `${name} packed by ${tool}`;
      const manifestText = fromTarball(tarballs[name], "package.json") ?? "{}";
      const manifest = JSON.parse(manifestText);
      if (manifestText.includes("workspace:")) problems.push(`${where}: its package.json keeps the workspace: protocol`);
      for (const field of ["dependencies", "peerDependencies", "optionalDependencies"]) {
        for (const [dep, range] of Object.entries(manifest[field] ?? {})) {
          if (versions[dep] && !accepts(range, versions[dep]))
            problems.push(`${where}: ${field}.${dep} is "${range}", which does not accept ${dep}@${versions[dep]}`);
        }
      }
      const readme = fromTarball(tarballs[name], "README.md") ?? "";
      for (const [, target] of readme.matchAll(/\]\(([^)\s]+)\)/g)) {
        const local = !/^(https?:|mailto:|#)/.test(target);
        if (local && (target.startsWith("..") || fromTarball(tarballs[name], target.replace(/^\.\//, "").split("#")[0]) === undefined)) {
          problems.push(`${where}: its README links to ${target}, which is not in the package`);
        }
      }
      const changelog = fromTarball(tarballs[name], "CHANGELOG.md") ?? "";
      if (!new RegExp(`^## ${manifest.version.replaceAll(".", "\\.")}\\b`, "m").test(changelog)) {
        problems.push(`${where}: CHANGELOG.md has no "## ${manifest.version}" entry`);
      }
      // The publish command itself, as a release runs it, without sending anything.
      const args =
        tool === "npm"
          ? ["publish", "--dry-run", "--ignore-scripts", "--loglevel=error", "--access", "public"]
          : ["publish", "--dry-run", "--no-git-checks", "--ignore-scripts", "--access", "public"];
      const publish = sh(tool === "npm" ? "npm" : pnpm, args, join(ROOT, "packages", d));
      if (!publish.ok) problems.push(`${where}: ${tool} ${args.join(" ")} failed:\n${publish.output}`);
      else console.log(`✔ ${where}: ${manifest.name}@${manifest.version}, publish dry run passed`);
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}

for (const problem of problems) console.error(`✖ ${problem}`);
process.exit(problems.length > 0 ? 1 : 0);
