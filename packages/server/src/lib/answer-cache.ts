import type { MiddlewareHandler } from "hono";
import { LRUCache } from "lru-cache";
import type { Db } from "../db/db.js";
import { copyIn, encodedAnswer, type EncodedCopies } from "./compress.js";
import { requestLocale } from "./http.js";

/** A kept answer: its body, and the body compressed for the clients that took Brotli or gzip. */
interface Answer extends EncodedCopies {
  readonly version: number;
  readonly headers: Array<[string, string]>;
}

/**
 * The query parameters the cached endpoints read (routes/catalog.ts: the listing, search and SEO).
 * Any other parameter changes nothing in an answer, so it is left out of the cache's key: junk
 * parameters neither fill the cache nor miss it.
 */
const KNOWN_PARAMS = new Set(["page", "perPage", "sort_by", "min_price", "max_price", "in_stock", "is_discount", "slug", "search", "text", "name", "filters"]);
const isKnownParam = (name: string): boolean => KNOWN_PARAMS.has(name) || name.startsWith("filters[");

/** Headers an answer keeps in the cache; the rest (X-Request-Id above all) belong to one request. */
const KEPT_HEADERS = new Set(["content-type", "content-language", "cache-control"]);

/** Known parameters that hold one value (the last one counts, as the routes read them); `filters[…]` are lists. */
const isListParam = (name: string): boolean => name.startsWith("filters[");

/**
 * A known parameter's value as the listing reads it (routes/catalog.ts), or undefined when it means
 * what its absence means, so that spellings of one meaning share one entry: `page=01`, `page=1` and
 * no page; `in_stock=0`, `in_stock=` and no in_stock; `min_price=10.0` and `min_price=10`. Values the
 * listing refuses are kept as sent (a refusal is never cached).
 */
const normalised = (name: string, value: string): string | undefined => {
  switch (name) {
    case "page":
    case "perPage": {
      const digits = /^\d+$/.test(value) ? value.replace(/^0+(?=\d)/, "") : value;
      return digits === "" || (name === "page" && digits === "1") ? undefined : digits;
    }
    case "in_stock":
    case "is_discount":
      return value === "" || value === "0" ? undefined : value;
    case "min_price":
    case "max_price": {
      if (value === "") return undefined;
      const n = value.trim() === "" ? Number.NaN : Number(value);
      return Number.isFinite(n) && n >= 0 ? String(n) : value;
    }
    default:
      return value;
  }
};

/**
 * The cache key of a request: language, path and the known parameters, {@link normalised}, sorted by
 * name. Of a one-value parameter only the last is kept (the one the routes read); list values keep
 * their order (the sort is stable).
 */
