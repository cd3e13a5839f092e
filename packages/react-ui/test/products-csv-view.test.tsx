import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, test, vi } from "vitest";
import type { ProductImportReport } from "@vitrina/core";
import { ProductsBulkEdit, type ProductsBulkEditProps } from "../src/dashboard/ProductsBulkEdit.js";
import { ProductsCsvView, type ProductsCsvViewProps } from "../src/dashboard/ProductsCsvView.js";
import { ProductsView } from "../src/dashboard/ProductsView.js";
import { adminProducts, pageOf } from "../src/dashboard/fixtures.js";
import { renderEn, renderIn, type } from "./render.js";

// The products' CSV panel and the products list's bulk edit (issue 32 item 6).

const checked: ProductImportReport = { rows: 3, created: 1, updated: 1, unchanged: 1, written: false, errors: {} };
const withErrors: ProductImportReport = {
  ...checked,
  errors: { "3.price": ["type"], "2.row": ["format"], "4.old_price": ["min"], "1.prix": ["invalid"], "3.sku": ["taken"] },
};

const csvProps = (overrides: Partial<ProductsCsvViewProps> = {}): ProductsCsvViewProps => ({
  exporting: false,
  onExport: vi.fn(),
  busy: null,
  report: null,
  onCheck: vi.fn(),
  onApply: vi.fn(),
  ...overrides,
});

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole("cell")
    .map((c) => c.textContent);

describe("the products' CSV panel", () => {
  test("downloads the catalogue; a chosen file is sent for a check", () => {
    const props = csvProps();
    renderEn(<ProductsCsvView {...props} />);
    fireEvent.click(screen.getByRole("button", { name: "Download CSV" }));
    expect(props.onExport).toHaveBeenCalledOnce();
    const file = new File(["slug,sku\n"], "products.csv", { type: "text/csv" });
    fireEvent.change(screen.getByLabelText(/CSV file to import/), { target: { files: [file] } });
    // Submitted as the button does once a file is chosen (jsdom's form validation does not see a file set by a test).
    fireEvent.submit(screen.getByRole("button", { name: "Check the file" }).closest("form")!);
    expect(props.onCheck).toHaveBeenCalledWith(file);
    expect(screen.queryByRole("button", { name: "Import the file" })).toBeNull();
  });

  test("a check's errors in a table by row and column, in order, each said in the dashboard's language; no import offered", () => {
    renderEn(<ProductsCsvView {...csvProps({ report: withErrors })} />);
    expect(screen.getByRole("alert").textContent).toBe("5 errors in the file: fix them and check the file again. Nothing was written.");
    const rows = screen.getAllByRole("row").slice(1).map(cellsOf);
    expect(rows).toEqual([
      ["Header", "prix", "This column is not one of the file's columns."],
      ["2", "Whole row", "This row does not have as many cells as the header."],
      ["3", "sku", "Another product, or an earlier row, already has it."],
      ["3", "price", "Not what this column holds: a number with a point (349.90), or yes or no."],
      ["4", "old_price", "The old price must be above the price."],
    ]);
    expect(screen.queryByRole("button", { name: "Import the file" })).toBeNull();
  });

  test("the same table in Russian, the whole file's error first", () => {
    renderIn("ru", <ProductsCsvView {...csvProps({ report: { ...withErrors, errors: { ...withErrors.errors, file: ["max"] } } })} />);
    expect(cellsOf(screen.getAllByRole("row")[1]!)).toEqual(["Весь файл", "", "Файл больше 1 МБ или в нём больше 5000 строк: импортируйте его по частям."]);
    expect(screen.getByRole("columnheader", { name: "Проблема" })).toBeTruthy();
  });

  test("a clean check says what would change and offers the import; the import says what it did", () => {
    const props = csvProps({ report: checked });
    const { rerender } = renderEn(<ProductsCsvView {...props} />);
    expect(screen.getByRole("status").textContent).toBe("3 rows: 1 new, 1 to change, 1 unchanged. Nothing has been written yet.");
    fireEvent.click(screen.getByRole("button", { name: "Import the file" }));
    expect(props.onApply).toHaveBeenCalledOnce();
    rerender(<ProductsCsvView {...props} report={{ ...checked, written: true }} />);
    expect(screen.getByRole("status").textContent).toBe("Imported: 1 new, 1 changed, 1 unchanged.");
    expect(screen.queryByRole("button", { name: "Import the file" })).toBeNull();
  });

  test("in Romanian", () => {
    renderIn("ro", <ProductsCsvView {...csvProps({ report: checked })} />);
    expect(screen.getByRole("status").textContent).toBe("3 rânduri: 1 nou, 1 de modificat, 1 fără schimbări. Încă nu s-a scris nimic.");
    expect(screen.getByRole("button", { name: "Importați fișierul" })).toBeTruthy();
  });

  const variantErrors: ProductImportReport = {
    ...checked,
    errors: {
      "5.option1_value": ["taken"],
      "4.variant_sku": ["taken"],
      "4.title_en": ["differs"],
      "6.option2_value": ["required"],
      "7.option1": ["unavailable"],
      "8.variant_sku": ["invalid"],
    },
  };

  test("a product's variant rows: each error at its row and column, said for its options and variants", () => {
    renderEn(<ProductsCsvView {...csvProps({ report: variantErrors })} />);
    expect(screen.getAllByRole("row").slice(1).map(cellsOf)).toEqual([
      ["4", "title_en", "Rows of the same product (same slug) must agree here: this row differs from the product's first row."],
      ["4", "variant_sku", "Another product, or an earlier row, already has it."],
      ["5", "option1_value", "An earlier row of this product already has this combination of values."],
      [
        "6",
        "option2_value",
        "Write a value as key|label in Romanian|English|Russian|Bulgarian, e.g. m|M|M|M|M: every value needs its key and a label of at most 60 characters; an option has at most 30 values.",
      ],
      ["7", "option1", "This product has variants: its rows must name its options. To sell it without options, change it on its form."],
      ["8", "variant_sku", "Only a variant's row (one with option1) fills this column."],
    ]);
  });

  test("the variant rows' errors in Bulgarian", () => {
    renderIn("bg", <ProductsCsvView {...csvProps({ report: variantErrors })} />);
    expect(cellsOf(screen.getAllByRole("row")[3]!)).toEqual(["5", "option1_value", "По-горен ред на този продукт вече има тази комбинация от стойности."]);
  });
});

