import { Schema } from "effect";

/** A JSON Schema (draft 2020-12, OpenAPI 3.1's dialect) as the description holds it. */
export type JsonSchema = { readonly [key: string]: unknown };

/** Named schemas the description refers to (`#/components/schemas/Name`), gathered from every schema converted. */
export type Definitions = Record<string, JsonSchema>;

/** A reference as effect writes it (`#/$defs/Name`), and as OpenAPI finds it. */
const DEFINITION_REF = /^#\/\$defs\//;
const COMPONENT_REF = "#/components/schemas/";

/** `value` with every `$ref` to a definition pointed at the description's components. */
const pointedAtComponents = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(pointedAtComponents);
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, v]) => [key, key === "$ref" && typeof v === "string" ? v.replace(DEFINITION_REF, COMPONENT_REF) : pointedAtComponents(v)]),
  );
};

/**
 * The JSON Schema of a core schema, from effect's own conversion: its lengths count code points as
 * JSON Schema does (core's texts are checked so), and the named schemas it uses are added to `defs`.
 */
export const jsonSchemaOf = (schema: Schema.Top, defs: Definitions): JsonSchema => {
  const document = Schema.toJsonSchemaDocument(schema);
  for (const [name, definition] of Object.entries(document.definitions)) defs[name] = pointedAtComponents(definition) as JsonSchema;
  return pointedAtComponents(document.schema) as JsonSchema;
};

const isObject = (schema: JsonSchema | undefined): schema is JsonSchema & { properties: Record<string, JsonSchema> } =>
  schema?.type === "object" && typeof schema.properties === "object";

/** A value as a form or a query string sends it: a number in digits, a yes as `1`, `true` or `on`; a text as it is. */
const asText = (schema: JsonSchema): JsonSchema => {
  if (schema.type === "integer") return { type: "string", pattern: "^\\d{1,9}$" };
  if (schema.type === "number") return { type: "string", pattern: "^-?\\d+(?:\\.\\d+)?$" };
  if (schema.type === "boolean" || schema.const === true) return { type: "string", enum: ["1", "true", "on"] };
  return schema;
};

const literally = (text: string) => text.replace(/[[\]\\^$.|?*+(){}]/g, "\\$&");

/**
 * The fields of a form in bracket notation that carries what `schema` (a JSON body) describes:
 * `contactDetails[email]`, `products[0][id]`, `ids[]`; numbers and yes/no as texts. A field is
 * required when it and every object it is in are.
 * @example formSchemaOf({ type: "object", properties: { ids: { type: "array", items: { type: "integer" } } } }) // properties: { "ids[]": … }
 */
export const formSchemaOf = (schema: JsonSchema): JsonSchema => {
  const properties: Record<string, JsonSchema> = {};
  const patternProperties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  const add = (field: JsonSchema, name: string, needed: boolean) => {
    if (isObject(field)) {
      const inner = new Set((field.required as string[] | undefined) ?? []);
      for (const [key, sub] of Object.entries(field.properties)) add(sub, name ? `${name}[${key}]` : key, needed && inner.has(key));
    } else if (field.type === "array" && isObject(field.items as JsonSchema)) {
      for (const [key, sub] of Object.entries((field.items as { properties: Record<string, JsonSchema> }).properties))
        patternProperties[`^${literally(name)}\\[\\d+\\]\\[${literally(key)}\\]$`] = asText(sub);
    } else if (field.type === "array") {
      properties[`${name}[]`] = { type: "array", items: asText((field.items as JsonSchema | undefined) ?? {}) };
      if (needed) required.push(`${name}[]`);
    } else {
      properties[name] = asText(field);
      if (needed) required.push(name);
    }
  };
  add(schema, "", true);
  return {
    type: "object",
    description: "The JSON body's fields in bracket notation (contactDetails[email], products[0][id]); numbers as digits, a yes as 1, true or on",
    properties,
    ...(Object.keys(patternProperties).length > 0 ? { patternProperties } : {}),
    ...(required.length > 0 ? { required } : {}),
  };
};

/**
 * The JSON Schema that a schema's own checks state. effect's conversion leaves out those of a schema
 * of unknown values, which a query parameter read as it is sent (a text, a list or an object) is.
 */
const checksJsonSchema = (schema: { readonly ast: Schema.Top["ast"] }): JsonSchema => {
  const fragments = (schema.ast.checks ?? []).flatMap((check) => {
    const output = check.annotations?.toJsonSchema?.({ type: undefined, schemas: [] });
    return output === undefined ? [] : [(Array.isArray(output) ? output[0] : output) as JsonSchema];
  });
  return fragments.length === 1 ? fragments[0]! : fragments.length > 1 ? { allOf: fragments } : {};
};

/**
 * The OpenAPI parameters of a query string that `query` (a struct) describes: a list of texts as
 * `name[]`, lists of objects and objects in bracket notation (`deepObject`).
 */
export const queryParametersOf = (query: Schema.Struct<Schema.Struct.Fields>, defs: Definitions) => {
  const schema = jsonSchemaOf(query, defs);
  const required = new Set((schema.required as string[] | undefined) ?? []);
  return Object.entries((schema.properties as Record<string, JsonSchema> | undefined) ?? {}).map(([name, converted]) => {
    const field = Object.keys(converted).length > 0 ? converted : checksJsonSchema(query.fields[name]!);
    const list = field.type === "array" && !isObject(field.items as JsonSchema);
    const nested = isObject(field) || field.type === "object" || (field.type === "array" && !list);
    return {
      name: list ? `${name}[]` : name,
      in: "query",
      required: required.has(name),
      ...(nested ? { style: "deepObject", explode: true } : list ? { style: "form", explode: true } : {}),
      schema: field,
    };
  });
};
