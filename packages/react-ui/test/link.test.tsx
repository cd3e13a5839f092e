import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, test, vi } from "vitest";
import { Breadcrumb, LinkProvider, ProductCard, type LinkProps } from "../src/index.js";
import { product } from "./fixtures.js";
import { renderEn } from "./render.js";

const navigate = vi.fn();
/** An app's link: its own address and marker, and navigation in place of loading the page. */
const AppLink = ({ href, onClick, ...rest }: LinkProps) => (
  <a
    {...rest}
    href={`/ru${href}`}
    data-app-link=""
    onClick={(event) => {
      event.preventDefault();
      onClick?.(event);
      navigate(href);
    }}
  />
);

describe("links come through the app's Link", () => {
  test("without an app's link, a link is a plain anchor to the page (stories need no router)", () => {
    renderEn(<Breadcrumb items={[{ slug: "frigidere", name: "Frigidere" }]} current="LG GTB583" />);
    expect(screen.getByRole("link", { name: "Frigidere" }).getAttribute("href")).toBe("/category/frigidere/");
  });

  test("the app's link renders every link, with its address, attributes and click handler", () => {
    renderEn(
      <LinkProvider component={AppLink}>
        <ProductCard product={product(7, { slug: "frigider-lg" })} />
      </LinkProvider>,
    );
    const link = screen.getByRole("link");
    expect(link.getAttribute("href")).toBe("/ru/product/frigider-lg/");
    expect(link.hasAttribute("data-app-link")).toBe(true);
    expect(link.className).toBe("product-card__link");
    fireEvent.click(link);
    expect(navigate).toHaveBeenCalledWith("/product/frigider-lg/");
  });
});
