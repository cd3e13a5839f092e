import { within } from "@testing-library/react";
import { describe, expect, test, vi } from "vitest";
import type { AuditEntry, Locale } from "@vitrina/core";
import { AuditView } from "../src/dashboard/AuditView.js";
import { auditEntries, signInEntry } from "../src/dashboard/activity-fixtures.js";
import { pageOf, staffUsers } from "../src/dashboard/fixtures.js";
import { renderIn } from "./render.js";

// The audit trail reads like sentences (issue 31 item 5): the thing by its name or number, each
// field by its form's label, values by their names, in the dashboard's language.

const row = (locale: Locale, entry: AuditEntry) => {
  const { container, unmount } = renderIn(
    locale,
    <AuditView page={pageOf([entry])} query={{ page: 1 }} staff={staffUsers} loading={false} onQueryChange={vi.fn()} />,
  );
  const tr = within(container).getAllByRole("row")[1]!;
  const texts = {
    what: tr.querySelectorAll("td")[2]!.textContent,
    changes: within(tr)
      .queryAllByRole("listitem")
      .map((li) => li.textContent),
  };
  unmount();
  return texts;
};
const entry = (id: number) => auditEntries.find((e) => e.id === id)!;
const stockChange: AuditEntry = { ...entry(103), before: { stock: 11 }, after: { stock: 13 } };