export const answerKey = (locale: string, url: URL): string => {
  const lists: Array<[string, string]> = [];
  const single = new Map<string, string>();
  for (const [name, value] of url.searchParams) {
    if (!isKnownParam(name)) continue;
    if (isListParam(name)) lists.push([name, value]);
    else single.set(name, value);
  }
  const known = [
    ...lists,
    ...[...single].flatMap(([name, value]): Array<[string, string]> => {
      const kept = normalised(name, value);
      return kept === undefined ? [] : [[name, kept]];
    }),
  ].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${locale} ${url.pathname}?${new URLSearchParams(known).toString()}`;
};

/**
 * The catalogue's version: the sum of `catalog_version`'s rows, which database triggers raise with
 * every change of what the shop shows (products, categories, settings, pages…).
 */
export const readCatalogVersion = async (db: Db): Promise<number> => {
  const [row] = await db.query<{ v: string | number }>("select sum(v)::bigint as v from catalog_version", [], { prepared: true });
  return Number(row?.v ?? 0);
};

/**
 * The catalogue's version as each request reads it. On PostgreSQL, which several shop processes may
 * share, it is read from the database every time (once per page, for all its API calls), so a change
 * committed through any process is seen by the next request. A PGlite database is this process's
 * alone and announces each raise as it commits (migration 030): the version read is kept until the
 * next announcement, and a read that an announcement overtook is not kept.
 */
const versionSource = (db: Db): (() => Promise<number>) => {
  if (!db.listen) return sharedReads(() => readCatalogVersion(db));
  let known: number | undefined;
  let changes = 0;
  const listening = db.listen("catalog_version", () => {
    changes += 1;
    known = undefined;
  });
  return async () => {
    await listening;
    if (known !== undefined) return known;
    const before = changes;
    const version = await readCatalogVersion(db);
    if (changes === before) known = version;
    return version;
  };
};

/**
 * `read`, shared by the requests that wait at the same time, yet never older than a request: one
 * that arrives while a read is under way (which may have begun before a change it must see) shares
 * the read that starts when that one ends. Under load the database is asked about twice per
 * round trip instead of once per request.
 */
export const sharedReads = <T>(read: () => Promise<T>): (() => Promise<T>) => {
  let running: Promise<T> | undefined;
  let next: Promise<T> | undefined;
  const start = (): Promise<T> => {
    const made: Promise<T> = read().finally(() => {
      if (running === made) running = undefined;
    });
    running = made;
    return made;
  };
  return () => {
    if (!running) return start();
    next ??= running
      .then(
        () => undefined,
        () => undefined,
      )
      .then(() => {
        next = undefined;
        return start();
      });
    return next;
  };
};

const sources = new WeakMap<Db, () => Promise<number>>();

/** The catalogue's current version on `db` (see {@link versionSource}): one source per database, shared by every cache. */
export const currentCatalogVersion = (db: Db): Promise<number> => {
  let source = sources.get(db);
  if (!source) sources.set(db, (source = versionSource(db)));
  return source();
};

/** The cache's size in bytes of answer bodies (plain and compressed): a bounded share of the server's memory. */
export const ANSWER_CACHE_BYTES = 64 * 1024 * 1024;

/**
 * What {@link catalogAnswerCache} sets: `catalogVersion`, the catalogue's version as it read it for
 * this request (the catalogue's routes keep their own data per version). Set only by the server
 * itself, the binding carries the version the page being rendered read once for all its API calls.
 */
export type CatalogVersionEnv = { Bindings: { readonly catalogVersion?: number }; Variables: { catalogVersion: number } };

/**
 * Keeps the catalogue's public answers (listings, search, products, menu, home, SEO, pages) in memory
 * for as long as the catalogue has not changed. Database triggers raise `catalog_version` with every
 * change; each request takes the current one ({@link currentCatalogVersion}; a page's render reads it
 * once for all its API calls) and an answer cached under an older version is computed again, so a
 * change made through any process is seen at once by all of them. The version is taken before the
 * answer is computed: an answer is never filed under a newer version than the data it was built from. An answer is compressed at most once per encoding: hits send the stored bytes.
 * Answers are keyed by {@link answerKey}, the cache holds at most `maxBytes` of them, and only the
 * headers that describe the answer itself are kept. The version read is the request's
 * `catalogVersion`, for the routes that keep their own data per version.
 */
export const catalogAnswerCache = (db: Db, maxBytes = ANSWER_CACHE_BYTES): MiddlewareHandler<CatalogVersionEnv> => {
  const cache = new LRUCache<string, Answer>({
    maxSize: maxBytes,
    // No single answer may take more than an eighth of the cache.
    maxEntrySize: Math.floor(maxBytes / 8),
    // Each answer counts twice its body: the plain bytes and a compressed copy or two, far smaller.
    sizeCalculation: (answer, key) => answer.body.byteLength * 2 + key.length + 256,
  });
  return async (c, next) => {
    if (c.req.method !== "GET") return next();
    // A page's render asks the API several times: it read the version once for all of them.
    const version = c.env?.catalogVersion ?? (await currentCatalogVersion(db));
    c.set("catalogVersion", version);
    const key = answerKey(requestLocale(c), new URL(c.req.url));
    const hit = cache.get(key);
    // Made through the context, so the headers this request's middleware set (X-Request-Id) are kept.
    const send = (answer: Answer) => {
      const sent = encodedAnswer(answer.body, { headers: answer.headers }, c.req.header("accept-encoding"), (coding) => copyIn(answer, coding));
      return c.newResponse(sent.body, sent);
    };
    if (hit?.version === version) return send(hit);
    await next();
    // Only plain successes are kept (errors and answers that set cookies are computed every time).
    if (c.res.status !== 200 || c.res.headers.has("set-cookie")) return;
    const headers = [...c.res.headers].filter(([name]) => KEPT_HEADERS.has(name.toLowerCase()));
    const answer: Answer = { version, headers, body: new Uint8Array(await c.res.arrayBuffer()) };
    cache.set(key, answer);
    // Sent as a hit is, its first compressed copy kept with it: the body is read once, not copied for the cache and read again to compress it.
    c.res = undefined;
    c.res = send(answer);
  };
};
