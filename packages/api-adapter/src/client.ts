// One effect module per import: through effect's index a bundler keeps far more of it (measured:
// Schema alone 24 kB gzip this way, 99 kB through the index).
import * as Context from "effect/Context";
import * as Data from "effect/Data";
import * as Effect from "effect/Effect";
import * as Layer from "effect/Layer";
import * as ManagedRuntime from "effect/ManagedRuntime";
import * as Schedule from "effect/Schedule";
import * as Schema from "effect/Schema";
import * as FetchHttpClient from "effect/http/FetchHttpClient";
import * as HttpClient from "effect/http/HttpClient";
import * as HttpClientRequest from "effect/http/HttpClientRequest";
import type * as HttpClientResponse from "effect/http/HttpClientResponse";
import { DEFAULT_LOCALE, LOCALE_COOKIE } from "@vitrina/core/locale";
import type { ApiErrorKind, CallOptions, KeyValueStore, Logger, Navigation } from "@vitrina/core/ports";
import { CURRENCY_CODE, type FieldErrors } from "@vitrina/core/schemas";
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
  /** How failed GETs are tried again; one immediate-ish retry on the spec's statuses by default. */
  readonly retry?: RetryPolicy;
}

/**
 * When a failed request is tried again. Only GETs are retried (a body-carrying request might have
 * been applied already), and only after no answer (network error, timeout), a 5xx, or one of
 * `statuses`.
 * @example createHttpShopApi({ store, navigation, retry: { times: 3, backoffMs: 500 } })
 */
export interface RetryPolicy {
  /** Retries after the first attempt: 1 by default (spec §7); 0 turns retrying off. */
  readonly times?: number;
  /** Milliseconds before the first retry, doubled before each next one: 200 by default. */
  readonly backoffMs?: number;
  /** Statuses below 500 that are also retried: {@link RETRY_STATUSES}'s 408, 409, 425 and 429 by default. */
  readonly statuses?: ReadonlySet<number>;
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
/** Milliseconds before the first retry by default, doubled before each next one. */
export const RETRY_BACKOFF_MS = 200;

/**
 * Every failure of the adapter, with the shape of core's `ApiError`: its kind (network, timeout,
 * http, decode, aborted), the HTTP status (0 without an answer, 502 for a malformed answer), the
 * server's message and, for 422, its field errors, the URL, and the underlying cause.
 */
export class ApiFailure extends Data.TaggedError("ApiError")<{
  readonly kind: ApiErrorKind;
  readonly status: number;
  readonly message: string;
  readonly url: string;
  readonly errors?: FieldErrors;
  /** For a 422 about stock: units left of each product asked for too much of, by product id. */
  readonly stock?: Readonly<Record<string, number>>;
  readonly cause?: unknown;
  /** For a 429 or 503: the seconds the server's Retry-After asked to wait, when it said. */
  readonly retryAfter?: number;
}> {}

/** The `stock` of a 422 body when it is a map of whole numbers; anything else is left out. */
const stockOf = (u: unknown): Readonly<Record<string, number>> | undefined =>
  typeof u === "object" && u !== null && !Array.isArray(u) && Object.values(u).every((n) => Number.isInteger(n) && n >= 0)
    ? (u as Record<string, number>)
    : undefined;

/** One API call: method, path under the base URL, query, and a JSON or multipart body. */
export interface Call {
  readonly method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  readonly path: string;
  readonly query?: Record<string, unknown>;
  readonly json?: unknown;
  readonly form?: Record<string, unknown> | FormData;
  readonly headers?: Record<string, string>;
}

/** Retry-After in seconds (the shop sends seconds; an HTTP date is read too), or undefined. */
const retryAfterOf = (header: string | undefined): number | undefined => {
  if (!header) return undefined;
  if (/^\d+$/.test(header.trim())) return Number(header.trim());
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - Date.now()) / 1000));
};

const joinUrl = (base: string, path: string) => `${base.replace(/\/$/, "")}/${path.replace(/^\//, "")}`;

