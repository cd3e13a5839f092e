import type { Context } from "hono";
import { LRUCache } from "lru-cache";
import { codingFor, copyIn, encodedBody, type Coding, type EncodedCopies } from "./compress.js";
import { PAGE_CACHE_BYTES } from "./page-cache.js";

/** A page's answer: its status, the headers that do not depend on the client's encoding, and its HTML. */
export interface PageAnswer {
  /** The catalogue's version it shows. */
  readonly version: number;
  readonly status: number;
  /** Content-Type, the cookies to set, Cache-Control for a private page. */
  readonly headers: Readonly<Record<string, string | string[]>>;
  /** The request headers the answer depends on besides the address (the language's), if any. */
  readonly vary?: string;
  /** The HTML, with its compressed copies once a client took them. */
  readonly filled: EncodedCopies;
  /** Every header the shop sent with it the first time, per encoding, but those of one request (see {@link replayed}). */
  readonly sent: Partial<Record<Coding | "identity", Readonly<Record<string, string | string[]>>>>;
}

/** Headers that belong to one request and are never sent again: its id, and what Node adds to every answer. */
const ONE_REQUEST = new Set(["x-request-id", "date", "connection", "keep-alive", "transfer-encoding"]);

/** The encoding `answer` goes in to a client with `acceptEncoding`. */
const codingOf = (answer: PageAnswer, acceptEncoding: string | undefined): Coding | "identity" => codingFor(answer.filled.body, acceptEncoding) ?? "identity";

/**
 * Keeps the headers `res` carries (every middleware's, the security headers above all) as the ones
 * `answer` is sent with again in the encoding the client of `acceptEncoding` took.
 */
export const rememberSent = (answer: PageAnswer, acceptEncoding: string | undefined, res: Response): void => {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of res.headers) {
    if (ONE_REQUEST.has(name)) continue;
    const before = headers[name];
    headers[name] = before === undefined ? value : [...(Array.isArray(before) ? before : [before]), value];
  }
  answer.sent[codingOf(answer, acceptEncoding)] = headers;
};

/**
 * `answer` as the shop sent it the first time in the encoding the client takes, with the request's
 * own `id`; undefined when it was never sent in that encoding.
 */
export const replayed = (answer: PageAnswer, acceptEncoding: string | undefined, id: string): Response | undefined => {
  const coding = codingOf(answer, acceptEncoding);
  const headers = answer.sent[coding];
  if (!headers) return undefined;
  const bytes = coding === "identity" ? answer.filled.body : copyIn(answer.filled, coding);
  // A plain record of headers: the Node adapter writes it as it is, without building a Headers object.
  // Its length is this copy's: the first client's copy was a quicker, larger one (copyIn).
  return new Response(bytes, { status: answer.status, headers: { ...headers, "content-length": String(bytes.byteLength), "x-request-id": id } });
};

/** What a storefront page depends on, read from its request. */
export interface PageRequest {
  /** Path and query, as the storefront's entry reads them. */
  readonly url: string;
  readonly acceptLanguage: string;
  readonly country: string;
  /** Everything a shared page's answer depends on but the catalogue's version (core's RenderRequest.sharedPages). */
  readonly key: string;
}

/** What the storefront's front and page handler (web.ts) set: the page's request, and the answer sent for it. */
export type PageEnv = { Variables: { pageRequest: PageRequest; pageAnswer: PageAnswer } };

/**
 * Sends `answer` in the encoding the client takes best, through the context (its X-Request-Id and
 * security headers stay), and names it in the context for the front (web.ts) to keep what was sent.
 */
export const sendPage = <E extends PageEnv>(c: Context<E>, answer: PageAnswer): Response => {
  c.set("pageAnswer", answer);
  const encoded = encodedBody(answer.filled.body, c.req.header("accept-encoding"), (coding) => copyIn(answer.filled, coding));
  const vary = [answer.vary, encoded.headers.Vary].filter(Boolean).join(", ");
  return c.body(encoded.bytes, answer.status as 200, { ...answer.headers, ...encoded.headers, ...(vary ? { Vary: vary } : {}) });
};

/**
 * The answers sent for shared pages, by everything that decides one but the catalogue's version,
 * which each answer names (the build, the visitor's country, and what core's contract names: the
 * address, the language cookie and Accept-Language); an answer for a newer version takes the older
 * one's place. A request that matches one of the current version is answered without rendering.
 * Least recently used first out, at most `maxBytes`, each counted with its HTML, which the page
 * cache may have let go.
 */
export const pageAnswers = (maxBytes = PAGE_CACHE_BYTES) =>
  new LRUCache<string, PageAnswer>({
    maxSize: maxBytes,
    maxEntrySize: Math.floor(maxBytes / 8),
    sizeCalculation: (answer, key) => answer.filled.body.byteLength * 2 + key.length + 256,
  });

export type PageAnswers = ReturnType<typeof pageAnswers>;
