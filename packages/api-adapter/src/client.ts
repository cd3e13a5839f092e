// One effect module per import: through effect's index a bundler keeps far more of it (measured:
// Schema alone 24 kB gzip this way, 99 kB through the index). The transport is the platform's
// fetch run as an Effect, not effect/http's HttpClient: that client (streams, cookies, URL
// parameters, tracing) costs 11 kB gzip more and alone put the shop's port over its 35 kB budget.
import * as Context from "effect/Context";
import * as Effect from "effect/Effect";
import * as Layer from "effect/Layer";
import type * as Schema from "effect/Schema";
import { DEFAULT_LOCALE, LOCALE_COOKIE } from "@vitrina/core/locale";
import type { CallOptions, KeyValueStore, Logger, Navigation } from "@vitrina/core/ports";
import { CURRENCY_CODE } from "@vitrina/core/schemas";
import { toBracketForm, toBracketQuery } from "./bracket.js";
import { decodeAnswer, type AnswerIssue } from "./decode.js";
import { ApiFailure, MALFORMED_ANSWER, NO_ANSWER, httpFailure, noAnswer, retryAfterOf, signalFailure } from "./failure.js";

/** Where the adapter sends requests and how it reaches the platform (cookies, navigation). */
export interface HttpAdapterOptions {
  /**
   * The public API base URL; `/api` (same origin) when not given. Outside a browser page (Node, a
   * worker without a location) it must be absolute: a relative one fails every call with an
   * `ApiError` of kind `configuration`.
   */
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
 * `statuses`. An answer's Retry-After (a 429's, a 503's) is the wait before its retry; one longer
 * than `maxRetryAfterMs` is not waited for: the call fails at once with kind `rate-limited`.
 * @example createHttpShopApi({ store, navigation, retry: { times: 3, backoffMs: 500 } })
 */
export interface RetryPolicy {
  /** Retries after the first attempt: 1 by default (spec §7); 0 turns retrying off. */
  readonly times?: number;
  /** Milliseconds before the first retry, doubled before each next one: 200 by default. */
  readonly backoffMs?: number;
  /** Statuses below 500 that are also retried: {@link RETRY_STATUSES}'s 408, 409, 425 and 429 by default. */
  readonly statuses?: ReadonlySet<number>;
  /** The longest Retry-After waited for, in milliseconds: {@link RETRY_AFTER_MAX_MS} (5 s) by default. */
  readonly maxRetryAfterMs?: number;
}

/** The store entry that holds the staff bearer token (spec §6). */
export const AUTH_TOKEN = "auth_token";
/** Requests are given up after this long per attempt (spec §7). */
export const REQUEST_TIMEOUT_MS = 10_000;
/** Statuses after which a GET is retried once (spec §7). */
export const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);
/** Milliseconds before the first retry by default, doubled before each next one. */
export const RETRY_BACKOFF_MS = 200;
/** The longest Retry-After a GET waits for by default before its retry; a longer one fails it as `rate-limited`. */
export const RETRY_AFTER_MAX_MS = 5_000;

/** One API call: method, path under the base URL, query, and a JSON or multipart body. */
export interface Call {
  readonly method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  readonly path: string;
  readonly query?: object;
  readonly json?: unknown;
  /** A form: FormData as it is, any other object in bracket notation. */
  readonly form?: object;
  readonly headers?: Record<string, string>;
}

const joinUrl = (base: string, path: string) => `${base.replace(/\/$/, "")}/${path.replace(/^\//, "")}`;

/** The full URL of a call: base, path and bracket-notation query. */
export const urlOf = (base: string, call: Call): string => joinUrl(base, call.path) + (call.query ? toBracketQuery(call.query) : "");

/** Whether fetch can resolve `base`: it is absolute, or there is a page whose address it is relative to. */
const isReachable = (base: string): boolean =>
  /^[a-z][a-z\d+.-]*:/i.test(base) || typeof (globalThis as { location?: { href?: unknown } }).location?.href === "string";

// Timers of the platform rather than Effect.timeout and Effect.sleep: those bring effect's Duration
// and scheduler, 2.7 kB gzip in a page, for two timers.

/**
 * Runs `run` with a signal that aborts when `outer` does or after `ms`; after `ms` it rejects with a
 * `TimeoutError` even if `run` ignores its signal (an in-process fetch may).
 */
