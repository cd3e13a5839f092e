import { fillPath, type PathParams, type Route } from "@vitrina/core/contract";
import type { CallOptions } from "@vitrina/core/ports";
import type * as Schema from "effect/Schema";
import { makeRunner, type Call, type HttpAdapterOptions } from "./client.js";

/** The prefix of every API route's path in core's contract; the adapter's base URL stands for it. */
const API_PREFIX = "/api/";

/** A route of core's contract under the API's base URL, with the schemas of its query and body. */
type ApiRoute = Pick<Route, "method" | "query" | "body" | "bodyType"> & { readonly path: `${typeof API_PREFIX}${string}` };

/** A route that answers JSON, with the schema its answer is decoded with. */
type JsonRoute = ApiRoute & { readonly response: Schema.Codec<unknown, unknown> };

/** A value of a query string: bracket notation writes lists and objects (`ids[]=3`, `filters[brand][]=Bosch`). */
type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<unknown> | object;

/** What a call of a route sends: its query by the fields of the route's query schema, its body as the route's body schema encodes it. */
type Sent<R extends ApiRoute> = (R extends { readonly query: Schema.Struct<infer Fields> }
  ? { readonly query?: { readonly [K in keyof Fields]?: QueryValue } }
  : { readonly query?: never }) &
  (R extends { readonly body: Schema.Codec<unknown, infer Encoded> }
    ? { readonly body: Encoded }
    : R extends { readonly bodyType: "file" }
      ? { readonly body: FormData }
      : { readonly body?: never });

/** What a call adds to its route: the values of the path's parameters, its query and body, and headers. */
type RouteCall<R extends ApiRoute> = Sent<R> & { readonly headers?: Record<string, string> } & ([PathParams<R["path"]>] extends [never]
    ? { readonly params?: never }
    : { readonly params: Readonly<Record<PathParams<R["path"]>, string | number>> });

/**
 * The call of `route`: its method, its path under the API's base with the parameters filled in, its
 * query, and its body sent as the route says (JSON, a form in bracket notation, or a file's form).
 */
const callOf = <R extends ApiRoute>(route: R, { params, query, body, headers }: RouteCall<R>): Call => ({
  method: route.method,
  path: fillPath<string>(route.path, params ?? {}).slice(API_PREFIX.length),
  ...(query !== undefined ? { query } : {}),
  ...(body === undefined ? {} : route.bodyType === undefined || route.bodyType === "json" ? { json: body } : { form: body }),
  ...(headers !== undefined ? { headers } : {}),
});

/**
 * Runs the routes of core's contract: `request` decodes the answer with the route's response
 * schema, `send` reads no answer, `download` reads a file's bytes.
 */
export const makeRouteRunner = (options: HttpAdapterOptions) => {
  const runner = makeRunner(options);
  return {
    request: <R extends JsonRoute>(route: R, call: RouteCall<R>, o?: CallOptions): Promise<R["response"]["Type"]> =>
      runner.request(callOf(route, call), route.response, o),
    send: <R extends ApiRoute>(route: R, call: RouteCall<R>, o?: CallOptions): Promise<void> => runner.send(callOf(route, call), o),
    download: <R extends ApiRoute & { readonly contentType: string }>(route: R, call: RouteCall<R>, o?: CallOptions): Promise<Uint8Array> =>
      runner.download(callOf(route, { ...call, headers: { accept: route.contentType, ...call.headers } }), o),
  };
};
