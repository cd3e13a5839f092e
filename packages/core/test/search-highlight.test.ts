import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { SEARCH_MIN_SUBMIT, canSubmitMobileSearch, canSubmitSearch, foldForSearch, highlightSegments } from "../src/index.js";

describe("submit guards", () => {
  test("the overlay needs 3 trimmed characters and no loading", () => {
    expect(SEARCH_MIN_SUBMIT).toBe(3);
    expect(canSubmitSearch({ text: "ab", loading: false })).toBe(false);
    expect(canSubmitSearch({ text: "  ab  ", loading: false })).toBe(false);
    expect(canSubmitSearch({ text: "abc", loading: false })).toBe(true);
    expect(canSubmitSearch({ text: "șțî", loading: false })).toBe(true);
    expect(canSubmitSearch({ text: "abc", loading: true })).toBe(false);
  });

  test("the mobile form needs non-blank text", () => {
    expect(canSubmitMobileSearch("")).toBe(false);
    expect(canSubmitMobileSearch("   ")).toBe(false);
    expect(canSubmitMobileSearch("a")).toBe(true);
  });

  test("property: the overlay guard agrees with the trimmed length", () => {
    fc.assert(
      fc.property(fc.string(), fc.boolean(), (text, loading) => {
        expect(canSubmitSearch({ text, loading })).toBe(!loading && text.trim().length >= 3);
      }),
    );
  });
});

describe("highlightSegments", () => {
  test("marks every occurrence, ignoring case", () => {
    expect(highlightSegments("Cana mare, cana mică", "CANA")).toEqual([
      { text: "Cana", match: true },
      { text: " mare, ", match: false },
      { text: "cana", match: true },
      { text: " mică", match: false },
    ]);
  });

  test("ignores Romanian diacritics in both directions and keeps the title's characters", () => {
    expect(highlightSegments("Ceainic Șarm", "sarm")).toEqual([
      { text: "Ceainic ", match: false },
      { text: "Șarm", match: true },
    ]);
    expect(highlightSegments("Masa de bucatarie", "bucătărie")).toEqual([
      { text: "Masa de ", match: false },
      { text: "bucatarie", match: true },
    ]);
    // Cedilla and comma-below spellings are the same letter to a shopper.
    expect(highlightSegments("Ţesătură", "țes")).toEqual([
      { text: "Ţes", match: true },
      { text: "ătură", match: false },
    ]);
    expect(highlightSegments("Ştergar", "șter")).toEqual([
      { text: "Şter", match: true },
      { text: "gar", match: false },
    ]);
    expect(highlightSegments("Îmbrăcăminte", "imbracaminte")).toEqual([{ text: "Îmbrăcăminte", match: true }]);
  });

  test("never separates a letter from a decomposed accent", () => {
    const title = "S\u0326arm";
    expect(highlightSegments(title, "s")).toEqual([
      { text: "S\u0326", match: true },
      { text: "arm", match: false },
    ]);
  });

  test("works for Cyrillic titles", () => {
    expect(highlightSegments("Диван угловой", "ДИВАН")).toEqual([
      { text: "Диван", match: true },
      { text: " угловой", match: false },
    ]);
  });

  test("uses the trimmed query", () => {
    expect(highlightSegments("Divan", "  div ")).toEqual([
      { text: "Div", match: true },
      { text: "an", match: false },
    ]);
  });

  test("an empty query gives the whole title unmatched; an empty title gives nothing", () => {
    expect(highlightSegments("Divan", "")).toEqual([{ text: "Divan", match: false }]);
    expect(highlightSegments("Divan", "   ")).toEqual([{ text: "Divan", match: false }]);
    expect(highlightSegments("", "div")).toEqual([]);
  });

  test("markup in a title stays text", () => {
    expect(highlightSegments("<b>Divan</b>", "divan")).toEqual([
      { text: "<b>", match: false },
      { text: "Divan", match: true },
      { text: "</b>", match: false },
    ]);
  });

  // Titles and queries drawn from letters that fold together, so matches are frequent.
  const letter = fc.constantFrom(..."aăâAĂÂiîÎsșşSȘŞtțţTȚŢe nNДдé<>&\"'".split(""), "e\u0301", "S\u0326");
  const text = fc.array(letter, { maxLength: 20 }).map((parts) => parts.join(""));
  const anyTitle = fc.oneof(text, fc.string({ unit: "grapheme" }), fc.string());
  const anyQuery = fc.oneof(text, fc.string({ unit: "grapheme", maxLength: 4 }), fc.string({ maxLength: 4 }));

  test("property: the segments join back into the title", () => {
    fc.assert(
      fc.property(anyTitle, anyQuery, (title, query) => {
        expect(
          highlightSegments(title, query)
            .map((s) => s.text)
            .join(""),
        ).toBe(title);
      }),
      { numRuns: 500 },
    );
  });

  test("property: every matched segment equals the query ignoring case and diacritics", () => {
    fc.assert(
      fc.property(anyTitle, anyQuery, (title, query) => {
        for (const segment of highlightSegments(title, query).filter((s) => s.match)) {
          expect(foldForSearch(segment.text)).toBe(foldForSearch(query.trim()));
        }
      }),
      { numRuns: 500 },
    );
  });

  test("property: segments are plain data, never empty, and unmatched pieces never sit side by side", () => {
    fc.assert(
      fc.property(anyTitle, anyQuery, (title, query) => {
        const segments = highlightSegments(title, query);
        for (const s of segments) {
          expect(Object.keys(s).sort()).toEqual(["match", "text"]);
          expect(typeof s.text).toBe("string");
          expect(s.text).not.toBe("");
        }
        segments.forEach((s, i) => {
          if (i > 0 && !s.match) expect(segments[i - 1]!.match).toBe(true);
        });
      }),
      { numRuns: 500 },
    );
  });

  test("property: a title containing the query has a match", () => {
    fc.assert(
      fc.property(text, text, text, (before, query, after) => {
        fc.pre(query.trim() !== "");
        const title = before + query + after;
        expect(highlightSegments(title, query).some((s) => s.match)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  test("property: a query typed in capitals without accents still matches", () => {
    fc.assert(
      fc.property(text, text, text, (before, query, after) => {
        fc.pre(foldForSearch(query.trim()) !== "");
        const title = before + query + after;
        const plainQuery = foldForSearch(query).toUpperCase();
        expect(highlightSegments(title, plainQuery).some((s) => s.match)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});
