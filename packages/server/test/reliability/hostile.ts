import { LIST_NAMES, listBody } from "./hostile-lists.js";

// Hostile inputs for the guard (guard.test.ts), by kind: bodies and forms here, uploads in
// hostile-uploads.ts, paths, query strings and random requests in hostile-requests.ts. Each kind has a deterministic request per
// endpoint (so every kind reaches every endpoint in every run) and fast-check arbitraries for random
// ones. Bodies are built to a byte budget (the body limit) without being cut, so that they parse and
// reach the shop's checks instead of being refused as malformed.

/** The kinds of hostility the guard sends to every endpoint (issue 14, the guard). */
export const KINDS = ["long", "deep", "many", "sparse", "unicode", "numbers", "lists"] as const;
export type Kind = (typeof KINDS)[number];

/** Texts slow for naive patterns and parsers when repeated: separators, brackets, escapes, marks. */
export const REPEATED = [
  "a",
  ".",
  "a.",
  "@",
  "-",
  "a-",
  " ",
  "%",
  "%25",
  "_",
  "\\",
  "[",
  "]",
  "a[",
  "&",
  "=",
  "$'",
  "<!--",
  "\u0301",
  "ș",
  "😀",
  "\u200b",
  "\u202e",
];
/** Single odd characters: NUL, lone surrogates, a BOM, an RTL override, a non-character, a combining mark, CRLF. */
export const ODD = ["\u0000", "\ud800", "\udfff", "\ufeff", "\u202e", "\uffff", "\u0301", "\r\n"];
/** Huge, tiny and odd numbers, each a valid JSON number. */
export const NUMBERS = ["1e308", "-1e308", "1e-400", "9".repeat(400), "-0", "2147483648", "9007199254740993", "0.1".padEnd(400, "1")];
/** What ends a long run: where a backtracking pattern starts over. */
export const ENDS = ["!", " ", "\u0000", "\ud800", ""];

/** Names the shop's bodies and forms use, so hostile values reach real checks. */
export const FIELDS = [
  "email",
  "password",
  "name",
  "message",
  "phone",
  "title",
  "slug",
  "sku",
  "text",
  "link",
  "url",
  "image",
  "current_password",
  "new_password",
  "status",
  "kind",
  "ids",
  "products",
  "contactDetails",
  "billingAddress",
  "socials",
  "note",
  "clientNote",
  "search",
];

/** A form field: name and value, as text that may hold lone surrogates. */
export type Pair = readonly [name: string, value: string];

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * Text as bytes, lone surrogates included as the 3-byte sequences of their code points (ED A0 80):
 * invalid UTF-8 that a client can send and the server must cope with.
 */
export const wtf8 = (text: string): Buffer => {
  if (!LONE_SURROGATE.test(text)) return Buffer.from(text);
  LONE_SURROGATE.lastIndex = 0;
  const parts: Buffer[] = [];
  let at = 0;
  for (const match of text.matchAll(LONE_SURROGATE)) {
    const c = match[0].charCodeAt(0);
    parts.push(Buffer.from(text.slice(at, match.index)), Buffer.from([0xe0 | (c >> 12), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63)]));
    at = match.index + 1;
  }
  parts.push(Buffer.from(text.slice(at)));
  return Buffer.concat(parts);
};

/** The bytes {@link inUrl} keeps as they are: letters, digits, `-._~` and brackets. */
const KEPT_IN_URL = Uint8Array.from({ length: 256 }, (_, byte) => (/[A-Za-z0-9\-._~[\]]/.test(String.fromCharCode(byte)) ? 1 : 0));
const ALL_KEPT = /^[A-Za-z0-9\-._~[\]]*$/;
const HEX = "0123456789ABCDEF";

/**
 * Percent-encodes every byte but letters, digits, `-._~` and brackets (kept: the bracket notation
 * reads them), byte by byte into a buffer: the guard encodes megabytes of forms for every endpoint.
 */
export const inUrl = (text: string): string => {
  if (ALL_KEPT.test(text)) return text;
  const bytes = wtf8(text);
  const out = Buffer.allocUnsafe(bytes.length * 3);
  let at = 0;
  for (const byte of bytes) {
    if (KEPT_IN_URL[byte]) out[at++] = byte;
    else {
      out[at++] = 0x25;
      out[at++] = HEX.charCodeAt(byte >> 4);
      out[at++] = HEX.charCodeAt(byte & 15);
    }
  }
  return out.toString("latin1", 0, at);
};

/** Byte length of a text in JSON, to size runs to a budget. */
export const jsonBytes = (text: string) => Buffer.byteLength(JSON.stringify(text)) - 2;
/** Byte length of a text percent-encoded in a form or URL. */
export const formBytes = (text: string) => inUrl(text).length;

