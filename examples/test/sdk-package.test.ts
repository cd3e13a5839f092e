// The SDK as an outside developer gets it: both packages packed as published, installed with npm
// from their tarballs (xstate and effect from the registry) into an empty app, the Node purchase
// script type-checked there with `tsc --strict` and run against a started shop.
import { spawn, spawnSync, type SpawnSyncOptions } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { stripVTControlCharacters } from "node:util";
import { afterAll, beforeAll, expect, test } from "vitest";
// @ts-expect-error: a plain JavaScript module of the root scripts, without declarations.
import { ensurePnpm, ROOT } from "../../scripts/lib.mjs";
// @ts-expect-error: as above.
import { packSdk } from "../../scripts/pack-sdk.mjs";

const EXAMPLES = join(ROOT as string, "examples");
/** The workspace's pinned TypeScript (5.9.3), as the app's own would be. */
const TSC = join(EXAMPLES, "node_modules", "typescript", "bin", "tsc");

/**
 * An outside Node app's compiler options: Node's own module resolution (exports, conditions, `.js`
 * extensions), and libraries' declarations taken as they are, as most apps do (checking effect's
 * takes a minute).
 */
const APP_COMPILER_OPTIONS = { target: "ES2022", module: "NodeNext", moduleResolution: "NodeNext", types: ["node"], skipLibCheck: true };

const sh = (cmd: string, args: string[], options: SpawnSyncOptions = {}) => {
  const result = spawnSync(cmd, args, { encoding: "utf8", ...options });
  return { status: result.status, output: `${result.stdout ?? ""}${result.stderr ?? ""}` };
};

let dir: string;
let app: string;
let tarballs: Record<string, string>;
let shop: { url: string; stop: () => Promise<void> };

/** Starts the examples' shop on a free port and resolves once it prints its URL. */
const startShop = () =>
  new Promise<typeof shop>((resolve, reject) => {
    const child = spawn(process.execPath, [join(EXAMPLES, "support", "start-shop.mjs")], {
      env: { ...process.env, PORT: "0" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    const exited = new Promise<void>((done) => child.on("exit", () => done()));
    const stop = async () => {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
    };
    const onData = (chunk: Buffer) => {
      output += stripVTControlCharacters(chunk.toString());
      const port = /running at http:\/\/localhost:(\d+)\//.exec(output)?.[1];
      if (port) resolve({ url: `http://127.0.0.1:${port}`, stop });
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    void exited.then(() => reject(new Error(`the shop exited before it started:\n${output}`)));
  });

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "vitrina-sdk-app-"));
  const starting = startShop();
  starting.catch(() => {});
  tarballs = packSdk(ensurePnpm(), join(dir, "packs")) as Record<string, string>;

  app = join(dir, "app");
  mkdirSync(app);
  writeFileSync(join(app, "package.json"), JSON.stringify({ name: "outside-app", private: true, type: "module" }, null, 2));
  const install = sh(
    "npm",
    [
      "install",
      "--no-audit",
      "--no-fund",
      "--prefer-offline",
      "--loglevel=error",
      tarballs["@vitrina/core"]!,
      tarballs["@vitrina/api-adapter"]!,
      "xstate@5.33.3",
      "effect@4.1.0",
      "@types/node@^20.19",
    ],
    { cwd: app },
  );
  if (install.status !== 0) throw new Error(`npm install failed:\n${install.output}`);
  shop = await starting;
});

afterAll(async () => {
  await shop?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

test("the packed adapter names core with a version range, not the workspace protocol", () => {
  const installed = JSON.parse(readFileSync(join(app, "node_modules", "@vitrina", "api-adapter", "package.json"), "utf8"));
  expect(installed.peerDependencies).toEqual({ "@vitrina/core": "^0.1.0", effect: "^4.1.0" });
  expect(JSON.stringify(installed)).not.toContain("workspace:");
  // Published code only: no workspace-only condition leads a bundler or Node to the sources.
  const core = JSON.parse(readFileSync(join(app, "node_modules", "@vitrina", "core", "package.json"), "utf8"));
  expect(core.exports["./cart"]).toMatchObject({ types: "./dist/cart/index.d.ts", import: "./dist/cart/index.js" });
});

test("the Node purchase script type-checks with tsc --strict against the tarballs and buys a product from the shop", () => {
  copyFileSync(join(EXAMPLES, "node-purchase", "purchase.ts"), join(app, "purchase.ts"));
  writeFileSync(join(app, "tsconfig.json"), JSON.stringify({ compilerOptions: { ...APP_COMPILER_OPTIONS, outDir: "dist" }, files: ["purchase.ts"] }));
  const tsc = sh(process.execPath, [TSC, "--strict", "-p", "tsconfig.json"], { cwd: app });
  expect(tsc.output).toBe("");
  expect(tsc.status).toBe(0);

  const run = sh(process.execPath, [join(app, "dist", "purchase.js"), shop.url], { cwd: app, timeout: 60_000 });
  expect(run.output).toMatch(
    /^home: \d+ products, \d+ bestsellers\nfound: .+ \(#\d+, \d+ MDL\)\ncart: 1 item, cookie \[\{"id":\d+,"quantity":1\}\]\norder: VT-[0-9A-Z]+ \(\d+ MDL\)\nstatus: new\n$/,
  );
  expect(run.status).toBe(0);
});

test("a misuse of the packed types fails tsc --strict (the types are real, not any)", () => {
  writeFileSync(
    join(app, "misuse.ts"),
    `import { createCartMachine } from "@vitrina/core/cart";\ncreateCartMachine({ api: {}, store: new Map(), logger: console });\n`,
  );
  writeFileSync(join(app, "tsconfig.misuse.json"), JSON.stringify({ compilerOptions: { ...APP_COMPILER_OPTIONS, noEmit: true }, files: ["misuse.ts"] }));
  const tsc = sh(process.execPath, [TSC, "--strict", "-p", "tsconfig.misuse.json"], { cwd: app });
  expect(tsc.status).not.toBe(0);
  expect(tsc.output).toMatch(/misuse\.ts\(2,.*error TS2\d+/);
});

test("an old require() of either package fails with the ESM-only message", () => {
  const require = createRequire(join(app, "index.cjs"));
  expect(() => require("@vitrina/core")).toThrow(/@vitrina\/core is ESM-only: load it with `import`/);
  expect(() => require("@vitrina/core/cart")).toThrow(/ESM-only/);
  expect(() => require("@vitrina/api-adapter")).toThrow(/@vitrina\/api-adapter is ESM-only/);
  // The same from a real CommonJS process, as an old app would run it.
  const old = sh(process.execPath, ["-e", 'require("@vitrina/core")'], { cwd: app });
  expect(old.status).not.toBe(0);
  expect(old.output).toContain("@vitrina/core is ESM-only");
});
