import { gzipSync } from "node:zlib";
import type { MiddlewareHandler } from "hono";
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from "hono/compress";
import { parseAccept } from "hono/utils/accept";

/** Answers shorter than this are sent as they are: gzip would barely shrink them. */
const COMPRESS_FROM = 1024;

/** Whether an Accept-Encoding header allows gzip, named or through `*`. */
export const acceptsGzip = (header: string | undefined): boolean => {
  if (header === undefined) return false;
  const accepts = parseAccept(header);
  const gzip = accepts.find((a) => a.type.toLowerCase() === "gzip") ?? accepts.find((a) => a.type === "*");
  return (gzip?.q ?? 0) > 0;
};

/**
 * `body` as an answer for a client with `acceptEncoding`, with its length: gzipped (by `gzip`, called
 * only then) when it is worth it and the client takes gzip. Answers of 1 kB or more say that they
 * vary with Accept-Encoding.
 */
export const encodedAnswer = (
  body: Uint8Array<ArrayBuffer>,
  init: { readonly status?: number; readonly headers: HeadersInit },
  acceptEncoding: string | undefined,
  gzip: () => Uint8Array<ArrayBuffer>,
): Response => {
  const headers = new Headers(init.headers);
  const encoded = encodedBody(body, acceptEncoding, gzip);
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
  gzip: () => Uint8Array<ArrayBuffer>,
): { readonly bytes: Uint8Array<ArrayBuffer>; readonly headers: Record<string, string> } => {
  const worthIt = body.byteLength >= COMPRESS_FROM;
  const bytes = worthIt && acceptsGzip(acceptEncoding) ? gzip() : body;
  return {
    bytes,
    headers: {
      ...(worthIt ? { Vary: "Accept-Encoding" } : {}),
      ...(bytes !== body ? { "Content-Encoding": "gzip" } : {}),
      "Content-Length": String(bytes.byteLength),
    },
  };
};

/** `bytes` gzipped, in a buffer of their own. */
export const gzipped = (bytes: Uint8Array): Uint8Array<ArrayBuffer> => new Uint8Array(gzipSync(bytes));

/**
 * Gzips JSON, HTML and other text answers of 1 kB or more for clients that accept it. Every answer
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
  c.res = encodedAnswer(body, { status: res.status, headers: res.headers }, c.req.header("Accept-Encoding"), () => gzipped(body));
};
