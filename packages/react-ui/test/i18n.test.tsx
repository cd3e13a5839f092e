import { describe, expect, test } from "vitest";
import bgDashboard from "../src/i18n/bg/dashboard/index.js";
import bgRoot from "../src/i18n/bg/index.js";
import enDashboard from "../src/i18n/en/dashboard/index.js";
import enRoot from "../src/i18n/en/index.js";
import roDashboard from "../src/i18n/ro/dashboard/index.js";
import roRoot from "../src/i18n/ro/index.js";
import ruDashboard from "../src/i18n/ru/dashboard/index.js";
import ruRoot from "../src/i18n/ru/index.js";

// Each language's messages with the dashboard's namespace.
const en = { ...enRoot, dashboard: enDashboard };
const ro = { ...roRoot, dashboard: roDashboard };
const ru = { ...ruRoot, dashboard: ruDashboard };
const bg = { ...bgRoot, dashboard: bgDashboard };

/** Every message of a dictionary, as dotted paths. */
const paths = (messages: object, prefix = ""): string[] =>
  Object.entries(messages).flatMap(([key, value]) => (typeof value === "object" && value !== null ? paths(value, `${prefix}${key}.`) : [`${prefix}${key}`]));

/** The messages that are missing, empty or not text. */
const gaps = (messages: object, prefix = ""): string[] =>
  Object.entries(messages).flatMap(([key, value]) =>
    typeof value === "object" && value !== null ? gaps(value, `${prefix}${key}.`) : typeof value === "string" && value.trim() !== "" ? [] : [`${prefix}${key}`],
  );

// The spec's message fallback locale (en-US) is never needed: no language lacks a message of en.
describe.each([["ro", ro], ["ru", ru], ["bg", bg]] as const)("the %s messages", (_lang, messages) => {
  test("hold every message of en and nothing else, none of them empty", () => {
    expect(paths(messages).sort()).toEqual(paths(en).sort());
    expect(gaps(messages)).toEqual([]);
  });
});
