// The sitemap of a large catalogue: fetches the index and every file it lists, as a crawler does, and
// checks what search engines require (at most 50,000 URLs and 50 MB a file, every URL once) and that
// every product is listed in each of the four languages.
const MAX_URLS = 50_000;
const MAX_BYTES = 50 * 2 ** 20;
const LANGUAGES = ["", "/en", "/ru", "/bg"];

const locs = (xml) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

/** Fetches `path` and returns its text and the milliseconds its answer took. */
const timed = async (url) => {
  const started = performance.now();
  const res = await fetch(url);
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
  const text = await res.text();
  return { text, ms: performance.now() - started };
};

/** The sitemap's figures on the shop at `url`, where at least `products` products are active. */
export const benchSitemap = async (url, products) => {
  const index = await timed(`${url}/sitemap.xml`);
  const files = [];
  const all = new Set();
  let duplicates = 0;
  for (const loc of locs(index.text)) {
    const file = await timed(url + new URL(loc).pathname);
    const urls = locs(file.text);
    for (const u of urls) all.has(u) ? duplicates++ : all.add(u);
    files.push({
      name: new URL(loc).pathname,
      urls: urls.length,
      bytes: Buffer.byteLength(file.text),
      ms: file.ms,
      again: (await timed(url + new URL(loc).pathname)).ms,
    });
  }
  const perLanguage = LANGUAGES.map((prefix) => [...all].filter((u) => new URL(u).pathname.startsWith(`${prefix}/product/`)).length);
  const valid =
    duplicates === 0 && files.every((f) => f.urls <= MAX_URLS && f.bytes <= MAX_BYTES) && perLanguage.every((n) => n === perLanguage[0] && n >= products);
  console.log(`  sitemap: ${files.length} files, ${all.size} URLs, ${perLanguage[0]} products in each language, ${valid ? "valid" : "INVALID"}`);
  return { indexMs: index.ms, files, urls: all.size, perLanguage, duplicates, valid };
};
