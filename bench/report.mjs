// Writes BENCHMARKS.md from a run's figures. Each generated part sits between markers, so a partial
// run (BENCH_ONLY) replaces only what it measured; the notes part is written by hand and kept.
import { CONNECTIONS } from "./api.mjs";
import { NEVER_RENDERED_BUDGET, PAGE_BUDGET, PAGE_CONNECTIONS, RENDERS } from "./pages.mjs";

export const BUDGETS = { score: 0.95, lcp: 1500, cls: 0.02, jsKb: 120 };

const kb = (bytes) => (bytes / 1024).toFixed(1);
const mark = (ok) => (ok ? "✅" : "❌");
const block = (name, body) => `<!-- ${name} -->\n${body.trim()}\n<!-- /${name} -->`;
const kept = (existing, name, fallback) => existing.match(new RegExp(`<!-- ${name} -->[\\s\\S]*?<!-- /${name} -->`))?.[0] ?? block(name, fallback);

const ranOn = (m) => `Measured ${m.date} UTC at commit \`${m.commit}\` on ${m.cpu}, ${m.memory}, Node ${m.node} (the whole run took ${m.minutes} min).`;

const webSection = (rows, m) => {
  const shop = rows.filter((r) => !r.page.startsWith("baseline"));
  const missed = (r) =>
    [
      r.score < BUDGETS.score && "score",
      r.lcp > BUDGETS.lcp && "LCP",
      r.cls > BUDGETS.cls && "CLS",
      !r.page.startsWith("baseline") && r.jsGzip / 1024 > BUDGETS.jsKb && "JS",
      r.dashboardCode.length > 0 && "dashboard code",
    ].filter(Boolean);
  const table = rows.map(
    (r) =>
      `| ${r.page} | ${r.lang} | ${r.score.toFixed(2)} | ${Math.round(r.lcp)} ms | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} | ${kb(r.jsGzip)} kB | ${r.htmlBytes.toLocaleString("en")} / ${r.htmlGzip.toLocaleString("en")} | ${r.dashboardCode.length === 0 ? "none" : r.dashboardCode.length + " files"} | ${r.page.startsWith("baseline") ? "floor" : missed(r).length === 0 ? "✅ all met" : `❌ ${missed(r).join(", ")}`} |`,
  );
  const all = (test) => mark(shop.every(test));
  return `## Storefront: Lighthouse 12.8.2

${ranOn(m)} Lighthouse's mobile emulation with its simulated throttling (slow 4G, 4× CPU slowdown), median of ${m.runs} runs per page, in Debian's chromium, on the demo shop (PGlite). Initial JS is every script the page loaded, each gzipped at level 9 (the server sends Brotli, which is smaller); HTML is the server-rendered page as bytes and gzipped. Dashboard code counts the dashboard's source files found in the source maps of the page's scripts.

| Page | Lang | Performance | LCP | TBT | CLS | Initial JS (gzip) | HTML bytes / gzip | Dashboard code | Budgets |
|---|---|---|---|---|---|---|---|---|---|
${table.join("\n")}

Budgets on the shop's pages: performance ≥ ${BUDGETS.score} ${all((r) => r.score >= BUDGETS.score)} · LCP ≤ ${BUDGETS.lcp / 1000} s ${all((r) => r.lcp <= BUDGETS.lcp)} · CLS ≤ ${BUDGETS.cls} ${all((r) => r.cls <= BUDGETS.cls)} · initial JS ≤ ${BUDGETS.jsKb} kB gzip ${all((r) => r.jsGzip / 1024 <= BUDGETS.jsKb)} · no dashboard code ${all((r) => r.dashboardCode.length === 0)}`;
};

/** The ceilings as a sentence: each one's req/s and latency at every connection count, and its errors. */
const ceilingsLine = (ceilings) =>
  ceilings
    .map(
      (c) =>
        `${c.name}: ${CONNECTIONS.map((n) => `${n} connection${n > 1 ? "s" : ""} ${Math.round(c.figures[n].rps).toLocaleString("en")} req/s (p50 ${c.figures[n].p50} ms, p99 ${c.figures[n].p99} ms, ${c.figures[n].errors} errors or non-2xx)`).join("; ")}`,
    )
    .join(". ");

