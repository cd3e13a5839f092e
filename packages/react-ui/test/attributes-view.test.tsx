import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, test, vi } from "vitest";
import { AttributesView, type AttributesViewProps } from "../src/dashboard/AttributesView.js";
import { attributeDictionary } from "../src/dashboard/fixtures.js";
import { renderEn, renderIn, type } from "./render.js";

const props = (overrides: Partial<AttributesViewProps> = {}): AttributesViewProps => ({
  attributes: attributeDictionary,
  editing: undefined,
  errors: {},
  saving: false,
  message: null,
  onEdit: vi.fn(),
  onCancel: vi.fn(),
  onSave: vi.fn(),
  onDelete: vi.fn(),
  ...overrides,
});

describe("the attribute dictionary screen", () => {
  test("lists each attribute by its name in the dashboard's language, with its unit, kind and products", () => {
    renderIn("ru", <AttributesView {...props()} />);
    const power = screen.getByRole("row", { name: /Мощность/ });
    expect(within(power).getByText("Вт")).toBeTruthy();
    expect(within(power).getByText("96 товаров")).toBeTruthy();
    expect(within(power).getByText(/Числа/)).toBeTruthy();
  });

  test("a new attribute is sent with its key, names, unit and kind; a unit left empty is no unit", () => {
    const p = props({ editing: null });
    renderEn(<AttributesView {...p} />);
    type(screen.getByLabelText("Name (Romanian)"), "Tensiune");
    type(screen.getByLabelText(/^Key/), "voltage");
    fireEvent.change(screen.getByLabelText("Values"), { target: { value: "number" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(p.onSave).toHaveBeenCalledExactlyOnceWith({ key: "voltage", name: { ro: "Tensiune", en: "", ru: "", bg: "" }, unit: null, kind: "number" }, null);
  });

  test("a refused delete says why at the attribute's row; field errors say what to fix", () => {
    renderEn(
      <AttributesView
        {...props({
          editing: attributeDictionary[3]!,
          errors: { kind: ["in_use"], key: ["taken"] },
          rowMessage: { id: 1, text: "Products use this attribute." },
        })}
      />,
    );
    expect(within(screen.getByRole("row", { name: /Brand/ })).getByText("Products use this attribute.")).toBeTruthy();
    const kind = screen.getByLabelText("Values");
    expect(document.getElementById(kind.getAttribute("aria-describedby")!.split(" ").pop()!)?.textContent).toMatch(
      /Products use this attribute, so its kind cannot change/,
    );
  });
});
