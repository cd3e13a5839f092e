// Shared helpers of the root `npm start` / `npm test` commands: they must work on a fresh clone
// with only Node 20 and npm, so they bring the pinned pnpm themselves.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";

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
  console.log("• installing packages");
  run(pnpm, ["install", "--frozen-lockfile", "--config.confirmModulesPurge=false"], { env: { PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1", CI: "true" } });
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

/** Builds the storefront (packages/web/dist) when it is missing or older than its sources. */
export const ensureWebBuilt = (pnpm) => {
  const entry = join(ROOT, "packages", "web", "dist", "server", "entry-server.js");
  const sources = ["web/src", "web/index.html", "react-ui/src", "core/src", "api-adapter/src"].map((p) => join(ROOT, "packages", p)).filter(existsSync);
  const newest = Math.max(...sources.map((p) => (statSync(p).isDirectory() ? newestMtime(p) : statSync(p).mtimeMs)));
  if (existsSync(entry) && statSync(entry).mtimeMs >= newest) return;
  console.log("• building the storefront");
  run(pnpm, ["--filter", "@vitrina/web", "run", "build"]);
};