const apiSection = (api, ceilings, m) => {
  const ceiling = ceilings.find((c) => c.kind === "node");
  const ceilingRps = Object.fromEntries(CONNECTIONS.map((n) => [n, ceiling.figures[n].rps]));
  const cells = (f) => `${Math.round(f.rps).toLocaleString("en")} | ${f.p50} | ${f.p99}`;
  const head = `| Request | ${CONNECTIONS.map((n) => `${n} conn: req/s | p50 ms | p99 ms`).join(" | ")} | errors | req/s vs ceiling at ${CONNECTIONS.at(-1)} |\n|---|${CONNECTIONS.map(() => "---|---|---|").join("")}---|---|`;
  const line = (row) => {
    const top = row.figures[CONNECTIONS.at(-1)];
    const errors = CONNECTIONS.reduce((n, c) => n + row.figures[c].errors, 0);
    return `| ${row.name} | ${CONNECTIONS.map((n) => cells(row.figures[n])).join(" | ")} | ${errors} | ${((top.rps / ceilingRps[CONNECTIONS.at(-1)]) * 100).toFixed(1)} % |`;
  };
  const tables = api.map((run) => `### ${run.database}, ${run.catalogue} catalogue\n\n${head}\n${run.rows.map(line).join("\n")}`);
  const big = api.find((run) => run.database === "PostgreSQL" && run.catalogue !== "demo");
  const budgets = big
    ? big.rows
        .filter((r) => r.budget)
        .map((r) => {
          const f = r.figures[CONNECTIONS.at(-1)];
          const ok = f.p99 <= r.budget && (!r.name.startsWith("POST") || f.errors === 0);
          return `| ${r.name} | ${f.p99} ms | ≤ ${r.budget} ms${r.name.startsWith("POST") ? ", no errors" : ""} | ${f.errors} | ${mark(ok)} |`;
        })
    : [];
  return `## API: autocannon 8.0.0 on loopback

${ranOn(m)} Each figure is ${m.duration} s of requests after a 1 s warm-up; req/s is the average, p50 and p99 the latency percentiles; errors are non-2xx answers, socket errors and timeouts. Requests ask for Romanian and accept gzip, deflate and Brotli, as a browser does. The shop runs as \`npm start\` runs it (request log on); PostgreSQL 15 runs with its default, durable settings. The load generator shares the machine's cores with the server.

Ceilings, each its own process measured the same way: ${ceilingsLine(ceilings)}. "vs ceiling" compares with the bare node:http answer.

${tables.join("\n\n")}

### Budgets: PostgreSQL with the generated catalogue, ${CONNECTIONS.at(-1)} connections

| Request | p99 | Budget | Errors | Met |
|---|---|---|---|---|
${budgets.join("\n")}`;
};

const pagesSection = (pages, ceilings, m) => {
  const ceiling = ceilings.find((c) => c.kind === "node").figures[PAGE_CONNECTIONS].rps;
  const floor = ceiling * PAGE_BUDGET.ceilingShare;
  const line = (r) => {
    const f = r.figures;
    const budget = r.budget ?? PAGE_BUDGET;
    const ok = f.rps >= ceiling * budget.ceilingShare && f.p99 <= budget.p99 && f.errors === 0;
    return `| ${r.name} | ${Math.round(f.rps).toLocaleString("en")} | ${f.p50} | ${f.p99} | ${f.errors} | ${((f.rps / ceiling) * 100).toFixed(1)} % | ${r.cpu === undefined ? "" : `${r.cpu.toFixed(1)} ms`} | ${mark(ok)} |`;
  };
  const tables = pages.map(
    (run) =>
      `### ${run.database}, ${run.catalogue} catalogue\n\n| Page | req/s | p50 ms | p99 ms | errors | vs ceiling | CPU a render | Met |\n|---|---|---|---|---|---|---|---|\n${run.rows.map(line).join("\n")}`,
  );
  return `## Pages: autocannon 8.0.0 on loopback, ${PAGE_CONNECTIONS} connections

${ranOn(m)} The server-rendered pages as a browser asks for them (\`accept-encoding: br, gzip\`, the page's language), with and without a cart cookie of two lines, each ${m.duration} s after a 1 s warm-up. Budget: at least ${PAGE_BUDGET.ceilingShare * 100} % of the bare node:http ceiling's req/s at ${PAGE_CONNECTIONS} connections (${Math.round(floor).toLocaleString("en")} req/s in this run) and p99 ≤ ${PAGE_BUDGET.p99} ms, without errors. "CPU a render" is the CPU time of the shop's processes (user + system, from /proc) per request over 30 requests sent one after another, each with a query no earlier request had. With the generated catalogue, the pages never rendered before (each request a search text, a price filter or a product no earlier request had, so that no kept page or API answer serves it) have their own budget: at least ${NEVER_RENDERED_BUDGET.ceilingShare * 100} % of the ceiling (${Math.round(ceiling * NEVER_RENDERED_BUDGET.ceilingShare).toLocaleString("en")} req/s) and p99 ≤ ${NEVER_RENDERED_BUDGET.p99} ms; their "CPU a render" is the shop's CPU per request over the whole measurement.

Ceilings: ${ceilingsLine(ceilings)}.

${tables.join("\n\n")}`;
};