/** `unit` repeated to fill about `bytes` in an encoding, then `end`. */
export const run = (unit: string, bytes: number, size: (t: string) => number, end = ""): string =>
  unit.repeat(Math.max(1, Math.floor(bytes / Math.max(1, size(unit))))) + end;

/** The bodies of one hostile request: JSON, and a form (sent urlencoded or multipart). */
export interface HostileBody {
  readonly json: Uint8Array;
  readonly form: ReadonlyArray<Pair>;
}

/** `variant` rotates the hostile units among the fields, so endpoints differ in what each field gets. */
const longBody = (size: number, variant: number): HostileBody => {
  const each = Math.floor(size / FIELDS.length) - 40;
  const unitOf = (i: number) => REPEATED[(i + variant) % REPEATED.length]!;
  // Half the fields carry an address of dots (the classic of e-mail and URL patterns), half a run of another unit.
  const value = (i: number, size: (t: string) => number) =>
    i % 2 === 0 ? `a@${run(".", each - 4, size)} ` : run(unitOf(i), each, size, ENDS[(i + variant) % ENDS.length]);
  return {
    json: Buffer.from(JSON.stringify(Object.fromEntries(FIELDS.map((f, i) => [f, value(i, jsonBytes)])))),
    form: FIELDS.map((f, i) => [f, value(i, formBytes)] as const),
  };
};

const deepBody = (size: number): HostileBody => {
  const arrays = Math.floor(size / 4);
  const objects = Math.floor(size / 4 / 5);
  const json = `{"email":${"[".repeat(arrays)}1${"]".repeat(arrays)},"products":${'{"a":'.repeat(objects)}1${"}".repeat(objects)}}`;
  const depth = Math.floor((size / 2 - 20) / 3);
  return {
    json: Buffer.from(json),
    form: [
      [`products${"[0]".repeat(depth)}`, "1"],
      [`a${"[]".repeat(Math.floor(depth / 2))}`, "1"],
    ],
  };
};

const manyBody = (size: number): HostileBody => {
  // Half many keys, half a list of many items.
  const keys = Math.floor(size / 2 / 16);
  const items = Math.floor(size / 2 / 24);
  const json = `{${Array.from({ length: keys }, (_, i) => `"k${i}":${i},`).join("")}"products":[${Array.from({ length: items }, (_, i) => `{"id":${i},"quantity":1}`).join(",")}]}`;
  const pairs = Math.floor(size / 2 / 12);
  return {
    json: Buffer.from(json),
    form: [
      ...Array.from({ length: pairs }, (_, i): Pair => [`k${i}`, String(i)]),
      ...Array.from({ length: Math.floor(size / 2 / 20) }, (_, i): Pair => ["ids[]", String(i)]),
    ],
  };
};

const sparseBody = (size: number): HostileBody => {
  // JSON has no sparse arrays: objects keyed by huge indexes where lists are expected.
  const n = Math.floor(size / 40);
  const json = `{"products":{${Array.from({ length: n }, (_, i) => `"${999_999_999 - i}":{"id":1,"quantity":1}`).join(",")}},"ids":{"4294967295":1},"image_ids":{"999999999":1}}`;
  // Indexes at a parser's usual cap (1000), far past it, and spread out in a real field.
  const m = Math.floor(size / 3 / 20);
  return {
    json: Buffer.from(json),
    form: [
      ...Array.from({ length: m }, (_, i): Pair => [`k${i}[1000]`, "1"]),
      ...Array.from({ length: m }, (_, i): Pair => [`s${i}[${999_999 - i}]`, "1"]),
      ...Array.from({ length: m }, (_, i): Pair => [`products[${i * 1000}][id]`, String(i)]),
    ],
  };
};

/** Odd Unicode: every odd character, marks stacked on one letter, emoji, bidi overrides, in names too. */
export const ODD_TEXT = `x${ODD.join("")}ș😀\u200b\u202e${"\u0301".repeat(50)}y`;
const unicodeBody = (size: number): HostileBody => {
  const each = Math.floor(size / (FIELDS.length + 1)) - 40;
  // Raw invalid UTF-8 in a JSON string: a lone surrogate's bytes, an overlong slash, a stray 0xFF.
  const RAW = "@@RAW@@";
  const text = JSON.stringify({ ...Object.fromEntries(FIELDS.map((f) => [f, run(ODD_TEXT, each, jsonBytes)])), [`name${ODD_TEXT}`]: RAW });
  const [before, after] = text.split(RAW);
  return {
    json: Buffer.concat([Buffer.from(before!), Buffer.from([0xed, 0xa0, 0x80, 0xc0, 0xaf, 0xff]), Buffer.from(after!)]),
    form: [...FIELDS.map((f): Pair => [f, run(ODD_TEXT, each, formBytes)]), [`${ODD_TEXT}[${ODD_TEXT}]`, ODD_TEXT]],
  };
};

