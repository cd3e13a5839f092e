import { isApiError } from "../ports/index.js";

/** Why a staff sign-in was refused, as the sign-in page says it. */
export type SignInRefusal =
  | { readonly kind: "wrong" }
  /** Too many failed sign-ins: `minutes` is how long the server said to wait (its Retry-After), undefined when it did not say. */
  | { readonly kind: "throttled"; readonly minutes: number | undefined }
  | { readonly kind: "busy" }
  | { readonly kind: "disabled" }
  | { readonly kind: "failed" };

/**
 * What a refused sign-in tells the person: a wrong e-mail or password (401, or 422 for a malformed
 * one), a lockout for as long as the server's answer says (429 with Retry-After, in whole minutes,
 * rounded up), a busy shop (503), a disabled account (403), else a failure.
 * @example signInRefusalOf(apiError(401, "Wrong")) // { kind: "wrong" }
 */
export const signInRefusalOf = (error: unknown): SignInRefusal => {
  const status = isApiError(error) ? error.status : 0;
  if (status === 401 || status === 422) return { kind: "wrong" };
  if (status === 429) {
    const seconds = isApiError(error) ? error.retryAfter : undefined;
    return { kind: "throttled", minutes: seconds === undefined ? undefined : Math.max(1, Math.ceil(seconds / 60)) };
  }
  if (status === 503) return { kind: "busy" };
  if (status === 403) return { kind: "disabled" };
  return { kind: "failed" };
};
