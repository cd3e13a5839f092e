import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { validate, type FieldErrors, type Locale } from "@vitrina/core";
import type { Schema } from "effect";

const LANGS: ReadonlyArray<Locale> = ["ro", "en", "ru", "bg"];

/** The language of the answer: the first supported language of Accept-Language, else ro. */
export const requestLocale = (c: Context): Locale => {
  const header = c.req.header("accept-language") ?? "";
  for (const part of header.split(",")) {
    const tag = part.split(";")[0]?.trim().toLowerCase() ?? "";
    const primary = tag.split("-")[0] as Locale;
    if (LANGS.includes(primary)) return primary;
  }
  return "ro";
};

/** Throws a 422 answer with every field error under `errors`. */
export const unprocessable = (errors: FieldErrors, message = "The given data was invalid."): never => {
  throw new HTTPException(422, { res: Response.json({ message, errors }, { status: 422 }) });
};

/** Throws a JSON error answer with a message. */
export const fail = (status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429, message: string, headers?: Record<string, string>): never => {
  throw new HTTPException(status, { res: Response.json({ message }, { status, ...(headers ? { headers } : {}) }) });
};

/** Decodes a value with a core schema, or answers 422 with the field errors. */
export const decodeOr422 = <S extends Schema.Codec<unknown, unknown>>(schema: S, input: unknown): S["Type"] => {
  const result = validate(schema, input);
  if (!result.ok) return unprocessable(result.errors);
  return result.value;
};

/** Reads a JSON body; a malformed body is a 400. */
export const jsonBody = async (c: Context): Promise<unknown> => {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    return fail(400, "The request body is not valid JSON.");
  }
  return withoutNul(body);
};

/** Whether a value holds a NUL character anywhere (keys included): PostgreSQL text cannot store it. */
const hasNul = (value: unknown): boolean =>
  typeof value === "string"
    ? value.includes("\u0000")
    : Array.isArray(value)
      ? value.some(hasNul)
      : value !== null && typeof value === "object" && Object.entries(value).some(([k, v]) => k.includes("\u0000") || hasNul(v));

/** Refuses a body with a NUL character in any text, before it reaches the database. */
const withoutNul = <T,>(body: T): T => (hasNul(body) ? fail(400, "The request contains a NUL character, which no text field accepts.") : body);

/** The `:id` path parameter as a database id; anything else is a 404. */
export const idParam = (c: Context): number => {
  const id = Number(c.req.param("id"));
  return Number.isInteger(id) && id > 0 && id < 2 ** 31 ? id : fail(404, "Not found.");
};

/** Keys that must never be used as object keys built from request input. */
const FORBIDDEN_KEYS = new Set(["__proto__", "prototype", "constructor"]);

/**
 * Turns bracket-notation form fields (`contactDetails[email]`, `products[0][id]`) into nested
 * objects and arrays. Keys that could pollute prototypes are dropped.
 */
export const fromBracketForm = (entries: Iterable<[string, unknown]>): Record<string, unknown> => {
  const root: Record<string, unknown> = Object.create(null);
  for (const [name, value] of entries) {
    const parts = name.replace(/\]/g, "").split("[");
    if (parts.some((p) => FORBIDDEN_KEYS.has(p)) || parts.length > 6) continue;
    let node: any = root;
    parts.forEach((part, i) => {
      if (node === undefined) return;
      const last = i === parts.length - 1;
      // `name[]` appends to a list; `name[3]` sets an index of a list.
      const key = part === "" && i > 0 && Array.isArray(node) ? node.length : /^\d+$/.test(part) ? Number(part) : part;
      if (typeof key === "number" && key > 1000) return void (node = undefined);
      if (typeof key === "number" && !Array.isArray(node)) return void (node = undefined);
      if (last) node[key] = value;
      else {
        const nextIsIndex = /^\d*$/.test(parts[i + 1] ?? "x");
        node[key] ??= nextIsIndex ? [] : Object.create(null);
        // A name used both as a value and as a container (`a=1&a[b]=2`) keeps the first use.
        node = typeof node[key] === "object" ? node[key] : undefined;
      }
    });
  }
  return toPlain(root) as Record<string, unknown>;
};

const toPlain = (value: unknown): unknown => {
  if (Array.isArray(value)) return Array.from(value, (v) => toPlain(v));
  if (value && typeof value === "object" && !(value instanceof File)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toPlain(v)]));
  }
  return value;
};

/** Reads a multipart or urlencoded body in bracket notation; a malformed body is a 400. */
export const formBody = async (c: Context): Promise<Record<string, unknown>> => {
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    return fail(400, "The request body is not a valid form.");
  }
  return withoutNul(fromBracketForm(form.entries()));
};