describe("the audit trail in sentences", () => {
  test("an order's status change names the order by its number and the statuses by their names", () => {
    expect(row("en", entry(104))).toEqual({ what: "Order VT-20261123-0042 — changed", changes: ["Status: Confirmed → Shipped"] });
  });

  test("the same change in Russian", () => {
    expect(row("ru", entry(104))).toEqual({ what: "Заказ VT-20261123-0042 — изменено", changes: ["Статус: Подтверждён → Отправлен"] });
  });

  test("a product's stock is named by the form's label and the product by its title in the dashboard's language", () => {
    expect(row("en", stockChange)).toEqual({ what: "Product “Tigaie Tefal Unlimited, 28 cm” — changed", changes: ["Units in stock: 11 → 13"] });
    expect(row("ro", { ...stockChange, subject: { ro: "Tigaie", en: "Pan", ru: "Сковорода", bg: "Тиган" } })).toEqual({
      what: "Produsul „Tigaie” — modificat",
      changes: ["Unități în stoc: 11 → 13"],
    });
  });

  test("a product's variant is named by its options, each change by the form's label", () => {
    const variantChange: AuditEntry = {
      ...stockChange,
      before: { variants: { "Mărime: M": { sku: "TS-M", price: 150, stock: 4 } } },
      after: { variants: { "Mărime: M": { sku: "TS-M", price: 99, stock: 4 } } },
    };
    expect(row("en", variantChange).changes).toEqual(["Variants › Mărime: M › Price, MDL: 150 → 99"]);
    expect(row("ro", variantChange).changes).toEqual(["Variante › Mărime: M › Preț, MDL: 150 → 99"]);
  });

  test("a products' CSV import is one entry: the products and the import's counts, in the dashboard's language", () => {
    const imported: AuditEntry = {
      ...stockChange,
      entity_id: "import",
      subject: null,
      action: "import",
      before: null,
      after: { rows: 3, created: 1, updated: 2, unchanged: 0 },
    };
    expect(row("en", imported)).toEqual({ what: "Products — imported", changes: ["Rows: 3", "New: 1", "Changed: 2", "Unchanged: 0"] });
    expect(row("ru", imported).what).toBe("Товары — импортировано");
  });

  test("a sign-in names the colleague and the address it came from", () => {
    expect(row("en", signInEntry)).toEqual({ what: "Staff member Mariana Lungu — signed in", changes: ["from address 127.0.0.1"] });
    expect(row("bg", signInEntry).changes).toEqual(["от адрес 127.0.0.1"]);
  });

  test("a deleted category is named by the name it had; a flag reads yes or no; a slide's title by language", () => {
    expect(row("en", entry(101)).what).toBe("Category “Grădină” — deleted");
    const slide = row("en", entry(102));
    expect(slide.what).toMatch(/^Slide “.+” — created$/);
    expect(slide.changes).toContain("Active: No");
    expect(slide.changes.some((c) => c?.startsWith("Title (Romanian): "))).toBe(true);
  });

  test("a discount code switched off and its terms changed: the code by its text, each term by the form's label", () => {
    const code: AuditEntry = {
      ...stockChange,
      entity: "discount_codes",
      entity_id: "5",
      subject: "AUTUMN10",
      before: { kind: "percent", value: 10, max_uses_per_email: null, active: true },
      after: { kind: "fixed", value: 50, max_uses_per_email: 1, active: false },
    };
    expect(row("en", code)).toEqual({
      what: "Discount code AUTUMN10 — changed",
      changes: ["Discount: Percentage of the products → Fixed amount", "Value: 10 → 50", "Uses per email address: — → 1", "Active: Yes → No"],
    });
    expect(row("ru", code).changes).toEqual([
      "Скидка: Процент от стоимости товаров → Фиксированная сумма",
      "Размер: 10 → 50",
      "Использований на один адрес эл. почты: — → 1",
      "Активен: Да → Нет",
    ]);
  });

  test("things named by their kind: a page, SEO texts, settings; a whole list's new order by the list", () => {
    expect(row("en", entry(105)).what).toBe("SEO texts: Home page — changed");
    expect(row("en", entry(106)).what).toBe("Settings: Languages and contacts — changed");
    expect(row("en", { ...entry(105), entity: "pages", entity_id: "about", subject: null }).what).toBe("Page “About us” — changed");
    expect(row("en", entry(107)).what).toBe("Slides — reordered");
  });

  test("a staff member's role and status, and an order marked paid, by their names; who marked it is not repeated", () => {
    const staff: AuditEntry = { ...signInEntry, action: "update", before: { role: "manager", status: "active" }, after: { role: "admin", status: "disabled" } };
    expect(row("en", staff).changes).toEqual(["Role: Manager → Administrator", "Status: Active → Disabled"]);
    const paid: AuditEntry = {
      ...entry(104),
      before: { payment_status: "unpaid", paid_at: null, paid_by: null },
      after: { payment_status: "paid", paid_at: "2026-11-24T09:00:00Z", paid_by: 3 },
    };
    expect(row("ru", paid).changes).toEqual(["Оплата: Не оплачен → Оплачен"]);
  });

  test("a delivery method's threshold and countries are named by their labels", () => {
    const before = { delivery: [{ method: "courier", enabled: true, price: 50, free_from: 1000, countries: ["md"] }] };
    const after = { delivery: [{ method: "courier", enabled: true, price: 50, free_from: 800, countries: ["md", "ro"] }] };
    const methods: AuditEntry = { ...entry(104), entity: "settings", entity_id: "methods", subject: null, before, after };
    const changes = row("en", methods).changes.join(" | ");
    expect(changes).toContain("Free from (MDL)");
    expect(changes).toContain("Countries");
    expect(changes).not.toMatch(/free_from|countries/);
    expect(changes).toContain("Countries: added: Romania");
    expect(row("ru", methods).changes.join(" | ")).toContain("Бесплатно от (MDL)");
  });

  test("a product's category change names both categories in the dashboard's language, a deleted one by what was recorded or as deleted", () => {
    const kitchen = { ro: "Bucătărie", en: "Kitchen", ru: "Кухня", bg: "Кухня" };
    const garden = { ro: "Grădină", en: "Garden", ru: "Сад", bg: "Градина" };
    const moved: AuditEntry = { ...stockChange, before: { category_id: 3 }, after: { category_id: 7 }, categories: { "3": kitchen, "7": garden } };
    expect(row("en", moved).changes).toEqual(["Category: Kitchen → Garden"]);
    expect(row("ro", moved).changes).toEqual(["Categorie: Bucătărie → Grădină"]);
    expect(row("ru", moved).changes).toEqual(["Категория: Кухня → Сад"]);
    expect(row("bg", moved).changes).toEqual(["Категория: Кухня → Градина"]);
    const gone: AuditEntry = { ...moved, categories: { "3": kitchen, "7": null } };
    expect(row("en", gone).changes).toEqual(["Category: Kitchen → Deleted category"]);
    expect(row("ro", gone).changes).toEqual(["Categorie: Bucătărie → Categorie ștearsă"]);
    expect(row("ru", gone).changes).toEqual(["Категория: Кухня → Удалённая категория"]);
    expect(row("bg", gone).changes).toEqual(["Категория: Кухня → Изтрита категория"]);
    const parent: AuditEntry = { ...entry(101), action: "update", before: { parent_id: 3 }, after: { parent_id: null }, categories: { "3": kitchen } };
    expect(row("en", parent).changes).toEqual(["Parent category: Kitchen → —"]);
  });
});
