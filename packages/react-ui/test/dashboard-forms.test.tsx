import { fireEvent, screen } from "@testing-library/react";
import { ProductInput, productInputOf, slugFromTitle, slugSourceTitle, validate, type FieldErrors } from "@vitrina/core";
import { describe, expect, test, vi } from "vitest";
import { CategoriesView, type CategoriesViewProps } from "../src/dashboard/CategoriesView.js";
import { CuratedListView } from "../src/dashboard/ContentViews.js";
import { DashboardLayout } from "../src/dashboard/DashboardLayout.js";
import { localeSettings, slides } from "../src/dashboard/content-fixtures.js";
import { adminCategories, lt, sampleDraft } from "../src/dashboard/fixtures.js";
import { SlidersView } from "../src/dashboard/ContentViews.js";
import { LocaleSettingsView } from "../src/dashboard/LocaleSettingsView.js";
import { SeoView } from "../src/dashboard/SeoView.js";
import { ProductForm, emptyProductDraft, type ProductFormProps } from "../src/dashboard/ProductForm.js";
import { MESSAGES } from "../src/i18n/messages.js";
import { productFormProps } from "./fixtures.js";
import { renderEn, renderIn, type } from "./render.js";

const suggestSlug = (t: Parameters<typeof slugSourceTitle>[0]) => slugFromTitle(slugSourceTitle(t));

const productForm = (overrides: Partial<ProductFormProps> = {}) => <ProductForm {...productFormProps(emptyProductDraft(), overrides)} />;

describe("field messages say which rule failed for which field", () => {
  test("in English", () => {
    renderEn(productForm({ errors: { slug: ["format"], sku: ["taken"], price: ["min"], old_price: ["min"], stock: ["type"], "title.ro": ["required"] } }));
    const errorOf = (label: string | RegExp) =>
      document.getElementById(screen.getByLabelText(label).getAttribute("aria-describedby")!.split(" ").pop()!)?.textContent;
    expect(errorOf("Address (slug)")).toBe("Use lowercase Latin letters, digits and hyphens, e.g. cratita-tefal.");
    expect(errorOf("SKU")).toBe("Another product already has this SKU.");
    expect(errorOf("Price, MDL")).toBe("The price cannot be negative.");
    expect(errorOf("Old price, MDL (optional)")).toBe("The old price must be higher than the price (it is shown crossed out).");
    expect(errorOf("Units in stock")).toBe("Enter whole units, e.g. 12.");
    expect(errorOf("Title (Romanian)")).toBe("Please write the title; the Romanian one is required.");
    expect(screen.queryByText("This value is not valid.")).toBeNull();
  });

  test("in Romanian, Russian and Bulgarian", () => {
    const slugFormat = {
      ro: "Folosiți litere latine mici, cifre și cratime, de exemplu cratita-tefal.",
      ru: "Используйте строчные латинские буквы, цифры и дефисы, например cratita-tefal.",
      bg: "Използвайте малки латински букви, цифри и тирета, например cratita-tefal.",
    };
    for (const [locale, text] of Object.entries(slugFormat) as Array<["ro" | "ru" | "bg", string]>) {
      const { unmount } = renderIn(locale, productForm({ errors: { slug: ["format"] } }));
      expect(screen.getByText(text).className).toBe("field-error");
      unmount();
    }
  });

  test("an empty new product, saved: each field says what it needs, and the title's tab says what its field says", () => {
    // The errors the server answers for the form as the browser sends it (an empty price is NaN, null in JSON).
    const answer = validate(ProductInput, JSON.parse(JSON.stringify(productInputOf(emptyProductDraft()))));
    const errors: FieldErrors = answer.ok ? {} : answer.errors;
    const expected = {
      ro: {
        category: "Vă rugăm să alegeți o categorie.",
        price: "Vă rugăm să introduceți prețul.",
        title: "Vă rugăm să scrieți titlul; cel în limba română este obligatoriu.",
      },
      en: { category: "Please choose a category.", price: "Please enter the price.", title: "Please write the title; the Romanian one is required." },
      ru: {
        category: "Пожалуйста, выберите категорию.",
        price: "Пожалуйста, укажите цену.",
        title: "Пожалуйста, укажите название; на румынском оно обязательно.",
      },
      bg: { category: "Моля, изберете категория.", price: "Моля, въведете цената.", title: "Моля, попълнете това поле; текстът на румънски е задължителен." },
    };
    for (const [locale, text] of Object.entries(expected) as Array<[keyof typeof expected, (typeof expected)["ro"]]>) {
      const { unmount, container } = renderIn(locale, productForm({ errors }));
      const shown = [...container.querySelectorAll(".field-error")].map((e) => e.textContent);
      expect(shown).toEqual(expect.arrayContaining([text.category, text.price, text.title]));
      // No field falls back to a rule's general message ("the value is too small", "not valid").
      const general = [...Object.values(MESSAGES[locale].dashboard.errors.kinds), MESSAGES[locale].dashboard.common.invalid];
      expect(shown.filter((message) => general.includes(message ?? ""))).toEqual([]);
      expect(screen.getByRole("button", { name: `RO — ${text.title}` }).hasAttribute("data-error")).toBe(true);
      unmount();
    }
  });

  test("a rule without a message of its own for the field reads the rule's general message", () => {
    renderEn(productForm({ errors: { stock: ["format"] } }));
    expect(screen.getByText("This value is not in the expected format.")).toBeTruthy();
  });
});

