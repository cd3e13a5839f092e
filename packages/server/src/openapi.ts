import { ErrorBody, SHOP_ROUTES, STAFF_ROUTES, type Route } from "@vitrina/core";
import { formSchemaOf, jsonSchemaOf, queryParametersOf, type Definitions, type JsonSchema } from "./openapi-schemas.js";

/** What each refusal means, as the description says it. */
const REFUSALS = {
  400: "Malformed request: an address with a NUL character, a body that is not JSON or a form, more than 1,000 fields, or nesting deeper than 16 levels",
  401: "Not signed in, or the session ended (a sign-in: wrong e-mail or password)",
  403: "A write from another site's page (Sec-Fetch-Site cross-site, or another Origin), or a role that may not do this (a sign-in: the account is disabled)",
  404: "Not found",
  409: "Changed since it was read (If-Match names an older version), or still in use",
  413: "The body is larger than 1 MB (an upload: 6 MB)",
  415: "The body is not of a media type the route reads",
  422: "Invalid input, with the errors of every field",
  428: "If-Match is missing: send the version that was read",
  429: "Too many requests: try again after Retry-After seconds",
  503: "The database cannot be reached just now: try again after Retry-After seconds",
} as const;
type Refusal = keyof typeof REFUSALS;

/** Retry-After in seconds: sent with every 429, and with a 503 of the API (the health check's 503 has none). */
const retryAfter = (required: boolean) => ({
  "Retry-After": { description: "Seconds to wait before trying again", required, schema: { type: "string", pattern: "^\\d+$" } },
});

/** The request headers a route reads. */
const IF_MATCH = {
  name: "If-Match",
  in: "header",
  required: true,
  description: 'The version the edit read, as an entity tag ("3"); 428 without it, 409 when someone saved since',
  schema: { type: "string", pattern: '^(?:W/)?"\\d{1,9}"$' },
};
const IDEMPOTENCY_KEY = {
  name: "Idempotency-Key",
  in: "header",
  required: false,
  description: "A key of the client's choosing: a request repeated with it answers the same order (with a new access key), another body with it is a 422",
  schema: { type: "string", minLength: 1, maxLength: 200 },
};

/** The statuses other than success that `route` answers (see core's `Route`). */
export const refusalsOf = (route: Route): ReadonlyArray<Refusal> => {
  const hasBody = route.body !== undefined || route.bodyType !== undefined;
  const statuses = new Set<Refusal>([400, ...(route.refuses ?? [])]);
  if (route.signedIn) statuses.add(401);
  if (route.method !== "GET" || (route.signedIn && route.tag !== "auth")) statuses.add(403);
  if (route.path.includes("{")) statuses.add(404);
  if (route.ifMatch) for (const status of [409, 428] as const) statuses.add(status);
  if (hasBody) for (const status of [413, 422] as const) statuses.add(status);
  if (hasBody && route.bodyType !== "file") statuses.add(415);
  if (route.query) statuses.add(422);
  if (route.limited) statuses.add(429);
  if (!route.noDatabase) statuses.add(503);
  return [...statuses].sort((a, b) => a - b);
};

/** The content of a route's body in each media type it is read in. */
const bodyContent = (route: Route, defs: Definitions) => {
  if (route.bodyType === "file") {
    const upload = { type: "object", properties: { file: { type: "string", contentMediaType: "application/octet-stream" } }, required: ["file"] };
    return { "multipart/form-data": { schema: upload } };
  }
  const json = route.body ? jsonSchemaOf(route.body, defs) : { type: "object" };
  if (route.bodyType !== "form") return { "application/json": { schema: json } };
  const form = { schema: formSchemaOf(json) };
  return { "application/json": { schema: json }, "multipart/form-data": form, "application/x-www-form-urlencoded": form };
};

const operationOf = (route: Route, operationId: string, defs: Definitions) => {
  const pathParams = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => ({ name: m[1], in: "path", required: true, schema: { type: "string" } }));
  const queryParams = route.query ? queryParametersOf(route.query, defs) : [];
  const headers = [...(route.ifMatch ? [IF_MATCH] : []), ...(route.idempotencyKey ? [IDEMPOTENCY_KEY] : [])];
  const status = route.status ?? 200;
  const success =
    status === 204
      ? { description: "Done" }
      : route.contentType
        ? { description: "OK", content: { [route.contentType]: { schema: { type: "string" } } } }
        : { description: "OK", content: { "application/json": { schema: route.response ? jsonSchemaOf(route.response, defs) : { type: "object" } } } };
  const error: JsonSchema = { $ref: "#/components/schemas/ErrorBody" };
  const refusals = Object.fromEntries(
    refusalsOf(route).map((refusal) => [
      refusal,
      {
        description: REFUSALS[refusal],
        ...(refusal === 429 || refusal === 503 ? { headers: retryAfter(refusal === 429) } : {}),
        content: { "application/json": { schema: error } },
      },
    ]),
  );
  return {
    operationId,
    summary: route.summary,
    tags: [route.tag],
    ...(route.signedIn ? { security: [{ bearer: [] }] } : {}),
    parameters: [...pathParams, ...queryParams, ...headers],
    ...(route.body || route.bodyType ? { requestBody: { required: true, content: bodyContent(route, defs) } } : {}),
    responses: { [status]: success, ...refusals },
  };
};

/** The OpenAPI 3.1 description of the shop API, generated from core's route contract and schemas. */
export const openApiDocument = (version: string) => {
  const defs: Definitions = { ErrorBody: jsonSchemaOf(ErrorBody, {}) };
  const paths: Record<string, Record<string, object>> = {};
  const groups = [
    ["shop", SHOP_ROUTES],
    ["staff", STAFF_ROUTES],
  ] as const;
  for (const [group, routes] of groups)
    for (const [key, route] of Object.entries(routes) as Array<[string, Route]>)
      (paths[route.path] ??= {})[route.method.toLowerCase()] = operationOf(route, `${group}.${key}`, defs);
  return {
    openapi: "3.1.0",
    info: {
      title: "Vitrina shop API",
      version,
      description:
        "Storefront, staff sign-in and dashboard API of a Vitrina shop. Send `Accept-Language` or the `i18n_redirected` cookie for the answer's language. Texts' lengths count characters (code points), as the server does.",
    },
    components: { securitySchemes: { bearer: { type: "http", scheme: "bearer" } }, schemas: defs },
    paths,
  };
};
