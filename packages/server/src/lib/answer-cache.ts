import { gzipSync } from "node:zlib";
import type { MiddlewareHandler } from "hono";
import { LRUCache } from "lru-cache";
import type { Db } from "../db/db.js";
import { COMPRESS_FROM, acceptsGzip } from "./compress.js";
import { requestLocale } from "./http.js";

interface Answer {
  readonly version: number;
  readonly headers: ReadonlyArray<[string, string]>;
  readonly body: Uint8Array<ArrayBuffer>;
  /** The body gzipped once, for the clients that accept it; small bodies are sent as they are. */
  readonly gzipped: Uint8Array<ArrayBuffer> | undefined;
}

/**
 * A cached answer as a response for a client with `acceptEncoding`, with its length.
 */
const respond = (answer: Answer, acceptEncoding: string | undefined): Response => {
  const headers = new Headers([...answer.headers]);
  const gzipped = acceptsGzip(acceptEncoding) ? answer.gzipped : undefined;
  const body = gzipped ?? answer.body;
  if (answer.gzipped) headers.append("Vary", "Accept-Encoding");
  if (gzipped) headers.set("Content-Encoding", "gzip");
  headers.set("Content-Length", String(body.byteLength));
  return new Response(body, { headers });
};

/**
 * Keeps the catalogue's public answers (listings, search, products, menu, home, SEO, pages) in memory
 * for as long as the catalogue has not changed. Database triggers raise `catalog_version` with every
 * change; each request reads it (one indexed single-row query) and an answer cached under an older
 * version is computed again, so a change made through any process is seen at once by all of them.
 * The version is read before the answer is computed: an answer is never filed under a newer version
 * than the data it was built from. Answers are kept gzipped as well, so a hit costs no compression.
 */
export const catalogAnswerCache = (db: Db, max = 5000): MiddlewareHandler => {
  const cache = new LRUCache<string, Answer>({ max });
  return async (c, next) => {
    if (c.req.method !== "GET") return next();
    const [row] = await db.query<{ v: string | number }>("select v from catalog_version");
    const version = Number(row?.v ?? 0);
    const key = `${requestLocale(c)} ${c.req.url}`;
    const hit = cache.get(key);
    if (hit?.version === version) return respond(hit, c.req.header("accept-encoding"));
    await next();
    // Only plain successes are kept (errors and answers that set cookies are computed every time).
    if (c.res.status !== 200 || c.res.headers.has("set-cookie")) return;
    const body = new Uint8Array(await c.res.clone().arrayBuffer());
    cache.set(key, { version, headers: [...c.res.headers], body, gzipped: body.byteLength >= COMPRESS_FROM ? Uint8Array.from(gzipSync(body)) : undefined });
  };
};