describe("a new item's slug follows its title until it is typed in", () => {
  test("product: transliterated from the title, then left alone once edited by hand", () => {
    const onDirtyChange = vi.fn();
    renderEn(productForm({ suggestSlug, onDirtyChange }));
    expect(onDirtyChange).toHaveBeenLastCalledWith(false);
    const title = screen.getByLabelText("Title (Romanian)");
    const slug = screen.getByLabelText("Address (slug)") as HTMLInputElement;
    type(title, "Cratiță Tefal");
    expect(slug.value).toBe("cratita-tefal");
    expect(onDirtyChange).toHaveBeenLastCalledWith(true);
    type(title, "Сковорода");
    expect(slug.value).toBe("skovoroda");
    type(slug, "tigaie-mare");
    type(title, "Tigaie");
    expect(slug.value).toBe("tigaie-mare");
  });

  test("a saved product keeps its address when its title changes", () => {
    renderEn(productForm({ initial: sampleDraft, editing: true, suggestSlug }));
    type(screen.getByLabelText("Title (Romanian)"), "Alt titlu");
    expect((screen.getByLabelText("Address (slug)") as HTMLInputElement).value).toBe(sampleDraft.slug);
  });
});

const categoriesView = (props: Partial<CategoriesViewProps> = {}) => (
  <CategoriesView
    categories={adminCategories}
    editing={undefined}
    errors={{}}
    saving={false}
    message={null}
    onEdit={vi.fn()}
    onCancel={vi.fn()}
    onSave={vi.fn()}
    onDelete={vi.fn()}
    onMove={vi.fn()}
    {...props}
  />
);

describe("the category form", () => {
  test("opens scrolled into view with its first field focused", () => {
    const scrolled = vi.fn();
    const original = HTMLElement.prototype.scrollIntoView;
    HTMLElement.prototype.scrollIntoView = scrolled;
    try {
      renderEn(categoriesView({ editing: adminCategories[adminCategories.length - 1]! }));
      expect(scrolled).toHaveBeenCalledOnce();
      expect(document.activeElement).toBe(screen.getByLabelText("Name (Romanian)"));
    } finally {
      HTMLElement.prototype.scrollIntoView = original;
    }
  });

  test("a new category's slug follows its name; the form reports unsaved changes", () => {
    const onDirtyChange = vi.fn();
    renderEn(categoriesView({ editing: null, suggestSlug, onDirtyChange }));
    type(screen.getByLabelText("Name (Romanian)"), "Veselă și tacâmuri");
    expect((screen.getByLabelText("Address (slug)") as HTMLInputElement).value).toBe("vesela-si-tacamuri");
    expect(onDirtyChange).toHaveBeenLastCalledWith(true);
  });

  test("a refused save names the fields a colleague changed and offers to reload", () => {
    const onReload = vi.fn();
    renderEn(categoriesView({ editing: adminCategories[1]!, conflict: { changed: ["Name", "Address (slug)"], onReload } }));
    expect(screen.getByRole("alert").textContent).toContain("Changed meanwhile: Name, Address (slug).");
    fireEvent.click(screen.getByRole("button", { name: "Load the saved version" }));
    expect(onReload).toHaveBeenCalledOnce();
  });
});

