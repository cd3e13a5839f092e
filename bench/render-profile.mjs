// Where the CPU of an uncached page render goes: the shop runs under V8's CPU profiler and renders each
// page of bench/pages.mjs (without a cart) 30 times, each with a query no earlier request had; the self
// time of the samples taken meanwhile is added up by what ran (React, the database, the server's code…),
// bundled code traced back to its sources through the bundles' source maps. `pnpm bench` runs it with
// the API part; `node bench/render-profile.mjs` on a fresh demo shop (build the shop first).
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { SourceMap } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { cpuMs, pages, RENDERS, renderUncached } from "./pages.mjs";
import { startShop } from "./shop.mjs";

const WARM_UP = 5;
/** The buckets in the order they are printed, each with the packages (npm's, the workspace's, Node's) it holds. */
export const BUCKETS = [
  ["react", "React's server rendering (react-dom/server, react)", "react react-dom use-sync-external-store"],
  ["database", "database queries (PGlite's wasm and JS, pg)", "@electric-sql/pglite pg pg-pool pg-protocol pg-types wasm"],
  ["api", "the server's code (hono, packages/server: the API answered in process, the page's host)", "hono @hono/node-server lru-cache packages/server"],
  ["effect", "effect in the storefront (its HttpClient, Schema decoding of the API's answers)", "effect"],
  [
    "storefront",
    "storefront code (packages/web, react-ui, core; xstate, wouter, typesafe-i18n)",
    "packages/web packages/react-ui packages/core packages/api-adapter xstate @xstate/react wouter regexparam typesafe-i18n",
  ],
  ["serialisation", "serialisation and compression (node:zlib, JSON, TextEncoder)", "node:zlib node:internal/encoding"],
  ["gc", "garbage collection", ""],
  ["rest", "the rest (Node's HTTP server, Request/Response (undici), streams, other libraries, V8)", ""],
].map(([key, label, packages]) => ({ key, label, packages: packages ? packages.split(" ") : [] }));

/**
 * The bucket of code at `path` (a file: URL, node:…, wasm://…, or a source a map names) by its
 * package; a bundle whose map is gone counts as its package's, though it holds core's and effect's too.
 */
const bucketOfPath = (path) => {
  const name =
    path.match(/node_modules\/\.pnpm\/((?:@[^+/]+\+)?[^@/]+)@/)?.[1].replace("+", "/") ??
    path.match(/\/(packages\/[^/]+)\/(src|dist)\//)?.[1] ??
    (path.startsWith("wasm://") ? "wasm" : path);
  return BUCKETS.find((b) => b.packages.includes(name))?.key ?? "rest";
};

/** `url`'s source map when it is one of the shop's bundles (read once; none if a new build replaced it). */
const maps = new Map();
const sourceMapOf = (url) => {
  if (!/\/packages\/(web\/dist\/server|server\/dist)\/[^/]+\.js$/.test(url)) return undefined;
  const file = `${fileURLToPath(url)}.map`;
  if (!maps.has(url)) maps.set(url, existsSync(file) ? new SourceMap(JSON.parse(readFileSync(file, "utf8"))) : undefined);
  return maps.get(url);
};

/** Where a profile node's function was written: its source file when a bundle's map knows it. */
const sourceOf = ({ url, lineNumber, columnNumber }) => {
  const source = sourceMapOf(url)?.findEntry(lineNumber, columnNumber)?.originalSource;
  return source ? new URL(source, url).href : url;
};

/**
 * Self time of the samples of `profile` (a .cpuprofile) taken between `from` and `to` (µs on its clock),
 * per bucket and per function, idle time left out. Natives without a script (a regular expression, a
 * socket write) count where their caller's code does; JSON's natives count as serialisation.
 */
export const attribute = (profile, from, to) => {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map(profile.nodes.flatMap((n) => (n.children ?? []).map((c) => [c, n])));
  const placed = new Map();
  const place = (node) => {
    if (placed.has(node.id)) return placed.get(node.id);
    const { functionName: name, url } = node.callFrame;
    let where;
    if (name === "(garbage collector)") where = { bucket: "gc", source: "" };
    else if (name === "(idle)") where = { bucket: "idle", source: "" };
    else if (!url && (name === "stringify" || name === "parse")) where = { bucket: "serialisation", source: "JSON" };
    else if (!url && parent.has(node.id) && !name.startsWith("(")) where = place(parent.get(node.id));
    else where = { bucket: bucketOfPath(sourceOf(node.callFrame)), source: sourceOf(node.callFrame) };
    placed.set(node.id, where);
    return where;
  };
  const buckets = Object.fromEntries(BUCKETS.map((b) => [b.key, 0]));
  const functions = new Map();
  let time = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    time += profile.timeDeltas[i];
    if (time < from || time > to) continue;
    const node = nodes.get(profile.samples[i]);
    const { bucket, source } = place(node);
    if (bucket === "idle") continue;
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    buckets[bucket] += ms;
    const name = `${node.callFrame.functionName || "(anonymous)"} ${source.replace(/^.*\/node_modules\/(?!\.pnpm)|^.*\/packages\//, "")}`.trim();
    functions.set(name, (functions.get(name) ?? 0) + ms);
  }
  return { buckets, functions: [...functions].sort((a, b) => b[1] - a[1]) };
};

