// The SDK as an outside developer gets it: both packages packed as published, by npm and by pnpm,
// each pair installed by the same manager from its tarballs (xstate and effect from the registry)
// into an empty app, the Node purchase script type-checked there with `tsc --strict` and run
// against a started shop.
import { spawn, spawnSync, type SpawnSyncOptions } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { stripVTControlCharacters } from "node:util";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { refusingCheckout, type Refusal } from "./refusing-checkout.js";
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

/** Runs a command without blocking this process (a server of the test may have to answer it). */
const shAsync = (cmd: string, args: string[], cwd: string) =>
  new Promise<{ status: number | null; output: string }>((resolve) => {
    const child = spawn(cmd, args, { cwd, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk));
    child.on("exit", (status) => resolve({ status, output }));
  });

const TOOLS = ["npm", "pnpm"] as const;
type Tool = (typeof TOOLS)[number];

let dir: string;
/** An empty outside app per package manager, each with the tarballs that manager packed installed. */
const apps = {} as Record<Tool, string>;
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
  const pnpm = ensurePnpm() as string;
  const peers = ["xstate@5.33.3", "effect@4.1.0", "@types/node@^20.19"];
  // Built once (as each pack's `prepack` would build them), then packed by each manager as it is;
  // `npm test` built them before its suites started (VITRINA_SDK_BUILT), and a rebuild here would
  // empty core's dist/ under the suites that import it.
  if (!process.env.VITRINA_SDK_BUILT) {
    const build = sh(pnpm, ["--filter", "@vitrina/api-adapter", "run", "build"], { cwd: ROOT as string });
    if (build.status !== 0) throw new Error(`the build failed:\n${build.output}`);
  }
  for (const tool of TOOLS) {
    const tarballs = packSdk(pnpm, join(dir, `packs-${tool}`), tool, { ignoreScripts: true }) as Record<string, string>;
    const app = join(dir, `app-${tool}`);
    mkdirSync(app);
    writeFileSync(join(app, "package.json"), JSON.stringify({ name: `outside-app-${tool}`, private: true, type: "module" }, null, 2));
    const packages = [tarballs["@vitrina/core"]!, tarballs["@vitrina/api-adapter"]!, ...peers];
    const install =
      tool === "npm"
        ? sh("npm", ["install", "--no-audit", "--no-fund", "--prefer-offline", "--loglevel=error", ...packages], { cwd: app })
        : sh(pnpm, ["add", "--prefer-offline", "--config.confirmModulesPurge=false", ...packages], { cwd: app });
    if (install.status !== 0) throw new Error(`${tool} install failed:\n${install.output}`);
    apps[tool] = app;
  }
  shop = await starting;
});

afterAll(async () => {
  await shop?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe.each(TOOLS)("packed and installed with %s", (tool) => {
  test("the adapter names core with a version range, not the workspace protocol", () => {
    const app = apps[tool];
    const installed = JSON.parse(readFileSync(join(app, "node_modules", "@vitrina", "api-adapter", "package.json"), "utf8"));
    expect(installed.peerDependencies).toEqual({ "@vitrina/core": "^0.1.0", effect: "^4.1.0" });
    expect(JSON.stringify(installed)).not.toContain("workspace:");
    const core = JSON.parse(readFileSync(join(app, "node_modules", "@vitrina", "core", "package.json"), "utf8"));
    expect(core.exports["./cart"]).toMatchObject({ types: "./dist/cart/index.d.ts", default: "./dist/cart/index.js" });
    // The READMEs link to the guide by its address: the package holds no ../../docs.
    for (const name of ["core", "api-adapter"]) {
      expect(readFileSync(join(app, "node_modules", "@vitrina", name, "README.md"), "utf8")).not.toMatch(/\]\(\.\.\//);
    }
  });

  test("the Node purchase script type-checks with tsc --strict against the tarballs and buys a product and a variant from the shop", () => {
    const app = apps[tool];
    copyFileSync(join(EXAMPLES, "node-purchase", "purchase.ts"), join(app, "purchase.ts"));
    writeFileSync(join(app, "tsconfig.json"), JSON.stringify({ compilerOptions: { ...APP_COMPILER_OPTIONS, outDir: "dist" }, files: ["purchase.ts"] }));
    const tsc = sh(process.execPath, [TSC, "--strict", "-p", "tsconfig.json"], { cwd: app });
    expect(tsc.output).toBe("");
    expect(tsc.status).toBe(0);

    const run = sh(process.execPath, [join(app, "dist", "purchase.js"), shop.url], { cwd: app, timeout: 60_000 });
    expect(run.output).toMatch(
      /^home: \d+ products, \d+ bestsellers\nfound: .+ \(#\d+, \d+ MDL\)\nvariant: Mărime: .+ \(#\d+:\d+, \d+ MDL\)\ncart: 2 items, cookie \{"v":2,"lines":\[\{"id":\d+,"quantity":1\},\{"id":\d+,"variant_id":\d+,"quantity":1\}\]\}\norder: VT-[0-9A-Z]+ \(\d+ MDL\)\nstatus: new\n$/,
    );
    expect(run.status).toBe(0);
  });

  test("Node's require() of ES modules loads either package from CommonJS", () => {
    const script =
      'const { cartCount } = require("@vitrina/core"); const { createHttpShopApi } = require("@vitrina/api-adapter"); console.log(cartCount([{ quantity: 2 }]), typeof createHttpShopApi)';
    const old = sh(process.execPath, ["-e", script], { cwd: apps[tool] });
    expect(old.output).toBe("2 function\n");
    expect(old.status).toBe(0);
  });
});

test("a misuse of the packed types fails tsc --strict (the types are real, not any)", () => {
  const app = apps.npm;
  writeFileSync(
    join(app, "misuse.ts"),
    `import { createCartMachine } from "@vitrina/core/cart";\ncreateCartMachine({ api: {}, store: new Map(), logger: console });\n`,
  );
  writeFileSync(join(app, "tsconfig.misuse.json"), JSON.stringify({ compilerOptions: { ...APP_COMPILER_OPTIONS, noEmit: true }, files: ["misuse.ts"] }));
  const tsc = sh(process.execPath, [TSC, "--strict", "-p", "tsconfig.misuse.json"], { cwd: app });
  expect(tsc.status).not.toBe(0);
  expect(tsc.output).toMatch(/misuse\.ts\(2,.*error TS2\d+/);
});

test.each<{ refused: string; refusal: Refusal; prints: RegExp }>([
  {
    refused: "429 with Retry-After",
    refusal: { status: 429, headers: { "retry-after": "60" }, body: { message: "Too many orders" } },
    prints: /^not placed: too many recent orders, try again in 60 s$/m,
  },
  {
    refused: "422 about stock only",
    refusal: { status: 422, headers: {}, body: { message: "The given data was invalid.", errors: { "products.0.quantity": ["out_of_stock"] } } },
    prints: /^not placed: #\d+: only 0 left$/m,
  },
])("the purchase script says why a checkout refused with a $refused was not placed", async ({ refusal, prints }) => {
  // Runs the script the test above compiled.
  const proxy = await refusingCheckout(shop.url, refusal);
  try {
    const run = await shAsync(process.execPath, [join(apps.npm, "dist", "purchase.js"), proxy.url], apps.npm);
    expect(run.output).toMatch(prints);
    expect(run.output).not.toContain("{}");
    expect(run.status).toBe(1);
  } finally {
    await proxy.close();
  }
});
