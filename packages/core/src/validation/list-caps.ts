import type * as Schema from "effect/Schema";
import type { FieldErrors } from "../schemas/common.js";

// The schema tree's types, through the Schema module (core imports no other module of effect).
type AST = Schema.Top["ast"];
type Checks = AST["checks"];
type Check = NonNullable<Checks>[number];

// effect's Schema checks a list's length after it has decoded every item, and collects an issue for
// each bad item first: a list of 300,000 empty objects costs seconds and 600,000 issues before its
// 100-item cap says no. The caps are read from the schema itself and checked here, before any item is.

const MAX_LENGTH_ID = "effect/schema/isMaxLength";

/** The smallest `isMaxLength` among a node's checks (groups included), or undefined when it has none. */
const capOf = (checks: Checks): number | undefined => {
  let cap: number | undefined;
  const visit = (check: Check): void => {
    if (check._tag === "FilterGroup") {
      check.checks.forEach(visit);
      return;
    }
    const representation = check.annotations?.representation;
    const max = representation?.id === MAX_LENGTH_ID ? (representation.payload as { readonly maxLength?: unknown } | undefined)?.maxLength : undefined;
    if (typeof max === "number") cap = Math.min(cap ?? max, max);
  };
  checks?.forEach(visit);
  return cap;
};

const isRecord = (value: unknown): value is Record<PropertyKey, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The lists of `input` longer than their schema's `isMaxLength`, each as a `max` field error at its
 * path, found by walking the input along the schema before anything is decoded; undefined when
 * every list is within its cap. Items of a list within its cap are walked in turn (their own lists
 * may be capped); a list past its cap is not. The work grows with the capped parts of the input, so
 * a megabyte of list items costs one length check.
 * @example overlongLists(CheckoutPayload, { products: Array(300_000).fill({}) }) // { products: ["max"] }
 */
export const overlongLists = (schema: { readonly ast: AST }, input: unknown): FieldErrors | undefined => {
  const errors: Record<string, Array<string>> = {};
  const walk = (ast: AST, value: unknown, path: string): void => {
    switch (ast._tag) {
      case "Arrays": {
        if (!Array.isArray(value)) return;
        const cap = capOf(ast.checks);
        if (cap !== undefined && value.length > cap) {
          errors[path || "_"] = ["max"];
          return;
        }
        value.forEach((item, i) => {
          const itemAst = ast.elements[i] ?? ast.rest[0];
          if (itemAst) walk(itemAst, item, path ? `${path}.${i}` : String(i));
        });
        return;
      }
      case "Objects": {
        if (!isRecord(value)) return;
        for (const property of ast.propertySignatures) {
          const key = property.name;
          if (Object.hasOwn(value, key)) walk(property.type, value[key], path ? `${path}.${String(key)}` : String(key));
        }
        return;
      }
      case "Union":
        for (const member of ast.types) walk(member, value, path);
        return;
      case "Suspend":
        walk(ast.thunk(), value, path);
        return;
      default:
        return;
    }
  };
  walk(schema.ast, input, "");
  return Object.keys(errors).length > 0 ? errors : undefined;
};

/**
 * The paths of the lists a schema accepts without an `isMaxLength` cap (`[]` marks a list's items):
 * an input schema must have none, or a request could make the server decode any number of items.
 * @example uncappedLists(Schema.Struct({ tags: Schema.Array(Schema.String) })) // ["tags"]
 */
export const uncappedLists = (schema: { readonly ast: AST }): ReadonlyArray<string> => {
  const found: string[] = [];
  const seen = new Set<AST>();
  const walk = (ast: AST, path: string): void => {
    if (seen.has(ast)) return;
    seen.add(ast);
    switch (ast._tag) {
      case "Arrays":
        if (capOf(ast.checks) === undefined && ast.rest.length > 0) found.push(path || "_");
        for (const item of [...ast.elements, ...ast.rest]) walk(item, `${path}[]`);
        return;
      case "Objects":
        for (const property of ast.propertySignatures) walk(property.type, path ? `${path}.${String(property.name)}` : String(property.name));
        for (const index of ast.indexSignatures) walk(index.type, `${path}{}`);
        return;
      case "Union":
        for (const member of ast.types) walk(member, path);
        return;
      case "Suspend":
        walk(ast.thunk(), path);
        return;
      default:
        return;
    }
  };
  walk(schema.ast, "");
  return found;
};
