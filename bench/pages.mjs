// The page benchmarks: the server-rendered pages shoppers request most (home, category, product,
// search), in ro and ru, with and without a cart cookie, at 32 connections, next to the ceilings; and
// the CPU time one render of each page costs the shop's process.
import { readFileSync } from "node:fs";
import { measure } from "./api.mjs";

export const PAGE_CONNECTIONS = 32;
/** Budgets of a page at 32 connections: a share of the node:http ceiling's req/s, and p99. */
export const PAGE_BUDGET = { ceilingShare: 0.1, p99: 100 };
export const RENDERS = 30;

/** CPU time (user + system) of process `pid` so far, in ms: /proc counts it in 1/100 s. */
export const cpuMs = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

/** The pages to measure on the shop at `url`, each as a path and the cookies it is sent with. */
export const pages = async (url) => {
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
  return ["ro", "ru"].flatMap((lang) =>
    paths.flatMap(([page, path]) => {
      const localized = lang === "ro" ? path : `/${lang}${path}`;
      return [undefined, cart].map((cookie) => ({ page, lang, cookie, path: localized }));
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

/**
 * Measures every page at {@link PAGE_CONNECTIONS} connections, then the CPU one render costs:
 * {@link RENDERS} requests one after another, each with a query no earlier request had, so that
 * nothing the server keeps in memory for a page address answers it.
 */
export const benchPages = async (url, pid, duration) => {
  const rows = [];
  for (const p of await pages(url)) {
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
  return rows;
};