/**
 * The figures of 1 and of 2 workers side by side: `rows` of each run as `{ name, figures, cpu }`, a
 * table row for each name measured with both.
 */
const sideBySide = ([one, two], withCpu) => {
  const second = new Map(two.map((row) => [row.name, row]));
  const cells = ({ figures: f, cpu }) =>
    `${Math.round(f.rps).toLocaleString("en")} | ${f.p99} | ${withCpu ? `${cpu === undefined ? "" : `${cpu.toFixed(1)} ms`} | ` : ""}${f.errors}`;
  const cpu = withCpu ? " CPU a request |" : "";
  const rows = one
    .filter((row) => second.has(row.name))
    .map((row) => {
      const ratio = row.figures.rps > 0 ? `${(second.get(row.name).figures.rps / row.figures.rps).toFixed(2)} ×` : "";
      return `| ${row.name} | ${cells(row)} | ${cells(second.get(row.name))} | ${ratio} |`;
    });
  return `| ${withCpu ? "Page" : "Request"} | 1 worker: req/s | p99 ms |${cpu} errors | 2 workers: req/s | p99 ms |${cpu} errors | req/s, 2 ÷ 1 |
|---|${"---|".repeat(withCpu ? 8 : 6)}---|
${rows.join("\n")}`;
};

const workersSection = ({ catalogue, runs }, ceilings, m) => {
  const ceiling = ceilings.find((c) => c.kind === "node").figures[PAGE_CONNECTIONS].rps;
  const pages = runs.every((run) => run.pages.length > 0)
    ? `\n\n### Pages, ro, ${PAGE_CONNECTIONS} connections\n\n${sideBySide(
        runs.map((run) => run.pages),
        true,
      )}\n\n"CPU a request" is the shop's CPU time (user + system, from /proc) of the primary and its workers together, PostgreSQL's own processes not counted: for a kept page over ${RENDERS} renders one after another, each with a query no earlier request had; for a page never rendered before, over the whole measurement.`
    : "";
  return `## One process against two: WORKERS on PostgreSQL

${ranOn(m)} The shop on PostgreSQL with the ${catalogue} catalogue started as one process (\`WORKERS=1\`), then as two (\`WORKERS=2\`: Node's cluster module, whose primary accepts each connection and hands it to a worker), one after the other, each measured at ${PAGE_CONNECTIONS} connections as above (${m.duration} s after a 1 s warm-up): the API requests a shop lives on, the kept pages in Romanian and the pages never rendered before. The bare node:http ceiling of this run: ${Math.round(ceiling).toLocaleString("en")} req/s at ${PAGE_CONNECTIONS} connections, one process.

**This machine has ${m.cores} core${m.cores > 1 ? "s" : ""}, and autocannon and PostgreSQL run on the same cores as the shop.** A second worker adds a process, not a core: where one worker already keeps a core busy, the other core is shared by the load generator, PostgreSQL and the second worker${m.cores <= 2 ? ", so on this machine 2 workers cannot double anything; the figures show what a second process costs or gains here, not what it gains on a machine with cores to spare" : ""}.

### API, ${PAGE_CONNECTIONS} connections

${sideBySide(
  runs.map((run) => run.api.map((row) => ({ name: row.name, figures: row.figures[PAGE_CONNECTIONS] }))),
  false,
)}${pages}`;
};

