import { describe, expect, test } from "vitest";
import { MESSAGES } from "../src/i18n/messages.js";

const { en, ro, ru, bg } = MESSAGES;

/** Every message of a dictionary, as dotted paths. */
const paths = (messages: object, prefix = ""): string[] =>
  Object.entries(messages).flatMap(([key, value]) => (typeof value === "object" && value !== null ? paths(value, `${prefix}${key}.`) : [`${prefix}${key}`]));

/** The messages that are missing, empty or not text. */
const gaps = (messages: object, prefix = ""): string[] =>
  Object.entries(messages).flatMap(([key, value]) =>
    typeof value === "object" && value !== null ? gaps(value, `${prefix}${key}.`) : typeof value === "string" && value.trim() !== "" ? [] : [`${prefix}${key}`],
  );

// The spec's message fallback locale (en-US) is never needed: no language lacks a message of en.
describe.each([
  ["ro", ro],
  ["ru", ru],
  ["bg", bg],
] as const)("the %s messages", (_lang, messages) => {
  test("hold every message of en and nothing else, none of them empty", () => {
    expect(paths(messages).sort()).toEqual(paths(en).sort());
    expect(gaps(messages)).toEqual([]);
  });
});
