import { describe, expect, test } from "vitest";
import fc from "fast-check";
import {
  COUNTRY_CODES,
  CURRENCY,
  CURRENCY_CODE,
  DEFAULT_COUNTRY,
  DEFAULT_LOCALE,
  LOCALES,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE,
  LOCALE_NAMES,
  detectLocale,
  ensureLocaleCookie,
  localeFromPath,
  localizePath,
  isCountryCode,
  isLocale,
  resolveActiveLocale,
  savePreferences,
  switchLocalePath,
  type KeyValueStore,
  type Locale,
  type StoreOptions,
} from "../src/index.js";

const memoryStore = () => {
  const values = new Map<string, { value: string; options: StoreOptions | undefined }>();
  const store: KeyValueStore = {
    get: (name) => values.get(name)?.value,
    set: (name, value, options) => void values.set(name, { value, options }),
    remove: (name) => void values.delete(name),
  };
  return { store, values };
};

const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
/** Paths of the shop without a language prefix: '/' or segments ending with '/'. */
const pagePath = fc
  .array(segment, { maxLength: 4 })
  .map((parts) => `/${parts.map((p) => `${p}/`).join("")}`)
  // a first segment that is a language code would be read as a prefix: the shop has no such page
  .filter((path) => !LOCALES.some((l) => path.startsWith(`/${l}/`)));
const locale = fc.constantFrom<Locale>(...LOCALES);

describe("the shop's languages and countries", () => {
  // The one place that spells them out: every other list in the shop is imported from core.
  test("four languages, ro first and default, each by its own name; three countries, md the default; one currency", () => {
    expect(LOCALES).toEqual(["ro", "en", "ru", "bg"]);
    expect(DEFAULT_LOCALE).toBe("ro");
    expect(COUNTRY_CODES).toEqual(["md", "ro", "bg"]);
    expect(DEFAULT_COUNTRY).toBe("md");
    expect(LOCALE_NAMES).toEqual({ ro: "Română", en: "English", ru: "Русский", bg: "Български" });
    expect([CURRENCY_CODE, CURRENCY]).toEqual(["mdl", "MDL"]);
  });

  test("the guards accept exactly those codes", () => {
    expect([...LOCALES, "RO", "de", "", undefined].map(isLocale)).toEqual([true, true, true, true, false, false, false, false]);
    expect([...COUNTRY_CODES, "MD", "ru", "", 7].map(isCountryCode)).toEqual([true, true, true, false, false, false, false]);
  });
});

describe("locale paths", () => {
  test("ro has no prefix; the other languages are prefixed", () => {
    expect(localizePath("/cart/", "ro")).toBe("/cart/");
    expect(localizePath("/cart/", "en")).toBe("/en/cart/");
    expect(localizePath("/", "bg")).toBe("/bg/");
    expect(localeFromPath("/ru/product/divan/")).toEqual({ locale: "ru", rest: "/product/divan/" });
    expect(localeFromPath("/en")).toEqual({ locale: "en", rest: "/" });
    expect(localeFromPath("/category/enciclopedii/")).toEqual({ locale: "ro", rest: "/category/enciclopedii/" });
    // /ro/ is not a prefix: ro lives at the root
    expect(localeFromPath("/ro/cart/").locale).toBe("ro");
  });

  test("paths end with '/' and keep their query", () => {
    expect(localizePath("/search?text=divan", "ru")).toBe("/ru/search/?text=divan");
    expect(localizePath("#introduction", "en")).toBe("/en/#introduction");
  });

  test("property: every path maps back to itself in every language", () => {
    fc.assert(
      fc.property(pagePath, locale, (path, l) => {
        expect(localeFromPath(localizePath(path, l))).toEqual({ locale: l, rest: path });
      }),
    );
  });

  test("property: switching language keeps the page, and switching back returns the same URL", () => {
    fc.assert(
      fc.property(pagePath, locale, locale, fc.option(segment, { nil: undefined }), (path, from, to, q) => {
        const url = localizePath(path, from) + (q ? `?text=${q}` : "");
        const switched = switchLocalePath(url, to);
        expect(localeFromPath(switched.split("?")[0]!)).toEqual({ locale: to, rest: path });
        expect(switchLocalePath(switched, from)).toBe(url);
      }),
    );
  });
});

describe("language detection", () => {
  test("the stored cookie wins over the browser", () => {
    expect(detectLocale({ cookie: "bg", browserLanguages: ["ru-RU"] })).toBe("bg");
  });

  test("the browser's languages in order, full tag then primary subtag", () => {
    expect(detectLocale({ cookie: undefined, browserLanguages: ["de-DE", "ru-MD", "en-US"] })).toBe("ru");
    expect(detectLocale({ cookie: undefined, browserLanguages: ["en-US", "ro"] })).toBe("en");
    expect(detectLocale({ cookie: "xx", browserLanguages: ["bg"] })).toBe("bg");
  });

  test("nothing usable falls back to ro", () => {
    expect(detectLocale({ cookie: undefined, browserLanguages: [] })).toBe("ro");
    expect(detectLocale({ cookie: undefined, browserLanguages: ["de", "fr-FR"] })).toBe("ro");
  });

  test("property: the result is always a shop language", () => {
    fc.assert(
      fc.property(fc.option(fc.string(), { nil: undefined }), fc.array(fc.string()), (cookie, browserLanguages) => {
        expect(LOCALES).toContain(detectLocale({ cookie, browserLanguages }));
      }),
    );
  });
});

describe("active languages", () => {
  test("an active locale stays", () => {
    expect(resolveActiveLocale("ru", ["ro", "ru"], "ro")).toEqual({ locale: "ru", changed: false });
  });

  test("an inactive locale switches to the stored language, or ro", () => {
    expect(resolveActiveLocale("bg", ["ro", "ru"], "ru")).toEqual({ locale: "ru", changed: true });
    expect(resolveActiveLocale("bg", ["ro", "ru"], "bg")).toEqual({ locale: "ro", changed: true });
    expect(resolveActiveLocale("en", ["ro"], undefined)).toEqual({ locale: "ro", changed: true });
  });
});

describe("preferences", () => {
  test("saving stores the language in lower case for 365 days, path /, SameSite lax", () => {
    const { store, values } = memoryStore();
    expect(savePreferences(store, { country: "md", language: "RU", currency: "mdl" })).toBe("ru");
    expect(values.get(LOCALE_COOKIE)).toEqual({ value: "ru", options: { maxAge: LOCALE_COOKIE_MAX_AGE, path: "/", sameSite: "lax" } });
    expect(LOCALE_COOKIE_MAX_AGE).toBe(31_536_000);
  });

  test("the cookie is Secure only when configured", () => {
    const { store, values } = memoryStore();
    savePreferences(store, { country: "md", language: "en", currency: "mdl" }, { secure: true });
    expect(values.get(LOCALE_COOKIE)?.options?.secure).toBe(true);
  });

  test("a missing language cookie is set to the default; an existing one is kept", () => {
    const { store, values } = memoryStore();
    ensureLocaleCookie(store);
    expect(values.get(LOCALE_COOKIE)?.value).toBe("ro");
    store.set(LOCALE_COOKIE, "bg");
    ensureLocaleCookie(store);
    expect(store.get(LOCALE_COOKIE)).toBe("bg");
  });
});
