import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, test, vi } from "vitest";
import { CartView } from "../src/components/cart/CartView.js";
import { CheckoutView, type CheckoutViewProps } from "../src/components/checkout/CheckoutView.js";
import { checkoutProps, product } from "./fixtures.js";
import { renderEn } from "./render.js";
import { TypesafeI18n } from "../src/i18n.js";

const { id: _, ...pan } = product(3, { title: "Frying pan", price: 649, old_price: 799 });
const lines = [{ id: 3, quantity: 2, ...pan }];
const totals = { subtotal: 1598, discount: 300, code_discount: 0, delivery: 0, total: 1298 };

describe("CartView", () => {
  test("shows the lines and totals, with the discount and the delivery left to the checkout", () => {
    renderEn(<CartView lines={lines} totals={totals} updating={false} problems={[]} onQuantityChange={vi.fn()} onRemove={vi.fn()} />);
    expect(screen.getByRole("link", { name: "Frying pan" }).getAttribute("href")).toBe("/product/product-3/");
    expect(screen.getByText("−MDL 300")).toBeTruthy();
    expect(screen.getByText("Chosen at checkout")).toBeTruthy();
    expect(document.querySelector(".totals__total dd")?.textContent).toMatch(/^MDL\s1,298$/);
  });

  test("a quantity typed or a removal is handed over with the line's product", () => {
    const onQuantityChange = vi.fn();
    const onRemove = vi.fn();
    renderEn(<CartView lines={lines} totals={totals} updating={false} problems={[]} onQuantityChange={onQuantityChange} onRemove={onRemove} />);
    const quantity = screen.getByLabelText("Quantity of Frying pan");
    fireEvent.change(quantity, { target: { value: "" } });
    expect(onQuantityChange).not.toHaveBeenCalled();
    fireEvent.change(quantity, { target: { value: "5" } });
    expect(onQuantityChange).toHaveBeenCalledWith({ id: 3 }, 5);
    fireEvent.change(quantity, { target: { value: "0" } });
    expect(onQuantityChange).toHaveBeenLastCalledWith({ id: 3 }, 0);
    fireEvent.click(screen.getByRole("button", { name: /^Remove\W+Frying pan$/ }));
    expect(onRemove).toHaveBeenCalledWith({ id: 3 });
  });

  test("a line that cannot be bought says why", () => {
    renderEn(
      <CartView lines={lines} totals={totals} updating={false} problems={[{ id: 3, problem: "out_of_stock" }]} onQuantityChange={vi.fn()} onRemove={vi.fn()} />,
    );
    expect(screen.getByRole("alert").textContent).toBe("Not available in this quantity");
  });

  test("a short line says how many units are left and sets that quantity in one click", () => {
    const onQuantityChange = vi.fn();
    const two = [...lines, { id: 4, quantity: 1, ...pan, title: "Lid" }];
    renderEn(
      <CartView
        lines={two}
        totals={totals}
        updating={false}
        problems={[{ id: 3, problem: "out_of_stock", available: 1 }]}
        onQuantityChange={onQuantityChange}
        onRemove={vi.fn()}
      />,
    );
    expect(screen.getByRole("alert").textContent).toMatch(/^Only 1 unit left in stock/);
    expect(screen.getByRole("alert").closest("li")?.textContent).toContain("Frying pan");
    fireEvent.click(screen.getByRole("button", { name: /^Set the quantity to 1\W+Frying pan$/ }));
    expect(onQuantityChange).toHaveBeenCalledWith({ id: 3 }, 1);
  });

  test("a sold-out line offers no quantity to set", () => {
    renderEn(
      <CartView
        lines={lines}
        totals={totals}
        updating={false}
        problems={[{ id: 3, problem: "out_of_stock", available: 0 }]}
        onQuantityChange={vi.fn()}
        onRemove={vi.fn()}
      />,
    );
    expect(screen.getByRole("alert").textContent).toBe("Out of stock");
    expect(screen.queryByRole("button", { name: /Set the quantity/ })).toBeNull();
  });

  test.each([
    ["ro", 1, "Mai este doar 1 bucată în stoc"],
    ["ro", 20, "Mai sunt doar 20 de bucăți în stoc"],
    ["ru", 1, "Осталась только 1 штука"],
    ["ru", 3, "Осталось только 3 штуки"],
    ["ru", 5, "Осталось только 5 штук"],
    ["bg", 1, "Остава само 1 брой"],
    ["bg", 4, "Остават само 4 броя"],
    ["en", 2, "Only 2 units left in stock"],
  ] as const)("in %s, %i units left reads '%s'", (locale, available, text) => {
    render(
      <TypesafeI18n locale={locale}>
        <CartView
          lines={lines}
          totals={totals}
          updating={false}
          problems={[{ id: 3, problem: "out_of_stock", available }]}
          onQuantityChange={vi.fn()}
          onRemove={vi.fn()}
        />
      </TypesafeI18n>,
    );
    expect(screen.getByRole("alert").textContent).toMatch(new RegExp(`^${text}`));
  });

  test("an empty cart says so and leads back to the shop", () => {
    renderEn(
      <CartView
        lines={[]}
        totals={{ subtotal: 0, discount: 0, code_discount: 0, delivery: 0, total: 0 }}
        updating={false}
        problems={[]}
        onQuantityChange={vi.fn()}
        onRemove={vi.fn()}
      />,
    );
    expect(screen.getByText("Your cart is empty.")).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Proceed to checkout" })).toBeNull();
  });
});

