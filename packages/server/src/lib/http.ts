import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { DEFAULT_LOCALE, isLocale, validate, type FieldErrors, type Locale } from "@vitrina/core";
import type { Schema } from "effect";
import { readJsonText } from "./json-text.js";
import { AccountDisabled, Busy, InUse, InvalidInput, NotFound, StaleEdit, TooManyAttempts, WrongCredentials } from "./errors.js";

/** The language of the answer: the first supported language of Accept-Language, else ro. */
export const requestLocale = (c: Context): Locale => {
  const header = c.req.header("accept-language") ?? "";
  for (const part of header.split(",")) {
    const tag = part.split(";")[0]?.trim().toLowerCase() ?? "";
    const primary = tag.split("-")[0];
    if (isLocale(primary)) return primary;
  }
  return DEFAULT_LOCALE;
};

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 428 | 429 | 503;

/** A 422 answer with every field error under `errors` (and the units left of each product, for stock). */
const invalidAnswer = (errors: FieldErrors, message: string, stock?: Readonly<Record<string, number>>): Response =>
  Response.json({ message, errors, ...(stock ? { stock } : {}) }, { status: 422 });

/** A JSON error answer with a message. */
const messageAnswer = (status: ErrorStatus, message: string, headers?: Record<string, string>): Response =>
  Response.json({ message }, { status, ...(headers ? { headers } : {}) });

/** Throws a 422 answer with every field error under `errors`. */
export const unprocessable = (errors: FieldErrors, message = "The given data was invalid.", stock?: Readonly<Record<string, number>>): never => {
  throw new HTTPException(422, { res: invalidAnswer(errors, message, stock) });
};

/** Throws a JSON error answer with a message. */
export const fail = (status: ErrorStatus, message: string, headers?: Record<string, string>): never => {
  throw new HTTPException(status, { res: messageAnswer(status, message, headers) });
};

/**
 * The answer to an error the domain throws (lib/errors.ts), by its kind; undefined for any other
 * error. The app's onError is the one place that calls it: domain modules know nothing of HTTP.
 */
export const errorAnswer = (error: unknown): Response | undefined => {
  if (error instanceof InvalidInput) return invalidAnswer(error.errors, error.message, error.stock);
  if (error instanceof NotFound) return messageAnswer(404, error.message);
  if (error instanceof StaleEdit || error instanceof InUse) return messageAnswer(409, error.message);
  if (error instanceof WrongCredentials) return messageAnswer(401, error.message);
  if (error instanceof AccountDisabled) return messageAnswer(403, error.message);
  if (error instanceof TooManyAttempts) return messageAnswer(429, error.message, { "Retry-After": String(error.retryAfter) });
  if (error instanceof Busy) return messageAnswer(503, error.message, { "Retry-After": String(error.retryAfter) });
  return undefined;
};

/** Decodes a value with a core schema, or answers 422 with the field errors. */
export const decodeOr422 = <S extends Schema.Codec<unknown, unknown>>(schema: S, input: unknown): S["Type"] => {
  const result = validate(schema, input);
  if (!result.ok) return unprocessable(result.errors);
  return result.value;
};

/** Deepest nesting of objects and arrays a body may have; the shop's own payloads go 3 levels deep. */
export const MAX_DEPTH = 16;
/** Most fields a form or a bracket query string may have; the largest form (a checkout of 100 lines) has about 220. */
export const MAX_FIELDS = 1000;

/** The media type of a request's body, lower-case and without parameters (`application/json`). */
export const mediaType = (c: Context): string => (c.req.header("content-type") ?? "").split(";")[0]!.trim().toLowerCase();

/** Whether the body of a request is sent as JSON. */
export const isJson = (c: Context): boolean => mediaType(c) === "application/json";

/** Media types of the forms the shop reads (the spec's multipart bodies, and plain HTML forms). */
const FORM_TYPES = new Set(["multipart/form-data", "application/x-www-form-urlencoded"]);
const JSON_TYPES = new Set(["application/json"]);

/**
 * Refuses (415) a body of another media type than `expected`: a page of another site can post
 * `text/plain` without the browser asking the shop first, so a JSON endpoint never reads one.
 */
