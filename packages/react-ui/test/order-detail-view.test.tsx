import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, test, vi } from "vitest";
import { adminOrder, deliveredOrder, readyForPickupOrder } from "../src/dashboard/order-fixtures.js";
import { OrderDetailView, emptyNote } from "../src/dashboard/OrderDetailView.js";
import { renderEn, renderIn } from "./render.js";

// The order's page: its status buttons, addresses, history and payment.

/** The note form's props, idle: these tests are about the rest of the order. */
const noNote = { note: emptyNote, onNoteText: vi.fn(), onAddNote: vi.fn() };

describe("OrderDetailView", () => {
  test("one 'Mark as' button per allowed status, each handing over its status", () => {
    const onStatusChange = vi.fn();
    renderEn(<OrderDetailView order={adminOrder} changing={false} failed={false} onStatusChange={onStatusChange} onPaymentChange={vi.fn()} {...noNote} />);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Order VT-20261123-0042");
    const buttons = screen.getAllByRole("button", { name: /^Mark as: / });
    expect(buttons.map((b) => b.textContent)).toEqual(["Mark as: Confirmed", "Mark as: Cancelled"]);
    expect(screen.getByText("Cancelling returns the ordered units to stock.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Mark as: Cancelled" }));
    expect(onStatusChange).toHaveBeenCalledExactlyOnceWith("cancelled");
  });

  test("addresses name their country, not its code", () => {
    renderEn(
      <OrderDetailView
        order={{ ...adminOrder, deliveryAddress: { ...adminOrder.billingAddress, country: "ro" } }}
        changing={false}
        failed={false}
        onStatusChange={vi.fn()}
        onPaymentChange={vi.fn()}
        {...noNote}
      />,
    );
    const addresses = Array.from(document.querySelectorAll("address"), (a) => a.textContent ?? "");
    expect(addresses.join("\n")).toContain("Romania");
    expect(addresses.join("\n")).not.toMatch(/, (MD|RO|BG)$/m);
  });

  test("the buttons wait during a change and a failure is told", () => {
    renderEn(<OrderDetailView order={adminOrder} changing failed onStatusChange={vi.fn()} onPaymentChange={vi.fn()} {...noNote} />);
    for (const b of screen.getAllByRole("button", { name: /^Mark as: / })) expect(b).toHaveProperty("disabled", true);
    expect(screen.getByRole("alert").textContent).toBe("Something went wrong. Please try again.");
  });

  test("a delivered order has no status buttons, and its history names who changed it", () => {
    renderEn(<OrderDetailView order={deliveredOrder} changing={false} failed={false} onStatusChange={vi.fn()} onPaymentChange={vi.fn()} {...noNote} />);
    expect(screen.queryAllByRole("button", { name: /^Mark as: / })).toHaveLength(0);
    expect(screen.getByText("This order's status can no longer change.")).toBeTruthy();
    expect(screen.queryByText("Cancelling returns the ordered units to stock.")).toBeNull();
    const history = screen.getAllByRole("listitem").map((li) => li.textContent ?? "");
    // Four status changes and the two staff notes between them.
    expect(history).toHaveLength(6);
    expect(history[0]).toMatch(/^Received, .+, placed by the customer$/);
    expect(history[5]).toMatch(/^Shipped → Delivered, .+, by ion\.ceban@vitrina\.md$/);
  });
});

describe("OrderDetailView's payment", () => {
  test("an unpaid order is marked paid with one button; a paid one says when and by whom, and may be marked not paid", () => {
    const onPaymentChange = vi.fn();
    const { unmount } = renderEn(
      <OrderDetailView order={adminOrder} changing={false} failed={false} onStatusChange={vi.fn()} onPaymentChange={onPaymentChange} {...noNote} />,
    );
    expect(screen.getByRole("region", { name: "Payment" }).textContent).toContain("Cash on delivery: Not paid yet");
    fireEvent.click(screen.getByRole("button", { name: "Mark as paid" }));
    expect(onPaymentChange).toHaveBeenCalledExactlyOnceWith(true);
    unmount();
    renderEn(
      <OrderDetailView order={readyForPickupOrder} changing={false} failed={false} onStatusChange={vi.fn()} onPaymentChange={onPaymentChange} {...noNote} />,
    );
    expect(screen.getByRole("region", { name: "Payment" }).textContent).toMatch(/^PaymentBank transfer: Paid \(Paid on .+, marked by ion\.ceban@vitrina\.md\)/);
    expect(screen.getAllByRole("button", { name: /^Mark as: / }).map((b) => b.textContent)).toEqual(["Mark as: Picked up", "Mark as: Cancelled"]);
    fireEvent.click(screen.getByRole("button", { name: "Mark as not paid" }));
    expect(onPaymentChange).toHaveBeenLastCalledWith(false);
  });

  test("a delivered order's payment can no longer change", () => {
    renderEn(
      <OrderDetailView
        order={{ ...deliveredOrder, allowed_payment: null }}
        changing={false}
        failed={false}
        onStatusChange={vi.fn()}
        onPaymentChange={vi.fn()}
        {...noNote}
      />,
    );
    expect(screen.queryByRole("button", { name: /paid/ })).toBeNull();
  });

  test.each([
    ["en", "automatically by the shop", "by a former colleague"],
    ["ro", "automat de magazin", "de un fost coleg"],
    ["ru", "изменено магазином автоматически", "изменил(а): бывший сотрудник"],
    ["bg", "автоматично от магазина", "от бивш колега"],
  ] as const)("in %s the history tells the shop's own change from a deleted colleague's", (locale, byShop, former) => {
    const order = {
      ...adminOrder,
      history: [
        ...adminOrder.history,
        { from: "new" as const, to: "confirmed" as const, at: "2026-11-23T10:00:00.000Z", by: null, by_shop: false },
        { from: "confirmed" as const, to: "cancelled" as const, at: "2026-11-29T22:00:00.000Z", by: null, by_shop: true },
      ],
    };
    renderIn(locale, <OrderDetailView order={order} changing={false} failed={false} onStatusChange={vi.fn()} onPaymentChange={vi.fn()} {...noNote} />);
    const history = Array.from(document.querySelectorAll(".history li"), (li) => li.textContent ?? "");
    expect(history[1]).toMatch(new RegExp(`, ${former.replace(/[()]/g, "\\$&")}$`));
    expect(history[2]).toMatch(new RegExp(`, ${byShop}$`));
  });
});