/** The full URL of a call: base, path and bracket-notation query. */
export const urlOf = (base: string, call: Call): string => joinUrl(base, call.path) + (call.query ? toBracketQuery(call.query) : "");

/** The first problem of a malformed answer, naming the field it is in. */
const describeIssue = (
  issues: ReadonlyArray<{ readonly message: string; readonly path?: ReadonlyArray<PropertyKey | { readonly key: PropertyKey }> | undefined }>,
): string => {
  const issue = issues[0];
  const path = (issue?.path ?? []).map((p) => String(typeof p === "object" ? p.key : p)).join(".");
  return `Malformed answer at ${path || "the top level"}: ${issue?.message ?? "unexpected shape"}`;
};

/**
 * The shop's HTTP client as an Effect service: headers of spec §7, a timeout per attempt, one retry
 * of a GET on transient statuses, typed failures, 401 handling, and answers decoded with core's
 * schemas.
 */
export class ShopHttp extends Context.Service<
  ShopHttp,
  {
    readonly request: <S extends Schema.Codec<unknown, unknown>>(call: Call, schema: S) => Effect.Effect<S["Type"], ApiFailure>;
    readonly send: (call: Call) => Effect.Effect<void, ApiFailure>;
  }
>()("@vitrina/api-adapter/ShopHttp") {}

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
        "accept-language": options.store.get(LOCALE_COOKIE) ?? DEFAULT_LOCALE,
        "accept-currency": CURRENCY_CODE,
        ...(call.json !== undefined ? { "content-type": "application/json" } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...call.headers,
      };
    };

    const build = (call: Call, url: string) => {
      let request = HttpClientRequest.make(call.method)(url).pipe(HttpClientRequest.setHeaders(headersOf(call)));
      if (call.json !== undefined) request = HttpClientRequest.bodyText(request, JSON.stringify(call.json), "application/json");
      if (call.form !== undefined) request = HttpClientRequest.bodyFormData(request, call.form instanceof FormData ? call.form : toBracketForm(call.form));
      return request;
    };

    const failureOf = (response: HttpClientResponse.HttpClientResponse, url: string) =>
      response.json.pipe(
        Effect.orElseSucceed(() => ({})),
        Effect.flatMap((body) => {
          const b = (typeof body === "object" && body !== null ? body : {}) as { message?: unknown; errors?: unknown; stock?: unknown };
          const message = typeof b.message === "string" && b.message ? b.message : `Request failed with status ${response.status}`;
          const errors = typeof b.errors === "object" && b.errors !== null ? (b.errors as FieldErrors) : undefined;
          const stock = stockOf(b.stock);
          const retryAfter = retryAfterOf(response.headers["retry-after"]);
          return Effect.fail(
            new ApiFailure({
              kind: "http",
              status: response.status,
              message,
              url,
              ...(errors ? { errors } : {}),
              ...(stock ? { stock } : {}),
              ...(retryAfter !== undefined ? { retryAfter } : {}),
            }),
          );
        }),
      );

    const attempt = (call: Call, url: string) =>
      client.execute(build(call, url)).pipe(
        Effect.timeout(timeoutMs),
        Effect.catch((error) =>
          Effect.fail(
            error._tag === "TimeoutError"
              ? new ApiFailure({ kind: "timeout", status: NO_ANSWER, message: `Request timed out after ${timeoutMs} ms: ${url}`, url, cause: error })
              : new ApiFailure({ kind: "network", status: NO_ANSWER, message: `Network error: ${url}`, url, cause: error }),
          ),
        ),
        Effect.flatMap((response) => (response.status >= 400 ? failureOf(response, url) : Effect.succeed(response))),
      );

    const retryStatuses = options.retry?.statuses ?? RETRY_STATUSES;
    // Not HttpClient.retryTransient: its transient set lacks the spec's 409 and 425, and it would
    // retry body-carrying methods too.
    const retryable = (call: Call) => (error: ApiFailure) =>
      call.method === "GET" &&
      (error.kind === "network" || error.kind === "timeout" || (error.kind === "http" && (error.status >= 500 || retryStatuses.has(error.status))));
    const retrySchedule = Schedule.exponential(options.retry?.backoffMs ?? RETRY_BACKOFF_MS);

    const execute = (call: Call, url: string) =>
      attempt(call, url).pipe(
        Effect.retry({ times: options.retry?.times ?? 1, schedule: retrySchedule, while: retryable(call) }),
        Effect.tapError((error) =>
          Effect.sync(() => {
            if (error.status === 401) {
              options.store.remove(AUTH_TOKEN);
              options.navigation.navigate("/auth/login/");
            } else if (error.status >= 500) options.logger?.error(error.message, { url, status: error.status, kind: error.kind });
            // A 404 is an expected answer (a removed product, a mistyped address): noted, not an error (spec §8).
            else if (error.status === 404) options.logger?.warn(error.message, { url, status: error.status });
          }),
        ),
      );

    const request = <S extends Schema.Codec<unknown, unknown>>(call: Call, schema: S) => {
      const url = urlOf(base, call);
      const malformed = (message: string, cause: unknown) => new ApiFailure({ kind: "decode", status: MALFORMED_ANSWER, message, url, cause });
      return execute(call, url).pipe(
        Effect.flatMap((response) => response.json.pipe(Effect.mapError((error) => malformed("Malformed answer: not JSON", error)))),
        Effect.flatMap((json) => {
          const result = Schema.toStandardSchemaV1(schema)["~standard"].validate(json);
          if (result instanceof Promise) return Effect.die(new Error("asynchronous schemas are not supported"));
          return result.issues ? Effect.fail(malformed(describeIssue(result.issues), result.issues)) : Effect.succeed(result.value as S["Type"]);
        }),
      );
    };

    return ShopHttp.of({ request, send: (call) => Effect.asVoid(execute(call, urlOf(base, call))) });
  });

