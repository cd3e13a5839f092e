import fc from "fast-check";
import { LOCALES } from "@vitrina/core";
import { L } from "./helpers.js";

// Hostile values for the fuzzing of the endpoints (fuzz.test.ts), and how they break a valid body.

/** A fuzzed endpoint: where it is, who may call it, a valid body and the values each field must refuse. */
export interface Endpoint {
  readonly name: string;
  readonly method: string;
  readonly path: () => string;
  readonly token: () => string | undefined;
  readonly valid: () => Record<string, unknown>;
  /** Field path → values it must refuse; `optional` fields may be left out. */
  readonly fields: Record<string, fc.Arbitrary<unknown>>;
  readonly optional?: ReadonlyArray<string>;
  /** An edit's current version, sent as If-Match so the body itself is what gets judged. */
  readonly version?: () => Promise<number>;
}

const INT4_MAX = 2 ** 31 - 1;

/** SQL injections a text field must store as text. */
export const SQL = [
  "' or '1'='1",
  "1; drop table orders; --",
  "'); delete from products; --",
  "1 union select password_hash from staff --",
  "%' and 1=1 and '%'='",
  "'; select pg_sleep(5); --",
  "$1",
  "\\",
];
/** Markup and template payloads a text field must store as text. */
export const HTML = [
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  '"><svg onload=alert(1)>',
  "javascript:alert(1)",
  "{{constructor.constructor('alert(1)')()}}",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection payload, sent as plain text on purpose
  "${7*7}",
  "</script><!--",
];
const NUL = ["\u0000", "a\u0000b"];
const ODD = [
  "",
  " ",
  "\t\n",
  "NaN",
  "Infinity",
  "-0",
  "null",
  "undefined",
  "true",
  "[]",
  "{}",
  "1e309",
  "0x10",
  "١٢٣",
  "😀😀😀",
  "\u202e",
  "\ufeff",
  "../../etc/passwd",
  "%00",
];
const PROTO_KEYS = ["__proto__", "constructor", "prototype"];
const hugeString = fc.integer({ min: 1_000, max: 120_000 }).map((n) => "Ș".repeat(n));
/** A short hostile text: SQL, HTML, NUL, odd values, or random text. */
export const shortHostile: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...SQL, ...HTML, ...ODD, ...NUL, ...PROTO_KEYS),
  fc.string({ maxLength: 30 }),
  fc.string({ unit: "binary", maxLength: 30 }),
);
/** A hostile text, now and then huge. */
export const hostileString: fc.Arbitrary<string> = fc.oneof({ arbitrary: shortHostile, weight: 4 }, { arbitrary: hugeString, weight: 1 });
/** Numbers past a PostgreSQL integer. */
export const OUT_OF_INT4 = [2 ** 31, -(2 ** 31) - 1, 1e10, 1e15, 1e300];
const safeNumber = fc.oneof(
  fc.integer({ min: -INT4_MAX, max: INT4_MAX }),
  fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 }),
  fc.constantFrom(0, -0, -1, 0.5, 1e-9, INT4_MAX, -INT4_MAX, ...OUT_OF_INT4),
);
const smallJson: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  safeNumber,
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(hostileString, safeNumber), { maxLength: 3 }),
);
const hugeArray = fc.integer({ min: 200, max: 20_000 }).chain((n) => fc.constantFrom<unknown>(1, "x", null, {}).map((v) => Array.from({ length: n }, () => v)));
type JsonType = "string" | "number" | "boolean" | "null" | "array" | "object";
/** Any JSON value whose type is none of `types`. */
export const jsonOtherThan = (...types: JsonType[]): fc.Arbitrary<unknown> =>
  fc.oneof(
    ...(
      [
        ["string", hostileString],
        ["number", safeNumber],
        ["boolean", fc.boolean()],
        ["null", fc.constant(null)],
        ["array", fc.oneof(fc.array(smallJson, { maxLength: 4 }), hugeArray)],
        ["object", fc.dictionary(fc.oneof(hostileString, fc.constantFrom(...PROTO_KEYS)), smallJson, { maxKeys: 4 })],
      ] as const
    )
      .filter(([type]) => !types.includes(type))
      .map(([, arb]) => arb as fc.Arbitrary<unknown>),
  );
