// `node bench/sdk-sizes.mjs`: what an app pays, in gzipped bytes, for what it imports from the SDK.
// Both packages are packed as published, unpacked beside the workspace's xstate and effect, and
// each import set is bundled by esbuild for the browser (minified, tree-shaken); the table goes
// to BENCHMARKS.md under "SDK sizes". Takes about half a minute (mostly the two builds).
import { build } from "esbuild";
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { ensurePnpm, ROOT } from "../scripts/lib.mjs";
import { packSdk, unpackInto } from "../scripts/pack-sdk.mjs";

/** A machine's factory from its own entry, with xstate's `createActor` as an app starting it needs. */
const machine = (factory, entry, budgetKb) => ({
  name: `\`${factory}\` from \`@vitrina/core/${entry}\` + \`createActor\``,
  code: `export { ${factory} } from "@vitrina/core/${entry}";\nexport { createActor } from "xstate";`,
  budgetKb,
});

/** Gzipped kB budgets (issues 19 and 35), each set bundled alone; a set without one is reported only. */
const CASES = [
  { name: "`isValidPhone` from `@vitrina/core`", code: `export { isValidPhone } from "@vitrina/core";`, budgetKb: 3 },
  { name: "`isValidPhone` from `@vitrina/core/phone`", code: `export { isValidPhone } from "@vitrina/core/phone";`, budgetKb: 3 },
  {
    name: "`createCartMachine` from `@vitrina/core` + `createActor`",
    code: `export { createCartMachine } from "@vitrina/core";\nexport { createActor } from "xstate";`,
    budgetKb: 25,
  },
  machine("createCartMachine", "cart", 25),
  machine("createSearchMachine", "search", 16),
  machine("createProductListMachine", "product-list", 16),
  machine("createCheckoutMachine", "checkout", 25),
  machine("createContactMachine", "contact"),
  machine("createAppUpdateMachine", "app-update"),
  { name: "`createHttpShopApi` from `@vitrina/api-adapter/shop`", code: `export { createHttpShopApi } from "@vitrina/api-adapter/shop";`, budgetKb: 35 },
  {
    name: "`browserCookies` from `@vitrina/api-adapter/browser-cookies`",
    code: `export { browserCookies } from "@vitrina/api-adapter/browser-cookies";`,
    budgetKb: 1,
  },
  { name: "schemas: `CheckoutPayload` + `validate`", code: `export { CheckoutPayload, validate } from "@vitrina/core";` },
  {
    name: "purchase set: cart, search, product list, checkout machines + `createHttpShopApi` + `browserCookies` + `createActor`",
    code: [
      `export { createCartMachine, createCheckoutMachine, createSearchMachine, createProductListMachine } from "@vitrina/core";`,
      `export { createHttpShopApi } from "@vitrina/api-adapter/shop";`,
      `export { browserCookies } from "@vitrina/api-adapter/browser-cookies";`,
      `export { createActor, waitFor } from "xstate";`,
    ].join("\n"),
  },
  { name: "whole `@vitrina/core` (every export)", code: `export * from "@vitrina/core";` },
];

const dir = mkdtempSync(join(tmpdir(), "vitrina-sdk-sizes-"));
try {
  const tarballs = packSdk(ensurePnpm(), join(dir, "packs"));
  const nodeModules = join(dir, "node_modules");
  unpackInto(tarballs, nodeModules);
  // The peers, as an app would have installed them: the workspace's pinned copies.
  for (const peer of ["xstate", "effect"]) symlinkSync(join(ROOT, "packages", "core", "node_modules", peer), join(nodeModules, peer), "dir");

  const rows = [];
  for (const c of CASES) {
    const result = await build({
      stdin: { contents: c.code, resolveDir: dir, loader: "js" },
      bundle: true,
      minify: true,
      format: "esm",
      platform: "browser",
      target: "es2022",
      write: false,
      logLevel: "silent",
    });
    const bytes = result.outputFiles[0].contents;
    rows.push({ ...c, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length });
  }

  const kb = (n) => (n / 1024).toFixed(1);
  const verdict = (r) => (r.budgetKb === undefined ? "reported" : r.gzip / 1024 <= r.budgetKb ? `✅ ≤ ${r.budgetKb} kB` : `❌ > ${r.budgetKb} kB`);
  const section = `<!-- sdk -->
## SDK sizes

Measured ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC by \`node bench/sdk-sizes.mjs\`: both packages packed as published (\`pnpm pack\`, built by \`prepack\`), each import set bundled for the browser by esbuild (minified, tree-shaken, xstate 5 and effect 4 included where used), gzipped at level 9.

| Import | Minified | Gzip | Budget |
|---|---|---|---|
${rows.map((r) => `| ${r.name} | ${kb(r.raw)} kB | ${kb(r.gzip)} kB | ${verdict(r)} |`).join("\n")}
<!-- /sdk -->`;
  console.log(section);

  const file = join(ROOT, "BENCHMARKS.md");
  const existing = existsSync(file) ? readFileSync(file, "utf8") : "# Benchmarks\n";
  const updated = /<!-- sdk -->[\s\S]*?<!-- \/sdk -->/.test(existing)
    ? existing.replace(/<!-- sdk -->[\s\S]*?<!-- \/sdk -->/, section)
    : existing.includes("<!-- notes -->")
      ? existing.replace("<!-- notes -->", `${section}\n\n<!-- notes -->`)
      : `${existing.trimEnd()}\n\n${section}\n`;
  writeFileSync(file, updated);
  if (rows.some((r) => r.budgetKb !== undefined && r.gzip / 1024 > r.budgetKb)) process.exitCode = 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
