import type { MiddlewareHandler } from "hono";
import { LRUCache } from "lru-cache";
import type { Db } from "../db/db.js";
import { encodedAnswer, gzipped } from "./compress.js";
import { requestLocale } from "./http.js";

interface Answer {
  readonly version: number;
  readonly headers: Array<[string, string]>;
  readonly body: Uint8Array<ArrayBuffer>;
  /** The body gzipped, made once by the first client that takes gzip. */
  gzipped?: Uint8Array<ArrayBuffer>;
}

/**
 * Keeps the catalogue's public answers (listings, search, products, menu, home, SEO, pages) in memory
 * for as long as the catalogue has not changed. Database triggers raise `catalog_version` with every
 * change; each request reads it (the sum of its sixteen rows) and an answer cached under an older
 * version is computed again, so a change made through any process is seen at once by all of them.
 * The version is read before the answer is computed: an answer is never filed under a newer version
 * than the data it was built from. An answer is gzipped at most once: hits send the stored bytes.
 */
export const catalogAnswerCache = (db: Db, max = 5000): MiddlewareHandler => {
  const cache = new LRUCache<string, Answer>({ max });
  return async (c, next) => {
    if (c.req.method !== "GET") return next();
    const [row] = await db.query<{ v: string | number }>("select sum(v)::bigint as v from catalog_version");
    const version = Number(row?.v ?? 0);
    const key = `${requestLocale(c)} ${c.req.url}`;
    const hit = cache.get(key);
    if (hit?.version === version) return encodedAnswer(hit.body, { headers: hit.headers }, c.req.header("accept-encoding"), () => (hit.gzipped ??= gzipped(hit.body)));
    await next();
    // Only plain successes are kept (errors and answers that set cookies are computed every time).
    if (c.res.status !== 200 || c.res.headers.has("set-cookie")) return;
    cache.set(key, { version, headers: [...c.res.headers], body: new Uint8Array(await c.res.clone().arrayBuffer()) });
  };
};
