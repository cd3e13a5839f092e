import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { request } from "node:http";
import { OPERATIONS } from "../../src/openapi.js";
import type { TestShop } from "../support/shop.js";
import { leastLoopDelay, loopLimitMs, startReliabilityShop } from "./helpers.js";

// The generic guard of issue 14: for every endpoint the OpenAPI document lists, fast-check builds
// hostile requests up to the body limit (long and repeated texts, deep nesting, many fields, sparse
// list indexes, odd Unicode, huge numbers) and the event loop's delay is measured while each is
// answered. No request may block the loop — every other visitor of the shop — for more than 100 ms
// (scaled up only while other programs keep every core busy: helpers.ts loopLimitMs), or answer with a 5xx. A new endpoint is covered as soon as it is documented.

/** The API's body limit is 1 MB: bodies stay just under it, so they are read, not refused by size. */
const BODY_MAX = 1024 * 1024 - 4 * 1024;
/** Requests per endpoint: enough to draw each kind of hostility over a few runs, within the suite's time. */
const RUNS_PER_ENDPOINT = 5;

let shop: TestShop;
let admin: string;
beforeAll(async () => {
  shop = await startReliabilityShop();
  admin = await shop.adminToken();
});
afterAll(() => shop.stop());

// ——— Hostile pieces ———

/** Texts that are slow for naive patterns and parsers when repeated: dots, separators, brackets, escapes. */
const REPEATED = ["a", ".", "a.", "@", "-", "a-", " ", "%", "%25", "_", "\\", "[", "]", "a[", "&", "=", "$'", "<!--", "\u0301", "ș", "😀", "\u200b", "\u202e"];
/** Single odd characters: NUL, lone surrogates, a BOM, an RTL override, a non-character. */
const ODD = ["\u0000", "\ud800", "\udfff", "\ufeff", "\u202e", "\uffff", "\u0301", "\r\n"];
/** Huge, tiny and non-finite numbers as JSON writes them. */
const NUMBERS = ["1e308", "-1e308", "1e-400", "9".repeat(400), "-0", "2147483648", "9007199254740993", "0.1".padEnd(400, "1")];

/** A text of `n` characters repeating one hostile unit, with a breaking character at the end (where backtracking starts). */
const repeated = fc.record({ unit: fc.constantFrom(...REPEATED), end: fc.constantFrom("", " ", "!", "\u0000", "\ud800") });
const text = (size: number) => repeated.map(({ unit, end }) => unit.repeat(Math.max(1, Math.floor(size / unit.length))) + end);

/** Names the shop's bodies and forms use, so hostile values reach real checks. */
const FIELDS = ["email", "password", "name", "message", "phone", "title", "slug", "sku", "text", "link", "url", "image", "current_password", "new_password", "status", "kind", "ids", "products", "contactDetails", "billingAddress", "socials", "note", "search"];

/** A body's first `size` bytes as UTF-8 (a cut through a character is one more broken input). */
const bytesUpTo = (body: string, size: number): Uint8Array => new Uint8Array(Buffer.from(body).subarray(0, size));

/** A JSON body of up to `size` bytes. */
const jsonBody = (size: number): fc.Arbitrary<Uint8Array> =>
  fc.oneof(
    // One long repeated text in every field.
    fc.tuple(text(Math.floor(size / FIELDS.length / 2)), fc.subarray(FIELDS, { minLength: 1 })).map(([t, keys]) => JSON.stringify(Object.fromEntries(keys.map((k) => [k, t])))),
    // Deep nesting, in a field or as the whole body.
    fc.tuple(fc.integer({ min: 100, max: Math.floor(size / 2) - 20 }), fc.constantFrom("[", '{"a":')).map(([depth, open]) =>
      `{"email":${open.repeat(open === "[" ? depth : Math.floor(depth / 3))}1${(open === "[" ? "]" : "}").repeat(open === "[" ? depth : Math.floor(depth / 3))}}`,
    ),
    // Many fields.
    fc.integer({ min: 1000, max: Math.floor(size / 12) }).map((n) => `{${Array.from({ length: n }, (_, i) => `"k${i}":${i}`).join(",")}}`),
    // Odd Unicode and huge numbers in real fields, and lists of many items.
    fc.tuple(fc.constantFrom(...FIELDS), fc.constantFrom(...ODD), fc.constantFrom(...NUMBERS), fc.integer({ min: 1, max: 50_000 })).map(
      ([field, odd, number, n]) => `{"${field}":${JSON.stringify(`x${odd}y`)},"price":${number},"id":${number},"products":[${Array.from({ length: n }, () => `{"id":${number},"quantity":${number}}`).join(",")}]}`,
    ),
  ).map((body) => bytesUpTo(body, size));

