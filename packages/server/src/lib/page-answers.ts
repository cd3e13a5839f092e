import type { Context } from "hono";
import { LRUCache } from "lru-cache";
import { copyIn, encodedBody, type EncodedCopies } from "./compress.js";
import { PAGE_CACHE_BYTES } from "./page-cache.js";

/** A page's answer: its status, the headers that do not depend on the client's encoding, and its HTML. */
export interface PageAnswer {
  readonly status: number;
  /** Content-Type, the cookies to set, Cache-Control for a private page. */
  readonly headers: Readonly<Record<string, string | string[]>>;
  /** The request headers the answer depends on besides the address (the language's), if any. */
  readonly vary?: string;
  /** The HTML, with its compressed copies once a client took them. */
  readonly filled: EncodedCopies;
}

/** Sends `answer` in the encoding the client takes best, through the context (its X-Request-Id and security headers stay). */
export const sendPage = (c: Context, answer: PageAnswer): Response => {
  const encoded = encodedBody(answer.filled.body, c.req.header("accept-encoding"), (coding) => copyIn(answer.filled, coding));
  const vary = [answer.vary, encoded.headers.Vary].filter(Boolean).join(", ");
  return c.body(encoded.bytes, answer.status as 200, { ...answer.headers, ...encoded.headers, ...(vary ? { Vary: vary } : {}) });
};

/**
 * The answers sent for shared pages, by everything that decides one (the build, the catalogue's
 * version, the visitor's country, and what core's contract names: the address, the language cookie
 * and Accept-Language). A request that matches one is answered without rendering. Least recently
 * used first out, at most `maxBytes`, each counted with its HTML, which the page cache may have let go.
 */
export const pageAnswers = (maxBytes = PAGE_CACHE_BYTES) =>
  new LRUCache<string, PageAnswer>({
    maxSize: maxBytes,
    maxEntrySize: Math.floor(maxBytes / 8),
    sizeCalculation: (answer, key) => answer.filled.body.byteLength * 2 + key.length + 256,
  });
