import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, test, vi } from "vitest";
import type { Locale } from "@vitrina/core";
import { ListingView, type ListingViewProps } from "../src/components/catalog/ListingView.js";
import { ProductCard } from "../src/components/catalog/ProductCard.js";
import { lastSeenIn, productIn } from "../src/components/catalog/fixtures.js";
import { ProductView } from "../src/components/product/ProductView.js";
import { product } from "./fixtures.js";
import { renderEn, renderIn } from "./render.js";

describe("ProductCard", () => {
  test("a discounted product shows its discount and the struck-through old price", () => {
    renderEn(<ProductCard product={product(1, { price: 81, old_price: 100 })} />);
    expect(screen.getByText("−19%")).toBeTruthy();
    expect(screen.getByText("MDL 100").tagName).toBe("S");
  });

  test("prints prices as Moldovan shops do in each language: whole lei without decimals, bani when there are some", () => {
    const nbsp = (text: string) => text.replace(/ /g, "\u00a0");
    const printed = (locale: Locale, price: number, old: number) => {
      const { container, unmount } = renderIn(locale, <ProductCard product={product(1, { price, old_price: old })} />);
      const texts = [container.querySelector(".price__current")?.textContent, container.querySelector(".price__old")?.textContent];
      unmount();
      return texts;
    };
    expect(printed("ro", 7999, 8999)).toEqual([nbsp("7 999 lei"), nbsp("8 999 lei")]);
    expect(printed("ru", 7999.5, 8999)).toEqual([nbsp("7 999,50 лей"), nbsp("8 999 лей")]);
    expect(printed("bg", 50, 60)).toEqual([nbsp("50 леи"), nbsp("60 леи")]);
    expect(printed("en", 7999, 8999)).toEqual([nbsp("MDL 7,999"), nbsp("MDL 8,999")]);
  });

  test("no discount badge nor old price when the old price is not higher", () => {
    renderEn(<ProductCard product={product(1, { price: 100, old_price: 90 })} />);
    expect(screen.queryByText(/−\d+%/)).toBeNull();
    expect(screen.queryByText("MDL 90")).toBeNull();
  });

  test("adds an in-stock product to the cart; an out-of-stock one has no button", () => {
    const onAddToCart = vi.fn();
    renderEn(<ProductCard product={product(7, { title: "Kettle" })} onAddToCart={onAddToCart} />);
    fireEvent.click(screen.getByRole("button", { name: /^Add to cart\W+Kettle$/ }));
    expect(onAddToCart).toHaveBeenCalledWith(7);
    renderEn(<ProductCard product={product(8, { in_stock: false, stock: 0 })} onAddToCart={onAddToCart} />);
    expect(screen.getAllByRole("button")).toHaveLength(1);
    expect(screen.getByText("Out of stock")).toBeTruthy();
  });
  test("a product whose variants differ in price reads 'from' its lowest price, and is chosen on its page", () => {
    const from = { ro: "de la 149 lei", en: "from MDL 149", ru: "от 149 лей", bg: "от 149 леи" } as const;
    for (const locale of ["ro", "en", "ru", "bg"] as const) {
      const { container, unmount } = renderIn(
        locale,
        <ProductCard product={product(3, { price: 149, old_price: 199, price_max: 179 })} onAddToCart={vi.fn()} />,
      );
      // The old price is not struck through beside a "from" price: it is one variant's, not this one's.
      expect(container.querySelector(".price")?.textContent?.replace(/\u00a0/g, " ")).toBe(from[locale]);
      expect(container.querySelector("button")).toBeNull();
      expect(container.querySelector("a.btn")?.getAttribute("href")).toBe("/product/product-3/");
      unmount();
    }
  });

  test("a product with options whose variants cost the same links to its page to choose them, in four languages, and is never added without a variant", () => {
    const choose = { ro: "Alegeți opțiunile", en: "Choose options", ru: "Выбрать параметры", bg: "Изберете опции" } as const;
    const price = { ro: "150 lei", en: "MDL 150", ru: "150 лей", bg: "150 леи" } as const;
    const onAddToCart = vi.fn();
    for (const locale of ["ro", "en", "ru", "bg"] as const) {
      const { unmount } = renderIn(locale, <ProductCard product={product(4, { title: "Hat", price: 150, has_options: true })} onAddToCart={onAddToCart} />);
      const link = screen.getByRole("link", { name: new RegExp(`^${choose[locale]}\\W+Hat$`) });
      expect(link.getAttribute("href")).toBe("/product/product-4/");
      expect(screen.queryByRole("button")).toBeNull();
      // One price for every variant: printed as it is, no "from".
      expect(document.querySelector(".price")?.textContent?.replace(/\u00a0/g, " ")).toBe(price[locale]);
      unmount();
    }
    expect(onAddToCart).not.toHaveBeenCalled();
  });
});

