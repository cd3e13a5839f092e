import { DEFAULT_LOCALE, LOCALE_COOKIE_MAX_AGE, detectLocale, isLocale, localeFromPath, localizePath, type Locale, type StoreOptions } from "@vitrina/core";

/**
 * The browser's languages from an Accept-Language header, most preferred first (q=0 excluded).
 * @example parseAcceptLanguage("ro;q=0.5, en-US") // ["en-US", "ro"]
 */
export const parseAcceptLanguage = (header: string): Array<string> =>
  header
    .split(",")
    .map((part) => {
      const [tag = "", q = "q=1"] = part.trim().split(";");
      const weight = Number(q.split("=")[1] ?? 1);
      return { tag: tag.trim(), q: Number.isNaN(weight) ? 0 : weight };
    })
    .filter((l) => l.tag && l.q > 0)
    .sort((a, b) => b.q - a.q)
    .map((l) => l.tag);

/** What a page request says about the visitor's language. */
export interface LanguageRequest {
  /** The path without query, e.g. `/cart/` or `/ru/cart/`. */
  readonly pathname: string;
  /** The query with its `?`, or "". */
  readonly query: string;
  /** The language cookie's value, if any. */
  readonly cookie: string | undefined;
  readonly acceptLanguage: string;
  /** Whether the cookie gets the Secure flag (an https shop or SECURE_COOKIES=1). */
  readonly secure: boolean;
}

/** How the server answers for the visitor's language. */
export interface LanguageDecision {
  /** The same page in the visitor's language, when the requested one is not it. */
  readonly redirect?: string;
  /** The language cookie to set, when the request had none (or an unknown language). */
  readonly cookie?: { readonly value: Locale; readonly options: StoreOptions };
  /**
   * The answer depends on the Cookie and Accept-Language headers (an unprefixed page may be
   * redirected), so caches must keep one copy per their values.
   */
  readonly vary: boolean;
}

/**
 * Spec §4 on the server: an unprefixed (Romanian) page is sent to its twin in the visitor's
 * language — the language cookie, then the browser's languages, then ro. A prefixed page is an
 * explicit choice and stays, and does not change the stored language: a missing cookie is set to
 * the detected one (the default ro unless the browser asks for another of the shop's languages).
 * @example decideLanguage({ pathname: "/cart/", query: "", cookie: "en", acceptLanguage: "", secure: false }) // { redirect: "/en/cart/", vary: true }
 */
export const decideLanguage = (request: LanguageRequest): LanguageDecision => {
  const preferred = detectLocale({ cookie: request.cookie, browserLanguages: parseAcceptLanguage(request.acceptLanguage) });
  const { locale, rest } = localeFromPath(request.pathname);
  // Files (robots.txt, a missing image) have no language twin.
  const unprefixed = locale === DEFAULT_LOCALE && request.pathname.endsWith("/");
  const redirect = unprefixed && preferred !== DEFAULT_LOCALE ? localizePath(rest, preferred) + request.query : undefined;
  const cookie = isLocale(request.cookie?.toLowerCase())
    ? undefined
    : { value: preferred, options: { maxAge: LOCALE_COOKIE_MAX_AGE, path: "/", sameSite: "lax" as const, ...(request.secure ? { secure: true } : {}) } };
  return { ...(redirect ? { redirect } : {}), ...(cookie ? { cookie } : {}), vary: unprefixed };
};
