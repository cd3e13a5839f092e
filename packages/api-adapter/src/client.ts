import { Context, Data, Effect, Layer, ManagedRuntime, Schema } from "effect";
import { FetchHttpClient, HttpClient, HttpClientRequest, type HttpClientResponse } from "effect/http";
import { LOCALE_COOKIE, type FieldErrors, type KeyValueStore, type Logger, type Navigation } from "@vitrina/core";
import { toBracketForm, toBracketQuery } from "./bracket.js";

/** Where the adapter sends requests and how it reaches the platform (cookies, navigation). */
export interface HttpAdapterOptions {
  /** The public API base URL; `/api` (same origin) when not given. */
  readonly baseUrl?: string;
  /** The fetch to use (e.g. an in-process one on the server); the global fetch when not given. */
  readonly fetch?: typeof globalThis.fetch;
  /** Cookie-like store: the language (`i18n_redirected`) and the staff token (`auth_token`) are read from it per request. */
  readonly store: KeyValueStore;
  /** Where a 401 sends the visitor (`/auth/login/`). */
  readonly navigation: Navigation;
  /** Where failures worth knowing are written (spec §8: 500 and 404 are logged only). */
  readonly logger?: Logger;
  /** Milliseconds per attempt before a request is given up; 10000 by default (spec §7). */
  readonly timeoutMs?: number;
}

/** The store entry that holds the staff bearer token (spec §6). */
export const AUTH_TOKEN = "auth_token";
/** Requests are given up after this long per attempt (spec §7). */
export const REQUEST_TIMEOUT_MS = 10_000;
/** Statuses after which a GET is retried once (spec §7). */
export const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);
/** Status of a failure that got no HTTP answer: network error or timeout. */
export const NO_ANSWER = 0;
/** Status of an answer whose body did not match its schema. */
export const MALFORMED_ANSWER = 502;

/**
 * Every failure of the adapter: the HTTP status (0 without an answer, 502 for a malformed answer),
 * the server's message and, for 422, its field errors. Its shape is core's `ApiError`.
 */
export class ApiFailure extends Data.TaggedError("ApiError")<{
  readonly status: number;
  readonly message: string;
  readonly errors?: FieldErrors;
}> {}

/** One API call: method, path under the base URL, query, and a JSON or multipart body. */
export interface Call {
  readonly method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  readonly path: string;
  readonly query?: Record<string, unknown>;
  readonly json?: unknown;
  readonly form?: Record<string, unknown> | FormData;
  readonly headers?: Record<string, string>;
}

const joinUrl = (base: string, path: string) => `${base.replace(/\/$/, "")}/${path.replace(/^\//, "")}`;

/** The first problem of a malformed answer, naming the field it is in. */
const describeIssue = (issues: ReadonlyArray<{ readonly message: string; readonly path?: ReadonlyArray<PropertyKey | { readonly key: PropertyKey }> | undefined }>): string => {
  const issue = issues[0];
  const path = (issue?.path ?? []).map((p) => String(typeof p === "object" ? p.key : p)).join(".");
  return `Malformed answer at ${path || "the top level"}: ${issue?.message ?? "unexpected shape"}`;
};

/**
 * The shop's HTTP client as an Effect service: headers of spec §7, a timeout per attempt, one retry
 * of a GET on transient statuses, typed failures, 401 handling, and answers decoded with core's
 * schemas.
 */
export class ShopHttp extends Context.Service<ShopHttp, {
  readonly request: <S extends Schema.Codec<unknown, unknown>>(call: Call, schema: S) => Effect.Effect<S["Type"], ApiFailure>;
  readonly send: (call: Call) => Effect.Effect<void, ApiFailure>;
}>()("@vitrina/api-adapter/ShopHttp") {}

