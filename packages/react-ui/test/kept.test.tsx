import { act, fireEvent, screen } from "@testing-library/react";
import { useState, type ReactNode } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, test, vi } from "vitest";
import { TypesafeI18n } from "../src/i18n.js";
import { Header, KeptMarkupProvider, LinkProvider, ProductGrid, type KeptMarkup, type LinkProps } from "../src/index.js";
import { sampleProducts } from "../src/components/catalog/fixtures.js";
import { categoriesIn, samplePreferences } from "../src/components/shell/fixtures.js";

const sampleCategories = categoriesIn("en");

// The app's links, counted: a kept part renders none of its links' components while it is kept.
const linkRenders = vi.fn();
const CountedLink = (props: LinkProps) => {
  linkRenders();
  return <a {...props} />;
};

/** Reads a kept part's markup from the page, as the storefront's browser entry does. */
const fromPage: KeptMarkup = (name) => document.querySelector(`[data-kept="${name}"]`)?.innerHTML;

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = "";
  linkRenders.mockClear();
});

// Ends the kept markup of the page on screen, as the app does when the visitor moves to another page.
let leave = () => {};

/** The app's frame around `ui`: English, its links, and the browser's reader of kept markup while on the first page. */
const Page = ({ reader, ui }: { readonly reader: KeptMarkup | undefined; readonly ui: ReactNode }) => {
  const [kept, setKept] = useState(() => reader);
  leave = () => act(() => setKept(undefined));
  return (
    <TypesafeI18n locale="en">
      <LinkProvider component={CountedLink}>
        <KeptMarkupProvider value={kept}>{ui}</KeptMarkupProvider>
      </LinkProvider>
    </TypesafeI18n>
  );
};

/** Renders `ui` on the server (React), puts its HTML in the page and hydrates it with the browser's reader of kept markup. */
const serverThenBrowser = async (ui: ReactNode) => {
  const container = document.createElement("div");
  container.innerHTML = renderToString(<Page reader={undefined} ui={ui} />);
  document.body.append(container);
  linkRenders.mockClear();
  await act(async () => {
    root = hydrateRoot(container, <Page reader={fromPage} ui={ui} />);
  });
};

/** A header whose mega-menu's categories open and close (core's rule: one at a time). */
const Menu = () => {
  const [categories, setCategories] = useState(sampleCategories);
  const toggle = (uuid: string) => setCategories((all) => all.map((c) => ({ ...c, isOpen: c.uuid === uuid ? !c.isOpen : false })));
  return (
    <Header
      categories={categories}
      onToggleCategory={toggle}
      cartBadge=""
      preferences={samplePreferences}
      onSettingsOpen={() => {}}
      onSearchOpen={() => {}}
      onMenuOpen={() => {}}
    />
  );
};

describe("a kept part keeps the server's markup in the browser until it changes", () => {
  test("a product grid: its cards stay as the server rendered them (no card renders), and Add to cart answers once, kept or rendered", async () => {
    const errors = vi.spyOn(console, "error");
    const onAddToCart = vi.fn();
    await serverThenBrowser(<ProductGrid name="grid" products={sampleProducts} onAddToCart={onAddToCart} />);
    expect(linkRenders).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    const cards = screen.getAllByRole("article");
    expect(cards).toHaveLength(sampleProducts.length);
    const add = () => screen.getAllByRole("button", { name: /^Add to cart/ })[0]!;
    const first = sampleProducts.find((p) => add().textContent?.endsWith(p.title))!;
    fireEvent.click(add());
    expect(onAddToCart.mock.calls).toEqual([[first.id]]);

    leave();
    expect(linkRenders).toHaveBeenCalled();
    expect(screen.getAllByRole("article")).toHaveLength(sampleProducts.length);
    fireEvent.click(add());
    expect(onAddToCart.mock.calls).toEqual([[first.id], [first.id]]);
    errors.mockRestore();
  });

  test("the header's mega-menu: kept while closed, its categories open and close once it opens", async () => {
    await serverThenBrowser(<Menu />);
    const kept = document.querySelector('[data-kept="mega-menu"]')!;
    // The header's own links render; the menu's many category links do not.
    const menuLinks = kept.querySelectorAll("a").length;
    expect(menuLinks).toBeGreaterThan(3);
    expect(linkRenders.mock.calls.length).toBeLessThan(menuLinks);

    fireEvent.click(screen.getByRole("button", { name: "Products" }));
    const category = sampleCategories.find((c) => c.subcategories.length > 0)!;
    const toggle = screen.getByRole("button", { name: category.name });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(toggle);
    expect(screen.getByRole("button", { name: category.name }).getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByRole("link", { name: category.subcategories[0]!.name })).toBeTruthy();
  });
});
