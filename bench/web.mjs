// The storefront benchmarks: Lighthouse (mobile emulation, simulated throttling) in Debian's chromium
// on the shop's pages in two languages, next to a React-alone page built the same way as the floor.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { serve } from "@hono/node-server";
import { serveStatic } from "@hono/node-server/serve-static";
import * as chromeLauncher from "chrome-launcher";
import { Hono } from "hono";
import { compress } from "hono/compress";
import lighthouse from "lighthouse";
import { ROOT, run } from "../scripts/lib.mjs";
import { freePort } from "./shop.mjs";

const CHROME_FLAGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run", "--disable-background-networking"];
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The storefront pages to measure on the demo shop at `url`: home, a category, a product, search; in ro and ru. */
const shopPages = async (url) => {
  const menu = (await (await fetch(`${url}/api/menu/categories`)).json()).data;
  const category = menu.find((c) => !c.subcategory && menu.some((s) => s.subcategory === c.uuid));
  const listing = await (await fetch(`${url}/api/catalog/products?slug=${category.slug}`)).json();
  const product = listing.items[0];
  const paths = { home: "/", category: `/category/${category.slug}/`, product: `/product/${product.slug}/`, search: "/search/?text=cafea" };
  return ["ro", "ru"].flatMap((lang) => Object.entries(paths).map(([page, path]) => ({ page, lang, url: `${url}${lang === "ro" ? "" : `/${lang}`}${path}` })));
};

/** Builds the React-alone page and serves it like the shop serves its assets; returns its URL and a stop function. */
const serveBaseline = async () => {
  const dir = join(ROOT, "bench", "baseline");
  run(join(ROOT, "bench", "node_modules", ".bin", "vite"), ["build", "--logLevel", "warn", "--config", join(dir, "vite.config.mjs")], { cwd: dir });
  const root = join(dir, "dist");
  const app = new Hono();
  app.use(compress());
  app.use("/assets/*", serveStatic({ root, precompressed: true, onFound: (_p, c) => void c.header("Cache-Control", "public, max-age=31536000, immutable") }));
  app.get("/", (c) => c.html(readFileSync(join(root, "index.html"), "utf8")));
  const port = await freePort();
  const server = serve({ fetch: app.fetch, port, hostname: "127.0.0.1" });
  return { url: `http://127.0.0.1:${port}/`, stop: () => new Promise((resolve) => server.close(resolve)) };
};

/** The client build's source map of an asset, if any: which sources went into it. */
const sourcesOf = (assetPath) => {
  const map = join(ROOT, "packages", "web", "dist", "client", `${assetPath}.map`);
  return existsSync(map) ? JSON.parse(readFileSync(map, "utf8")).sources : [];
};

/** One Lighthouse run of `url` in `lang`, reduced to the figures of the report. */
const audit = async (port, url, lang) => {
  const { lhr } = await lighthouse(
    url,
    { port, output: "json", logLevel: "error", onlyCategories: ["performance"] },
    { extends: "lighthouse:default", settings: { extraHeaders: { "Accept-Language": lang } } },
  );
  const requests = lhr.audits["network-requests"].details.items;
  const scripts = requests.filter((r) => r.resourceType === "Script");
  const documentRequest = requests.find((r) => r.resourceType === "Document");
  return {
    score: lhr.categories.performance.score,
    lcp: lhr.audits["largest-contentful-paint"].numericValue,
    tbt: lhr.audits["total-blocking-time"].numericValue,
    cls: lhr.audits["cumulative-layout-shift"].numericValue,
    scripts: scripts.map((r) => r.url),
    htmlTransfer: documentRequest?.transferSize ?? 0,
    runtimeError: lhr.runtimeError?.message,
  };
};

/** Bytes of the page's HTML as sent, and the gzip size of every script the page loaded. */
const sizes = async (url, lang, scripts) => {
  const html = Buffer.from(await (await fetch(url, { headers: { "accept-language": lang } })).arrayBuffer());
  let js = 0;
  let dashboardCode = [];
  for (const script of scripts) {
    const body = Buffer.from(await (await fetch(script)).arrayBuffer());
    js += gzipSync(body, { level: 9 }).length;
    const { pathname } = new URL(script);
    dashboardCode = dashboardCode.concat(sourcesOf(pathname.slice(1)).filter((s) => /\/dashboard\//.test(s)));
  }
  return { htmlBytes: html.length, htmlGzip: gzipSync(html, { level: 9 }).length, jsGzip: js, dashboardCode };
};

/** Audits each page `runs` times (the median is reported: Lighthouse varies between runs). */
export const benchStorefront = async (shopUrl, runs) => {
  const chrome = await chromeLauncher.launch({ chromePath: "/usr/bin/chromium", chromeFlags: CHROME_FLAGS });
  const baseline = await serveBaseline();
  const rows = [];
  try {
    const pages = [{ page: "baseline: React alone", lang: "ro", url: baseline.url }, ...(await shopPages(shopUrl))];
    for (const page of pages) {
      const results = [];
      // Lighthouse now and then fails to record a trace (NO_NAVSTART): such a run is repeated.
      for (let attempt = 0; results.length < runs; attempt++) {
        const result = await audit(chrome.port, page.url, page.lang);
        if (!result.runtimeError) results.push(result);
        else if (attempt >= runs + 2) throw new Error(`Lighthouse on ${page.url}: ${result.runtimeError}`);
      }
      const row = {
        ...page,
        score: median(results.map((r) => r.score)),
        lcp: median(results.map((r) => r.lcp)),
        tbt: median(results.map((r) => r.tbt)),
        cls: median(results.map((r) => r.cls)),
        ...(await sizes(page.url, page.lang, results[0].scripts)),
      };
      rows.push(row);
      console.log(
        `  ${page.page} (${page.lang}): score ${row.score}, LCP ${Math.round(row.lcp)} ms, TBT ${Math.round(row.tbt)} ms, CLS ${row.cls.toFixed(3)}, JS ${(row.jsGzip / 1024).toFixed(1)} kB gzip`,
      );
    }
  } finally {
    await baseline.stop();
    await chrome.kill();
  }
  return rows;
};
