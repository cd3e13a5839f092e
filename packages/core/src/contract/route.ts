import * as Schema from "effect/Schema";

/** An HTTP method of the shop's API. */
export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** The group of the OpenAPI description a route is listed under. */
export type RouteTag = "storefront" | "auth" | "dashboard" | "files";

/**
 * One route of the shop's HTTP API, declared once: the server registers it, the OpenAPI description
 * describes it and the HTTP adapter calls it, each from this entry, with core's schemas.
 */
export interface Route {
  readonly method: Method;
  /** The path, its parameters in braces as OpenAPI writes them: `/api/catalog/product/{slug}`. */
  readonly path: string;
  /** One line for the OpenAPI description. */
  readonly summary: string;
  readonly tag: RouteTag;
  /** The query parameters it reads, in bracket notation (`ids[]`, `filters[key][]`). */
  readonly query?: ReadonlyArray<string>;
  /** The schema of its body (JSON, or multipart when `multipart`). */
  readonly body?: Schema.Top;
  /** The body is a multipart form (a picture, or a form in bracket notation). */
  readonly multipart?: boolean;
  /** The schema of a successful JSON answer. */
  readonly response?: Schema.Top;
  /** The answer is not JSON (pictures, XML, text): its media type. */
  readonly contentType?: string;
  /** The status of success: 200 when not given. */
  readonly status?: 200 | 201 | 204;
  /** Answers a signed-in staff member only (bearer token); every dashboard route does. */
  readonly signedIn?: boolean;
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