const numbersBody = (size: number): HostileBody => {
  const numberOf = (i: number) => NUMBERS[i % NUMBERS.length]!;
  const digits = "9".repeat(Math.floor(size / 3));
  const json = `{${FIELDS.map((f, i) => `"${f}":${numberOf(i)}`).join(",")},"price":${digits},"quantity":-${digits.slice(0, 1000)},"id":1e999999999,"products":[{"id":${numberOf(3)},"quantity":${numberOf(0)}}]}`;
  return {
    json: Buffer.from(json),
    form: [
      ...FIELDS.map((f, i): Pair => [f, numberOf(i)]),
      ["price", digits],
      ["products[0][id]", numberOf(3)],
      ["products[0][quantity]", "1e308"],
      ["stock_change", `-${digits.slice(0, 1000)}`],
    ],
  };
};

/**
 * Lists of about `size` bytes of empty items (issue 28): in JSON, `{}` × 300,000 in the endpoint's
 * own lists (`paths`; the shop's list names for an endpoint that takes none); in a form, as many
 * `name[]` fields as fit.
 */
const listsBody = (size: number, paths: ReadonlyArray<ReadonlyArray<string>>): HostileBody => {
  const lists = paths.length > 0 ? paths : LIST_NAMES.map((name) => [name]);
  const names = lists.map(([first, ...rest]) => `${first}${rest.map((p) => `[${p}]`).join("")}[][id]`);
  return {
    json: listBody(lists, size),
    form: Array.from({ length: Math.floor(size / 24) }, (_, i): Pair => [names[i % names.length]!, ""]),
  };
};

/** The deterministic body of a kind, of up to `size` bytes in each encoding; `lists`: where the endpoint's body takes lists. */
export const bodyOf = (kind: Kind, size: number, variant = 0, lists: ReadonlyArray<ReadonlyArray<string>> = []): HostileBody =>
  ({
    long: () => longBody(size, variant),
    deep: () => deepBody(size),
    many: () => manyBody(size),
    sparse: () => sparseBody(size),
    unicode: () => unicodeBody(size),
    numbers: () => numbersBody(size),
    lists: () => listsBody(size, lists),
  })[kind]();

/** A form urlencoded. */
export const urlencoded = (form: ReadonlyArray<Pair>): Uint8Array => Buffer.from(form.map(([name, value]) => `${inUrl(name)}=${inUrl(value)}`).join("&"));

/** A file part of a multipart body. */
export interface FilePart {
  readonly name: string;
  readonly filename: string;
  readonly type: string;
  readonly bytes: Uint8Array;
}

/** A form as multipart/form-data, written byte by byte (so odd bytes in names and values go as they are). */
export const multipartOf = (form: ReadonlyArray<Pair>, files: ReadonlyArray<FilePart> = []): { type: string; body: Uint8Array } => {
  const boundary = "----vitrina-guard-boundary-7MA4YWxkTrZu0gW";
  // Quotes and line breaks in names end the header: browsers escape them as %22, %0D, %0A.
  const quoted = (s: string) => s.replace(/"/g, "%22").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
  const parts: Buffer[] = [];
  for (const [name, value] of form)
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="`),
      wtf8(quoted(name)),
      Buffer.from('"\r\n\r\n'),
      wtf8(value),
      Buffer.from("\r\n"),
    );
  for (const file of files) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="`),
      wtf8(quoted(file.name)),
      Buffer.from('"; filename="'),
      wtf8(quoted(file.filename)),
    );
    parts.push(Buffer.from(`"\r\nContent-Type: ${file.type}\r\n\r\n`), Buffer.from(file.bytes), Buffer.from("\r\n"));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { type: `multipart/form-data; boundary=${boundary}`, body: new Uint8Array(Buffer.concat(parts)) };
};

/** A body built by `build` for the largest budget (from `size` down) whose bytes fit in `size`. */
export const fitted = <T extends { readonly length: number } | { readonly body: Uint8Array }>(size: number, build: (budget: number) => T): T => {
  for (let budget = size; ; budget = Math.floor(budget * 0.7)) {
    const built = build(budget);
    const length = "body" in built ? built.body.length : built.length;
    if (length <= size || budget < 1000) return built;
  }
};
