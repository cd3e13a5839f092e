// `pnpm bench` (or `npm run bench`): measures the storefront with Lighthouse and the API with
// autocannon, on PGlite and on PostgreSQL, with the demo catalogue and with 100,000 generated
// products, and writes every figure to BENCHMARKS.md. Benchmarks print numbers; they pass or fail
// nothing. BENCH_DURATION (seconds per measurement, default 10), BENCH_PRODUCTS (default 100000),
// BENCH_LIGHTHOUSE_RUNS (default 3), BENCH_ONLY=web|api|render-profile, BENCH_DATABASES (PGlite,PostgreSQL
// by default; one of them measures only that one) and BENCH_REQUESTS (a part of the names of the API
// requests to measure) shorten a run. On PostgreSQL with the generated products, the shop is then
// measured again as 1 and as 2 processes (WORKERS), one after the other: the API requests a shop lives
// on, the kept pages in ro and the pages never rendered before; BENCH_WORKERS_COMPARE=off skips it.
import { execSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, tmpdir, totalmem } from "node:os";
import { join } from "node:path";
import { ensureBrowserAndPostgres, ensureInstalled, ensurePnpm, ensureShopBuilt, ROOT, startPostgres } from "../scripts/lib.mjs";

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const ONLY = process.env.BENCH_ONLY;
const DATABASES = (process.env.BENCH_DATABASES ?? "PGlite,PostgreSQL").split(",");
const COMPARE_WORKERS = process.env.BENCH_WORKERS_COMPARE !== "off";

const pnpm = ensurePnpm();
ensureInstalled(pnpm);
ensureBrowserAndPostgres("pnpm bench", "chromium");
ensureShopBuilt(pnpm);
// Loaded once the packages are installed: on a fresh clone they are not there before.
const { benchCeilings, benchShopApi } = await import("./api.mjs");
const { benchPages, PAGE_CONNECTIONS } = await import("./pages.mjs");
const { printProfile, profileRenders } = await import("./render-profile.mjs");
const { benchSitemap } = await import("./sitemap.mjs");
const { report } = await import("./report.mjs");
const { seedProducts, startShop } = await import("./shop.mjs");
const { benchStorefront } = await import("./web.mjs");

const work = mkdtempSync(join(tmpdir(), "vitrina-bench-"));
const started = Date.now();
const results = { web: undefined, api: [], pages: [], sitemaps: [], ceilings: undefined, renderProfile: undefined, workers: undefined };

/** Runs `fn` with the shop started on `db` (as `workers` processes when given), and stops it afterwards. */
const withShop = async (db, fn, workers) => {
  const shop = await startShop(db, { workers });
  try {
    return await fn(shop);
  } finally {
    await shop.stop();
  }
};

/**
 * The API's and the pages' figures on one database and catalogue (BENCH_PAGES=off skips the pages);
 * with `generated` products added, the sitemap's too.
 */
const benchCatalogue = (database, catalogue, db, generated = 0) =>
  withShop(db, async (shop) => {
    if (generated) results.sitemaps.push({ database, catalogue, ...(await benchSitemap(shop.url, generated)) });
    results.api.push({ database, catalogue, rows: await benchShopApi(shop.url, DURATION) });
    if (process.env.BENCH_PAGES === "off") return;
    console.log(`\n━━ pages on ${database}, ${catalogue} catalogue ━━`);
    results.pages.push({ database, catalogue, rows: await benchPages(shop.url, shop.pid, DURATION, { large: generated > 0 }) });
  });

/**
 * The shop on `db` with the `catalogue` started as 1 process, then as 2 (Node's cluster module), each
 * measured at the pages' connection count: the essential API requests, the kept pages in ro and, with
 * the pages, the pages never rendered before.
 */
const compareWorkers = async (db, catalogue) => {
  const runs = [];
  for (const workers of [1, 2]) {
    console.log(`\n━━ ${workers} worker${workers > 1 ? "s" : ""} on PostgreSQL, ${catalogue} catalogue ━━`);
    const measured = await withShop(
      db,
      async (shop) => ({
        api: await benchShopApi(shop.url, DURATION, { essentialOnly: true, connections: [PAGE_CONNECTIONS] }),
        pages: process.env.BENCH_PAGES === "off" ? [] : await benchPages(shop.url, shop.pid, DURATION, { large: true, languages: ["ro"], carts: false }),
      }),
      workers,
    );
    runs.push({ workers, ...measured });
  }
  results.workers = { catalogue, runs };
};

/** Where the CPU of an uncached render goes, on the demo catalogue in PGlite's `db` (skipped with the pages). */
const profileOn = async (db) => {
  if (process.env.BENCH_PAGES === "off") return;
  console.log("\n━━ render profile on PGlite, demo catalogue ━━");
  results.renderProfile = await profileRenders(db);
  printProfile(results.renderProfile);
};

/**
 * The API figures on one database: the demo catalogue (then `afterDemo` on it), then with the
 * generated products added (then `afterGenerated` on them).
 */
const benchDatabase = async (label, db, afterDemo, afterGenerated) => {
  console.log(`\n━━ API on ${label}, demo catalogue ━━`);
  await benchCatalogue(label, "demo", db);
  await afterDemo?.(db);
  console.log(`\n━━ adding ${PRODUCTS} products on ${label} ━━`);
  seedProducts(pnpm, db, PRODUCTS);
  console.log(`\n━━ API on ${label}, ${PRODUCTS} more products ━━`);
  const catalogue = `demo + ${PRODUCTS.toLocaleString("en")} generated`;
  await benchCatalogue(label, catalogue, db, PRODUCTS);
  await afterGenerated?.(db, catalogue);
};

try {
  if (ONLY !== "api" && ONLY !== "render-profile") {
    console.log("\n━━ storefront: Lighthouse ━━");
    results.web = await withShop({ dataDir: join(work, "web") }, (shop) => benchStorefront(shop.url, RUNS));
  }
  if (ONLY === "render-profile") await profileOn({ dataDir: join(work, "pglite") });
  else if (ONLY !== "web") {
    console.log("\n━━ ceilings: bare node:http and bare Hono ━━");
    results.ceilings = await benchCeilings(DURATION, work);
    if (DATABASES.includes("PGlite")) await benchDatabase("PGlite", { dataDir: join(work, "pglite") }, profileOn);
    if (DATABASES.includes("PostgreSQL")) {
      const pg = startPostgres({ durable: true });
      if (!pg) throw new Error("PostgreSQL could not be started");
      try {
        await benchDatabase("PostgreSQL", { dataDir: join(work, "postgres"), databaseUrl: pg.url }, undefined, COMPARE_WORKERS ? compareWorkers : undefined);
      } finally {
        pg.stop();
      }
    }
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

const file = join(ROOT, "BENCHMARKS.md");
const machine = {
  cpu: `${cpus().length} × ${cpus()[0]?.model ?? "unknown CPU"}`,
  cores: cpus().length,
  memory: `${Math.round(totalmem() / 2 ** 30)} GiB`,
  node: process.version,
  commit: execSync("git rev-parse --short HEAD", { cwd: ROOT, encoding: "utf8" }).trim(),
  date: new Date().toISOString().slice(0, 16).replace("T", " "),
  minutes: ((Date.now() - started) / 60_000).toFixed(1),
  duration: DURATION,
  runs: RUNS,
};
writeFileSync(file, report(results, machine, existsSync(file) ? readFileSync(file, "utf8") : ""));
console.log(`\nWrote ${file}`);
