import type { Db } from "../db/db.js";

/** A number of events allowed per window (CHECKOUT_LIMIT and the other per-client limits). */
export interface Rate {
  readonly count: number;
  readonly windowSeconds: number;
}

const UNITS: Readonly<Record<string, number>> = { s: 1, m: 60, h: 3600 };

/**
 * Reads a rate written `COUNT/DURATION`, the duration a whole number with the unit `s`, `m` or `h`
 * (`10/10m`: ten per ten minutes); `off` (or `0`) is no limit. Anything else stops the start.
 * @example
 * parseRate("10/10m", "CHECKOUT_LIMIT") // { count: 10, windowSeconds: 600 }
 */
export const parseRate = (text: string, name: string): Rate | undefined => {
  const value = text.trim().toLowerCase();
  if (value === "off" || value === "0") return undefined;
  const match = /^(\d{1,9})\s*\/\s*(\d{1,9})\s*([smh])$/.exec(value);
  if (!match || Number(match[1]) === 0 || Number(match[2]) === 0) {
    throw new Error(`${name} must be COUNT/DURATION with a unit s, m or h (for example 10/10m), or off; got "${text}"`);
  }
  return { count: Number(match[1]), windowSeconds: Number(match[2]) * UNITS[match[3]!]! };
};

/** Whether an event was let through, and if not, after how many seconds the window frees a place. */
export type Verdict = { readonly allowed: true } | { readonly allowed: false; readonly retryAfter: number };

/**
 * Counts one event for each key (a fixed window per key, one row each, so the table grows with the
 * number of clients, not of events) and says whether every key stayed within the rate. Keys are
 * taken in sorted order so concurrent callers lock their rows in the same order. Run it inside the
 * transaction of the thing being limited: when the caller refuses and rolls back, nothing is counted.
 */
export const countEvents = async (db: Pick<Db, "query">, keys: ReadonlyArray<string>, rate: Rate): Promise<Verdict> => {
  let retryAfter = 0;
  for (const key of [...new Set(keys)].sort()) {
    const [row] = await db.query<{ hits: number; retry_after: number }>(
      `insert into rate_limits as r (key, window_start, hits) values ($1, now(), 1)
       on conflict (key) do update set
         hits = case when r.window_start <= now() - make_interval(secs => $2) then 1 else r.hits + 1 end,
         window_start = case when r.window_start <= now() - make_interval(secs => $2) then now() else r.window_start end
       returning hits, ceil(extract(epoch from (window_start + make_interval(secs => $2) - now())))::int as retry_after`,
      [key, rate.windowSeconds],
    );
    if (row && row.hits > rate.count) retryAfter = Math.max(retryAfter, row.retry_after, 1);
  }
  return retryAfter > 0 ? { allowed: false, retryAfter } : { allowed: true };
};

/** Whether a key is already past the rate, without counting anything (for a check before costly work). */
export const isLimited = async (db: Pick<Db, "query">, keys: ReadonlyArray<string>, rate: Rate): Promise<Verdict> => {
  const [row] = await db.query<{ retry_after: number | null }>(
    `select max(ceil(extract(epoch from (window_start + make_interval(secs => $3) - now()))))::int as retry_after
       from rate_limits where key = any($1::text[]) and hits >= $2 and window_start > now() - make_interval(secs => $3)`,
    [[...keys], rate.count, rate.windowSeconds],
  );
  return row?.retry_after ? { allowed: false, retryAfter: Math.max(1, row.retry_after) } : { allowed: true };
};
