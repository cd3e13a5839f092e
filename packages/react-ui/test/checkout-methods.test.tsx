import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import type { ShopMethods } from "@vitrina/core";
import { CheckoutView, type CheckoutViewProps } from "../src/components/checkout/CheckoutView.js";
import { checkoutProps, product } from "./fixtures.js";
import { renderEn, renderIn } from "./render.js";

// The checkout form offers what the owner set (GET cart/methods): the deliveries that go to the
// address's country, with their prices, the payments that go with the chosen delivery, and a
// delivery line in the totals that follows the chosen method (issue 30 item 2).

const { id: _, ...pan } = product(3, { title: "Frying pan", price: 649, old_price: null });
const lines = [{ id: 3, quantity: 2, ...pan }];
const methods: ShopMethods = {
  delivery: [
    { method: "courier", price: 75.5, free_from: 5000, countries: ["md"] },
    { method: "pickup", price: 0, free_from: null, countries: ["md"] },
    { method: "post", price: 40, free_from: null, countries: ["md", "ro"] },
  ],
  payment: [
    { method: "cash_on_delivery", delivery_methods: ["courier", "pickup", "post"] },
    { method: "bank_transfer", delivery_methods: ["post"] },
  ],
};
const props = (overrides: Partial<CheckoutViewProps> = {}) =>
  checkoutProps(lines, {
    methods,
    countries: [
      { code: "md", name: "Moldova" },
      { code: "ro", name: "Romania" },
      { code: "bg", name: "Bulgaria" },
    ],
    ...overrides,
  });
const deliveryLine = () => document.querySelectorAll(".totals dd")[1]?.textContent;
const total = () => document.querySelector(".totals__total dd")?.textContent?.replace(/\s/g, " ");
const options = (legend: string) =>
  within(screen.getByRole("group", { name: legend }))
    .queryAllByRole("radio")
    .map((radio) => (radio as HTMLInputElement).value);

describe("the checkout's delivery and payment", () => {
  test("the delivery line shows the chosen method's price as soon as it is chosen, and the total adds it", () => {
    renderEn(<CheckoutView {...props()} />);
    expect(screen.getByLabelText(/^Courier to your door · MDL 75\.50 \(free from MDL 5,000\)$/)).toBeTruthy();
    expect(deliveryLine()).toMatch(/^MDL\s75\.50$/);
    expect(total()).toBe("MDL 1,373.50");
    fireEvent.click(screen.getByLabelText(/^Pick up at our showroom/));
    expect(deliveryLine()).toBe("Free");
    expect(total()).toBe("MDL 1,298");
    fireEvent.click(screen.getByLabelText(/^Post office/));
    expect(deliveryLine()).toMatch(/^MDL\s40$/);
  });

  test("only the deliveries that go to the address's country show, and only the payments that go with the delivery", () => {
    const p = props();
    renderEn(<CheckoutView {...p} />);
    expect(options("Delivery method")).toEqual(["courier", "pickup", "post"]);
    expect(options("Payment method")).toEqual(["cash_on_delivery"]);
    fireEvent.click(screen.getByLabelText(/^Post office/));
    expect(options("Payment method")).toEqual(["cash_on_delivery", "bank_transfer"]);
    fireEvent.change(screen.getByLabelText("Country"), { target: { value: "ro" } });
    expect(options("Delivery method")).toEqual(["post"]);
    fireEvent.change(screen.getByLabelText("Country"), { target: { value: "bg" } });
    expect(options("Delivery method")).toEqual([]);
    expect(screen.getByText("The shop does not deliver to this country yet; choose another country for the address.")).toBeTruthy();
  });

  test("a choice the new country does not offer falls to the first one it does, and that is what is sent", () => {
    const p = props();
    renderEn(<CheckoutView {...p} />);
    fireEvent.click(screen.getByLabelText(/^Pick up at our showroom/));
    fireEvent.change(screen.getByLabelText("Country"), { target: { value: "ro" } });
    expect((screen.getByLabelText(/^Post office/) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Place order" }));
    expect(p.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ deliveryMethod: "post", paymentMethod: "cash_on_delivery" }));
  });

  test("the prices are written in the shopper's language", () => {
    renderIn("ru", <CheckoutView {...props()} />);
    expect(screen.getByLabelText(/^Курьером до двери · 75,50\s\S+ \(бесплатно от 5\s000\s\S+\)$/)).toBeTruthy();
    expect(deliveryLine()).toMatch(/^75,50\s/);
  });
});
