// Packs @vitrina/core and @vitrina/api-adapter as npm or pnpm would publish them (each `prepack` builds it)
// and unpacks them into a node_modules folder, so measurements and examples use what outside
// developers install, not the workspace's sources.
import { spawnSync } from "node:child_process";
import { mkdirSync, readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { ROOT } from "./lib.mjs";

/** The two published packages: workspace folder and package name. */
export const SDK_PACKAGES = [
  { dir: "core", name: "@vitrina/core" },
  { dir: "api-adapter", name: "@vitrina/api-adapter" },
];

const sh = (cmd, args, cwd) => {
  const result = spawnSync(cmd, args, { cwd, encoding: "utf8" });
  if (result.status !== 0) throw new Error(`${cmd} ${args.join(" ")} failed in ${cwd}:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
};

/**
 * Packs both packages into `dest` as `tool` publishes them ("pnpm", the default, or "npm"; either
 * builds them through `prepack`, and both write the same manifest: the packages name each other with
 * version ranges, not the workspace protocol) and returns the tarballs' paths by package name.
 * `ignoreScripts` packs what is built already, without `prepack`.
 */
export const packSdk = (pnpm, dest, tool = "pnpm", { ignoreScripts = false } = {}) => {
  mkdirSync(dest, { recursive: true });
  const tarballs = {};
  for (const { dir, name } of SDK_PACKAGES) {
    const before = new Set(readdirSync(dest));
    const args = ["pack", "--pack-destination", dest, ...(tool === "npm" ? ["--loglevel=error"] : []), ...(ignoreScripts ? ["--ignore-scripts"] : [])];
    sh(tool === "npm" ? "npm" : pnpm, args, join(ROOT, "packages", dir));
    const made = readdirSync(dest).find((file) => file.endsWith(".tgz") && !before.has(file));
    if (!made) throw new Error(`${tool} pack made no tarball for ${name}`);
    tarballs[name] = join(dest, made);
  }
  return tarballs;
};

/** Unpacks tarballs (by package name) into `nodeModules`, as an install would lay them out. */
export const unpackInto = (tarballs, nodeModules) => {
  for (const [name, tarball] of Object.entries(tarballs)) {
    const target = join(nodeModules, ...name.split("/"));
    mkdirSync(target, { recursive: true });
    sh("tar", ["-xzf", tarball, "-C", target, "--strip-components=1"], ROOT);
  }
};

// `node scripts/pack-sdk.mjs [folder] [npm|pnpm]`: packs both packages into the folder (./packs by
// default) and prints the tarballs' paths, ready for `npm install` or `pnpm add` in another app.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { ensurePnpm } = await import("./lib.mjs");
  const tarballs = packSdk(ensurePnpm(), resolve(process.argv[2] ?? "packs"), process.argv[3] ?? "pnpm");
  for (const tarball of Object.values(tarballs)) console.log(tarball);
}