const requireMediaType = (c: Context, expected: ReadonlySet<string>, name: string): void => {
  if (!expected.has(mediaType(c))) fail(415, `Send the body as ${name}.`);
};

const tooDeep = (): never => fail(400, `The request is nested more than ${MAX_DEPTH} levels deep.`);
/** The 422 for a NUL character or a lone surrogate in a text or a field name, which no text column can store. */
const unstorableAnswer = (path: string, key: boolean): never =>
  unprocessable(
    { [path]: ["invalid"] },
    key ? "A field name holds a NUL character or a lone surrogate." : "A text holds a NUL character or a lone surrogate, which no text field accepts.",
  );

/** Reads a JSON body; another media type is a 415, a malformed body a 400, one nested too deeply, with an object of too many fields or with a text PostgreSQL cannot store a 4xx. */
export const jsonBody = async (c: Context): Promise<unknown> => {
  requireMediaType(c, JSON_TYPES, "application/json");
  const malformed = () => fail(400, "The request body is not valid JSON.");
  let text: string;
  try {
    text = await c.req.text();
  } catch {
    return malformed();
  }
  // Depth and unstorable texts are read from the text, so the parsed body needs no walk of its own.
  const finding = readJsonText(text, MAX_DEPTH, MAX_FIELDS);
  if (finding.kind === "too deep") return tooDeep();
  if (finding.kind === "too many fields") return fail(400, `An object of the request has more than ${MAX_FIELDS} fields.`);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return malformed();
  }
  if (finding.kind === "unstorable") return unstorableAnswer(finding.path, finding.key);
  return body;
};

// A lone half of a UTF-16 surrogate pair: not a character, and PostgreSQL refuses to store it.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** Whether a text holds something no text column can store: a NUL character or a lone surrogate. */
const unstorable = (text: string): boolean => text.includes("\u0000") || LONE_SURROGATE.test(text);

/**
 * Refuses a form with a NUL character or a lone surrogate in any text (keys included) with a 422
 * naming the field, before it reaches the database, and one nested deeper than {@link MAX_DEPTH}
 * with a 400 (a JSON body is read for both from its text, json-text.ts). The walk keeps its own
 * stack: a deeply nested value cannot overflow the call stack, and each value is visited once, so
 * the cost grows with the form's size only (at most {@link MAX_FIELDS} fields); the containers' keys
 * are kept only to name a refused field.
 */
export const checkedTexts = <T>(body: T): T => {
  // The stack, in four flat lists: each value, its depth, its container (an index into
  // `keys`/`parents`) and its key there.
  const values: unknown[] = [];
  const depths: number[] = [];
  const slots: number[] = [];
  const names: Array<string | number> = [];
  const enqueue = (value: unknown, depth: number, slot: number, name: string | number) => {
    values.push(value);
    depths.push(depth);
    slots.push(slot);
    names.push(name);
  };
  // Every container visited: its key and its own container, to spell a refused field's path.
  const keys: Array<string | number> = [];
  const parents: number[] = [];
  const pathOf = (name: string | number, slot: number): string => {
    const path = [name];
    for (let at = slot; at > 0; at = parents[at]!) path.push(keys[at]!);
    return path.reverse().join(".") || "_";
  };
  enqueue(body, 0, -1, "");
  while (values.length > 0) {
    const value = values.pop();
    const depth = depths.pop()!;
    const slot = slots.pop()!;
    const name = names.pop()!;
    if (typeof value === "string") {
      if (unstorable(value)) unstorableAnswer(pathOf(name, slot), false);
    } else if (value !== null && typeof value === "object" && !(value instanceof File)) {
      if (depth >= MAX_DEPTH) tooDeep();
      const own = keys.push(name) - 1;
      parents.push(slot);
      if (Array.isArray(value)) for (let i = 0; i < value.length; i++) enqueue(value[i], depth + 1, own, i);
      else
        for (const key of Object.keys(value)) {
          if (unstorable(key)) unstorableAnswer(pathOf(key, own), true);
          enqueue((value as Record<string, unknown>)[key], depth + 1, own, key);
        }
    }
  }
  return body;
};

