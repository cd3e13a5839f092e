import { fireEvent, screen, within } from "@testing-library/react";
import type { LocalizedText, UploadedImage } from "@vitrina/core";
import { describe, expect, test, vi } from "vitest";
import { CuratedListView } from "../src/dashboard/ContentViews.js";
import { sampleDraft } from "../src/dashboard/fixtures.js";
import { ProductForm, emptyProductDraft } from "../src/dashboard/ProductForm.js";
import { ProductsView } from "../src/dashboard/ProductsView.js";
import { SeoView } from "../src/dashboard/SeoView.js";
import { product, productFormProps } from "./fixtures.js";
import { renderEn, type } from "./render.js";

describe("ProductForm", () => {
  test("submit hands over the typed values", () => {
    const p = productFormProps(emptyProductDraft());
    renderEn(<ProductForm {...p} />);
    type(screen.getByLabelText("Title (Romanian)"), "Tigaie Tefal Unlimited, 28 cm");
    fireEvent.click(screen.getAllByRole("button", { name: "EN" })[0]!);
    type(screen.getByLabelText("Title (English)"), "Tefal Unlimited frying pan, 28 cm");
    type(screen.getByLabelText("Address (slug)"), "tigaie-tefal-unlimited-28");
    type(screen.getByLabelText("SKU"), "VT-KIT-0001");
    type(screen.getByLabelText("Price, MDL"), "649.90");
    type(screen.getByLabelText("Units in stock"), "24");
    fireEvent.change(screen.getByLabelText("Category"), { target: { value: "2" } });
    fireEvent.click(screen.getByLabelText("Shown in the shop"));
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(p.onSubmit).toHaveBeenCalledExactlyOnceWith({
      ...emptyProductDraft(),
      title: { ro: "Tigaie Tefal Unlimited, 28 cm", en: "Tefal Unlimited frying pan, 28 cm", ru: "", bg: "" },
      slug: "tigaie-tefal-unlimited-28",
      sku: "VT-KIT-0001",
      price: "649.90",
      stock: "24",
      category_id: 2,
      active: false,
    });
  });

  test("the product's own limit per order is a labelled field with its hint, sent as typed", () => {
    const p = productFormProps({ ...emptyProductDraft(), max_per_order: "3" });
    renderEn(<ProductForm {...p} />);
    const field = screen.getByLabelText("Most units per order") as HTMLInputElement;
    expect(field.value).toBe("3");
    expect(screen.getByText(/Empty: the shop's setting/)).toBeTruthy();
    type(field, "");
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(p.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ max_per_order: "" }));
  });

  test("a server error shows next to its field and the typed values stay", () => {
    const p = productFormProps(emptyProductDraft());
    const { rerender } = renderEn(<ProductForm {...p} />);
    type(screen.getByLabelText("Price, MDL"), "649,9 lei");
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    rerender(<ProductForm {...p} errors={{ price: ["type"], "title.ro": ["required"] }} />);
    expect(screen.getByRole("alert").textContent).toBe("Please correct the fields marked below.");
    const price = screen.getByLabelText("Price, MDL");
    expect(price).toHaveProperty("value", "649,9 lei");
    expect(price.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(price.getAttribute("aria-describedby")!)?.textContent).toBe("Enter the price as a number, e.g. 349.90.");
    expect(screen.getByLabelText("Title (Romanian)").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByLabelText("SKU").getAttribute("aria-invalid")).toBeNull();
  });

  test("attributes are chosen from the dictionary by name: a number attribute takes a number in its unit, a text one a text per language", () => {
    const p = productFormProps(emptyProductDraft());
    renderEn(<ProductForm {...p} />);
    fireEvent.click(screen.getByRole("button", { name: "Add attribute" }));
    const choice = screen.getByLabelText("Attribute") as HTMLSelectElement;
    expect([...choice.options].map((o) => o.text)).toEqual(["Choose an attribute", "Brand", "Colour", "Material", "Power", "Dimensions", "Weight"]);
    fireEvent.change(choice, { target: { value: "power" } });
    type(screen.getByLabelText("Value, W"), "1800");
    fireEvent.click(screen.getByRole("button", { name: "Add attribute" }));
    fireEvent.change(screen.getAllByLabelText("Attribute")[1]!, { target: { value: "colour" } });
    type(screen.getByLabelText("Value (Romanian)"), "roșu");
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(vi.mocked(p.onSubmit).mock.calls[0]![0].attributes).toEqual([
      { key: "power", value: "1800" },
      { key: "colour", value: { ro: "roșu", en: "", ru: "", bg: "" } },
    ]);
  });

  test("saving, or a picture still uploading, keeps the form from being sent twice", () => {
    const { rerender } = renderEn(<ProductForm {...productFormProps(emptyProductDraft(), { saving: true })} />);
    expect(screen.getByRole("button", { name: "Saving…" })).toHaveProperty("disabled", true);
    rerender(<ProductForm {...productFormProps(emptyProductDraft(), { uploads: [{ name: "tigaie.jpg", progress: 0.42 }] })} />);
    expect(screen.getByRole("button", { name: /^Sav/ })).toHaveProperty("disabled", true);
    expect(screen.getByText("Uploading tigaie.jpg: 42%")).toBeTruthy();
  });

  test("uploaded pictures join the list and can be reordered before saving", async () => {
    const uploaded: UploadedImage = { id: 77, url: "/img/77.webp", srcset: "/img/77.webp 640w", width: 640, height: 640 };
    const p = productFormProps(sampleDraft, { onUpload: vi.fn(async () => [uploaded]) });
    renderEn(<ProductForm {...p} />);
    const file = new File(["x"], "tigaie.webp", { type: "image/webp" });
    fireEvent.change(screen.getByLabelText("Add pictures"), { target: { files: [file] } });
    expect(p.onUpload).toHaveBeenCalledExactlyOnceWith([file]);
    fireEvent.click(await screen.findByRole("button", { name: "Move up: #4" }));
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(vi.mocked(p.onSubmit).mock.calls[0]![0].images.map((i) => i.id)).toEqual([10, 11, 77, 12]);
  });
});

