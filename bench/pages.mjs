// The page benchmarks: the server-rendered pages shoppers request most (home, category, product,
// search), in ro and ru, with and without a cart cookie, at 32 connections, next to the ceilings; and
// the CPU time one render of each page costs the shop's processes.
import { readdirSync, readFileSync } from "node:fs";
import { measure } from "./api.mjs";

export const PAGE_CONNECTIONS = 32;
/** Budgets of a page at 32 connections: a share of the node:http ceiling's req/s, and p99. */
export const PAGE_BUDGET = { ceilingShare: 0.1, p99: 100 };
/** Budgets of a page no request asked for before (issue 36): a search text, a filter, a product nobody opened yet. */
export const NEVER_RENDERED_BUDGET = { ceilingShare: 0.01, p99: 250 };
export const RENDERS = 30;

/** The fields of /proc/<pid>/stat after the command's name (which may hold spaces and parentheses), or none once the process ended. */
const stat = (pid) => {
  try {
    const line = readFileSync(`/proc/${pid}/stat`, "utf8");
    return line.slice(line.lastIndexOf(") ") + 2).split(" ");
  } catch {
    return undefined;
  }
};

/**
 * CPU time (user + system, every thread) of process `pid` and of every process under it so far, in
 * ms: a shop of several workers is a cluster's primary and its children. /proc counts it in 1/100 s.
 */
export const cpuMs = (pid) => {
  const children = new Map();
  for (const entry of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    const parent = stat(entry)?.[1];
    if (parent) children.set(parent, [...(children.get(parent) ?? []), entry]);
  }
  let ticks = 0;
  for (const queue = [String(pid)]; queue.length > 0; ) {
    const next = queue.pop();
    const fields = stat(next);
    if (fields) ticks += Number(fields[11]) + Number(fields[12]);
    queue.push(...(children.get(next) ?? []));
  }
  return ticks * 10;
};

/**
 * The pages to measure on the shop at `url` in each of `languages`, each as a path and the cookies
 * it is sent with (without a cart, and with one when `carts`).
 */
export const pages = async (url, { languages = ["ro", "ru"], carts = true } = {}) => {
  const get = async (path) => (await fetch(url + path)).json();
  const menu = (await get("/api/menu/categories")).data;
  const top = menu.find((c) => !c.subcategory && menu.some((s) => s.subcategory === c.uuid));
  const items = (await get(`/api/catalog/products?slug=${top.slug}&perPage=2`)).items;
  const cart = `cart=${encodeURIComponent(JSON.stringify(items.map((p, i) => ({ id: p.id, quantity: i + 1 }))))}`;
  const paths = [
    ["home", "/"],
    ["category", `/category/${top.slug}/`],
    ["product", `/product/${items[0].slug}/`],
    ["search", "/search/?text=tigaie"],
  ];
  return languages.flatMap((lang) =>
    paths.flatMap(([page, path]) => {
      const localized = lang === "ro" ? path : `/${lang}${path}`;
      return (carts ? [undefined, cart] : [undefined]).map((cookie) => ({ page, lang, cookie, path: localized }));
    }),
  );
};

let sent = 0;
/** Requests `path` `times` one after another, each with a query no earlier request had, so each is rendered. */
export const renderUncached = async (url, path, headers, times) => {
  for (let i = 0; i < times; i++) {
    const res = await fetch(`${url}${path}${path.includes("?") ? "&" : "?"}bench=${Date.now()}-${++sent}`, { headers });
    await res.arrayBuffer();
  }
};

/** A number written in the letters a–z (1 → "b", 26 → "ba"): a word's ending that holds no digit. */
const letters = (n) => [...n.toString(26)].map((digit) => String.fromCharCode(97 + parseInt(digit, 26))).join("");

/**
 * The pages a crawler or a shopper's new filter asks for in a large catalogue, each request one no
 * earlier request asked for (so neither a kept page nor a kept API answer serves it), in Romanian: a
 * search with a new text (a misspelling the search corrects), a category with a new price filter, and
 * the page of a product not shown before (up to 6,000 of them, read from the listing).
 */
const neverRendered = async (url) => {
  const get = async (path) => (await fetch(url + path)).json();
  const menu = (await get("/api/menu/categories")).data;
  const top = menu.find((c) => !c.subcategory && menu.some((s) => s.subcategory === c.uuid));
  const slugs = [];
  for (let page = 1; page <= 60; page++) {
    const items = (await get(`/api/catalog/products?perPage=100&page=${page}&sort_by=newest`)).items;
    slugs.push(...items.map((p) => p.slug));
    if (items.length < 100) break;
  }
  let n = 0;
  return [
    ["search page, ro, a new text each request", () => `/search/?text=espresor${letters(++n)}`],
    ["category page, ro, a new price filter each request", () => `/category/${top.slug}/?min_price=50.${String(++n).padStart(9, "0")}`],
    ["product page, ro, a product not shown before each request", () => `/product/${slugs[++n % slugs.length]}/`],
  ];
};

/**
 * Measures every page (of `languages`, with a cart too when `carts`) at {@link PAGE_CONNECTIONS}
 * connections, then the CPU one render costs the shop's processes (`pid` and its workers):
 * {@link RENDERS} requests one after another, each with a query no earlier request had, so that
 * nothing the server keeps in memory for a page address answers it.
 */
export const benchPages = async (url, pid, duration, { large = false, languages, carts } = {}) => {
  const rows = [];
  for (const p of await pages(url, { languages, carts })) {
    const headers = { "accept-language": p.lang, "accept-encoding": "br, gzip", ...(p.cookie ? { cookie: p.cookie } : {}) };
    const name = `${p.page} page, ${p.lang}${p.cookie ? ", with a cart" : ""}`;
    const figures = await measure({ url: url + p.path, headers }, PAGE_CONNECTIONS, duration);
    let cpu;
    if (!p.cookie) {
      const before = cpuMs(pid);
      await renderUncached(url, p.path, headers, RENDERS);
      cpu = (cpuMs(pid) - before) / RENDERS;
    }
    console.log(
      `  ${name}: ${Math.round(figures.rps)} req/s, p99 ${figures.p99} ms, ${figures.errors} errors${cpu === undefined ? "" : `, ${cpu.toFixed(1)} ms CPU a render`}`,
    );
    rows.push({ name, figures, cpu });
  }
  // With a large catalogue, the pages never rendered before (their CPU: per request of the measurement).
  for (const [name, path] of large ? await neverRendered(url) : []) {
    const headers = { "accept-language": "ro", "accept-encoding": "br, gzip" };
    const before = cpuMs(pid);
    const figures = await measure(
      { url: url + path(), headers, requests: [{ setupRequest: (req) => ({ ...req, path: path() }) }] },
      PAGE_CONNECTIONS,
      duration,
    );
    // The warm-up's and the settling's requests are counted too: the CPU a request is an upper bound
    // (none when no request was answered within autocannon's timeout).
    const cpu = figures.total > 0 ? (cpuMs(pid) - before) / figures.total : undefined;
    console.log(
      `  ${name}: ${Math.round(figures.rps)} req/s, p99 ${figures.p99} ms, ${figures.errors} errors${cpu === undefined ? "" : `, ${cpu.toFixed(1)} ms CPU a request`}`,
    );
    rows.push({ name: `${name} (never rendered)`, figures, cpu, budget: NEVER_RENDERED_BUDGET });
  }
  return rows;
};