const renderProfileSection = (p, m) => `## Where the CPU of an uncached render goes

${ranOn(m)} The shop on PGlite with the demo catalogue, under V8's CPU profiler (\`--cpu-prof\`, a sample every 0.5 ms): the home, category, product and search pages in ro and ru (the pages' table's, without a cart) rendered 30 times each (${p.renders} renders) after 5 warm-up renders each, every request with a query no earlier one had. The self time of the main thread's samples taken during these renders, per render, by the code that ran (the bundles traced back to their sources through their source maps), idle time left out. A render took ${p.wall.toFixed(1)} ms on the clock, of which the main thread was busy ${p.busy.toFixed(1)} ms; the process's CPU time (every thread, from /proc) was ${p.cpu.toFixed(1)} ms. The profiler samples the main thread's clock, so on a loaded machine the time it waited for a core counts too and its total can pass /proc's.

| Where the time went | ms a render | Share |
|---|---|---|
${p.buckets.map((b) => `| ${b.label} | ${b.ms.toFixed(2)} | ${(b.share * 100).toFixed(1)} % |`).join("\n")}
| **Main thread, all** | **${p.busy.toFixed(2)}** | 100 % |

Heaviest functions, self time a render: ${p.top.map((f) => `\`${f.name}\` ${f.ms.toFixed(2)} ms`).join(", ")}.`;

const sitemapSection = (sitemaps, m) => {
  const row = (s) => {
    const largest = s.files.reduce((a, f) => (f.bytes > a.bytes ? f : a));
    const slowest = Math.max(...s.files.map((f) => f.ms));
    const again = Math.max(...s.files.map((f) => f.again));
    return `| ${s.database}, ${s.catalogue} | ${s.files.length} | ${s.urls.toLocaleString("en")} | ${s.perLanguage[0].toLocaleString("en")} | ${Math.max(...s.files.map((f) => f.urls)).toLocaleString("en")} | ${(largest.bytes / 2 ** 20).toFixed(1)} MB | ${Math.round(s.indexMs)} ms | ${Math.round(slowest)} ms / ${Math.round(again)} ms | ${mark(s.valid)} |`;
  };
  return `## Sitemap of a large catalogue

${ranOn(m)} The index and every file it lists, fetched one after another as a crawler does. Valid: every URL once, at most 50,000 URLs and 50 MB a file, every product in each of the four languages.

| Shop | Files | URLs | Products a language | Most URLs in a file | Largest file | Index | Slowest file: first / again | Valid |
|---|---|---|---|---|---|---|---|---|
${sitemaps.map(row).join("\n")}`;
};

/** The new BENCHMARKS.md: fresh sections for what was measured, the rest kept from `existing`. */
export const report = (results, machine, existing) => `# Benchmarks

Written by \`pnpm bench\` (see the README). The figures come from one run on one machine; compare
rows of the same run, not runs of different machines.
The shop runs as \`npm start\` runs it: the server compiled to JavaScript (packages/server/dist) with
NODE_ENV=production, so React's production build renders the pages.

${results.web ? block("web", webSection(results.web, machine)) : kept(existing, "web", "## Storefront\n\nNot measured yet.")}

${results.ceilings ? block("api", apiSection(results.api, results.ceilings, machine)) : kept(existing, "api", "## API\n\nNot measured yet.")}

${results.pages.length ? block("pages", pagesSection(results.pages, results.ceilings, machine)) : kept(existing, "pages", "## Pages\n\nNot measured yet.")}

${results.workers && results.ceilings ? block("workers", workersSection(results.workers, results.ceilings, machine)) : kept(existing, "workers", "## One process against two: WORKERS on PostgreSQL\n\nNot measured yet.")}

${results.renderProfile ? block("render-profile", renderProfileSection(results.renderProfile, machine)) : kept(existing, "render-profile", "## Where the CPU of an uncached render goes\n\nNot measured yet.")}

${results.sitemaps.length ? block("sitemap", sitemapSection(results.sitemaps, machine)) : kept(existing, "sitemap", "## Sitemap of a large catalogue\n\nNot measured yet.")}

${kept(existing, "sdk", "## SDK sizes\n\nNot measured yet: run `node bench/sdk-sizes.mjs`.")}

${kept(existing, "notes", "## What changed the figures\n\nNothing yet.")}
`;
