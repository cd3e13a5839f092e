// The API benchmarks: autocannon on loopback against a running shop, for each request the storefront
// makes most, at 1 and 32 connections, next to the ceilings (a bare node:http answer, a bare Hono handler).
import { join } from "node:path";
import autocannon from "autocannon";
import { ADMIN, freePort, startProcess, waitFor } from "./shop.mjs";

const cannon = (options) => new Promise((resolve, reject) => autocannon(options, (error, result) => (error ? reject(error) : resolve(result))));

/**
 * Waits until the server behind `url` answers at once again: requests a measurement left queued
 * (PGlite runs one query at a time) must not count against the next one.
 */
const settle = async (url) => {
  const health = `${new URL(url).origin}/api/health`;
  for (const deadline = Date.now() + 120_000; Date.now() < deadline; ) {
    const started = performance.now();
    await fetch(health).catch(() => undefined);
    if (performance.now() - started < 50) return;
  }
};

/** Requests per second and latency of one request at `connections`, after a one-second warm-up. */
export const measure = async (request, connections, duration) => {
  await settle(request.url);
  await cannon({ ...request, connections, duration: 1 });
  await settle(request.url);
  const r = await cannon({ ...request, connections, duration });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.timeouts + r.non2xx, total: r.requests.total };
};

export const CONNECTIONS = [1, 32];

/** Measures each request at every connection count of `counts`. */
const measureAll = async (requests, duration, counts = CONNECTIONS) => {
  const rows = [];
  for (const request of requests) {
    const figures = {};
    for (const connections of counts) figures[connections] = await measure(request, connections, duration);
    rows.push({ name: request.name, budget: request.budget, figures });
    console.log(`  ${request.name}: ${counts.map((n) => `${n} conn ${Math.round(figures[n].rps)} req/s p99 ${figures[n].p99} ms`).join(", ")}`);
  }
  return rows;
};

/** The search words of the issue: a word, a typo, a Cyrillic word, a word without its diacritics. */
export const SEARCHES = [
  ["a word", "tigaie"],
  ["a typo", "espresor"],
  ["a Cyrillic word", "кофемашина"],
  ["without diacritics", "cratita"],
];

/** A number written in the letters a–z (1 → "b", 26 → "ba"): a word's ending that holds no digit. */
const letters = (n) => [...n.toString(26)].map((digit) => String.fromCharCode(97 + parseInt(digit, 26))).join("");

const ADDRESS = { firstName: "Ana", lastName: "Rusu", country: "md", city: "Chișinău", address: "str. Ismail 88" };

/**
 * The requests to measure against the shop at `url`, with a product given stock enough for every
 * checkout. `essential` marks the ones a shop lives on (a listing kept and not, a search kept and
 * not, a product, a checkout): the ones measured again with 1 and 2 workers.
 */
