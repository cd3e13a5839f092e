import { fireEvent, screen, within } from "@testing-library/react";
import type { LocalizedText, UploadedImage } from "@vitrina/core";
import { describe, expect, test, vi } from "vitest";
import { CuratedListView } from "../src/dashboard/ContentViews.js";
import { DashboardLayout } from "../src/dashboard/DashboardLayout.js";
import { adminCategories, adminOrder, adminUser, deliveredOrder, managerUser, sampleDraft } from "../src/dashboard/fixtures.js";
import { LoginView } from "../src/dashboard/LoginView.js";
import { OrderDetailView } from "../src/dashboard/OrdersView.js";
import { ConflictNotice } from "../src/dashboard/ConflictNotice.js";
import { Field, LocalizedField, OrderedList, moveItem } from "../src/dashboard/parts.js";
import { ProductForm, emptyProductDraft, type ProductFormProps } from "../src/dashboard/ProductForm.js";
import { ProductsView } from "../src/dashboard/ProductsView.js";
import { PasswordView } from "../src/dashboard/PasswordView.js";
import { SeoView } from "../src/dashboard/SeoView.js";
import { product } from "./fixtures.js";
import { renderEn } from "./render.js";

const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });

describe("LoginView", () => {
  test("submits the typed e-mail and password", () => {
    const onSubmit = vi.fn();
    renderEn(<LoginView submitting={false} failure={null} onSubmit={onSubmit} />);
    type(screen.getByLabelText("Email"), "elena.rusu@vitrina.md");
    type(screen.getByLabelText("Password"), "corect-horse-battery");
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({ email: "elena.rusu@vitrina.md", password: "corect-horse-battery" });
  });

  test("says how many minutes to wait after too many attempts, and waits while signing in", () => {
    const { rerender } = renderEn(<LoginView submitting={false} failure={{ kind: "throttled", minutes: 15 }} onSubmit={vi.fn()} />);
    expect(screen.getByRole("alert").textContent).toBe("Too many failed attempts. Try again in 15 minutes.");
    rerender(<LoginView submitting failure={null} onSubmit={vi.fn()} />);
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByRole("button", { name: "Signing in…" })).toHaveProperty("disabled", true);
  });

  test("a wrong password is told apart from a server that does not answer", () => {
    const { rerender } = renderEn(<LoginView submitting={false} failure={{ kind: "wrong" }} onSubmit={vi.fn()} />);
    expect(screen.getByRole("alert").textContent).toBe("Wrong email or password.");
    rerender(<LoginView submitting={false} failure={{ kind: "failed" }} onSubmit={vi.fn()} />);
    expect(screen.getByRole("alert").textContent).toBe("The server did not answer. Please try again.");
  });
});

describe("DashboardLayout", () => {
  const layout = (user = adminUser, onLocaleChange = vi.fn(), onLogout = vi.fn()) =>
    renderEn(
      <DashboardLayout user={user} current="/dashboard/orders/" locale="en" onLocaleChange={onLocaleChange} onLogout={onLogout}>
        <p>Section content</p>
      </DashboardLayout>,
    );

  test("a manager does not see the admins' sections", () => {
    layout(managerUser);
    const nav = within(screen.getByRole("navigation", { name: "Shop dashboard" }));
    expect(nav.getByRole("link", { name: "Products" })).toBeTruthy();
    expect(nav.getByRole("link", { name: "Password and staff" })).toBeTruthy();
    expect(nav.queryByRole("link", { name: "Languages and contacts" })).toBeNull();
    expect(nav.queryByRole("link", { name: "Audit trail" })).toBeNull();
    expect(screen.getByText("Ion Ceban · Manager")).toBeTruthy();
  });

  test("an admin sees every section, the current one marked", () => {
    layout(adminUser);
    const nav = within(screen.getByRole("navigation", { name: "Shop dashboard" }));
    expect(nav.getByRole("link", { name: "Languages and contacts" }).getAttribute("href")).toBe("/dashboard/locale-settings/");
    expect(nav.getByRole("link", { name: "Audit trail" })).toBeTruthy();
    expect(nav.getByRole("link", { name: "Orders" }).getAttribute("aria-current")).toBe("page");
    expect(nav.getByRole("link", { name: "Products" }).getAttribute("aria-current")).toBeNull();
    expect(screen.getByRole("main").textContent).toBe("Section content");
  });

  test("changes the dashboard language and signs out", () => {
    const onLocaleChange = vi.fn();
    const onLogout = vi.fn();
    layout(adminUser, onLocaleChange, onLogout);
    fireEvent.change(screen.getByLabelText("Dashboard language"), { target: { value: "ru" } });
    expect(onLocaleChange).toHaveBeenCalledWith("ru");
    fireEvent.click(screen.getByRole("button", { name: "Sign out" }));
    expect(onLogout).toHaveBeenCalledOnce();
  });
});

