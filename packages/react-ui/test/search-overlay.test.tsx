import { screen } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { SearchOverlay, type SearchOverlayProps } from "../src/index.js";
import { renderIn } from "./render.js";

const props: SearchOverlayProps = {
  open: true,
  text: "frigider",
  onTextChange: () => {},
  results: [],
  loading: false,
  canSubmit: true,
  noResultsFor: null,
  failedFor: null,
  onSubmit: () => {},
  onClose: () => {},
  onResultClick: () => {},
};

describe("the search overlay's status", () => {
  test.each([
    ["ro", "Căutarea „frigider” nu a putut fi făcută. Încercați din nou."],
    ["en", "The search for “frigider” could not be done. Please try again."],
    ["ru", "Не удалось выполнить поиск по запросу «frigider». Попробуйте ещё раз."],
    ["bg", "Търсенето на „frigider“ не можа да се извърши. Опитайте отново."],
  ] as const)("a failed search says so in %s, not that nothing was found", (locale, text) => {
    renderIn(locale, <SearchOverlay {...props} failedFor="frigider" />);
    expect(screen.getByRole("status").textContent).toBe(text);
  });

  test("a search that found nothing says so", () => {
    renderIn("en", <SearchOverlay {...props} noResultsFor="frigider" />);
    expect(screen.getByRole("status").textContent).toBe("No results for “frigider”");
  });
});
