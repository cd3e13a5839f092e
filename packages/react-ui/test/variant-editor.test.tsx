import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, test, vi } from "vitest";
import { productInputOf, type ProductDraft } from "@vitrina/core";
import { ProductForm, emptyProductDraft, type ProductFormProps } from "../src/dashboard/ProductForm.js";
import { tShirtDraft, variantErrors } from "../src/dashboard/variant-fixtures.js";
import { productFormProps } from "./fixtures.js";
import { renderEn, renderIn, type } from "./render.js";

/** The form on the demo T-shirt, saved already, unless `overrides` say otherwise. */
const productForm = (overrides: Partial<ProductFormProps> = {}) => <ProductForm {...productFormProps(tShirtDraft, { editing: true, ...overrides })} />;

/** Renders the form in English and returns what the next save sends. */
const saved = (onSubmit: ReturnType<typeof vi.fn>) => {
  fireEvent.click(screen.getByRole("button", { name: "Save" }));
  return onSubmit.mock.lastCall![0] as ProductDraft;
};

const rowNames = () => screen.getAllByRole("rowheader").map((cell) => cell.textContent);

describe("the product form's options and variant table", () => {
  test("a new product gets one option with two sizes, generates its two variants and sends them with their SKUs", () => {
    const onSubmit = vi.fn();
    renderEn(productForm({ initial: { ...emptyProductDraft(), sku: "TR-NEW", price: "150" }, editing: false, onSubmit }));
    expect(screen.getByText(/No variants yet/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Add an option" }));
    type(screen.getByLabelText("Option name (Romanian)"), "Mărime");
    fireEvent.click(screen.getByRole("button", { name: "Add a value: Mărime (Romanian)" }));
    fireEvent.click(screen.getByRole("button", { name: "Add a value: Mărime (Romanian)" }));
    type(screen.getByLabelText("Value 1 (Romanian)"), "M");
    type(screen.getByLabelText("Value 2 (Romanian)"), "XL");
    // Priced per variant now: the product's own price and stock fields give way to the table.
    expect(screen.queryByLabelText("Price, MDL")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Generate combinations" }));
    expect(rowNames()).toEqual(["M (Romanian)", "XL (Romanian)"]);
    type(screen.getByLabelText("Units in stock: XL (Romanian)"), "4");
    const input = productInputOf(saved(onSubmit));
    expect(input.options).toEqual([
      {
        key: "marime",
        name: { ro: "Mărime", en: "", ru: "", bg: "" },
        values: [
          { value: "m", label: { ro: "M", en: "", ru: "", bg: "" } },
          { value: "xl", label: { ro: "XL", en: "", ru: "", bg: "" } },
        ],
      },
    ]);
    expect(input.variants?.map((v) => [v.options, v.sku, v.price, v.stock])).toEqual([
      [{ marime: "m" }, "TR-NEW-m", 150, 0],
      [{ marime: "xl" }, "TR-NEW-xl", 150, 4],
    ]);
    // The product says its variants' lowest price and their stock, as the server keeps them.
    expect([input.price, input.stock]).toEqual([150, 4]);
  });

  test("a size added keeps the saved rows and their ids; a size removed takes its rows away", () => {
    const onSubmit = vi.fn();
    renderEn(productForm({ onSubmit }));
    fireEvent.click(screen.getByRole("button", { name: "Add a value: Size" }));
    type(screen.getByLabelText("Value 3 (Romanian)"), "XL");
    fireEvent.click(screen.getByRole("button", { name: "Generate combinations" }));
    expect(rowNames()).toEqual(["M / White", "M / Red", "L / White", "L / Red", "XL (Romanian) / White", "XL (Romanian) / Red"]);
    expect(saved(onSubmit).variants.map((v) => v.id)).toEqual([401, 402, 403, 404, null, null]);
    fireEvent.click(screen.getByRole("button", { name: "Remove the value: M" }));
    expect(rowNames()).toEqual(["L / White", "L / Red", "XL (Romanian) / White", "XL (Romanian) / Red"]);
    const after = saved(onSubmit);
    expect(after.variants.map((v) => v.id)).toEqual([403, 404, null, null]);
    expect(after.variants.map((v) => v.price)).toEqual(["219", "219", "199", "199"]);
  });

  test("rows chosen together get one price and stock; the others keep theirs", () => {
    const onSubmit = vi.fn();
    renderEn(productForm({ onSubmit }));
    fireEvent.click(screen.getByRole("checkbox", { name: "Choose M / White" }));
    fireEvent.click(screen.getByRole("checkbox", { name: "Choose L / Red" }));
    const bulk = screen.getByRole("group", { name: /Set for the chosen rows — 2 rows chosen/ });
    type(within(bulk).getByLabelText("Price, MDL"), "249,90");
    type(within(bulk).getByLabelText("Units in stock"), "7");
    fireEvent.click(within(bulk).getByRole("button", { name: "Set" }));
    const rows = saved(onSubmit).variants;
    expect(rows.map((v) => [v.price, v.stock])).toEqual([
      ["249,90", "7"],
      ["199", "0"],
      ["219", "12"],
      ["249,90", "7"],
    ]);
    expect(productInputOf({ ...tShirtDraft, variants: rows }).variants?.[0]?.price).toBe(249.9);
  });

  test("a row shows one of the product's pictures; a picture removed from the product leaves its rows on the product's pictures", () => {
    const onSubmit = vi.fn();
    renderEn(productForm({ onSubmit }));
    const picture = screen.getByRole("combobox", { name: "Picture: M / White" });
    expect([...picture.querySelectorAll("option")].map((o) => o.textContent)).toEqual(["The product's pictures", "Picture 1", "Picture 2"]);
    fireEvent.change(picture, { target: { value: String(tShirtDraft.images[1]!.id) } });
    expect(saved(onSubmit).variants[0]!.image_id).toBe(tShirtDraft.images[1]!.id);
    fireEvent.click(screen.getByRole("button", { name: /^Remove\W+#2$/ }));
    expect(saved(onSubmit).variants[0]!.image_id).toBeNull();
  });

  test("a 422 about a row is shown at that row's cell", () => {
    renderEn(productForm({ errors: variantErrors }));
    const errorOf = (label: string) => {
      const field = screen.getByLabelText(label);
      expect(field.getAttribute("aria-invalid")).toBe("true");
      return document.getElementById(field.getAttribute("aria-describedby")!)?.textContent;
    };
    expect(errorOf("SKU: M / Red")).toBe("Another product or variant already has this SKU.");
    expect(errorOf("Old price, MDL: M / Red")).toBe("The old price must be higher than the price (it is shown crossed out).");
    expect(errorOf("Price, MDL: L / White")).toBe("The price cannot be negative.");
    expect(screen.getByLabelText("SKU: M / White").getAttribute("aria-invalid")).toBeNull();
    expect(screen.getByText("This value is already in the option's list.").className).toBe("field-error");
  });

  test("its labels are written in every language", () => {
    const expected = {
      ro: ["Generați combinațiile", "Adăugați o opțiune", "Preț vechi, MDL", "Alegeți M / Alb"],
      ru: ["Создать сочетания", "Добавить опцию", "Старая цена, MDL", "Выбрать M / Белый"],
      bg: ["Създайте комбинациите", "Добавете опция", "Стара цена, MDL", "Изберете M / Бял"],
      en: ["Generate combinations", "Add an option", "Old price, MDL", "Choose M / White"],
    };
    for (const [locale, [generate, addOption, oldPrice, choose]] of Object.entries(expected) as Array<[keyof typeof expected, string[]]>) {
      const { unmount } = renderIn(locale, productForm());
      expect(screen.getByRole("button", { name: generate! })).toBeTruthy();
      expect(screen.getByRole("button", { name: addOption! })).toBeTruthy();
      expect(screen.getByRole("columnheader", { name: oldPrice! })).toBeTruthy();
      expect(screen.getByRole("checkbox", { name: choose! })).toBeTruthy();
      unmount();
    }
  });
});