/** Builds the {@link ShopHttp} service on an HttpClient. */
export const make = (options: HttpAdapterOptions) =>
  Effect.gen(function* () {
    const client = yield* HttpClient.HttpClient;
    const base = options.baseUrl ?? "/api";
    const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;

    const headersOf = (call: Call): Record<string, string> => {
      const token = options.store.get(AUTH_TOKEN);
      return {
        accept: "application/json",
        "accept-language": options.store.get(LOCALE_COOKIE) ?? "ro",
        "accept-currency": "mdl",
        ...(call.json !== undefined ? { "content-type": "application/json" } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...call.headers,
      };
    };

    const build = (call: Call) => {
      const url = joinUrl(base, call.path) + (call.query ? toBracketQuery(call.query) : "");
      let request = HttpClientRequest.make(call.method)(url).pipe(HttpClientRequest.setHeaders(headersOf(call)));
      if (call.json !== undefined) request = HttpClientRequest.bodyText(request, JSON.stringify(call.json), "application/json");
      if (call.form !== undefined) request = HttpClientRequest.bodyFormData(request, call.form instanceof FormData ? call.form : toBracketForm(call.form));
      return request;
    };

    const failureOf = (response: HttpClientResponse.HttpClientResponse) =>
      response.json.pipe(
        Effect.orElseSucceed(() => ({})),
        Effect.flatMap((body) => {
          const b = (typeof body === "object" && body !== null ? body : {}) as { message?: unknown; errors?: unknown };
          const message = typeof b.message === "string" && b.message ? b.message : `Request failed with status ${response.status}`;
          const errors = typeof b.errors === "object" && b.errors !== null ? (b.errors as FieldErrors) : undefined;
          return Effect.fail(new ApiFailure({ status: response.status, message, ...(errors ? { errors } : {}) }));
        }),
      );

    const attempt = (call: Call) =>
      client.execute(build(call)).pipe(
        Effect.timeout(timeoutMs),
        Effect.catch((error) =>
          Effect.fail(new ApiFailure({ status: NO_ANSWER, message: error._tag === "TimeoutError" ? `Request timed out after ${timeoutMs} ms` : "Network error" })),
        ),
        Effect.flatMap((response) => (response.status >= 400 ? failureOf(response) : Effect.succeed(response))),
      );

    const execute = (call: Call) =>
      attempt(call).pipe(
        // Only a GET is retried: a body-carrying request might have been applied already.
        Effect.retry({ times: 1, while: (error) => call.method === "GET" && RETRY_STATUSES.has(error.status) }),
        Effect.tapError((error) =>
          Effect.sync(() => {
            if (error.status === 401) {
              options.store.remove(AUTH_TOKEN);
              options.navigation.navigate("/auth/login/");
            } else if (error.status >= 500 || error.status === 404) options.logger?.error(error.message, { path: call.path, status: error.status });
          }),
        ),
      );

    const request = <S extends Schema.Codec<unknown, unknown>>(call: Call, schema: S) =>
      execute(call).pipe(
        Effect.flatMap((response) => response.json.pipe(Effect.mapError(() => new ApiFailure({ status: MALFORMED_ANSWER, message: "Malformed answer: not JSON" })))),
        Effect.flatMap((json) => {
          const result = Schema.toStandardSchemaV1(schema)["~standard"].validate(json);
          if (result instanceof Promise) return Effect.die(new Error("asynchronous schemas are not supported"));
          return result.issues
            ? Effect.fail(new ApiFailure({ status: MALFORMED_ANSWER, message: describeIssue(result.issues) }))
            : Effect.succeed(result.value as S["Type"]);
        }),
      );

    return ShopHttp.of({ request, send: (call) => Effect.asVoid(execute(call)) });
  });

/** The {@link ShopHttp} service as a layer (requires an HttpClient). */
export const layer = (options: HttpAdapterOptions) => Layer.effect(ShopHttp, make(options));

/**
 * A runtime holding the service over fetch (the given one or the global), and a function that runs
 * one call as a Promise rejecting with an {@link ApiFailure}.
 */
export const makeRunner = (options: HttpAdapterOptions) => {
  const fetchLayer = options.fetch
    ? FetchHttpClient.layer.pipe(Layer.provide(Layer.succeed(FetchHttpClient.Fetch, options.fetch)))
    : FetchHttpClient.layer;
  const runtime = ManagedRuntime.make(layer(options).pipe(Layer.provide(fetchLayer)));
  const run = <A>(use: (http: ShopHttp["Service"]) => Effect.Effect<A, ApiFailure>): Promise<A> =>
    runtime.runPromise(ShopHttp.use(use));
  return { run, dispose: () => runtime.dispose() };
};
