import type { KeyValueStore } from "../ports/index.js";
import { DEFAULT_LOCALE, LOCALES } from "../schemas/choices.js";
import type { Locale } from "../schemas/common.js";

/** Each language by its own name, as the language menus and tabs list them. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = { ro: "Română", en: "English", ru: "Русский", bg: "Български" };
/** Full language tags of the languages (spec §9). */
export const LOCALE_TAGS: Readonly<Record<Locale, string>> = { ro: "ro-RO", en: "en-US", ru: "ru-RU", bg: "bg-BG" };
/** Messages missing in a language come from this one. */
export const MESSAGE_FALLBACK_LOCALE = "en-US";
/** The cookie that keeps the chosen language (spec §9). */
export const LOCALE_COOKIE = "i18n_redirected";
/** The language cookie lives 365 days. */
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** Whether a value is one of the shop's languages. */
export const isLocale = (value: unknown): value is Locale => typeof value === "string" && (LOCALES as ReadonlyArray<string>).includes(value);

const withSlash = (path: string): string => (path.endsWith("/") ? path : `${path}/`);

/**
 * The language of a path and the path without its language prefix (ro has none).
 * @example localeFromPath("/ru/cart/") // { locale: "ru", rest: "/cart/" }
 * @example localeFromPath("/cart/") // { locale: "ro", rest: "/cart/" }
 */
export const localeFromPath = (path: string): { readonly locale: Locale; readonly rest: string } => {
  const match = /^\/([a-z]{2})(?=\/|$)(.*)$/.exec(path);
  if (match && isLocale(match[1]) && match[1] !== DEFAULT_LOCALE) return { locale: match[1], rest: match[2] || "/" };
  return { locale: DEFAULT_LOCALE, rest: path || "/" };
};

/**
 * A path (without prefix, possibly with a query or hash) under a language: the prefix added for
 * every language but ro, and the path ending with '/'.
 * @example localizePath("/cart/", "en") // "/en/cart/"
 * @example localizePath("/search/?text=divan", "ru") // "/ru/search/?text=divan"
 */
export const localizePath = (rest: string, locale: Locale): string => {
  const cut = rest.search(/[?#]/);
  const path = cut === -1 ? rest : rest.slice(0, cut);
  const tail = cut === -1 ? "" : rest.slice(cut);
  const normalized = withSlash(path.startsWith("/") ? path : `/${path}`);
  return (locale === DEFAULT_LOCALE ? normalized : `/${locale}${normalized}`) + tail;
};

/**
 * The same page in another language (spec §4: a switch keeps the page).
 * @example switchLocalePath("/ru/product/divan/", "bg") // "/bg/product/divan/"
 */
export const switchLocalePath = (path: string, locale: Locale): string => {
  const cut = path.search(/[?#]/);
  const pathname = cut === -1 ? path : path.slice(0, cut);
  return localizePath(localeFromPath(pathname).rest + (cut === -1 ? "" : path.slice(cut)), locale);
};

/** What {@link detectLocale} looks at. */
export interface LocaleSignals {
  /** The language cookie's value, if any. */
  readonly cookie: string | undefined;
  /** The browser's preferred language tags, most preferred first (navigator.languages / Accept-Language). */
  readonly browserLanguages: ReadonlyArray<string>;
}

/**
 * The visitor's language (spec §4): the stored cookie, then the browser's languages in order (each
 * by full tag, then by primary subtag), then ro.
 * @example detectLocale({ cookie: undefined, browserLanguages: ["de-DE", "ru"] }) // "ru"
 */
export const detectLocale = ({ cookie, browserLanguages }: LocaleSignals): Locale => {
  const stored = cookie?.toLowerCase();
  if (isLocale(stored)) return stored;
  const byTag = new Map(LOCALES.map((l) => [LOCALE_TAGS[l].toLowerCase(), l] as const));
  for (const tag of browserLanguages) {
    const lower = tag.trim().toLowerCase();
    const full = byTag.get(lower);
    if (full) return full;
    const primary = lower.split("-")[0];
    if (isLocale(primary)) return primary;
  }
  return DEFAULT_LOCALE;
};

/**
 * Spec §4: a locale the server does not list as active switches to the stored language (default ro),
 * itself only if active, else ro; the page is then shown at its path for that language.
 * @example resolveActiveLocale("bg", ["ro", "ru"], "ru") // { locale: "ru", changed: true }
 */
export const resolveActiveLocale = (
  current: Locale,
  activeCodes: ReadonlyArray<string>,
  storedLanguage: string | undefined,
): { readonly locale: Locale; readonly changed: boolean } => {
  if (activeCodes.includes(current)) return { locale: current, changed: false };
  const stored = storedLanguage?.toLowerCase();
  const locale = isLocale(stored) && stored !== current && activeCodes.includes(stored) ? stored : DEFAULT_LOCALE;
  return { locale, changed: locale !== current };
};

/** Cookie options of the language cookie. */
export interface LocaleCookieOptions {
  /** Sets the Secure flag (spec §9: only if configured). */
  readonly secure?: boolean;
}

const cookieOptions = (options: LocaleCookieOptions) => ({
  maxAge: LOCALE_COOKIE_MAX_AGE,
  path: "/",
  sameSite: "lax" as const,
  ...(options.secure ? { secure: true } : {}),
});

/** The shopper's choice in the settings modal. */
export interface PreferencesChoice {
  readonly country: string;
  readonly language: string;
  readonly currency: string;
}

/**
 * Saves the settings modal's choice: the language, lower-cased, in the language cookie (365 days,
 * path /, SameSite lax). Resolves with the language to switch to.
 * @example savePreferences(cookies, { country: "md", language: "RU", currency: "mdl" }) // "ru"
 */
export const savePreferences = (store: KeyValueStore, choice: PreferencesChoice, options: LocaleCookieOptions = {}): Locale => {
  const language = choice.language.toLowerCase();
  const locale = isLocale(language) ? language : DEFAULT_LOCALE;
  store.set(LOCALE_COOKIE, locale, cookieOptions(options));
  return locale;
};

/**
 * Sets the language cookie to the default when it is missing (spec §4).
 * @example ensureLocaleCookie(cookies) // cookie i18n_redirected=ro when there was none
 */
export const ensureLocaleCookie = (store: KeyValueStore, options: LocaleCookieOptions = {}): void => {
  if (store.get(LOCALE_COOKIE) === undefined) store.set(LOCALE_COOKIE, DEFAULT_LOCALE, cookieOptions(options));
};