describe("ProductsView", () => {
  const page = {
    data: [
      {
        id: 5,
        uuid: "p-5",
        slug: "tigaie",
        sku: "VT-5",
        title: { ro: "Tigaie", en: "", ru: "", bg: "" },
        description: { ro: "", en: "", ru: "", bg: "" },
        price: 649,
        old_price: null,
        max_per_order: null,
        stock: 3,
        category_id: 2,
        attributes: [],
        active: true,
        seo_title: null,
        seo_description: null,
        images: [],
        options: [],
        variants: [],
        created_at: "",
        updated_at: "",
        version: 1,
      },
    ],
    current_page: 1,
    total_pages: 2,
    total_items: 21,
  };

  test("searching asks for the first page of matches, keeping the sort; deleting names the product", () => {
    const onQueryChange = vi.fn();
    const onDelete = vi.fn();
    renderEn(<ProductsView page={page} query={{ sort: "price", dir: "asc", page: 2 }} loading={false} onQueryChange={onQueryChange} onDelete={onDelete} />);
    expect(screen.getByText("21 products")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Tigaie (Romanian)" }).getAttribute("href")).toBe("/dashboard/product/edit/5/");
    type(screen.getByRole("searchbox"), "  tefal ");
    fireEvent.click(screen.getByRole("button", { name: "Search" }));
    expect(onQueryChange).toHaveBeenCalledExactlyOnceWith({ sort: "price", dir: "asc", search: "tefal", page: 1 });
    fireEvent.click(screen.getByRole("button", { name: /^Delete\W+Tigaie \(Romanian\)$/ }));
    expect(onDelete).toHaveBeenCalledExactlyOnceWith(page.data[0]);
  });

  test("an empty list says whether the search found nothing or the shop has no products yet", () => {
    const none = { data: [], current_page: 1, total_pages: 0, total_items: 0 };
    const { rerender } = renderEn(
      <ProductsView page={none} query={{ search: "aspirator", page: 1 }} loading={false} onQueryChange={vi.fn()} onDelete={vi.fn()} />,
    );
    expect(screen.getByText("Nothing matches this search or these filters.")).toBeTruthy();
    rerender(<ProductsView page={none} query={{ page: 1 }} loading={false} onQueryChange={vi.fn()} onDelete={vi.fn()} />);
    expect(screen.getByText("Nothing here yet.")).toBeTruthy();
  });
});

describe("CuratedListView", () => {
  test("a product already in the list cannot be added again; another one is added at the end", () => {
    const onChange = vi.fn();
    const inList = product(1, { title: "Tigaie" });
    const other = product(2, { title: "Oală" });
    renderEn(
      <CuratedListView title="Home products" products={[inList]} searchResults={[inList, other]} message={null} onSearch={vi.fn()} onChange={onChange} />,
    );
    expect(screen.queryByRole("button", { name: "Add Tigaie" })).toBeNull();
    expect(screen.getByText("Already in the list")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Add Oală" }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith([inList, other]);
  });
});

describe("SeoView", () => {
  test("errors and messages show only in the form of the page kind that was saved", () => {
    const text = (ro: string): LocalizedText => ({ ro, en: "", ru: "", bg: "" });
    const onSave = vi.fn();
    renderEn(
      <SeoView
        settings={[
          { kind: "home", title: text("{shop}"), description: text("Totul pentru casă"), image: null, version: 1 },
          { kind: "product", title: text(""), description: text("{name}"), image: null, version: 1 },
        ]}
        savedKind="product"
        errors={{ "title.ro": ["required"] }}
        saving={false}
        message={{ kind: "error", text: "Something went wrong. Please try again." }}
        onSave={onSave}
      />,
    );
    const home = within(screen.getByRole("form", { name: "Home page" }));
    const productForm = within(screen.getByRole("form", { name: "Product" }));
    expect(home.queryByText("Please write the title; the Romanian one is required.")).toBeNull();
    expect(home.queryByRole("alert")).toBeNull();
    expect(productForm.getByText("Please write the title; the Romanian one is required.")).toBeTruthy();
    expect(productForm.getByRole("alert")).toBeTruthy();
    type(home.getByLabelText("Title (Romanian)"), "{shop} — casă și bucătărie");
    fireEvent.click(home.getByRole("button", { name: "Save" }));
    expect(onSave).toHaveBeenCalledExactlyOnceWith({
      kind: "home",
      title: text("{shop} — casă și bucătărie"),
      description: text("Totul pentru casă"),
      image: null,
    });
  });
});
