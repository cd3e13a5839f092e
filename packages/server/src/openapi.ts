import { Schema } from "effect";
import { ErrorBody, ROUTES, type Route } from "@vitrina/core";

const jsonSchema = (schema: Schema.Top): object => Schema.toJsonSchemaDocument(schema).schema as object;
const errorResponse = (description: string) => ({ description, content: { "application/json": { schema: jsonSchema(ErrorBody) } } });

const operationOf = (op: Route) => {
  const pathParams = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => ({ name: m[1], in: "path", required: true, schema: { type: "string" } }));
  const queryParams = (op.query ?? []).map((name) => ({ name, in: "query", required: false, schema: { type: "string" } }));
  const status = op.status ?? 200;
  const success =
    status === 204
      ? { description: "Done" }
      : op.contentType
        ? { description: "OK", content: { [op.contentType]: {} } }
        : { description: "OK", content: { "application/json": { schema: op.response ? jsonSchema(op.response) : { type: "object" } } } };
  return {
    summary: op.summary,
    tags: [op.tag],
    ...(op.signedIn ? { security: [{ bearer: [] }] } : {}),
    parameters: [...pathParams, ...queryParams],
    ...(op.body || op.multipart
      ? {
          requestBody: {
            required: true,
            content: {
              [op.multipart ? "multipart/form-data" : "application/json"]: {
                schema: op.body ? jsonSchema(op.body) : { type: "object", properties: { file: { type: "string", format: "binary" } } },
              },
            },
          },
        }
      : {}),
    responses: {
      [status]: success,
      ...(op.body || op.query ? { 422: errorResponse("Invalid input, with the errors of every field") } : {}),
      ...(pathParams.length > 0 ? { 404: errorResponse("Not found") } : {}),
    },
  };
};

/** The OpenAPI 3.1 document of the shop API, generated from core's route contract and schemas. */
export const openApiDocument = (version: string) => {
  const paths: Record<string, Record<string, object>> = {};
  for (const op of ROUTES) (paths[op.path] ??= {})[op.method.toLowerCase()] = operationOf(op);
  return {
    openapi: "3.1.0",
    info: {
      title: "Vitrina shop API",
      version,
      description:
        "Storefront, staff sign-in and dashboard API of a Vitrina shop. Send `Accept-Language` or the `i18n_redirected` cookie for the answer's language.",
    },
    components: { securitySchemes: { bearer: { type: "http", scheme: "bearer" } } },
    paths,
  };
};