test("a curated list changed by a colleague meanwhile says so and offers to reload", () => {
  const onReload = vi.fn();
  renderEn(
    <CuratedListView
      title="Bestsellers"
      products={[]}
      searchResults={[]}
      message={null}
      onSearch={vi.fn()}
      onChange={vi.fn()}
      conflict={{ changed: [], onReload }}
    />,
  );
  expect(screen.getByRole("alert").textContent).toContain("Someone else saved this since you opened it");
  fireEvent.click(screen.getByRole("button", { name: "Load the saved version" }));
  expect(onReload).toHaveBeenCalledOnce();
});

describe("the dashboard menu on a phone-sized screen", () => {
  test("opens from its button, and Escape closes it and returns to the button", () => {
    renderEn(
      <DashboardLayout
        user={{ id: 1, email: "a@vitrina.md", name: "Ana", role: "admin" }}
        current="/dashboard/"
        locale="en"
        onLocaleChange={vi.fn()}
        onLogout={vi.fn()}
      >
        <p>Overview</p>
      </DashboardLayout>,
    );
    const menu = screen.getByRole("button", { name: "Menu" });
    const nav = screen.getByRole("navigation");
    expect(menu.getAttribute("aria-expanded")).toBe("false");
    expect(menu.getAttribute("aria-controls")).toBe(nav.id);
    expect(nav.hasAttribute("data-open")).toBe(false);
    fireEvent.click(menu);
    expect(menu.getAttribute("aria-expanded")).toBe("true");
    expect(nav.hasAttribute("data-open")).toBe(true);
    screen.getByRole("link", { name: "Orders" }).focus();
    fireEvent.keyDown(document.activeElement!, { key: "Escape" });
    expect(menu.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(menu);
  });
});

describe("forms report unsaved changes, so leaving them can ask first", () => {
  test("the SEO texts: clean when opened, changed once one page kind's title is typed in, clean again when it is undone", () => {
    const onDirtyChange = vi.fn();
    const settings = [
      { kind: "home" as const, title: lt("{shop} — magazin online"), description: lt("Descriere"), image: null, version: 1 },
      { kind: "faq" as const, title: lt("Întrebări frecvente | {shop}"), description: lt("Răspunsuri"), image: null, version: 1 },
    ];
    renderEn(<SeoView settings={settings} savedKind={null} errors={{}} saving={false} message={null} onSave={vi.fn()} onDirtyChange={onDirtyChange} />);
    expect(onDirtyChange).toHaveBeenLastCalledWith(false);
    const [homeTitle] = screen.getAllByLabelText("Title (Romanian)");
    type(homeTitle!, "Alt titlu");
    expect(onDirtyChange).toHaveBeenLastCalledWith(true);
    type(homeTitle!, "{shop} — magazin online");
    expect(onDirtyChange).toHaveBeenLastCalledWith(false);
  });

  test("a slide's form: clean when opened, changed once a field is typed in", () => {
    const onDirtyChange = vi.fn();
    renderEn(
      <SlidersView
        slides={slides}
        editing={slides[0]!}
        errors={{}}
        saving={false}
        message={null}
        onEdit={vi.fn()}
        onCancel={vi.fn()}
        onSave={vi.fn()}
        onDelete={vi.fn()}
        onReorder={vi.fn()}
        onUpload={async () => null}
        onDirtyChange={onDirtyChange}
      />,
    );
    expect(onDirtyChange).toHaveBeenLastCalledWith(false);
    type(screen.getByLabelText("Link (a shop path, e.g. /category/bucatarie/)"), "/category/gradina/");
    expect(onDirtyChange).toHaveBeenLastCalledWith(true);
  });

  test("the languages-and-contacts form: clean when opened, changed once a list is edited", () => {
    const onDirtyChange = vi.fn();
    renderEn(<LocaleSettingsView settings={localeSettings} errors={{}} saving={false} message={null} onSave={vi.fn()} onDirtyChange={onDirtyChange} />);
    expect(onDirtyChange).toHaveBeenLastCalledWith(false);
    expect(onDirtyChange).not.toHaveBeenCalledWith(true);
    type(screen.getByLabelText("Phones"), "+373 22 000 000");
    expect(onDirtyChange).toHaveBeenLastCalledWith(true);
  });
});