/** A text of markup longer than `max`. */
export const longer = (max: number) => fc.integer({ min: max + 1, max: max + 20_000 }).map((n) => "<b>x</b>".repeat(Math.ceil(n / 8)).slice(0, n));

const BAD_LOCALIZED = fc.oneof(
  jsonOtherThan("object"),
  fc.constantFrom<unknown>(
    { ro: "", en: "", ru: "", bg: "" },
    { en: "x", ru: "x", bg: "x" },
    { ro: "x" },
    { ro: 1, en: "", ru: "", bg: "" },
    { ro: ["x"], en: "x", ru: "x", bg: "x" },
  ),
);
/** A text in every language broken in shape, or longer than `max` in one language. */
const localizedUpTo = (max: number, shapes: fc.Arbitrary<unknown> = BAD_LOCALIZED) =>
  fc.oneof(
    shapes,
    fc.constantFrom(...LOCALES).chain((lang) => longer(max).map((long) => ({ ...L("x"), [lang]: long }))),
  );
/** Values a field of each kind must refuse. */
export const BAD = {
  text: (max: number) => fc.oneof(jsonOtherThan("string"), fc.constantFrom("", "   ", "\n\t"), longer(max)),
  optText: (max: number) => fc.oneof(jsonOtherThan("string"), longer(max)),
  email: fc.oneof(
    jsonOtherThan("string"),
    fc.constantFrom(
      "",
      "ana",
      "ana@",
      "@mail.md",
      "ana@mail",
      "a b@mail.md",
      "ana@@mail.md",
      "ana@mail.md ' or 1=1",
      ...SQL.filter((s) => !s.includes("@")),
      ...HTML,
    ),
    fc.integer({ min: 250, max: 5000 }).map((n) => `${"a".repeat(n)}@mail.md`),
  ),
  ref: fc.oneof(jsonOtherThan("number"), fc.constantFrom(0, -1, 1.5, 999_999, INT4_MAX, ...OUT_OF_INT4)),
  quantity: fc.oneof(jsonOtherThan("number"), fc.constantFrom(0, -1, -5, 1.5, 1000, 5000, 999.5)),
  // Amounts are numeric(12,2): 10^10 and more do not fit.
  price: fc.oneof(jsonOtherThan("number"), fc.constantFrom(0, -1, -0.01, 1.001, 12.345, 10_000_000_000, 1e15, Number.MAX_SAFE_INTEGER)),
  oldPrice: fc.oneof(jsonOtherThan("number", "null"), fc.constantFrom(-1, 1.001)),
  count: fc.oneof(jsonOtherThan("number"), fc.constantFrom(-1, -100, 0.5, 2.25, ...OUT_OF_INT4)),
  bool: jsonOtherThan("boolean"),
  literalTrue: fc.oneof(jsonOtherThan("boolean"), fc.constant(false)),
  oneOf: (...allowed: string[]) =>
    fc.oneof(
      jsonOtherThan("string"),
      hostileString.filter((s) => !allowed.includes(s)),
    ),
  object: jsonOtherThan("object"),
  /** A name or title: at most 200 characters in each language. */
  title: localizedUpTo(200),
  /** A title a shop may leave empty in every language (the schedule), but not in Romanian alone. */
  optTitle: localizedUpTo(
    200,
    BAD_LOCALIZED.filter((v) => !(typeof v === "object" && v !== null && !Array.isArray(v) && Object.values(v).every((t) => t === ""))),
  ),
  /** A long text (a description): at most 20,000 characters in each language. */
  longText: localizedUpTo(20_000),
  slug: fc.oneof(jsonOtherThan("string"), fc.constantFrom("", "Not A Slug", "a--b", "-a", "a-", "ceainic_roșu", "UPPER", "a/b", ...SQL, ...HTML)),
  link: fc.oneof(
    jsonOtherThan("string"),
    fc.constantFrom(
      "javascript:alert(1)",
      "https://evil.example/",
      "",
      "no-slash",
      "/with space",
      "/a\nb",
      "//evil.example",
      "/\\evil.example",
      `/${"a".repeat(600)}`,
    ),
  ),
  password: fc.oneof(jsonOtherThan("string"), fc.constantFrom("", "short", "elevenchars"), longer(200)),
  idList: (max: number) =>
    fc.oneof(
      jsonOtherThan("array"),
      fc.array(fc.oneof(jsonOtherThan("number"), fc.constantFrom(0, -1, 1.5, 999_999, ...OUT_OF_INT4)), { minLength: 1, maxLength: 4 }),
      fc.integer({ min: max + 1, max: max + 3000 }).map((n) => Array.from({ length: n }, (_, i) => i + 1)),
    ),
  stringList: (item: fc.Arbitrary<unknown>) => fc.oneof(jsonOtherThan("array"), fc.array(item, { minLength: 1, maxLength: 3 })),
};

