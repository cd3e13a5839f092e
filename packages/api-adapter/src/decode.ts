import * as Exit from "effect/Exit";
import type * as Schema from "effect/Schema";
import * as SchemaIssue from "effect/SchemaIssue";
import * as SchemaParser from "effect/SchemaParser";

/** Where an answer first breaks its schema: the path to the field, and what is wrong there. */
export interface AnswerIssue {
  readonly path: ReadonlyArray<PropertyKey>;
  readonly message: string;
}

/** The first leaf of an issue tree, with the path that leads to it. */
const firstLeaf = (issue: SchemaIssue.Issue, path: ReadonlyArray<PropertyKey>): AnswerIssue => {
  switch (issue._tag) {
    case "Pointer":
      return firstLeaf(issue.issue, [...path, ...issue.path]);
    case "Filter":
    case "Encoding":
      return firstLeaf(issue.issue, path);
    case "Composite":
    case "AnyOf":
      return issue.issues[0] ? firstLeaf(issue.issues[0], path) : { path, message: "no member matches" };
    default:
      return { path, message: SchemaIssue.defaultLeafHook(issue) };
  }
};

/**
 * Decodes an answer with its schema: the value, or the first problem (the Standard Schema shape
 * `{ path, message }`). Read from the issue tree rather than through `Schema.toStandardSchemaV1`,
 * whose formatter of every issue costs about 2 kB gzip more in a page.
 */
export const decodeAnswer = <S extends Schema.Codec<unknown, unknown>>(
  schema: S,
  json: unknown,
): { readonly ok: true; readonly value: S["Type"] } | { readonly ok: false; readonly issue: AnswerIssue } => {
  const exit = SchemaParser.decodeUnknownExit(schema as Schema.Codec<S["Type"], unknown>)(json, { errors: "first" });
  if (Exit.isSuccess(exit)) return { ok: true, value: exit.value };
  const failure = exit.cause.reasons.find((reason) => reason._tag === "Fail");
  return { ok: false, issue: failure ? firstLeaf(failure.error as SchemaIssue.Issue, []) : { path: [], message: "unexpected shape" } };
};