const withinTime = <A>(ms: number, outer: AbortSignal, run: (signal: AbortSignal) => Promise<A>): Promise<A> =>
  new Promise<A>((resolve, reject) => {
    const controller = new AbortController();
    const stop = () => controller.abort(outer.reason);
    outer.addEventListener("abort", stop, { once: true });
    const timer = setTimeout(() => {
      const reason = new DOMException(`No answer within ${ms} ms`, "TimeoutError");
      controller.abort(reason);
      reject(reason);
    }, ms);
    run(controller.signal)
      .then(resolve, reject)
      .finally(() => {
        clearTimeout(timer);
        outer.removeEventListener("abort", stop);
      });
  });

/** Waits `ms`; interrupting the wait clears its timer. */
const sleep = (ms: number): Effect.Effect<void> =>
  Effect.callback<void>((resume) => {
    const timer = setTimeout(() => resume(Effect.void), ms);
    return Effect.sync(() => clearTimeout(timer));
  });

/** The message of a malformed answer, naming the field its first problem is in. */
const describeIssue = ({ path, message }: AnswerIssue): string => `Malformed answer at ${path.map(String).join(".") || "the top level"}: ${message}`;

/**
 * The shop's HTTP client as an Effect service: headers of spec §7, a timeout per attempt, retries
 * of a GET on transient statuses (after the answer's Retry-After), typed failures, 401 handling,
 * and answers decoded with core's schemas.
 */
export class ShopHttp extends Context.Service<
  ShopHttp,
  {
    readonly request: <S extends Schema.Codec<unknown, unknown>>(call: Call, schema: S) => Effect.Effect<S["Type"], ApiFailure>;
    readonly send: (call: Call) => Effect.Effect<void, ApiFailure>;
    /** Runs a call whose answer is a file (a CSV export): its bytes as sent, a BOM included. */
    readonly download: (call: Call) => Effect.Effect<Uint8Array, ApiFailure>;
  }
>()("@vitrina/api-adapter/ShopHttp") {}

