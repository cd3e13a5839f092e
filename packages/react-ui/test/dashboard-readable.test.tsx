import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, test, vi } from "vitest";
import { AuditView } from "../src/dashboard/AuditView.js";
import { CategoriesView, type CategoriesViewProps } from "../src/dashboard/CategoriesView.js";
import { SlidersView, type SlidersViewProps } from "../src/dashboard/ContentViews.js";
import { auditEntries } from "../src/dashboard/activity-fixtures.js";
import { slides } from "../src/dashboard/content-fixtures.js";
import { adminCategories, pageOf, staffUsers } from "../src/dashboard/fixtures.js";
import { renderEn, renderIn } from "./render.js";

const auditRow = (id: number) => {
  const entry = auditEntries.find((e) => e.id === id)!;
  renderEn(<AuditView page={pageOf([entry])} query={{ page: 1 }} staff={staffUsers} loading={false} onQueryChange={vi.fn()} />);
  return screen.getAllByRole("row")[1]!;
};

describe("AuditView: a readable trail", () => {
  test("a Russian rename shows the Russian change, not the unchanged Romanian title", () => {
    const row = auditRow(108);
    const changes = within(row)
      .getAllByRole("listitem")
      .map((li) => li.textContent);
    expect(changes).toEqual(["Title (Russian): Сковорода → Сковородка"]);
    expect(row.textContent).not.toContain("Tigaie → Tigaie");
  });

  test("a reorder is one line with both orders, titled in the dashboard's language", () => {
    const row = auditRow(107);
    const items = within(row).getAllByRole("listitem");
    expect(items).toHaveLength(1);
    const titles = slides.map((s) => s.title.en || s.title.ro);
    expect(items[0]!.textContent).toBe(`new order: ${titles.join(", ")} → ${[...titles].reverse().join(", ")}`);
    expect(row.textContent).toContain("Slides — reordered");
  });

  test("locale settings show the added phone, the removed e-mail and the changed link, not cut JSON", () => {
    const row = auditRow(106);
    expect(
      within(row)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual([
      "Phones: added: +373 69 123 456",
      "Emails: removed: info@vitrina.md",
      "Social networks 1 › Address: https://facebook.com/vitrina → https://facebook.com/vitrina.md",
    ]);
    expect(row.textContent).not.toContain("{");
  });

  test("the kind filter offers pages and the FAQ", () => {
    renderEn(<AuditView page={pageOf([])} query={{ page: 1 }} staff={staffUsers} loading={false} onQueryChange={vi.fn()} />);
    const kinds = within(screen.getByLabelText("What"))
      .getAllByRole("option")
      .map((o) => o.textContent);
    expect(kinds).toEqual(expect.arrayContaining(["Pages", "FAQ", "Staff"]));
  });
});

const categoryProps = (overrides: Partial<CategoriesViewProps> = {}): CategoriesViewProps => ({
  categories: adminCategories,
  editing: undefined,
  errors: {},
  saving: false,
  message: null,
  onEdit: vi.fn(),
  onCancel: vi.fn(),
  onSave: vi.fn(),
  onDelete: vi.fn(),
  onMove: vi.fn(),
  ...overrides,
});

describe("CategoriesView", () => {
  test("a refused delete is explained at the category's own row", () => {
    const [first, second] = adminCategories.filter((c) => c.parent_id === null);
    renderEn(<CategoriesView {...categoryProps({ rowMessage: { id: second!.id, text: "A category with products or subcategories cannot be deleted." } })} />);
    const alert = screen.getByRole("alert");
    expect(alert.closest(".tree__row")!.textContent).toContain(second!.name.en || second!.name.ro);
    expect(alert.closest(".tree__row")!.textContent).not.toContain(first!.name.en || first!.name.ro);
  });

  test("the form edits the SEO title and description per language and sends them with the save", () => {
    const onSave = vi.fn();
    const category = adminCategories[0]!;
    renderEn(<CategoriesView {...categoryProps({ editing: category, onSave })} />);
    const seoTitle = screen.getByLabelText(/^SEO title/, { selector: "input" });
    fireEvent.change(seoTitle, { target: { value: "Vase de bucătărie ieftine" } });
    fireEvent.click(within(screen.getByRole("group", { name: /^SEO description/ })).getByRole("button", { name: "RU" }));
    fireEvent.change(screen.getByLabelText(/^SEO description/, { selector: "textarea" }), { target: { value: "Посуда для кухни" } });
    fireEvent.submit(seoTitle.closest("form")!);
    const [input] = onSave.mock.calls[0]!;
    expect(input.seo_title.ro).toBe("Vase de bucătărie ieftine");
    expect(input.seo_description.ru).toBe("Посуда для кухни");
  });
});

describe("SlidersView", () => {
  test("a refused delete is explained at that slide, in the dashboard's language", () => {
    const props: SlidersViewProps = {
      slides,
      editing: undefined,
      errors: {},
      saving: false,
      message: null,
      rowMessage: { id: slides[1]!.id, text: "Запись уже удалена кем-то другим." },
      onEdit: vi.fn(),
      onCancel: vi.fn(),
      onSave: vi.fn(),
      onDelete: vi.fn(),
      onReorder: vi.fn(),
      onUpload: vi.fn(),
    };
    renderIn("ru", <SlidersView {...props} />);
    const row = screen.getByRole("alert").closest(".slide-row")!;
    expect(row.textContent).toContain(slides[1]!.title.ru || slides[1]!.title.ro);
  });
});
