import { screen, within } from "@testing-library/react";
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
  searchedInstead: null,
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

  const pan = { id: 1, slug: "tigaie", title: "Tigaie Tefal", image: null, category: "Tigăi", price: 100, old_price: null, currency: "MDL" };
  test.each([
    ["ro", "Afișăm rezultate pentru „tigaie”"],
    ["en", "Showing results for “tigaie”"],
    ["ru", "Показаны результаты по запросу «tigaie»"],
    ["bg", "Показваме резултати за „tigaie“"],
  ] as const)("a misspelled search says in %s which text it shows results for", (locale, text) => {
    renderIn(locale, <SearchOverlay {...props} text="tigae" searchedInstead="tigaie" results={[{ ...pan, segments: [] }]} />);
    // The status line's text, before the screen reader's count of results.
    expect(screen.getByRole("status").firstChild?.textContent).toBe(text);
    expect(screen.getByRole("link", { name: /Tigaie Tefal/ })).toBeTruthy();
  });

  test("while the next search runs, the corrected text is not claimed", () => {
    renderIn("en", <SearchOverlay {...props} loading searchedInstead="tigaie" results={[{ ...pan, segments: [] }]} />);
    expect(screen.getByRole("status").textContent).toBe("Searching…");
  });

  test("a search that found nothing says so", () => {
    renderIn("en", <SearchOverlay {...props} noResultsFor="frigider" />);
    expect(screen.getByRole("status").textContent).toBe("No results for “frigider”");
  });
});

describe("the search overlay's rows", () => {
  const shirt = { id: 9, slug: "tricou", title: "Tricou", image: null, category: "Sport", price: 249, old_price: 299, currency: "MDL", segments: [] };
  test.each([
    ["ro", "de la 249 lei", "249 lei"],
    ["en", "from MDL 249", "MDL 249"],
    ["ru", "от 249 лей", "249 лей"],
    ["bg", "от 249 леи", "249 леи"],
  ] as const)("a product with options links to its page, 'from' its lowest price when its variants' prices differ, in %s", (locale, from, price) => {
    const { container } = renderIn(
      locale,
      <SearchOverlay
        {...props}
        text="tricou"
        results={[
          { ...shirt, price_max: 279, has_options: true },
          { ...shirt, id: 10, slug: "sapca", title: "Șapcă", has_options: true },
        ]}
      />,
    );
    const [varied, same] = screen.getAllByRole("listitem");
    expect(within(varied!).getByRole("link").getAttribute("href")).toBe("/product/tricou/");
    // The old price is one variant's, not struck through beside a "from" price.
    expect(varied!.querySelector(".price")?.textContent?.replace(/\u00a0/g, " ")).toBe(from);
    // Variants of one price: the price as it is.
    expect(within(same!).getByRole("link").getAttribute("href")).toBe("/product/sapca/");
    expect(same!.querySelector(".price__current")?.textContent?.replace(/\u00a0/g, " ")).toBe(price);
    expect(container.querySelector(".search-results button")).toBeNull();
  });
});
