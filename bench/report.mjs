// Writes BENCHMARKS.md from a run's figures. Each generated part sits between markers, so a partial
// run (BENCH_ONLY) replaces only what it measured; the notes part is written by hand and kept.
import { CONNECTIONS } from "./api.mjs";
import { NEVER_RENDERED_BUDGET, PAGE_BUDGET, PAGE_CONNECTIONS } from "./pages.mjs";

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

${ranOn(m)} The server-rendered pages as a browser asks for them (\`accept-encoding: br, gzip\`, the page's language), with and without a cart cookie of two lines, each ${m.duration} s after a 1 s warm-up. Budget: at least ${PAGE_BUDGET.ceilingShare * 100} % of the bare node:http ceiling's req/s at ${PAGE_CONNECTIONS} connections (${Math.round(floor).toLocaleString("en")} req/s in this run) and p99 ≤ ${PAGE_BUDGET.p99} ms, without errors. "CPU a render" is the shop process's CPU time (user + system, from /proc) per request over 30 requests sent one after another, each with a query no earlier request had. With the generated catalogue, the pages never rendered before (each request a search text, a price filter or a product no earlier request had, so that no kept page or API answer serves it) have their own budget: at least ${NEVER_RENDERED_BUDGET.ceilingShare * 100} % of the ceiling (${Math.round(ceiling * NEVER_RENDERED_BUDGET.ceilingShare).toLocaleString("en")} req/s) and p99 ≤ ${NEVER_RENDERED_BUDGET.p99} ms; their "CPU a render" is the shop's CPU per request over the whole measurement.

Ceilings: ${ceilingsLine(ceilings)}.

${tables.join("\n\n")}`;
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

${results.renderProfile ? block("render-profile", renderProfileSection(results.renderProfile, machine)) : kept(existing, "render-profile", "## Where the CPU of an uncached render goes\n\nNot measured yet.")}

${results.sitemaps.length ? block("sitemap", sitemapSection(results.sitemaps, machine)) : kept(existing, "sitemap", "## Sitemap of a large catalogue\n\nNot measured yet.")}

${kept(existing, "sdk", "## SDK sizes\n\nNot measured yet: run `node bench/sdk-sizes.mjs`.")}

${kept(existing, "notes", "## What changed the figures\n\nNothing yet.")}
`;
