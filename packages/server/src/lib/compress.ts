import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { MiddlewareHandler } from "hono";
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from "hono/compress";
import { parseAccept } from "hono/utils/accept";
import { LRUCache } from "lru-cache";

/** Answers shorter than this are sent as they are: compressing would barely shrink them. */
const COMPRESS_FROM = 1024;

/** The encodings the shop sends: Brotli (about a tenth smaller than gzip for a page) and gzip. */
export type Coding = "br" | "gzip";

/** How much a client wants `coding`, from its parsed Accept-Encoding (named, else through `*`). */
const wants = (accepts: ReturnType<typeof parseAccept>, coding: string): number =>
  (accepts.find((a) => a.type.toLowerCase() === coding) ?? accepts.find((a) => a.type === "*"))?.q ?? 0;

/** Whether an Accept-Encoding header allows gzip, named or through `*`. */
export const acceptsGzip = (header: string | undefined): boolean => header !== undefined && wants(parseAccept(header), "gzip") > 0;

// Browsers send a handful of distinct headers: each is read once.
const decided = new LRUCache<string, Coding | "identity">({ max: 256 });

/** The encoding for a client with `header`: Brotli when it takes it at least as gladly as gzip, else gzip, else none. */
const chosenCoding = (header: string | undefined): Coding | undefined => {
  if (header === undefined) return undefined;
  let coding = decided.get(header);
  if (coding === undefined) {
    const accepts = parseAccept(header);
    const [br, gzip] = [wants(accepts, "br"), wants(accepts, "gzip")];
    coding = br > 0 && br >= gzip ? "br" : gzip > 0 ? "gzip" : "identity";
    decided.set(header, coding);
  }
  return coding === "identity" ? undefined : coding;
};

/** The encoding `body` is sent in to a client with `acceptEncoding`: none for a body too short to gain from it. */
export const codingFor = (body: Uint8Array, acceptEncoding: string | undefined): Coding | undefined =>
  body.byteLength >= COMPRESS_FROM ? chosenCoding(acceptEncoding) : undefined;

/**
 * How hard an answer is compressed. `small` for what is kept and sent again: Brotli at quality 5
 * makes a 50 kB page a tenth smaller than gzip does, in about 1 ms (gzip: 0.5 ms); higher qualities
 * gain little more until the top ones, which take 15–50 ms. `quick` for what is sent once (an answer
 * built for one request, and any body the first time, which may be the only time: a new search, a
 * page nobody asked for before): Brotli at quality 2 and gzip at level 1, a third of the time or
 * less, about a tenth larger (a 55 kB page: 0.53 ms instead of 1.7; a 7 kB listing: 0.08 instead of 0.22).
 */
export type Effort = "quick" | "small";

/** `bytes` compressed with `coding` as hard as `effort` says, in a buffer of their own. */
export const compressed = (bytes: Uint8Array, coding: Coding, effort: Effort = "small"): Uint8Array<ArrayBuffer> =>
  new Uint8Array(
    coding === "gzip"
      ? gzipSync(bytes, { level: effort === "quick" ? 1 : constants.Z_DEFAULT_COMPRESSION })
      : brotliCompressSync(bytes, {
          params: { [constants.BROTLI_PARAM_QUALITY]: effort === "quick" ? 2 : 5, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength },
        }),
  );

/** `bytes` gzipped, in a buffer of their own. */
export const gzipped = (bytes: Uint8Array): Uint8Array<ArrayBuffer> => compressed(bytes, "gzip");

/** A body kept to be sent again, and its compressed copies: a quick one for its first client in an encoding, a small one for the others. */
export interface EncodedCopies {
  readonly body: Uint8Array<ArrayBuffer>;
  copies?: Partial<Record<Coding, { readonly bytes: Uint8Array<ArrayBuffer>; readonly effort: Effort }>>;
}

/**
 * `kept`'s copy in `coding`: compressed quickly for the first client that takes it (many bodies are
 * sent once), and again, smaller, for the second, whose copy every later client gets.
 */
