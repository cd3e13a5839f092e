import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, test, vi } from "vitest";
import { shippedOrder } from "../src/dashboard/order-fixtures.js";
import { OrderDetailView, emptyNote, type NoteDraft } from "../src/dashboard/OrderDetailView.js";
import { renderEn, renderIn, type } from "./render.js";

const view = (note: NoteDraft = emptyNote, handlers: { onNoteText?: (t: string) => void; onAddNote?: () => void } = {}) => (
  <OrderDetailView
    order={shippedOrder}
    changing={false}
    failed={false}
    onStatusChange={vi.fn()}
    onPaymentChange={vi.fn()}
    note={note}
    onNoteText={handlers.onNoteText ?? vi.fn()}
    onAddNote={handlers.onAddNote ?? vi.fn()}
  />
);

describe("staff notes on an order", () => {
  test("the history holds the notes among the status changes, by time, with their authors and line breaks", () => {
    renderEn(view());
    const entries = Array.from(document.querySelectorAll(".history > li"), (li) => li.textContent ?? "");
    expect(entries).toHaveLength(5);
    expect(entries[1]).toMatch(/^Note by Ion Ceban, .*Clientul a sunat: plătește prin transfer,\nfactura pe firmă\.$/s);
    expect(entries[2]).toMatch(/^Received → Confirmed/);
    expect(entries[4]).toMatch(/^Note by a former colleague, .*RR123456789MD\.$/);
  });

  test("the note field says it is internal, hands over what is typed and its submit, and shows the answer's error", () => {
    const onNoteText = vi.fn();
    const onAddNote = vi.fn();
    const { rerender } = renderEn(view(emptyNote, { onNoteText, onAddNote }));
    const field = screen.getByLabelText("Internal note");
    expect(field.getAttribute("aria-describedby")).toBeTruthy();
    expect(screen.getByText(/Only staff see notes/)).toBeTruthy();
    type(field, "Sunați după 18:00");
    expect(onNoteText).toHaveBeenCalledWith("Sunați după 18:00");
    fireEvent.click(screen.getByRole("button", { name: "Add note" }));
    expect(onAddNote).toHaveBeenCalledOnce();
    rerender(view({ ...emptyNote, errors: { text: ["required"] } }, { onNoteText, onAddNote }));
    expect(screen.getByLabelText("Internal note").getAttribute("aria-invalid")).toBe("true");
  });

  test("in Russian the form and the history speak Russian", () => {
    renderIn("ru", view());
    expect(screen.getByLabelText("Внутренняя заметка")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Добавить заметку" })).toBeTruthy();
    expect(document.querySelector(".history > li")?.textContent).not.toMatch(/Note by/);
  });
});
