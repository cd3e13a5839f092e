// Writes BENCHMARKS.md from a run's figures. Each generated part sits between markers, so a partial
// run (BENCH_ONLY) replaces only what it measured; the notes part is written by hand and kept.
import { CONNECTIONS } from "./api.mjs";

export const BUDGETS = { score: 0.95, lcp: 1500, cls: 0.02, jsKb: 120 };

const kb = (bytes) => (bytes / 1024).toFixed(1);
const mark = (ok) => (ok ? "✅" : "❌");
const block = (name, body) => `<!-- ${name} -->\n${body.trim()}\n<!-- /${name} -->`;
const kept = (existing, name, fallback) => existing.match(new RegExp(`<!-- ${name} -->[\\s\\S]*?<!-- /${name} -->`))?.[0] ?? block(name, fallback);

const ranOn = (m) => `Measured ${m.date} UTC at commit \`${m.commit}\` on ${m.cpu}, ${m.memory}, Node ${m.node} (the whole run took ${m.minutes} min).`;

const webSection = (rows, m) => {
  const shop = rows.filter((r) => !r.page.startsWith("baseline"));
  const missed = (r) => [
    r.score < BUDGETS.score && "score",
    r.lcp > BUDGETS.lcp && "LCP",
    r.cls > BUDGETS.cls && "CLS",
    !r.page.startsWith("baseline") && r.jsGzip / 1024 > BUDGETS.jsKb && "JS",
    r.dashboardCode.length > 0 && "dashboard code",
  ].filter(Boolean);
  const table = rows.map((r) =>
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

const apiSection = (api, ceiling, m) => {
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
    ? big.rows.filter((r) => r.budget).map((r) => {
        const f = r.figures[CONNECTIONS.at(-1)];
        const ok = f.p99 <= r.budget && (!r.name.startsWith("POST") || f.errors === 0);
        return `| ${r.name} | ${f.p99} ms | ≤ ${r.budget} ms${r.name.startsWith("POST") ? ", no errors" : ""} | ${f.errors} | ${mark(ok)} |`;
      })
    : [];
  return `## API: autocannon 8.0.0 on loopback

${ranOn(m)} Each figure is ${m.duration} s of requests after a 1 s warm-up; req/s is the average, p50 and p99 the latency percentiles; errors are non-2xx answers, socket errors and timeouts. Requests ask for Romanian and accept gzip, deflate and Brotli, as a browser does. The shop runs as \`npm start\` runs it (request log on); PostgreSQL 15 runs with its default, durable settings. The load generator shares the machine's cores with the server.

Ceiling, a bare Hono JSON handler on the same Node adapter: ${CONNECTIONS.map((n) => `${n} connection${n > 1 ? "s" : ""} ${Math.round(ceilingRps[n]).toLocaleString("en")} req/s (p50 ${ceiling.figures[n].p50} ms, p99 ${ceiling.figures[n].p99} ms)`).join("; ")}.

${tables.join("\n\n")}

### Budgets: PostgreSQL with the generated catalogue, ${CONNECTIONS.at(-1)} connections

| Request | p99 | Budget | Errors | Met |
|---|---|---|---|---|
${budgets.join("\n")}`;
};

/** The new BENCHMARKS.md: fresh sections for what was measured, the rest kept from `existing`. */
export const report = (results, machine, existing) => `# Benchmarks

Written by \`pnpm bench\` (see the README). The figures come from one run on one machine; compare
rows of the same run, not runs of different machines.

${results.web ? block("web", webSection(results.web, machine)) : kept(existing, "web", "## Storefront\n\nNot measured yet.")}

${results.ceiling ? block("api", apiSection(results.api, results.ceiling, machine)) : kept(existing, "api", "## API\n\nNot measured yet.")}

${kept(existing, "notes", "## What changed the figures\n\nNothing yet.")}
`;
