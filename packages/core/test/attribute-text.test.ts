import { describe, expect, test } from "vitest";
import fc from "fast-check";
import { attributeText, compareAttributeValues, LOCALES, type AttributeValue } from "../src/index.js";

const watts = { unit: { ro: "W", en: "W", ru: "Вт", bg: "Вт" } };

describe("an attribute's value as a shopper reads it", () => {
  test("a number is printed in the language's digits, without grouping, with the unit of that language", () => {
    expect(attributeText(1800, watts, "ro")).toBe("1800 W");
    expect(attributeText(1800, watts, "ru")).toBe("1800 Вт");
    expect(attributeText(4.7, { unit: { ro: "l", en: "l", ru: "л", bg: "л" } }, "ro")).toBe("4,7 l");
    expect(attributeText(4.7, { unit: { ro: "l", en: "l", ru: "л", bg: "л" } }, "en")).toBe("4.7 l");
    expect(attributeText(12, { unit: null }, "bg")).toBe("12");
    // A unit not written in a language falls back to Romanian, as texts do.
    expect(attributeText(5, { unit: { ro: "kg", en: "", ru: "", bg: "" } }, "ru")).toBe("5 kg");
  });

  test("a text is read in the language, falling back to Romanian", () => {
    expect(attributeText({ ro: "roșu", en: "red" }, undefined, "en")).toBe("red");
    expect(attributeText({ ro: "roșu", en: "" }, undefined, "en")).toBe("roșu");
  });
});

describe("the order of a filter's values", () => {
  test("numbers by size, never as text: 180 W before 1500 W before 1800 W", () => {
    expect([1800, 180, 1500].sort((a, b) => compareAttributeValues(a, b, "ro"))).toEqual([180, 1500, 1800]);
    fc.assert(
      fc.property(fc.array(fc.double({ min: -1e9, max: 1e9, noNaN: true })), fc.constantFrom(...LOCALES), (values, locale) => {
        const sorted = [...values].sort((a, b) => compareAttributeValues(a, b, locale));
        expect(sorted).toEqual([...values].sort((a, b) => a - b));
      }),
    );
  });

  test("texts alphabetically in the page's language", () => {
    const values: AttributeValue[] = [{ ro: "verde" }, { ro: "alb" }, { ro: "Negru" }];
    expect(values.sort((a, b) => compareAttributeValues(a, b, "ro"))).toEqual([{ ro: "alb" }, { ro: "Negru" }, { ro: "verde" }]);
  });
});
