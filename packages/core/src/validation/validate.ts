import * as Schema from "effect/Schema";
import * as SchemaIssue from "effect/SchemaIssue";
import type { FieldErrors } from "../schemas/common.js";
import { overlongLists } from "./list-caps.js";

/** Error kinds that the schemas' checks report; anything else from the schema library reads as `invalid`. */
export const ERROR_KINDS = [
  "required",
  "format",
  "min",
  "max",
  "type",
  "decimals",
  "accepted",
  "invalid",
  "not_found",
  "out_of_stock",
  "max_per_order",
  "unavailable",
  "not_served",
  "none_enabled",
  "taken",
  "in_use",
  "transition",
  "common",
  // A discount code's refusals (core's discountCodeRefusal) and the end of its dates before the start.
  "not_started",
  "expired",
  "used_up",
  "used_by_email",
  "min_subtotal",
  "before_start",
] as const;
/** An error kind: the last part of a validation message key. */
export type ErrorKind = (typeof ERROR_KINDS)[number];

/** The outcome of {@link validate}: the decoded value, or every field error at once. */
export type Validation<A> = { readonly ok: true; readonly value: A } | { readonly ok: false; readonly errors: FieldErrors };

const kindOf = (message: string): string => {
  if ((ERROR_KINDS as ReadonlyArray<string>).includes(message)) return message;
  return "invalid";
};

/**
 * Checks `input` against `schema` and collects every error (not only the first) as dotted
 * field paths to error kinds, the same shape the API answers with 422. A list longer than its
 * schema's cap is refused first, with only its `max` errors: none of its items is decoded.
 * @example validate(ContactForm, { name: "" }) // { ok: false, errors: { name: ["required"], email: ["required"], message: ["required"] } }
 */
export const validate = <S extends Schema.Codec<unknown, unknown>>(schema: S, input: unknown): Validation<S["Type"]> => {
  const overlong = overlongLists(schema, input);
  if (overlong) return { ok: false, errors: overlong };
  const result = Schema.toStandardSchemaV1(schema, { leafHook: missingIsRequired, parseOptions: { reportInput: true } })["~standard"].validate(input);
  if (result instanceof Promise) throw new Error("validate: asynchronous schemas are not supported");
  if (!result.issues) return { ok: true, value: result.value as S["Type"] };
  return { ok: false, errors: collectIssues(result.issues) };
};

/**
 * A value left out or sent empty (`null`: a form's unfilled number, `NaN` in JSON) is a `required`
 * error, so the field says "please enter the price" rather than "not valid"; a kind the schema
 * names itself (`accepted`) stays, and other leaves keep effect's message ("Expected …", read as `invalid`).
 */
const missingIsRequired: SchemaIssue.LeafHook = (issue) => {
  const message = SchemaIssue.defaultLeafHook(issue);
  if ((ERROR_KINDS as ReadonlyArray<string>).includes(message)) return message;
  const missing = issue._tag === "MissingKey" || (issue._tag === "InvalidType" && SchemaIssue.hasInput(issue) && issue.input === null);
  return missing ? "required" : message;
};

const collectIssues = (
  issues: ReadonlyArray<{ readonly message: string; readonly path?: ReadonlyArray<PropertyKey | { readonly key: PropertyKey }> | undefined }>,
): FieldErrors => {
  const errors: Record<string, Array<string>> = {};
  for (const issue of issues) {
    const path = (issue.path ?? []).map((p) => String(typeof p === "object" ? p.key : p)).join(".") || "_";
    addError(errors, path, kindOf(issue.message));
  }
  return errors;
};

/** Adds `kind` to the errors of `path` once. */
export const addError = (errors: Record<string, Array<string>>, path: string, kind: string): void => {
  const list = (errors[path] ??= []);
  if (!list.includes(kind)) list.push(kind);
};

/** Merges several field-error records. */
export const mergeErrors = (...all: ReadonlyArray<FieldErrors>): FieldErrors => {
  const out: Record<string, Array<string>> = {};
  for (const errors of all) for (const [path, kinds] of Object.entries(errors)) for (const k of kinds) addError(out, path, k);
  return out;
};

/** Image types accepted for uploads. */
export const IMAGE_TYPES = ["image/png", "image/webp", "image/jpeg"] as const;
/** Whether a MIME type is an accepted image type. */
export const isImageType = (type: string): boolean => (IMAGE_TYPES as ReadonlyArray<string>).includes(type.toLowerCase());