const shopRequests = async (url) => {
  const get = async (path, init) => {
    const res = await fetch(url + path, init);
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  const menu = (await get("/api/menu/categories")).data;
  const top = menu.find((c) => !c.subcategory && menu.some((s) => s.subcategory === c.uuid));
  const listing = `/api/catalog/products?slug=${top.slug}&page=1&sort_by=price_asc&in_stock=1&min_price=50`;
  const products = (await get(`${listing}&perPage=24`)).items;
  const product = products[0];
  // A product sold in variants: a generated one in 20 (five sizes by four colours), else the demo's T-shirt in 8.
  const generated = (await get("/api/catalog/products?search=GEN-000050-S-BLACK&perPage=1")).items[0];
  const withVariants = generated?.slug ?? "tricou-sport-unisex-bumbac-organic";
  const { token } = await get("/api/auth/login", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(ADMIN) });
  const auth = { authorization: `Bearer ${token}` };
  // Shoppers buy different things: the checkouts spread over the listed products without options, each given stock enough for the run.
  const bought = [];
  for (const { id } of products) {
    const { data: admin } = await get(`/api/dashboard/products/${id}`, { headers: auth });
    if (admin.variants.length > 0) continue;
    bought.push(id);
    const input = {
      slug: admin.slug,
      sku: admin.sku,
      title: admin.title,
      description: admin.description,
      price: admin.price,
      old_price: admin.old_price,
      stock_change: 100_000_000,
      category_id: admin.category_id,
      attributes: admin.attributes,
      active: true,
      image_ids: admin.images.map((i) => i.id),
    };
    // An edit says which version it read (If-Match), and changes stock by a correction.
    const headers = { ...auth, "content-type": "application/json", "if-match": `"${admin.version}"` };
    await get(`/api/dashboard/products/${id}`, { method: "PUT", headers, body: JSON.stringify(input) });
  }
  const ro = { "accept-language": "ro", "accept-encoding": "gzip, deflate, br" };
  const checkout = (id) =>
    JSON.stringify({
      paymentMethod: "cash_on_delivery",
      deliveryMethod: "courier",
      agreement: true,
      contactDetails: { email: "bench@mail.md", phone: "+373 69 123 456" },
      billingAddress: ADDRESS,
      products: [{ id, quantity: 1 }],
    });
  const bodies = bought.map((id) => checkout(id));
  let sent = 0;
  return [
    { name: "GET category listing (page 1, in stock, price ≥ 50, by price)", budget: 30, essential: true, url: url + listing, headers: ro },
    {
      name: "GET category listing, a new price filter each request (never cached)",
      budget: 150,
      essential: true,
      url: url + listing,
      headers: ro,
      // 50.0001, 50.0002, …: the same products, but an address no answer in memory holds.
      requests: [{ setupRequest: (req) => ({ ...req, path: listing.replace("min_price=50", `min_price=50.${String(++sent).padStart(9, "0")}`) }) }],
    },
    ...SEARCHES.map(([what, text], i) => ({
      name: `GET search: ${what} (${text})`,
      budget: 60,
      essential: i === 0,
      url: `${url}/api/catalog/search?text=${encodeURIComponent(text)}`,
      headers: ro,
    })),
    // A misspelling that no answer in memory holds ("espresorb", "espresorc", …, corrected to "espressor"): the search itself, every time.
    {
      name: "GET search: a new misspelling each request (never cached)",
      budget: 60,
      essential: true,
      url: `${url}/api/catalog/search`,
      headers: ro,
      requests: [{ setupRequest: (req) => ({ ...req, path: `/api/catalog/search?text=espresor${letters(++sent)}` }) }],
    },
    { name: "GET product", budget: 30, essential: true, url: `${url}/api/catalog/product/${product.slug}`, headers: ro },
    {
      name: `GET product with ${generated ? 20 : 8} variants`,
      budget: 30,
      url: `${url}/api/catalog/product/${withVariants}`,
      headers: ro,
    },
    {
      name: `POST checkout (one of ${bought.length} products)`,
      budget: 100,
      essential: true,
      url: `${url}/api/cart/checkout`,
      method: "POST",
      headers: { ...ro, "content-type": "application/json" },
      requests: [{ setupRequest: (req) => ({ ...req, body: bodies[sent++ % bodies.length] }) }],
    },
  ];
};

/**
 * Measures the shop at `url` at each of `connections` (only the requests whose name holds
 * BENCH_REQUESTS, when it is set; with `essentialOnly`, only the essential ones).
 */
export const benchShopApi = async (url, duration, { essentialOnly = false, connections = CONNECTIONS } = {}) =>
  measureAll(
    (await shopRequests(url)).filter((r) => (!essentialOnly || r.essential) && (!process.env.BENCH_REQUESTS || r.name.includes(process.env.BENCH_REQUESTS))),
    duration,
    connections,
  );

export const CEILINGS = [
  ["node", "bare node:http JSON answer (the machine's ceiling)"],
  ["hono", "bare Hono JSON handler on the shop's Node adapter"],
];

/**
 * Measures each ceiling, started as its own process. Their errors and non-2xx answers are printed:
 * a ceiling that answers errors quickly would inflate every "vs ceiling" figure.
 */
export const benchCeilings = async (duration, logDir) => {
  const rows = [];
  for (const [kind, name] of CEILINGS) {
    const port = await freePort();
    const ceiling = startProcess([join(import.meta.dirname, "ceiling.mjs"), String(port), kind], {
      cwd: import.meta.dirname,
      env: {},
      logFile: join(logDir, `ceiling-${kind}.log`),
    });
    try {
      await waitFor(`http://127.0.0.1:${port}/`, 30, ceiling.isAlive);
      const [row] = await measureAll([{ name, url: `http://127.0.0.1:${port}/` }], duration);
      console.log(`  ${name}: ${CONNECTIONS.map((n) => `${n} conn ${row.figures[n].total} answers, ${row.figures[n].errors} errors or non-2xx`).join(", ")}`);
      rows.push({ kind, ...row });
    } finally {
      await ceiling.stop();
    }
  }
  return rows;
};
