import { describe, expect, test } from "vitest";
import { searchedFor } from "../src/catalog/search.js";

describe("the text a corrected search names", () => {
  test("each corrected word as the shown titles spell it, the shopper's other words and capitals kept", () => {
    expect(searchedFor("Tigae  28 cm", new Map([["tigae", "tigaie"]]), ["Tigaie Tefal Unlimited, 28 cm"])).toBe("Tigaie 28 cm");
    expect(searchedFor("сковорда tefal", new Map([["skovorda", "skovoroda"]]), ["Сковорода Tefal Unlimited"])).toBe("сковорода tefal");
  });

  test("a correction to another language's word names the closest word of the titles shown, else the correction", () => {
    expect(searchedFor("tigae", new Map([["tigae", "tigan"]]), ["Tefal Unlimited, 28 cm", "Tigaie Tefal Unlimited, 28 cm"])).toBe("tigaie");
    expect(searchedFor("tigae", new Map([["tigae", "tigan"]]), [])).toBe("tigan");
    // Russian titles hold no word near "tigae": "tefal" is further from it than the correction.
    expect(searchedFor("tigae", new Map([["tigae", "tigan"]]), ["Сковорода Tefal Unlimited, 28 см"])).toBe("tigan");
  });

  test("nothing when no word was corrected", () => {
    expect(searchedFor("tigaie", new Map(), ["Tigaie Tefal"])).toBeUndefined();
  });
});