const getParent = (root: any, path: string): [any, string] | undefined => {
  const parts = path.split(".");
  let node = root;
  for (const part of parts.slice(0, -1)) {
    if (node === null || typeof node !== "object") return undefined;
    node = node[part];
  }
  return node !== null && typeof node === "object" ? [node, parts[parts.length - 1]!] : undefined;
};
/** Sets a key as an own, enumerable property even when it is `__proto__`, so JSON.stringify sends it. */
const define = (target: any, key: string, value: unknown) =>
  Object.defineProperty(target, key, { value, enumerable: true, configurable: true, writable: true });
type Mutation = { path: string; value: unknown } | { path: string; remove: true };
/** One to three of the endpoint's fields, each broken or (unless optional) left out. */
export const mutationsFor = (endpoint: Endpoint) => {
  const paths = Object.keys(endpoint.fields);
  const one = (path: string): fc.Arbitrary<Mutation> => {
    const bad = endpoint.fields[path]!.map((value): Mutation => ({ path, value }));
    return endpoint.optional?.includes(path) ? bad : fc.oneof(bad, fc.constant<Mutation>({ path, remove: true }));
  };
  return (
    fc
      .uniqueArray(fc.constantFrom(...paths), { minLength: 1, maxLength: 3 })
      // No field together with one of its own parts: each mutation must stay visible.
      .filter((chosen) => chosen.every((a) => chosen.every((b) => a === b || !b.startsWith(`${a}.`))))
      .chain((chosen) => fc.tuple(...chosen.map(one)))
  );
};
/** Keys that must be ignored, not obeyed: prototype keys and junk, at the top or inside an object. */
export const decorations = fc.array(
  fc.record({
    at: fc.constantFrom("", "contactDetails", "billingAddress", "title", "products.0"),
    key: fc.oneof(
      fc.constantFrom(...PROTO_KEYS),
      hostileString.map((s) => `x-${s.slice(0, 40)}`),
    ),
    value: fc.oneof(smallJson, fc.constant({ polluted: true, isAdmin: true, role: "admin" }), fc.constant({ prototype: { polluted: true } })),
  }),
  { maxLength: 2 },
);
/** The endpoint's valid body with the mutations and decorations applied. */
export const buildBody = (endpoint: Endpoint, mutations: ReadonlyArray<Mutation>, decor: ReadonlyArray<{ at: string; key: string; value: unknown }>) => {
  const body = endpoint.valid();
  for (const m of mutations) {
    const parent = getParent(body, m.path);
    if (!parent) continue;
    if ("remove" in m) delete parent[0][parent[1]];
    else define(parent[0], parent[1], structuredClone(m.value));
  }
  for (const d of decor) {
    const target = d.at === "" ? body : getParent(body, `${d.at}.x`)?.[0];
    if (target && typeof target === "object" && !Array.isArray(target)) define(target, d.key, d.value);
  }
  return body;
};