/** A bracket-notation form (urlencoded) of up to `size` bytes: sparse indexes, many fields, deep names, long values. */
const formBody = (size: number): fc.Arbitrary<Uint8Array> =>
  fc.oneof(
    fc.integer({ min: 100, max: 50_000 }).map((n) => Array.from({ length: n }, (_, i) => `k${i}[${999_999 - i}]=1`).join("&")),
    fc.integer({ min: 1, max: 2000 }).map((n) => Array.from({ length: n }, (_, i) => `products[${i * 1000}][id]=${i}&products[${i * 1000}][quantity]=1`).join("&")),
    fc.integer({ min: 10, max: 5000 }).map((depth) => `${"a" + "[b]".repeat(depth)}=1`),
    fc.tuple(fc.constantFrom(...FIELDS), text(size / 2)).map(([field, t]) => `${field}=${inUrl(t)}`),
  ).map((body) => bytesUpTo(body, size));

/** A text in a URL: lone surrogates cannot be percent-encoded as UTF-8, so they go as the bytes of one (%ED%A0%80). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const inUrl = (s: string): string => encodeURIComponent(s.replace(LONE_SURROGATE, "\ufffd")).replace(/%EF%BF%BD/g, "%ED%A0%80");

/** A hostile path segment (URLs stay under the HTTP layer's 16 kB header limit). */
const segment = fc.oneof(text(1500), fc.constantFrom(...ODD, ...NUMBERS, "%E0%A4%A", "%ff", "..", "%2e%2e%2f", "__proto__", "constructor")).map((s) =>
  /^%[0-9A-F]/i.test(s) ? s : inUrl(s),
);

/** A hostile query string: the endpoint's own names with hostile values, sparse and repeated bracket names. */
const queryOf = (names: ReadonlyArray<string>) =>
  fc.oneof(
    fc.tuple(fc.subarray([...names, "sort", "dir", "search", "text", "page"], { minLength: 1 }), text(1500)).map(([keys, t]) => keys.map((k) => `${inUrl(k)}=${inUrl(t)}`).join("&")),
    fc.integer({ min: 10, max: 900 }).map((n) => Array.from({ length: n }, (_, i) => `items[${999_999 - i}][id]=${i}`).join("&")),
    fc.integer({ min: 10, max: 1500 }).map((n) => Array.from({ length: n }, () => "ids[]=9999999999").join("&")),
    fc.constantFrom(...ODD, ...NUMBERS).map((v) => `page=${inUrl(v)}&perPage=${inUrl(v)}&sort=constructor&filters[__proto__][]=x`),
  );

/** A whole hostile request for one operation. */
const requestFor = (op: (typeof OPERATIONS)[number]) =>
  fc.record({
    segment,
    query: queryOf(op.query ?? []),
    body: fc.oneof(jsonBody(BODY_MAX).map((b) => ({ type: "application/json", b })), formBody(BODY_MAX).map((b) => ({ type: "application/x-www-form-urlencoded", b }))),
  });

/**
 * Sends a request on a connection of its own and resolves with the answer's status once it has
 * arrived. A server may answer (a 404 for an unknown id, a 401) without reading a
 * large body and then close the connection: fetch reports that as a network error, but the client
 * did get its answer.
 */
const send = (url: string, init: { method: string; headers: Record<string, string>; body?: Uint8Array }) =>
  new Promise<number>((resolve, reject) => {
    let status: number | undefined;
    const req = request(new URL(url.replace("//localhost:", "//127.0.0.1:")), { method: init.method, agent: false, headers: { ...init.headers, "content-length": String(init.body?.length ?? 0) } }, (res) => {
      status = res.statusCode ?? 0;
      res.resume();
      res.on("end", () => resolve(status!));
      res.on("error", () => resolve(status!));
    });
    // Writing the rest of a body the server did not read fails once it has answered: the answer counts.
    req.on("error", (error) => (status === undefined ? reject(error) : resolve(status)));
    req.end(init.body);
  });

describe("the guard: hostile requests to every endpoint", () => {
  for (const op of OPERATIONS) {
    test(`${op.method.toUpperCase()} ${op.path}: no 5xx, and the event loop is never blocked for more than 100 ms`, async () => {
      await fc.assert(
        fc.asyncProperty(requestFor(op), async ({ segment, query, body }) => {
          const path = op.path.replace(/\{[^}]+\}/g, segment);
          const url = `${shop.url}${path}?${query}`;
          const writes = op.method !== "get";
          // Signing out would end the session the other requests use.
          const token: Record<string, string> = op.path === "/api/auth/logout" ? {} : { authorization: `Bearer ${admin}` };
          const init = { method: op.method.toUpperCase(), headers: { ...token, ...(writes ? { "content-type": body.type } : {}) }, ...(writes ? { body: body.b } : {}) };
          const shown = `${op.method} ${url.slice(0, 200)} ${writes ? `${body.type} ${body.b.length} bytes: ${Buffer.from(body.b.subarray(0, 120)).toString()}` : ""}`;
          // Read for each request: the machine's load changes while the suite runs.
          const limit = loopLimitMs();
          const { result, blockedMs } = await leastLoopDelay(() => send(url, init), limit);
          expect(result, shown).toBeLessThan(500);
          expect(blockedMs, `${shown} (limit ${limit} ms)`).toBeLessThan(limit);
        }),
        { numRuns: RUNS_PER_ENDPOINT },
      );
    });
  }
});