/** The {@link ShopHttp} service as a layer (requires an HttpClient). */
export const layer = (options: HttpAdapterOptions) => Layer.effect(ShopHttp, make(options));

/**
 * A runtime holding the service over fetch (the given one or the global), and functions that run
 * one call as a Promise rejecting with an {@link ApiFailure}. A call's signal interrupts it, which
 * aborts the fetch under it.
 */
export const makeRunner = (options: HttpAdapterOptions) => {
  const fetchLayer = options.fetch ? FetchHttpClient.layer.pipe(Layer.provide(Layer.succeed(FetchHttpClient.Fetch, options.fetch))) : FetchHttpClient.layer;
  const runtime = ManagedRuntime.make(layer(options).pipe(Layer.provide(fetchLayer)));
  const base = options.baseUrl ?? "/api";
  const run = <A>(call: Call, use: (http: ShopHttp["Service"]) => Effect.Effect<A, ApiFailure>, callOptions?: CallOptions): Promise<A> => {
    const signal = callOptions?.signal as AbortSignal | undefined;
    const aborted = () =>
      new ApiFailure({ kind: "aborted", status: NO_ANSWER, message: `Request aborted: ${urlOf(base, call)}`, url: urlOf(base, call), cause: signal?.reason });
    if (signal?.aborted) return Promise.reject(aborted());
    return runtime.runPromise(ShopHttp.use(use), signal ? { signal } : undefined).catch((error: unknown) => {
      throw signal?.aborted ? aborted() : error;
    });
  };
  return {
    /** Runs a call and decodes its answer with `schema`. */
    request: <S extends Schema.Codec<unknown, unknown>>(call: Call, schema: S, callOptions?: CallOptions): Promise<S["Type"]> =>
      run(call, (http) => http.request(call, schema), callOptions),
    /** Runs a call whose answer is not read. */
    send: (call: Call, callOptions?: CallOptions): Promise<void> => run(call, (http) => http.send(call), callOptions),
    dispose: () => runtime.dispose(),
  };
};
