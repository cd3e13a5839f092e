import { fillPath, type Method, type PathParams } from "@vitrina/core/contract";
import type { CallOptions } from "@vitrina/core/ports";
import type * as Schema from "effect/Schema";
import { makeRunner, type Call, type HttpAdapterOptions } from "./client.js";

/** The prefix of every API route's path in core's contract; the adapter's base URL stands for it. */
const API_PREFIX = "/api/";

/** A route of core's contract under the API's base URL. */
type ApiRoute = { readonly method: Method; readonly path: `${typeof API_PREFIX}${string}` };

/** A route that answers JSON, with the schema its answer is decoded with. */
type JsonRoute = ApiRoute & { readonly response: Schema.Codec<unknown, unknown> };

/** What a call adds to its route: the values of the path's parameters, and a query, body or headers. */
type RouteCall<R extends ApiRoute> = Omit<Call, "method" | "path"> &
  ([PathParams<R["path"]>] extends [never] ? { readonly params?: never } : { readonly params: Readonly<Record<PathParams<R["path"]>, string | number>> });

/** The call of `route`: its method, and its path under the API's base with the parameters filled in. */
const callOf = <R extends ApiRoute>(route: R, { params, ...call }: RouteCall<R>): Call => ({
  ...call,
  method: route.method,
  path: fillPath<string>(route.path, params ?? {}).slice(API_PREFIX.length),
});

/**
 * Runs the routes of core's contract: `request` decodes the answer with the route's response
 * schema, `send` reads no answer.
 */
export const makeRouteRunner = (options: HttpAdapterOptions) => {
  const runner = makeRunner(options);
  return {
    request: <R extends JsonRoute>(route: R, call: RouteCall<R>, o?: CallOptions): Promise<R["response"]["Type"]> =>
      runner.request(callOf(route, call), route.response, o),
    send: <R extends ApiRoute>(route: R, call: RouteCall<R>, o?: CallOptions): Promise<void> => runner.send(callOf(route, call), o),
  };
};
