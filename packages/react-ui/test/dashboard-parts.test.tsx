import { fireEvent, screen, within } from "@testing-library/react";
import type { LocalizedText } from "@vitrina/core";
import { describe, expect, test, vi } from "vitest";
import { ConflictNotice } from "../src/dashboard/ConflictNotice.js";
import { OrderedList, moveItem } from "../src/dashboard/OrderedList.js";
import { Field, LocalizedField } from "../src/dashboard/parts.js";
import { renderEn, type } from "./render.js";

describe("LocalizedField", () => {
  const value: LocalizedText = { ro: "Tigaie Tefal", en: "Tefal pan", ru: "Сковорода Tefal", bg: "" };

  test("shows Romanian first and switches language with the tabs", () => {
    renderEn(<LocalizedField label="Title" path="title" value={value} errors={{}} onChange={vi.fn()} />);
    const tabs = within(screen.getByRole("group", { name: "Title: Language" }));
    expect(screen.getByLabelText("Title (Romanian)")).toHaveProperty("value", "Tigaie Tefal");
    expect(tabs.getByRole("button", { name: "RO" }).getAttribute("aria-pressed")).toBe("true");
    fireEvent.click(tabs.getByRole("button", { name: "RU" }));
    expect(tabs.getByRole("button", { name: "RU" }).getAttribute("aria-pressed")).toBe("true");
    expect(tabs.getByRole("button", { name: "RO" }).getAttribute("aria-pressed")).toBe("false");
    const input = screen.getByLabelText("Title (Russian)");
    expect(input).toHaveProperty("value", "Сковорода Tefal");
    expect(input.getAttribute("lang")).toBe("ru");
  });

  test("editing changes only the language on screen", () => {
    const onChange = vi.fn();
    renderEn(<LocalizedField label="Title" path="title" value={value} errors={{}} onChange={onChange} />);
    fireEvent.click(screen.getByRole("button", { name: "EN" }));
    type(screen.getByLabelText("Title (English)"), "Tefal Unlimited frying pan");
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ ro: "Tigaie Tefal", en: "Tefal Unlimited frying pan", ru: "Сковорода Tefal", bg: "" });
  });

  test("marks the tab of the language with an error, opens it and shows its message; from another tab the message names its language", () => {
    renderEn(<LocalizedField label="Title" path="title" value={value} errors={{ "title.bg": ["required"] }} onChange={vi.fn()} />);
    const tabs = within(screen.getByRole("group", { name: "Title: Language" }));
    // The mark is announced too: the tab's name says what the field says.
    expect(tabs.getByRole("button", { name: "BG — Please write the title; the Romanian one is required." }).hasAttribute("data-error")).toBe(true);
    for (const l of ["RO", "EN", "RU"]) expect(tabs.getByRole("button", { name: l }).hasAttribute("data-error")).toBe(false);
    // The refused language is on screen with its message, not only a red tab.
    const input = screen.getByLabelText("Title (Bulgarian)");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(input.getAttribute("aria-describedby")!)?.textContent).toBe("Please write the title; the Romanian one is required.");
    fireEvent.click(tabs.getByRole("button", { name: "RO" }));
    expect(screen.getByLabelText("Title (Romanian)").getAttribute("aria-invalid")).toBeNull();
    expect(screen.getByText("Bulgarian: Please write the title; the Romanian one is required.")).toBeTruthy();
  });
});

describe("Field", () => {
  test("a field's error goes once the field is corrected and comes back with the next answer's errors", () => {
    const field = (errors: Record<string, string[]>) => (
      <Field label="Price" path="price" errors={errors}>
        {(a) => <input {...a} defaultValue="abc" />}
      </Field>
    );
    const { rerender } = renderEn(field({ price: ["type"] }));
    expect(screen.getByLabelText("Price").getAttribute("aria-invalid")).toBe("true");
    type(screen.getByLabelText("Price"), "349");
    expect(screen.getByLabelText("Price").getAttribute("aria-invalid")).toBeNull();
    expect(screen.queryByText("Enter the price as a number, e.g. 349.90.")).toBeNull();
    rerender(field({ price: ["min"] }));
    expect(screen.getByText("The price cannot be negative.")).toBeTruthy();
  });
});

describe("ConflictNotice", () => {
  test("says the save was refused, names what the other person changed and loads the saved version", () => {
    const onReload = vi.fn();
    renderEn(<ConflictNotice changed={["Price", "Units in stock"]} onReload={onReload} />);
    expect(screen.getByRole("alert").textContent).toContain("Someone else saved this since you opened it");
    expect(screen.getByText("Changed meanwhile: Price, Units in stock.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Load the saved version" }));
    expect(onReload).toHaveBeenCalledOnce();
  });
});

describe("OrderedList", () => {
  const items = [
    { id: 1, name: "Tigaie" },
    { id: 2, name: "Oală" },
    { id: 3, name: "Cuțite" },
  ];
  const list = (onReorder = vi.fn(), onRemove = vi.fn()) =>
    renderEn(
      <OrderedList items={items} keyOf={(i) => i.id} labelOf={(i) => i.name} render={(i) => <span>{i.name}</span>} onReorder={onReorder} onRemove={onRemove} />,
    );

  test("the move-down button hands over the order with the item swapped with the next one", () => {
    const onReorder = vi.fn();
    list(onReorder);
    fireEvent.click(screen.getByRole("button", { name: "Move down: Tigaie" }));
    expect(onReorder).toHaveBeenCalledExactlyOnceWith([items[1], items[0], items[2]]);
    fireEvent.click(screen.getByRole("button", { name: "Move up: Cuțite" }));
    expect(onReorder).toHaveBeenLastCalledWith([items[0], items[2], items[1]]);
  });

  test("the first item cannot go up nor the last one down; remove names its item", () => {
    const onRemove = vi.fn();
    list(vi.fn(), onRemove);
    expect(screen.getByRole("button", { name: "Move up: Tigaie" })).toHaveProperty("disabled", true);
    expect(screen.getByRole("button", { name: "Move down: Cuțite" })).toHaveProperty("disabled", true);
    expect(screen.getByRole("button", { name: "Move down: Oală" })).toHaveProperty("disabled", false);
    fireEvent.click(screen.getByRole("button", { name: /^Remove\W+Oală$/ }));
    expect(onRemove).toHaveBeenCalledExactlyOnceWith(items[1]);
  });

  test("dragging an item onto another moves it there", () => {
    const onReorder = vi.fn();
    list(onReorder);
    const rows = screen.getAllByRole("listitem");
    fireEvent.dragStart(rows[0]!);
    fireEvent.drop(rows[2]!);
    expect(onReorder).toHaveBeenCalledExactlyOnceWith([items[1], items[2], items[0]]);
  });

  test("moveItem moves one element, keeps the others in order and leaves the input alone", () => {
    const letters = ["a", "b", "c", "d"] as const;
    expect(moveItem(letters, 0, 1)).toEqual(["b", "a", "c", "d"]);
    expect(moveItem(letters, 0, 3)).toEqual(["b", "c", "d", "a"]);
    expect(moveItem(letters, 3, 0)).toEqual(["d", "a", "b", "c"]);
    expect(moveItem(letters, 1, 99)).toEqual(["a", "c", "d", "b"]);
    expect(moveItem(letters, 2, -5)).toEqual(["c", "a", "b", "d"]);
    expect(moveItem(letters, 9, 0)).toEqual(["a", "b", "c", "d"]);
    expect(letters).toEqual(["a", "b", "c", "d"]);
  });
});
