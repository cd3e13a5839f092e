import * as Data from "effect/Data";
import type { ApiErrorKind } from "@vitrina/core/ports";
import type { FieldErrors } from "@vitrina/core/schemas";

/** Status of a failure that got no HTTP answer: network error, timeout, configuration. */
export const NO_ANSWER = 0;
/** Status of an answer whose body did not match its schema. */
export const MALFORMED_ANSWER = 502;

/**
 * Every failure of the adapter, with the shape of core's `ApiError`: its kind (network, timeout,
 * http, rate-limited, decode, aborted, configuration), the HTTP status (0 without an answer, 502
 * for a malformed answer), the server's message and, for 422, its field errors, the URL, and the
 * underlying cause.
 */
export class ApiFailure extends Data.TaggedError("ApiError")<{
  readonly kind: ApiErrorKind;
  readonly status: number;
  readonly message: string;
  readonly url: string;
  readonly errors?: FieldErrors;
  /** For a 422 about stock: units left of each line asked for too much of, by its `lineKey` (`"7"`, `"12:40"`). */
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

/** Retry-After in seconds (the shop sends seconds; an HTTP date is read too), or undefined. */
export const retryAfterOf = (header: string | null, now: number): number | undefined => {
  if (!header) return undefined;
  if (/^\d+$/.test(header.trim())) return Number(header.trim());
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
};

/** The failure an error answer stands for: its status, the server's message, field errors, stock and Retry-After. */
export const httpFailure = (status: number, body: unknown, retryAfter: number | undefined, url: string): ApiFailure => {
  const b = (typeof body === "object" && body !== null ? body : {}) as { message?: unknown; errors?: unknown; stock?: unknown };
  const message = typeof b.message === "string" && b.message ? b.message : `Request failed with status ${status}`;
  const errors = typeof b.errors === "object" && b.errors !== null ? (b.errors as FieldErrors) : undefined;
  const stock = stockOf(b.stock);
  return new ApiFailure({
    kind: "http",
    status,
    message,
    url,
    ...(errors ? { errors } : {}),
    ...(stock ? { stock } : {}),
    ...(retryAfter !== undefined ? { retryAfter } : {}),
  });
};

/** A timeout's reason: effect's own, or the DOMException `AbortSignal.timeout()` aborts with. */
const isTimeoutReason = (reason: unknown): boolean =>
  typeof reason === "object" &&
  reason !== null &&
  ((reason as { name?: unknown }).name === "TimeoutError" || (reason as { _tag?: unknown })._tag === "TimeoutError");

/**
 * Why a call's signal stopped it: `AbortSignal.timeout()` gave up (`timeout`), or someone aborted
 * it (`aborted`).
 */
export const signalFailure = (reason: unknown, url: string): ApiFailure =>
  isTimeoutReason(reason)
    ? new ApiFailure({ kind: "timeout", status: NO_ANSWER, message: `Request timed out (its signal's timeout): ${url}`, url, cause: reason })
    : new ApiFailure({ kind: "aborted", status: NO_ANSWER, message: `Request aborted: ${url}`, url, cause: reason });

/** A request that got no answer: the transport failed, or `timeoutMs` passed. */
export const noAnswer = (error: unknown, url: string, timeoutMs: number): ApiFailure =>
  isTimeoutReason(error)
    ? new ApiFailure({ kind: "timeout", status: NO_ANSWER, message: `Request timed out after ${timeoutMs} ms: ${url}`, url, cause: error })
    : new ApiFailure({ kind: "network", status: NO_ANSWER, message: `Network error: ${url}`, url, cause: error });