/** Builds the {@link ShopHttp} service over the options' fetch (the global one by default). */
export const make = (options: HttpAdapterOptions): ShopHttp["Service"] => {
  const fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const base = options.baseUrl ?? "/api";
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const retryStatuses = options.retry?.statuses ?? RETRY_STATUSES;
  const times = options.retry?.times ?? 1;
  const backoffMs = options.retry?.backoffMs ?? RETRY_BACKOFF_MS;
  const maxRetryAfterMs = options.retry?.maxRetryAfterMs ?? RETRY_AFTER_MAX_MS;

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

  const bodyOf = (call: Call): string | FormData | undefined =>
    call.json !== undefined ? JSON.stringify(call.json) : call.form instanceof FormData ? call.form : call.form && toBracketForm(call.form);

  const attempt = (call: Call, url: string): Effect.Effect<Response, ApiFailure> =>
    Effect.tryPromise({
      try: (signal) =>
        withinTime(timeoutMs, signal, (timed) => fetch(url, { method: call.method, headers: headersOf(call), body: bodyOf(call), signal: timed })),
      catch: (error) => noAnswer(error, url, timeoutMs),
    }).pipe(
      Effect.flatMap((response) =>
        response.status < 400
          ? Effect.succeed(response)
          : Effect.promise(() => response.json().catch(() => ({}))).pipe(
              Effect.flatMap((body) => Effect.fail(httpFailure(response.status, body, retryAfterOf(response.headers.get("retry-after"), Date.now()), url))),
            ),
      ),
    );

  // Not HttpClient.retryTransient: its transient set lacks the spec's 409 and 425, it would retry
  // body-carrying methods too, and it does not wait for an answer's Retry-After.
  const retryable = (call: Call, error: ApiFailure) =>
    call.method === "GET" &&
    (error.kind === "network" || error.kind === "timeout" || (error.kind === "http" && (error.status >= 500 || retryStatuses.has(error.status))));

  const withRetries = (call: Call, url: string, retry: number): Effect.Effect<Response, ApiFailure> =>
    attempt(call, url).pipe(
      Effect.catch((error) => {
        if (retry >= times || !retryable(call, error)) return Effect.fail(error);
        const { retryAfter, status } = error;
        if (retryAfter === undefined) return sleep(backoffMs * 2 ** retry).pipe(Effect.andThen(withRetries(call, url, retry + 1)));
        if (retryAfter * 1000 <= maxRetryAfterMs) return sleep(retryAfter * 1000).pipe(Effect.andThen(withRetries(call, url, retry + 1)));
        // Too long to keep a shopper waiting: the caller learns when to try again instead.
        if (status !== 429) return Effect.fail(error);
        const message = `Rate limited: the shop asked to wait ${retryAfter} s before trying again: ${url}`;
        return Effect.fail(new ApiFailure({ kind: "rate-limited", status, message, url, retryAfter, cause: error }));
      }),
    );

  const execute = (call: Call, url: string) =>
    (isReachable(base)
      ? withRetries(call, url, 0)
      : Effect.fail(
          new ApiFailure({
            kind: "configuration",
            status: NO_ANSWER,
            message: `The API's base URL "${base}" is relative and there is no page to resolve it against: pass an absolute baseUrl (https://shop.example/api)`,
            url,
          }),
        )
    ).pipe(
      Effect.tapError((error) =>
        Effect.sync(() => {
          if (error.status === 401) {
            options.store.remove(AUTH_TOKEN);
            options.navigation.navigate("/auth/login/");
          } else if (error.status >= 500 || error.kind === "configuration")
            options.logger?.error(error.message, { url, status: error.status, kind: error.kind });
          // A 404 is an expected answer (a removed product, a mistyped address): noted, not an error (spec §8).
          else if (error.status === 404) options.logger?.warn(error.message, { url, status: error.status });
        }),
      ),
    );

  const request = <S extends Schema.Codec<unknown, unknown>>(call: Call, schema: S) => {
    const url = urlOf(base, call);
    const malformed = (message: string, cause: unknown) => new ApiFailure({ kind: "decode", status: MALFORMED_ANSWER, message, url, cause });
    return execute(call, url).pipe(
      Effect.flatMap((response) =>
        Effect.tryPromise({ try: () => response.json() as Promise<unknown>, catch: (error) => malformed("Malformed answer: not JSON", error) }),
      ),
      Effect.flatMap((json) => {
        const result = decodeAnswer(schema, json);
        return result.ok ? Effect.succeed(result.value) : Effect.fail(malformed(describeIssue(result.issue), [result.issue]));
      }),
    );
  };

  const download = (call: Call) => {
    const url = urlOf(base, call);
    return execute(call, url).pipe(
      Effect.flatMap((response) =>
        Effect.tryPromise({ try: async () => new Uint8Array(await response.arrayBuffer()), catch: (error) => noAnswer(error, url, timeoutMs) }),
      ),
    );
  };

  return { request, send: (call) => Effect.asVoid(execute(call, urlOf(base, call))), download };
};

/** The {@link ShopHttp} service as a layer, for Effect programs. */
export const layer = (options: HttpAdapterOptions) => Layer.succeed(ShopHttp, make(options));

/**
 * The service, and functions that run one call as a Promise rejecting with an {@link ApiFailure}.
 * A call's signal interrupts it, which aborts the fetch under it. (No `ManagedRuntime`: the service
 * holds no resources, and the runtime and its layers cost 2.4 kB gzip in a page.)
 */
export const makeRunner = (options: HttpAdapterOptions) => {
  const http = make(options);
  const base = options.baseUrl ?? "/api";
  const run = <A>(call: Call, effect: Effect.Effect<A, ApiFailure>, callOptions?: CallOptions): Promise<A> => {
    const signal = callOptions?.signal as AbortSignal | undefined;
    if (signal?.aborted) return Promise.reject(signalFailure(signal.reason, urlOf(base, call)));
    return Effect.runPromise(effect, signal ? { signal } : undefined).catch((error: unknown) => {
      throw signal?.aborted ? signalFailure(signal.reason, urlOf(base, call)) : error;
    });
  };
  return {
    /** Runs a call and decodes its answer with `schema`. */
    request: <S extends Schema.Codec<unknown, unknown>>(call: Call, schema: S, callOptions?: CallOptions): Promise<S["Type"]> =>
      run(call, http.request(call, schema), callOptions),
    /** Runs a call whose answer is not read. */
    send: (call: Call, callOptions?: CallOptions): Promise<void> => run(call, http.send(call), callOptions),
    /** Runs a call and reads its answer as bytes. */
    download: (call: Call, callOptions?: CallOptions): Promise<Uint8Array> => run(call, http.download(call), callOptions),
  };
};