describe("ProductView's other products", () => {
  test("a similar product with options links to its page and a last-seen product whose variants differ reads 'from' its lowest price", () => {
    const [seen] = lastSeenIn("en");
    renderEn(
      <ProductView
        product={productIn("en")}
        similar={[product(4, { title: "Hat", has_options: true })]}
        lastSeen={[{ ...seen!, price: 249, old_price: null, price_max: 279 }]}
        choice={{}}
        onChoose={vi.fn()}
        onAddToCart={vi.fn()}
      />,
    );
    const similar = within(screen.getByRole("region", { name: "Similar products" }));
    expect(similar.getByRole("link", { name: /^Choose options\W+Hat$/ }).getAttribute("href")).toBe("/product/product-4/");
    expect(similar.queryByRole("button")).toBeNull();
    const lastSeen = screen.getByRole("region", { name: "Recently viewed" });
    expect(lastSeen.querySelector(".price")?.textContent?.replace(/\u00a0/g, " ")).toBe("from MDL 249");
  });
});

describe("ListingView", () => {
  const props = (overrides: Partial<ListingViewProps> = {}): ListingViewProps => ({
    title: "Kitchen",
    breadcrumb: [{ name: "Kitchen", slug: "kitchen" }],
    items: [product(1), product(2)],
    facets: [
      {
        key: "brand",
        name: "Brand",
        values: [
          { value: "Tefal", count: 3 },
          { value: "Bosch", count: 1 },
        ],
      },
    ],
    query: { slug: "kitchen", sort_by: "price_asc" },
    totalItems: 20,
    loading: false,
    loadingMore: false,
    canLoadMore: true,
    failed: false,
    onQueryChange: vi.fn(),
    onLoadMore: vi.fn(),
    onAddToCart: vi.fn(),
    ...overrides,
  });

  test("a failed load says so in the shopper's language, without claiming that no product matches", () => {
    renderIn("ru", <ListingView {...props({ items: [], totalItems: 0, canLoadMore: false, failed: true })} />);
    expect(screen.getByRole("alert").textContent).toBe("Не удалось загрузить товары. Проверьте подключение и попробуйте ещё раз.");
    expect(screen.queryByText("Нет товаров, подходящих под эти фильтры.")).toBeNull();
  });

  test("ticking a facet value asks for the listing with that filter", () => {
    const p = props();
    renderEn(<ListingView {...p} />);
    fireEvent.click(screen.getByLabelText(/Tefal/));
    expect(p.onQueryChange).toHaveBeenCalledWith({ slug: "kitchen", sort_by: "price_asc", filters: { brand: ["Tefal"] } });
  });

  test("unticking the last value of a facet drops the facet", () => {
    const p = props({ query: { slug: "kitchen", filters: { brand: ["Tefal"] } } });
    renderEn(<ListingView {...p} />);
    fireEvent.click(screen.getByLabelText(/Tefal/));
    expect(p.onQueryChange).toHaveBeenCalledWith({ slug: "kitchen" });
  });

  test("clearing the filters keeps the category, the search text and the sort", () => {
    const p = props({ query: { slug: "kitchen", search: "pan", sort_by: "newest", in_stock: true, min_price: 10 } });
    renderEn(<ListingView {...p} />);
    fireEvent.click(screen.getByRole("button", { name: "Clear filters" }));
    expect(p.onQueryChange).toHaveBeenCalledWith({ slug: "kitchen", search: "pan", sort_by: "newest" });
  });

  test("the price range applies from its form; a text that is not a number is left out", () => {
    const p = props();
    renderEn(<ListingView {...p} />);
    fireEvent.change(screen.getByLabelText("From"), { target: { value: "150,5" } });
    fireEvent.change(screen.getByLabelText("To"), { target: { value: "abc" } });
    fireEvent.click(screen.getByRole("button", { name: "Apply" }));
    expect(p.onQueryChange).toHaveBeenCalledWith({ slug: "kitchen", sort_by: "price_asc", min_price: 150.5 });
  });

  test("a new sort order is asked for", () => {
    const p = props();
    renderEn(<ListingView {...p} />);
    fireEvent.change(screen.getByLabelText("Sort by"), { target: { value: "discount" } });
    expect(p.onQueryChange).toHaveBeenCalledWith({ slug: "kitchen", sort_by: "discount" });
  });

  test("'Show more' only when more can load, and disabled while loading", () => {
    const p = props();
    const { rerender } = renderEn(<ListingView {...p} />);
    fireEvent.click(screen.getByRole("button", { name: "Show more products" }));
    expect(p.onLoadMore).toHaveBeenCalledOnce();
    rerender(<ListingView {...p} canLoadMore={false} />);
    expect(screen.queryByRole("button", { name: "Show more products" })).toBeNull();
  });

  test("an empty listing says so, with the page's own message when given", () => {
    renderEn(<ListingView {...props({ items: [], totalItems: 0, emptyMessage: "Nothing found for “zzz”." })} />);
    const results = screen.getByText("Nothing found for “zzz”.");
    expect(within(results.parentElement!).queryAllByRole("article")).toHaveLength(0);
  });
});