describe("CheckoutView", () => {
  const props = (overrides: Partial<CheckoutViewProps> = {}) =>
    checkoutProps(lines, {
      countries: [
        { code: "md", name: "Moldova" },
        { code: "ro", name: "Romania" },
      ],
      ...overrides,
    });

  test("submits what the shopper typed, with the default methods and country", () => {
    const p = props();
    renderEn(<CheckoutView {...p} />);
    const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
    type("Email", "ana@example.md");
    type("Phone", "069123456");
    type("First name", "Ana");
    type("Last name", "Popescu");
    type("City", "Chișinău");
    type("Street and number", "str. Mare 1");
    fireEvent.click(screen.getByLabelText("I agree to the terms of use and the privacy policy"));
    fireEvent.click(screen.getByRole("button", { name: "Place order" }));
    expect(p.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        paymentMethod: "cash_on_delivery",
        deliveryMethod: "courier",
        agreement: true,
        contactDetails: { email: "ana@example.md", phone: "069123456" },
        billingAddress: { country: "md", firstName: "Ana", lastName: "Popescu", city: "Chișinău", address: "str. Mare 1" },
        separateDeliveryAddress: false,
      }),
    );
  });

  test("an order refused for stock names the product and the units left, and offers to take them or remove the line", () => {
    const p = props({ problems: [{ id: 3, problem: "out_of_stock", available: 1 }] });
    renderEn(<CheckoutView {...p} />);
    const group = screen.getByRole("group", { name: "Some products in your cart cannot be ordered as they are:" });
    expect(group.textContent).toContain("Frying pan");
    expect(group.textContent).toContain("Only 1 unit left in stock");
    fireEvent.click(screen.getByRole("button", { name: /^Set the quantity to 1\W+Frying pan$/ }));
    expect(p.onQuantityChange).toHaveBeenCalledWith({ id: 3 }, 1);
    fireEvent.click(screen.getAllByRole("button", { name: /^Remove\W+Frying pan$/ })[0]!);
    expect(p.onRemove).toHaveBeenCalledWith({ id: 3 });
  });

  test("a field error shows under its field, and editing the field asks to clear it", () => {
    const p = props({ errors: { "contactDetails.phone": "Enter a phone number of the delivery country, as in the example." } });
    renderEn(<CheckoutView {...p} />);
    const phone = screen.getByLabelText("Phone");
    expect(phone.getAttribute("aria-invalid")).toBe("true");
    const describedBy = phone.getAttribute("aria-describedby")!.split(" ");
    expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toContain("Enter a phone number of the delivery country, as in the example.");
    expect(screen.getByText("Please correct the fields marked below.")).toBeTruthy();
    fireEvent.change(phone, { target: { value: "069" } });
    expect(p.onEdit).toHaveBeenCalledWith("contactDetails.phone");
  });

  test("the phone example follows the billing country", () => {
    renderEn(<CheckoutView {...props()} />);
    expect(screen.getByText(/\+373 69 123 456/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Country"), { target: { value: "ro" } });
    expect(screen.getByText(/\+40 722 123 456/)).toBeTruthy();
  });

  test("a phone written with a calling code shows that country's example, whatever the address's country", () => {
    renderEn(<CheckoutView {...props()} />);
    fireEvent.change(screen.getByLabelText("Phone"), { target: { value: "+40 7" } });
    expect(screen.getByText(/\+40 722 123 456/)).toBeTruthy();
    expect(screen.queryByText(/\+373 69 123 456/)).toBeNull();
  });

  test("the delivery address appears only when asked for", () => {
    renderEn(<CheckoutView {...props()} />);
    expect(screen.getAllByLabelText("City")).toHaveLength(1);
    fireEvent.click(screen.getByLabelText("Deliver to a different address"));
    expect(screen.getAllByLabelText("City")).toHaveLength(2);
  });

  test("while the order is placed the button is disabled; a failure is announced", () => {
    renderEn(<CheckoutView {...props({ submitting: true, failed: true })} />);
    expect((screen.getByRole("button", { name: "Placing your order…" }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole("alert").textContent).toBe("We could not place your order. Please try again.");
  });
});