/**
 * Starts the shop on `db` with the CPU profiler on, renders every page {@link RENDERS} times after
 * {@link WARM_UP} renders each, stops it and sums the profile up per render.
 */
export const profileRenders = async (db) => {
  const dir = mkdtempSync(join(tmpdir(), "vitrina-cpu-prof-"));
  try {
    const shop = await startShop(db, { nodeFlags: ["--cpu-prof", `--cpu-prof-dir=${dir}`, "--cpu-prof-interval=500"] });
    let window;
    try {
      const list = await pages(shop.url, { carts: false });
      const headers = (p) => ({ "accept-language": p.lang, "accept-encoding": "br, gzip" });
      for (const p of list) await renderUncached(shop.url, p.path, headers(p), WARM_UP);
      // The profile's timestamps are µs of the monotonic clock process.hrtime reads too.
      const [from, cpuBefore] = [Number(process.hrtime.bigint() / 1000n), cpuMs(shop.pid)];
      for (const p of list) await renderUncached(shop.url, p.path, headers(p), RENDERS);
      window = { from, to: Number(process.hrtime.bigint() / 1000n), cpu: cpuMs(shop.pid) - cpuBefore, renders: list.length * RENDERS };
    } finally {
      await shop.stop(); // the profile is written as the process exits
    }
    const file = readdirSync(dir).find((f) => f.endsWith(".cpuprofile"));
    if (!file) throw new Error("the shop wrote no CPU profile");
    const { buckets, functions } = attribute(JSON.parse(readFileSync(join(dir, file), "utf8")), window.from, window.to);
    const busy = Object.values(buckets).reduce((a, b) => a + b, 0);
    const per = (ms) => ms / window.renders;
    return {
      renders: window.renders,
      wall: per((window.to - window.from) / 1000),
      busy: per(busy),
      cpu: per(window.cpu),
      buckets: BUCKETS.map(({ key, label }) => ({ label, ms: per(buckets[key]), share: buckets[key] / busy })),
      top: functions.slice(0, 8).map(([name, ms]) => ({ name, ms: per(ms) })),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

/** Prints a profile's summary. */
export const printProfile = (p) => {
  console.log(`  ${p.renders} renders, each: ${p.wall.toFixed(1)} ms wall, main thread ${p.busy.toFixed(1)} ms, process CPU ${p.cpu.toFixed(1)} ms (/proc)`);
  for (const b of p.buckets) console.log(`  ${b.ms.toFixed(2).padStart(6)} ms  ${(b.share * 100).toFixed(1).padStart(5)} %  ${b.label}`);
  console.log("  heaviest functions (self time a render):");
  for (const f of p.top) console.log(`  ${f.ms.toFixed(2).padStart(6)} ms  ${f.name}`);
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const work = mkdtempSync(join(tmpdir(), "vitrina-render-profile-"));
  console.log("━━ render profile on PGlite, demo catalogue ━━");
  await profileRenders({ dataDir: join(work, "data") })
    .then(printProfile)
    .finally(() => rmSync(work, { recursive: true, force: true }));
}
