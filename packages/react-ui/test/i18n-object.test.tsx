import { LOCALES } from "@vitrina/core";
import { describe, expect, test } from "vitest";
import { i18nObject } from "../src/i18n.js";
import { loadedLocales, i18nObject as typesafeI18nObject } from "../src/i18n/i18n-util.js";

// The storefront's translation functions are plain functions made once per language; typesafe-i18n's
// own object makes proxies on every read. Both must say the same for every message.

/** The path of every message of a dictionary. */
const paths = (node: object, prefix: string[] = []): string[][] =>
  Object.entries(node).flatMap(([key, value]) => (typeof value === "string" ? [[...prefix, key]] : paths(value as object, [...prefix, key])));

/** The function at `path` of translation functions. */
const at = (functions: object, path: string[]) =>
  path.reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], functions) as (...args: unknown[]) => unknown;

/** Arguments that answer every parameter a message names with `value` (an object as typesafe-i18n takes them). */
const every = (value: unknown) => new Proxy({}, { get: (_target, key) => (key === "constructor" ? Object : value) });

/** What a message says, or the error it throws. */
const said = (message: (...args: unknown[]) => unknown, args: unknown[]) => {
  try {
    return String(message(...args));
  } catch (error) {
    return `throws ${String(error)}`;
  }
};

describe.each(LOCALES)("the %s translation functions", (locale) => {
  test("say what typesafe-i18n's say for every message, with and without arguments, plurals included", () => {
    const ours = i18nObject(locale);
    const theirs = typesafeI18nObject(locale);
    const messages = paths(loadedLocales[locale]);
    expect(messages.length).toBeGreaterThan(500);
    for (const path of messages)
      for (const args of [[], [every(1)], [every(5)], [every(22)], [every("Ana")], [3, "x"]])
        expect([path, said(at(ours, path), args)]).toEqual([path, said(at(theirs, path), args)]);
  });

  test("are made once per dictionary, and again for a new one (a namespace loaded)", () => {
    const made = i18nObject(locale);
    expect(i18nObject(locale)).toBe(made);
    const loaded = loadedLocales[locale];
    try {
      loadedLocales[locale] = { ...loaded, dashboard: { ...loaded.dashboard, nav: { ...loaded.dashboard.nav, localeSettings: "Limbă nouă" } } };
      expect(i18nObject(locale)).not.toBe(made);
      expect(i18nObject(locale).dashboard.nav.localeSettings()).toBe("Limbă nouă");
    } finally {
      loadedLocales[locale] = loaded;
    }
    expect(i18nObject(locale)).toBe(made);
  });
});
