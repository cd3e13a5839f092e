import fc from "fast-check";
import {
  ENDS,
  FIELDS,
  KINDS,
  NUMBERS,
  ODD,
  ODD_TEXT,
  REPEATED,
  bodyOf,
  formBytes,
  inUrl,
  jsonBytes,
  run,
  type HostileBody,
  type Kind,
  type Pair,
} from "./hostile.js";

// Hostile paths and query strings for the guard (guard.test.ts) per kind, and random hostile requests.

/** Longest hostile path segment and query string: a URL stays under the HTTP layer's 16 kB header limit. */
const SEGMENT_MAX = 3000;
const QUERY_MAX = 9000;

/** A hostile path segment per kind, percent-encoded. */
export const segmentOf = (kind: Kind, variant = 0): string => {
  switch (kind) {
    case "long":
      return inUrl(run(REPEATED[variant % REPEATED.length]!, SEGMENT_MAX, formBytes, ENDS[variant % ENDS.length]));
    case "deep":
      return inUrl(`a${"[b]".repeat(SEGMENT_MAX / 9)}`) + "/..%2F..%2F".repeat(20);
    case "many":
      return Array.from({ length: SEGMENT_MAX / 4 }, (_, i) => `a${i % 10},`).join("");
    case "sparse":
      return `999999999999${"[999999]".repeat(10)}`;
    case "unicode":
      return `${inUrl(ODD_TEXT)}%E0%A4%A%ff%00%C0%AF%ED%A0%80__proto__`;
    case "numbers":
      return `${"9".repeat(1000)}e308`;
    case "lists":
      return `${"1,".repeat(SEGMENT_MAX / 2)}1`;
  }
};

/** A hostile query string per kind, for an endpoint reading `names`. */
export const queryOf = (kind: Kind, names: ReadonlyArray<string>, variant = 0): string => {
  const all = [...new Set([...names, "sort", "dir", "sort_by", "search", "text", "page", "perPage", "key", "min_price", "max_price", "filters[brand][]"])];
  const each = Math.floor(QUERY_MAX / all.length) - 20;
  switch (kind) {
    case "long":
      return all
        .map(
          (n, i) =>
            `${inUrl(n)}=${inUrl(i % 2 === 0 ? `a@${run(".", each, formBytes)} ` : run(REPEATED[(i + variant) % REPEATED.length]!, each, formBytes, "!"))}`,
        )
        .join("&");
    case "deep":
      return `${all.map((n) => `${n}${"[a]".repeat(200)}=1`).join("&")}&filters${"[a]".repeat(QUERY_MAX / 6)}=1`;
    case "many":
      return [...all.map((n) => `${n}=1`), ...Array.from({ length: QUERY_MAX / 10 }, (_, i) => (i % 2 ? "ids[]=9999999999" : `k${i}=${i}`))].join("&");
    case "sparse":
      return [`ids[4294967295]=1`, ...Array.from({ length: QUERY_MAX / 30 }, (_, i) => (i % 2 ? `items[${999_999 - i}][id]=${i}` : `k${i}[1000]=1`))].join("&");
    case "unicode":
      return all.map((n) => `${inUrl(n)}=${inUrl(ODD_TEXT)}%E0%A4%A%ff%ED%A0%80`).join("&") + `&${inUrl(ODD_TEXT)}[${inUrl(ODD_TEXT)}]=1`;
    case "lists":
      return Array.from({ length: QUERY_MAX / 12 }, (_, i) => `${inUrl(all[i % all.length]!)}[]=`).join("&");
    case "numbers":
      return (
        all.map((n, i) => `${inUrl(n)}=${inUrl(NUMBERS[i % NUMBERS.length]!)}`).join("&") +
        `&page=${"9".repeat(1000)}&perPage=-0&sort=constructor&filters[__proto__][]=x`
      );
  }
};

// ——— Random ones (fast-check) ———

const randomText = (size: number) =>
  fc.record({ unit: fc.constantFrom(...REPEATED), end: fc.constantFrom(...ENDS) }).map(({ unit, end }) => run(unit, size, jsonBytes, end));

/** A random hostile request: a kind's shape with random units, sizes and fields. */
export const randomRequest = (names: ReadonlyArray<string>, size: number) =>
  fc.record({
    segment: fc.oneof(
      randomText(1500).map(inUrl),
      fc.constantFrom(...ODD, ...NUMBERS, "..", "__proto__", "constructor").map(inUrl),
      fc.constantFrom(...KINDS).map((k) => segmentOf(k)),
    ),
    query: fc.oneof(
      fc
        .tuple(fc.subarray([...names, "sort", "search", "text", "page"], { minLength: 1 }), randomText(1500))
        .map(([keys, t]) => keys.map((k) => `${inUrl(k)}=${inUrl(t)}`).join("&")),
      fc.integer({ min: 10, max: 900 }).map((n) => Array.from({ length: n }, (_, i) => `items[${999_999 - i}][id]=${i}`).join("&")),
      fc.tuple(fc.constantFrom(...ODD, ...NUMBERS), fc.constantFrom(...names, "page")).map(([v, n]) => `${inUrl(n)}=${inUrl(v)}&sort=constructor`),
    ),
    body: fc.oneof(
      fc.tuple(randomText(Math.floor(size / FIELDS.length / 2)), fc.subarray(FIELDS, { minLength: 1 })).map(([t, keys]): HostileBody => {
        const form = keys.map((k): Pair => [k, t]);
        return { json: Buffer.from(JSON.stringify(Object.fromEntries(form))), form };
      }),
      fc.tuple(fc.constantFrom(...KINDS), fc.integer({ min: 1, max: 16 })).map(([kind, part]) => bodyOf(kind, Math.floor(size / part), part)),
      fc
        .tuple(fc.constantFrom(...FIELDS), fc.constantFrom(...ODD), fc.constantFrom(...NUMBERS), fc.integer({ min: 1, max: 20_000 }))
        .map(([field, odd, number, n]): HostileBody => {
          const json = `{"${field}":${JSON.stringify(`x${odd}y`)},"price":${number},"id":${number},"products":[${Array.from({ length: n }, () => `{"id":${number},"quantity":${number}}`).join(",")}]}`;
          return {
            json: Buffer.from(json).subarray(0, size),
            form: [[field, `x${odd}y`], ["price", number], ...Array.from({ length: Math.min(n, 900) }, (_, i): Pair => [`products[${i}][id]`, number])],
          };
        }),
    ),
  });
