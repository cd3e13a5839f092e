import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { CheckoutView, type CheckoutViewProps } from "../src/components/checkout/CheckoutView.js";
import { checkoutProps, product } from "./fixtures.js";
import { renderEn, renderIn } from "./render.js";

// The checkout's discount code (issue 33 item 3): applied before paying, its effect in the summary,
// the shop's refusal next to the field, and the code posted with the order.

const { id: _, ...pan } = product(3, { title: "Frying pan", price: 649, old_price: 799 });
const props = (overrides: Partial<CheckoutViewProps> = {}) => checkoutProps([{ id: 3, quantity: 2, ...pan }], overrides);
const summary = () => within(screen.getByRole("complementary", { name: "Your order" }));
const toamna = { code: "TOAMNA10", kind: "percent", value: 10, min_subtotal: null } as const;

describe("the discount code at checkout", () => {
  test("Apply asks the shop about the typed code; the code goes with the order", () => {
    const p = props();
    renderEn(<CheckoutView {...p} />);
    fireEvent.change(screen.getByLabelText("Discount code (optional)"), { target: { value: "toamna10" } });
    fireEvent.click(screen.getByRole("button", { name: "Apply" }));
    expect(p.onApplyCode).toHaveBeenCalledWith("toamna10");
    fireEvent.click(screen.getByRole("button", { name: "Place order" }));
    expect(p.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ discountCode: "toamna10" }));
  });

  test("an applied code shows what it takes off in the summary before paying, while the field holds it", () => {
    renderEn(<CheckoutView {...props({ appliedCode: toamna })} />);
    const field = screen.getByLabelText("Discount code (optional)");
    fireEvent.change(field, { target: { value: " Toamna10 " } });
    // 2 × 649 = 1 298 after old prices; 10 % is 129.80.
    expect(summary().getByText("Discount code")).toBeTruthy();
    expect(summary().getByText("−MDL 129.80")).toBeTruthy();
    expect(screen.getByRole("status").textContent).toMatch(/^Code TOAMNA10 applied: MDL\s129\.80 off\.$/);
    fireEvent.change(field, { target: { value: "IARNA" } });
    expect(summary().queryByText("Discount code")).toBeNull();
  });

  test("below the code's minimum it takes nothing and says from what amount it applies", () => {
    renderEn(<CheckoutView {...props({ appliedCode: { ...toamna, min_subtotal: 2000 } })} />);
    fireEvent.change(screen.getByLabelText("Discount code (optional)"), { target: { value: "TOAMNA10" } });
    expect(summary().queryByText("Discount code")).toBeNull();
    expect(screen.getByRole("status").textContent).toMatch(/^Code TOAMNA10 applies to orders from MDL\s2,000\.$/);
  });

  test("the shop's refusal is next to the field, in the page's language", () => {
    renderIn("ro", <CheckoutView {...props({ codeError: "Acest cod a expirat." })} />);
    const field = screen.getByLabelText("Cod de reducere (opțional)");
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(field.getAttribute("aria-describedby")!)?.textContent).toBe("Acest cod a expirat.");
  });
});