describe("LocalizedField", () => {
  const value: LocalizedText = { ro: "Tigaie Tefal", en: "Tefal pan", ru: "Сковорода Tefal", bg: "" };

  test("shows Romanian first and switches language with the tabs", () => {
    renderEn(<LocalizedField label="Title" path="title" value={value} errors={{}} onChange={vi.fn()} />);
    const tabs = within(screen.getByRole("group", { name: "Title: Language" }));
    expect(screen.getByLabelText("Title (Română)")).toHaveProperty("value", "Tigaie Tefal");
    expect(tabs.getByRole("button", { name: "RO" }).getAttribute("aria-pressed")).toBe("true");
    fireEvent.click(tabs.getByRole("button", { name: "RU" }));
    expect(tabs.getByRole("button", { name: "RU" }).getAttribute("aria-pressed")).toBe("true");
    expect(tabs.getByRole("button", { name: "RO" }).getAttribute("aria-pressed")).toBe("false");
    const input = screen.getByLabelText("Title (Русский)");
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

  test("marks the tab of the language with an error and shows the error on that tab", () => {
    renderEn(<LocalizedField label="Title" path="title" value={value} errors={{ "title.bg": ["required"] }} onChange={vi.fn()} />);
    const tabs = within(screen.getByRole("group", { name: "Title: Language" }));
    // The mark is announced too: the tab's name says the value is not valid.
    expect(tabs.getByRole("button", { name: "BG — This value is not valid." }).hasAttribute("data-error")).toBe(true);
    for (const l of ["RO", "EN", "RU"]) expect(tabs.getByRole("button", { name: l }).hasAttribute("data-error")).toBe(false);
    expect(screen.getByLabelText("Title (Română)").getAttribute("aria-invalid")).toBeNull();
    expect(screen.queryByText("Please write the title; the Romanian one is required.")).toBeNull();
    fireEvent.click(tabs.getByRole("button", { name: /^BG/ }));
    const input = screen.getByLabelText("Title (Български)");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(input.getAttribute("aria-describedby")!)?.textContent).toBe("Please write the title; the Romanian one is required.");
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
    renderEn(<OrderedList items={items} keyOf={(i) => i.id} labelOf={(i) => i.name} render={(i) => <span>{i.name}</span>} onReorder={onReorder} onRemove={onRemove} />);

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

describe("OrderDetailView", () => {
  test("one 'Mark as' button per allowed status, each handing over its status", () => {
    const onStatusChange = vi.fn();
    renderEn(<OrderDetailView order={adminOrder} changing={false} failed={false} onStatusChange={onStatusChange} />);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Order VT-20261123-0042");
    const buttons = screen.getAllByRole("button", { name: /^Mark as: / });
    expect(buttons.map((b) => b.textContent)).toEqual(["Mark as: Confirmed", "Mark as: Cancelled"]);
    expect(screen.getByText("Cancelling returns the ordered units to stock.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Mark as: Cancelled" }));
    expect(onStatusChange).toHaveBeenCalledExactlyOnceWith("cancelled");
  });

  test("addresses name their country, not its code", () => {
    renderEn(<OrderDetailView order={{ ...adminOrder, deliveryAddress: { ...adminOrder.billingAddress, country: "ro" } }} changing={false} failed={false} onStatusChange={vi.fn()} />);
    const addresses = Array.from(document.querySelectorAll("address"), (a) => a.textContent ?? "");
    expect(addresses.join("\n")).toContain("Romania");
    expect(addresses.join("\n")).not.toMatch(/, (MD|RO|BG)$/m);
  });

  test("the buttons wait during a change and a failure is told", () => {
    renderEn(<OrderDetailView order={adminOrder} changing failed onStatusChange={vi.fn()} />);
    for (const b of screen.getAllByRole("button", { name: /^Mark as: / })) expect(b).toHaveProperty("disabled", true);
    expect(screen.getByRole("alert").textContent).toBe("Something went wrong. Please try again.");
  });

  test("a delivered order has no status buttons, and its history names who changed it", () => {
    renderEn(<OrderDetailView order={deliveredOrder} changing={false} failed={false} onStatusChange={vi.fn()} />);
    expect(screen.queryAllByRole("button", { name: /^Mark as: / })).toHaveLength(0);
    expect(screen.getByText("This order's status can no longer change.")).toBeTruthy();
    expect(screen.queryByText("Cancelling returns the ordered units to stock.")).toBeNull();
    const history = screen.getAllByRole("listitem").map((li) => li.textContent ?? "");
    expect(history).toHaveLength(4);
    expect(history[0]).toMatch(/^— → Received, .+, by the shop$/);
    expect(history[3]).toMatch(/^Shipped → Delivered, .+, by ion\.ceban@vitrina\.md$/);
  });
});

describe("ProductForm", () => {
  const props = (overrides: Partial<ProductFormProps> = {}): ProductFormProps => ({
    title: "New product",
    initial: emptyProductDraft(),
    categories: adminCategories,
    errors: {},
    saving: false,
    message: null,
    uploads: [],
    uploadErrors: [],
    onUpload: vi.fn(async () => []),
    onSubmit: vi.fn(),
    ...overrides,
  });

  test("submit hands over the typed values", () => {
    const p = props();
    renderEn(<ProductForm {...p} />);
    type(screen.getByLabelText("Title (Română)"), "Tigaie Tefal Unlimited, 28 cm");
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

  test("a server error shows next to its field and the typed values stay", () => {
    const p = props();
    const { rerender } = renderEn(<ProductForm {...p} />);
    type(screen.getByLabelText("Price, MDL"), "649,9 lei");
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    rerender(<ProductForm {...p} errors={{ price: ["type"], "title.ro": ["required"] }} />);
    expect(screen.getByRole("alert").textContent).toBe("Please correct the fields marked below.");
    const price = screen.getByLabelText("Price, MDL");
    expect(price).toHaveProperty("value", "649,9 lei");
    expect(price.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(price.getAttribute("aria-describedby")!)?.textContent).toBe("Enter the price as a number, e.g. 349.90.");
    expect(screen.getByLabelText("Title (Română)").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByLabelText("SKU").getAttribute("aria-invalid")).toBeNull();
  });

  test("saving, or a picture still uploading, keeps the form from being sent twice", () => {
    const { rerender } = renderEn(<ProductForm {...props({ saving: true })} />);
    expect(screen.getByRole("button", { name: "Saving…" })).toHaveProperty("disabled", true);
    rerender(<ProductForm {...props({ uploads: [{ name: "tigaie.jpg", progress: 0.42 }] })} />);
    expect(screen.getByRole("button", { name: /^Sav/ })).toHaveProperty("disabled", true);
    expect(screen.getByText("Uploading tigaie.jpg: 42%")).toBeTruthy();
  });

  test("uploaded pictures join the list and can be reordered before saving", async () => {
    const uploaded: UploadedImage = { id: 77, url: "/img/77.webp", srcset: "/img/77.webp 640w", width: 640, height: 640 };
    const p = props({ initial: sampleDraft, onUpload: vi.fn(async () => [uploaded]) });
    renderEn(<ProductForm {...p} />);
    const file = new File(["x"], "tigaie.webp", { type: "image/webp" });
    fireEvent.change(screen.getByLabelText("Add pictures"), { target: { files: [file] } });
    expect(p.onUpload).toHaveBeenCalledExactlyOnceWith([file]);
    fireEvent.click(await screen.findByRole("button", { name: "Move up: #4" }));
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(vi.mocked(p.onSubmit).mock.calls[0]![0].images.map((i) => i.id)).toEqual([10, 11, 77, 12]);
  });
});

describe("PasswordView", () => {
  test("refuses to submit when the two new passwords differ", () => {
    const onChange = vi.fn();
    renderEn(<PasswordView errors={{}} saving={false} message={null} onChange={onChange} />);
    type(screen.getByLabelText("Current password"), "vechea-parola-2025");
    type(screen.getByLabelText("New password (at least 12 characters)"), "noua-parola-lunga-2026");
    type(screen.getByLabelText("Repeat the new password"), "noua-parola-lunga-2062");
    expect(screen.getByText("The two new passwords are different.")).toBeTruthy();
    expect(screen.getByLabelText("Repeat the new password").getAttribute("aria-invalid")).toBe("true");
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(onChange).not.toHaveBeenCalled();
    type(screen.getByLabelText("Repeat the new password"), "noua-parola-lunga-2026");
    expect(screen.queryByText("The two new passwords are different.")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ current_password: "vechea-parola-2025", new_password: "noua-parola-lunga-2026" });
  });

  test("shows the server's answer: a too short password next to its field, a wrong current one as an alert", () => {
    renderEn(<PasswordView errors={{ new_password: ["min"] }} saving={false} message={{ kind: "error", text: "The current password is wrong." }} onChange={vi.fn()} />);
    expect(screen.getByLabelText("New password (at least 12 characters)").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("The password needs at least 12 characters.")).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toBe("The current password is wrong.");
  });
});

describe("ProductsView", () => {
  const page = {
    data: [
      { id: 5, uuid: "p-5", slug: "tigaie", sku: "VT-5", title: { ro: "Tigaie", en: "", ru: "", bg: "" }, description: { ro: "", en: "", ru: "", bg: "" }, price: 649, old_price: null, stock: 3, category_id: 2, attributes: [], active: true, seo_title: null, seo_description: null, images: [], created_at: "", updated_at: "", version: 1 },
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
    expect(screen.getByRole("link", { name: "Tigaie" }).getAttribute("href")).toBe("/dashboard/product/edit/5/");
    type(screen.getByRole("searchbox"), "  tefal ");
    fireEvent.click(screen.getByRole("button", { name: "Search" }));
    expect(onQueryChange).toHaveBeenCalledExactlyOnceWith({ sort: "price", dir: "asc", search: "tefal", page: 1 });
    fireEvent.click(screen.getByRole("button", { name: /^Delete\W+Tigaie$/ }));
    expect(onDelete).toHaveBeenCalledExactlyOnceWith(page.data[0]);
  });

  test("an empty list says whether the search found nothing or the shop has no products yet", () => {
    const none = { data: [], current_page: 1, total_pages: 0, total_items: 0 };
    const { rerender } = renderEn(<ProductsView page={none} query={{ search: "aspirator", page: 1 }} loading={false} onQueryChange={vi.fn()} onDelete={vi.fn()} />);
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
    renderEn(<CuratedListView title="Home products" products={[inList]} searchResults={[inList, other]} message={null} onSearch={vi.fn()} onChange={onChange} />);
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
    type(home.getByLabelText("Title (Română)"), "{shop} — casă și bucătărie");
    fireEvent.click(home.getByRole("button", { name: "Save" }));
    expect(onSave).toHaveBeenCalledExactlyOnceWith({ kind: "home", title: text("{shop} — casă și bucătărie"), description: text("Totul pentru casă"), image: null });
  });
});
