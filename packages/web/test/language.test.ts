import { describe, expect, test } from "vitest";
import fc from "fast-check";
import { LOCALES, localizePath } from "@vitrina/core";
import { decideLanguage, parseAcceptLanguage } from "../src/app/language.js";

const request = (pathname: string, cookie?: string, acceptLanguage = "", secure = false) => ({ pathname, query: "", cookie, acceptLanguage, secure });

describe("the visitor's language on the server (spec §4)", () => {
  test("with the cookie set to en, the home page and any unprefixed page go to their /en/ twin, keeping the query", () => {
    expect(decideLanguage(request("/", "en")).redirect).toBe("/en/");
    expect(decideLanguage(request("/cart/", "en")).redirect).toBe("/en/cart/");
    expect(decideLanguage({ ...request("/search/", "EN"), query: "?text=divan" }).redirect).toBe("/en/search/?text=divan");
  });

  test("the cookie wins over the browser's languages; without it the browser's languages decide, then ro", () => {
    expect(decideLanguage(request("/faq/", "ro", "ru-RU,ru;q=0.9")).redirect).toBeUndefined();
    expect(decideLanguage(request("/faq/", undefined, "de-DE, bg;q=0.8")).redirect).toBe("/bg/faq/");
    expect(decideLanguage(request("/faq/", undefined, "de-DE, fr")).redirect).toBeUndefined();
  });

  test("a prefixed page is an explicit choice and stays, whatever the cookie says", () => {
    expect(decideLanguage(request("/ru/cart/", "en")).redirect).toBeUndefined();
  });

  test("files have no language twin", () => {
    expect(decideLanguage(request("/robots.txt", "en")).redirect).toBeUndefined();
  });

  test("a missing or unknown cookie is set to the detected language (ro by default) for 365 days; Secure only when configured", () => {
    expect(decideLanguage(request("/")).cookie).toEqual({ value: "ro", options: { maxAge: 31536000, path: "/", sameSite: "lax" } });
    expect(decideLanguage(request("/", "xx", "en-US")).cookie?.value).toBe("en");
    // Opening a Russian page is no choice of the stored language (only the settings make one).
    expect(decideLanguage(request("/ru/", undefined, "", true)).cookie).toMatchObject({ value: "ro", options: { secure: true } });
    expect(decideLanguage(request("/", "ru")).cookie).toBeUndefined();
  });

  test("only unprefixed pages depend on the cookie and Accept-Language (caches vary on them)", () => {
    expect(decideLanguage(request("/cart/", "ro")).vary).toBe(true);
    expect(decideLanguage(request("/en/cart/", "ro")).vary).toBe(false);
  });

  test("whatever the cookie and browser say, a redirect lands on a prefixed page that is not redirected again", () => {
    const pages = fc.constantFrom("/", "/cart/", "/product/divan-oslo/", "/category/bucatarie/");
    fc.assert(
      fc.property(pages, fc.option(fc.constantFrom(...LOCALES, "xx")), fc.string(), (page, cookie, accept) => {
        const first = decideLanguage(request(page, cookie ?? undefined, accept));
        if (!first.redirect) return;
        expect(first.redirect).toBe(localizePath(page, LOCALES.find((l) => first.redirect!.startsWith(`/${l}/`))!));
        expect(decideLanguage(request(first.redirect, cookie ?? undefined, accept)).redirect).toBeUndefined();
      }),
    );
  });

  test("Accept-Language is read by weight, q=0 and empty parts left out", () => {
    expect(parseAcceptLanguage("ro;q=0.5, en-US, ru;q=0")).toEqual(["en-US", "ro"]);
    expect(parseAcceptLanguage("")).toEqual([]);
  });
});
