import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, test, vi } from "vitest";
import type { CartLine } from "@vitrina/core";
import { CartView } from "../src/components/cart/CartView.js";
import { CheckoutView } from "../src/components/checkout/CheckoutView.js";
import { checkoutProps, product } from "./fixtures.js";
import { renderEn, renderIn } from "./render.js";

// Two sizes of one apron (product 12, variants 42 and 43) and a pan without options (product 3).
const { id: _apron, ...apron } = product(12, { title: "Apron", slug: "apron", price: 149 });
const { id: _pan, ...pan } = product(3, { title: "Frying pan", slug: "pan", price: 649 });
const lines: Array<CartLine> = [
  { ...apron, id: 12, variant_id: 42, quantity: 1, variant: { id: 42, label: "Size: M, Colour: Red" } },
  { ...apron, id: 12, variant_id: 43, quantity: 2, price: 179, variant: { id: 43, label: "Size: M, Colour: Blue" } },
  { ...pan, id: 3, quantity: 1 },
];
const totals = { subtotal: 1156, discount: 0, code_discount: 0, delivery: 0, total: 1156 };
const cart = (overrides: Partial<Parameters<typeof CartView>[0]> = {}) => {
  const props = { lines, totals, updating: false, problems: [], onQuantityChange: vi.fn(), onRemove: vi.fn(), ...overrides };
  renderEn(<CartView {...props} />);
  return props;
};
const lineOf = (name: string) => screen.getByLabelText(`Quantity of ${name}`).closest("li")!;

describe("a cart with variants", () => {
  test("each variant is its own line, its options under the title and its link opening the product on that variant", () => {
    cart();
    const blue = lineOf("Apron (Size: M, Colour: Blue)");
    expect(within(blue).getByText("Size: M, Colour: Blue").className).toBe("line-variant");
    expect(within(blue).getByRole("link", { name: "Apron" }).getAttribute("href")).toBe("/product/apron/?variant=43");
    expect(within(lineOf("Apron (Size: M, Colour: Red)")).getByRole("link", { name: "Apron" }).getAttribute("href")).toBe("/product/apron/?variant=42");
    // A product without options shows as before: its title alone, its plain link.
    const plain = lineOf("Frying pan");
    expect(plain.querySelector(".line-variant")).toBeNull();
    expect(within(plain).getByRole("link", { name: "Frying pan" }).getAttribute("href")).toBe("/product/pan/");
  });

  test("a quantity or a removal is handed over with the line's product and variant", () => {
    const props = cart();
    fireEvent.change(screen.getByLabelText("Quantity of Apron (Size: M, Colour: Blue)"), { target: { value: "5" } });
    expect(props.onQuantityChange).toHaveBeenCalledWith({ id: 12, variant_id: 43 }, 5);
    fireEvent.click(screen.getByRole("button", { name: /^Remove\W+Apron \(Size: M, Colour: Red\)$/ }));
    expect(props.onRemove).toHaveBeenCalledWith({ id: 12, variant_id: 42 });
    fireEvent.click(screen.getByRole("button", { name: /^Remove\W+Frying pan$/ }));
    expect(props.onRemove).toHaveBeenLastCalledWith({ id: 3 });
  });

  test("a variant short of stock is warned about on its own line only, and its quantity set on that line", () => {
    const props = cart({ problems: [{ id: 12, variant_id: 43, problem: "out_of_stock", available: 1 }] });
    expect(screen.getAllByRole("alert")).toHaveLength(1);
    expect(within(lineOf("Apron (Size: M, Colour: Blue)")).getByRole("alert").textContent).toMatch(/^Only 1 unit left in stock/);
    fireEvent.click(screen.getByRole("button", { name: /^Set the quantity to 1\W+Apron \(Size: M, Colour: Blue\)$/ }));
    expect(props.onQuantityChange).toHaveBeenCalledWith({ id: 12, variant_id: 43 }, 1);
  });

  test("a line of the product that names none of its variants says to choose its options on its page, and offers no quantity", () => {
    const props = { lines: [{ ...apron, id: 12, quantity: 1 }], totals, updating: false, onQuantityChange: vi.fn(), onRemove: vi.fn() };
    renderEn(<CartView {...props} problems={[{ id: 12, problem: "choose_variant" }]} />);
    expect(screen.getByRole("alert").textContent).toBe("Choose its options (size, colour…) on the product's page");
    expect(screen.queryByRole("button", { name: /^Set the quantity/ })).toBeNull();
    renderIn("ro", <CartView {...props} problems={[{ id: 12, problem: "choose_variant" }]} />);
    expect(screen.getByText("Alegeți opțiunile lui (mărime, culoare…) pe pagina produsului")).toBeTruthy();
  });
});

describe("a checkout with variants", () => {
  test("the summary prints each line's options under its title", () => {
    renderEn(<CheckoutView {...checkoutProps(lines)} />);
    const summary = screen.getByRole("complementary", { name: "Your order" });
    const items = within(summary).getAllByRole("listitem");
    expect(items[0]!.textContent).toMatch(/^Apron × 1Size: M, Colour: Red/);
    expect(items[1]!.textContent).toMatch(/^Apron × 2Size: M, Colour: Blue/);
    expect(items[2]!.querySelector(".line-variant")).toBeNull();
  });

  test("an order refused for one variant names it and removes that variant's line", () => {
    const props = checkoutProps(lines, { problems: [{ id: 12, variant_id: 42, problem: "not_found" }] });
    renderEn(<CheckoutView {...props} />);
    const group = screen.getByRole("group", { name: "Some products in your cart cannot be ordered as they are:" });
    expect(within(group).getByRole("strong").textContent).toBe("Apron (Size: M, Colour: Red)");
    fireEvent.click(within(group).getByRole("button", { name: /^Remove\W+Apron \(Size: M, Colour: Red\)$/ }));
    expect(props.onRemove).toHaveBeenCalledWith({ id: 12, variant_id: 42 });
  });
});