export const copyIn = (kept: EncodedCopies, coding: Coding): Uint8Array<ArrayBuffer> => {
  const copies = (kept.copies ??= {});
  const copy = copies[coding];
  if (copy?.effort === "small") return copy.bytes;
  const effort = copy ? "small" : "quick";
  return (copies[coding] = { bytes: compressed(kept.body, coding, effort), effort }).bytes;
};

/**
 * `body` as an answer for a client with `acceptEncoding`, with its length: compressed (by
 * `compress`, called only then) when it is worth it and the client takes Brotli or gzip. Answers of
 * 1 kB or more say that they vary with Accept-Encoding.
 */
export const encodedAnswer = (
  body: Uint8Array<ArrayBuffer>,
  init: { readonly status?: number; readonly headers: HeadersInit },
  acceptEncoding: string | undefined,
  compress: (coding: Coding) => Uint8Array<ArrayBuffer>,
): Response => {
  const headers = new Headers(init.headers);
  const encoded = encodedBody(body, acceptEncoding, compress);
  for (const [name, value] of Object.entries(encoded.headers)) name === "Vary" ? headers.append(name, value) : headers.set(name, value);
  return new Response(encoded.bytes, { status: init.status, headers });
};

/**
 * What {@link encodedAnswer} sends, as bytes and the headers that describe them (Content-Length,
 * Content-Encoding, Vary), for a handler that answers through its context without a Response of its own.
 */
export const encodedBody = (
  body: Uint8Array<ArrayBuffer>,
  acceptEncoding: string | undefined,
  compress: (coding: Coding) => Uint8Array<ArrayBuffer>,
): { readonly bytes: Uint8Array<ArrayBuffer>; readonly headers: Record<string, string> } => {
  const worthIt = body.byteLength >= COMPRESS_FROM;
  const coding = codingFor(body, acceptEncoding);
  const bytes = coding ? compress(coding) : body;
  return {
    bytes,
    headers: {
      ...(worthIt ? { Vary: "Accept-Encoding" } : {}),
      ...(coding ? { "Content-Encoding": coding } : {}),
      "Content-Length": String(bytes.byteLength),
    },
  };
};

/**
 * Compresses JSON, HTML and other text answers of 1 kB or more (Brotli or gzip, quickly: each is built
 * for its request) for clients that accept it. Every answer
 * of the shop is built whole (pages use `renderToString`), so the body is read and compressed in one
 * call, about 20 µs for a few kB; hono's `compress` pipes each answer through a CompressionStream,
 * about 0.4 ms even for a small one, which cost checkout a fifth of its throughput. Answers already
 * encoded (the prebuilt scripts) or encoded per client (the cached catalogue answers) pass untouched.
 */
export const compressAnswers = (): MiddlewareHandler => async (c, next) => {
  await next();
  // Only headers and status are read before deciding: touching the body makes the Node adapter send
  // the answer as a stream, which costs a cached answer a third of its throughput.
  const res = c.res;
  const length = res.headers.get("Content-Length");
  if (c.req.method === "HEAD" || res.status === 204 || res.status === 206 || res.status === 304 || res.headers.has("Content-Encoding")) return;
  // An answer that already chose its encoding per client (a cached catalogue answer) says so.
  if (/accept-encoding/i.test(res.headers.get("Vary") ?? "") || (length !== null && Number(length) < COMPRESS_FROM)) return;
  if (!COMPRESSIBLE_CONTENT_TYPE_REGEX.test(res.headers.get("Content-Type") ?? "")) return;
  if (/(?:^|,)\s*no-transform\s*(?:,|$)/i.test(res.headers.get("Cache-Control") ?? "")) return;
  const body = new Uint8Array(await res.arrayBuffer());
  // Cleared first: replacing an answer, hono wraps the new one's body in a stream again, and bytes
  // are sent faster than a stream.
  c.res = undefined;
  c.res = encodedAnswer(body, { status: res.status, headers: res.headers }, c.req.header("Accept-Encoding"), (coding) => compressed(body, coding, "quick"));
};
