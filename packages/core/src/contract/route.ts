import * as Schema from "effect/Schema";

/** An HTTP method of the shop's API. */
export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** The group of the OpenAPI description a route is listed under. */
export type RouteTag = "storefront" | "auth" | "dashboard" | "files";

/** How a route's body is sent. */
export type BodyType =
  /** JSON (`application/json`). */
  | "json"
  /** A form in bracket notation (multipart or urlencoded: `products[0][id]=3`), or the same fields as JSON. */
  | "form"
  /** A multipart upload of one file, `file`. */
  | "file";

/** A refusal a route answers besides those its entry implies (see {@link Route}). */
export type RefusalStatus = 401 | 403 | 404 | 409 | 422 | 429;

/**
 * One route of the shop's HTTP API, declared once: the server registers it and decodes its query and
 * body with its schemas, the OpenAPI description describes it and the HTTP adapter calls it, each from
 * this entry. Besides its success, every route may answer 400 (a malformed address or body); a write
 * 403 (from another site's page); a body 413 and 422, and 415 unless it is a file; a query 422; a path
 * parameter 404; `signedIn` 401 (and 403 for a role that may not use it, outside the `auth` routes);
 * `ifMatch` 428 and 409; `limited` 429; and any route but a `noDatabase` one 503. `refuses` lists
 * the others.
 */
export interface Route {
  readonly method: Method;
  /** The path, its parameters in braces as OpenAPI writes them: `/api/catalog/product/{slug}`. */
  readonly path: string;
  /** One line for the OpenAPI description. */
  readonly summary: string;
  readonly tag: RouteTag;
  /**
   * Its query string as sent (texts; lists and objects in bracket notation: `ids[]`, `items[0][id]`,
   * `filters[brand][]`): a struct the server decodes it with (422 for a wrong value).
   */
  readonly query?: Schema.Struct<Schema.Struct.Fields>;
  /** The schema the server decodes its body with (422 for a wrong value). */
  readonly body?: Schema.Top;
  /** How the body is sent: JSON when not given. */
  readonly bodyType?: BodyType;
  /** The schema of a successful JSON answer. */
  readonly response?: Schema.Top;
  /** The answer is not JSON (pictures, XML, text): its media type. */
  readonly contentType?: string;
  /** The status of success: 200 when not given. */
  readonly status?: 200 | 201 | 204;
  /** Answers a signed-in staff member only (bearer token); every dashboard route does. */
  readonly signedIn?: boolean;
  /** An edit that says the version it read in `If-Match` (`"3"`): 428 without it, 409 when someone saved since. */
  readonly ifMatch?: boolean;
  /** Honours an `Idempotency-Key` header (1 to 200 characters): a repeat answers what the first request did. */
  readonly idempotencyKey?: boolean;
  /** Refused with 429 and `Retry-After` (seconds) past a limit per client address or account. */
  readonly limited?: boolean;
  /** Answers without the database, so never 503 (every other route answers 503 with Retry-After while the database cannot be reached). */
  readonly noDatabase?: boolean;
  /** Other refusals it answers, e.g. 409 for deleting what is still in use. */
  readonly refuses?: ReadonlyArray<RefusalStatus>;
}

/**
 * The names of a path's parameters.
 * @example type P = PathParams<"/api/dashboard/orders/{id}/status"> // "id"
 */
export type PathParams<P extends string> = P extends `${string}{${infer Name}}${infer Rest}` ? Name | PathParams<Rest> : never;

/**
 * A route's path with its parameters filled in, each percent-encoded.
 * @example fillPath("/api/catalog/product/{slug}", { slug: "masă rotundă" }) // "/api/catalog/product/mas%C4%83%20rotund%C4%83"
 */
export const fillPath = <P extends string>(path: P, params: Readonly<Record<PathParams<P>, string | number>>): string =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String((params as Readonly<Record<string, string | number>>)[name])));

/** An answer `{ data }`. */
export const data = <S extends Schema.Top>(schema: S) => Schema.Struct({ data: schema });

/** An answer `{ data: [...] }`. */
export const list = <S extends Schema.Top>(schema: S) => data(Schema.Array(schema));