const bulkProps = (overrides: Partial<ProductsBulkEditProps> = {}): ProductsBulkEditProps => ({
  count: 2,
  saving: false,
  errors: {},
  message: null,
  onApply: vi.fn(),
  onClear: vi.fn(),
  ...overrides,
});

describe("the products list's bulk edit", () => {
  test("each row has a box to pick it, and the header one picks the page", () => {
    const onSelect = vi.fn();
    const page = pageOf(adminProducts.slice(0, 3));
    renderEn(
      <ProductsView
        page={page}
        query={{}}
        loading={false}
        onQueryChange={vi.fn()}
        onDelete={vi.fn()}
        selected={new Set([page.data[1]!.id])}
        onSelect={onSelect}
      />,
    );
    const second = screen.getByRole("checkbox", { name: `Select ${page.data[1]!.title.en || page.data[1]!.title.ro}` }) as HTMLInputElement;
    expect(second.checked).toBe(true);
    fireEvent.click(screen.getByRole("checkbox", { name: `Select ${page.data[0]!.title.en || page.data[0]!.title.ro}` }));
    expect(onSelect).toHaveBeenLastCalledWith([page.data[0]!.id], true);
    fireEvent.click(screen.getByRole("checkbox", { name: "Select every product on this page" }));
    expect(onSelect).toHaveBeenLastCalledWith(
      page.data.map((p) => p.id),
      true,
    );
  });

  test("one change for the picked products: what and the value as typed; its errors at the field", () => {
    const props = bulkProps();
    const { rerender } = renderEn(<ProductsBulkEdit {...props} />);
    expect(screen.getByText("2 products selected")).toBeTruthy();
    fireEvent.change(screen.getByRole("combobox", { name: "Change" }), { target: { value: "stock_change" } });
    type(screen.getByLabelText("Units to add (a negative number takes them away)"), "-3");
    fireEvent.click(screen.getByRole("button", { name: "Apply to 2 products" }));
    expect(props.onApply).toHaveBeenCalledWith("stock_change", "-3");
    rerender(
      <ProductsBulkEdit
        {...props}
        errors={{ stock_change: ["type"] }}
        message={{ kind: "error", text: "“Tigaie”: there is not that much stock to take away." }}
      />,
    );
    expect(screen.getByLabelText("Units to add (a negative number takes them away)").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByRole("alert").textContent).toBe("“Tigaie”: there is not that much stock to take away.");
  });

  test("in Bulgarian", () => {
    renderIn("bg", <ProductsBulkEdit {...bulkProps()} />);
    expect(screen.getByRole("button", { name: "Прилагане към продукти: 2" })).toBeTruthy();
    expect(screen.getByLabelText("Нова цена, MDL")).toBeTruthy();
  });
});