/** The `:id` path parameter as a database id; anything else is a 404. */
export const idParam = (c: Context): number => {
  const id = Number(c.req.param("id"));
  return Number.isInteger(id) && id > 0 && id < 2 ** 31 ? id : fail(404, "Not found.");
};

/** Keys that must never be used as object keys built from request input. */
const FORBIDDEN_KEYS = new Set(["__proto__", "prototype", "constructor"]);
/** Parts of one field name at most (`products[0][id]` has 3). */
const MAX_NAME_PARTS = 6;
/** An index of a list: up to 6 digits; longer ones are not list indexes of any form the shop has. */
const INDEX = /^\d{1,6}$/;

/** A container of the form being built: named members and members appended with `name[]`. */
class Branch {
  readonly named = new Map<string, Branch | unknown>();
  readonly appended: Array<Branch | unknown> = [];
}

/** A branch as plain data: a list when every member is an index or appended (the root: always an object), else an object. */
const toPlain = (branch: Branch, root = false): unknown => {
  const plain = (v: unknown) => (v instanceof Branch ? toPlain(v) : v);
  const names = [...branch.named.keys()];
  if (!root && names.every((name) => INDEX.test(name))) {
    // Only the indexes present make the list, in their order: `k[1000]=1` is a list of one, not of 1001.
    const indexed = names.sort((a, b) => Number(a) - Number(b)).map((name) => plain(branch.named.get(name)));
    return [...indexed, ...branch.appended.map(plain)];
  }
  const object: Record<string, unknown> = {};
  for (const [name, value] of branch.named) object[name] = plain(value);
  return object;
};

/**
 * Turns bracket-notation form fields (`contactDetails[email]`, `products[0][id]`, `ids[]`) into nested
 * objects and lists. Lists hold only the indexes present, in order (`products[5][id]` alone is the
 * list's first item), so the work grows with the number of fields and never with index values.
 * Keys that could pollute prototypes, and names more than 6 parts deep, are dropped; more than
 * {@link MAX_FIELDS} fields are a 400.
 */
export const fromBracketForm = (entries: Iterable<[string, unknown]>): Record<string, unknown> => {
  const root = new Branch();
  let count = 0;
  for (const [name, value] of entries) {
    if (++count > MAX_FIELDS) return fail(400, `The request has more than ${MAX_FIELDS} fields.`);
    const parts = name.replace(/\]/g, "").split("[");
    if (parts.length > MAX_NAME_PARTS || parts.some((p) => FORBIDDEN_KEYS.has(p))) continue;
    let node = root;
    for (const [i, part] of parts.entries()) {
      const last = i === parts.length - 1;
      // `name[]` appends to a list (a plain value, or a new item holding the rest of the name).
      if (part === "" && i > 0) {
        if (last) node.appended.push(value);
        else node.appended.push((node = new Branch()));
        if (last) break;
        continue;
      }
      const current = node.named.get(part);
      if (last) {
        // A name used both as a value and as a container (`a=1&a[b]=2`) keeps the container.
        if (!(current instanceof Branch)) node.named.set(part, value);
        break;
      }
      if (current === undefined) node.named.set(part, (node = new Branch()));
      else if (current instanceof Branch) node = current;
      else break;
    }
  }
  return toPlain(root, true) as Record<string, unknown>;
};

/** Reads a multipart or urlencoded body in bracket notation; another media type is a 415, a malformed body a 400. */
export const formBody = async (c: Context): Promise<Record<string, unknown>> => {
  requireMediaType(c, FORM_TYPES, "multipart/form-data or application/x-www-form-urlencoded");
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    return fail(400, "The request body is not a valid form.");
  }
  return checkedTexts(fromBracketForm(form.entries()));
};

/** The `file` of a multipart upload: 400 for a body that is not a valid form, 422 (`file: required`) for a form without one. */
export const uploadedFile = async (c: Context): Promise<File> => {
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    return fail(400, "The request body is not a valid form.");
  }
  const file = form.get("file");
  return file instanceof File ? file : unprocessable({ file: ["required"] });
};
