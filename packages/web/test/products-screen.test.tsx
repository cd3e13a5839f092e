// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, test } from "vitest";
import { apiError, type AdminProduct, type DashboardApi, type KeyValueStore, type ProductBulkEdit, type ProductImportReport } from "@vitrina/core";
import { TypesafeI18n } from "@vitrina/react-ui/i18n";
import { loadAllLocalesSync } from "@vitrina/react-ui/i18n-server";
import { MESSAGES } from "@vitrina/react-ui/messages";
import { DashboardContext } from "../src/dashboard/context.js";
import { Products } from "../src/dashboard/screens/products.js";

// The products list's bulk edit and CSV panel on the list's model (issue 32 item 6), against a fake
// dashboard API: what is sent, and what a person reads when it is saved or refused. Each test may
// take 30 s: several saves and reads in jsdom, on a machine busy with other suites.

const T = MESSAGES.en.dashboard.productsCsv;
/** How long an answer may take to be shown on a machine busy with other suites. */
const LOADED = { timeout: 5000 };

beforeAll(() => loadAllLocalesSync());
afterEach(cleanup);

const text = (ro: string) => ({ ro, en: ro, ru: ro, bg: ro });
const product = (id: number, title: string, version = 1): AdminProduct => ({
  id,
  uuid: `00000000-0000-4000-8000-00000000000${id}`,
  slug: title.toLowerCase(),
  sku: `SKU-${id}`,
  title: text(title),
  description: text(""),
  price: 100,
  old_price: null,
  max_per_order: null,
  stock: 2,
  category_id: 1,
  attributes: [],
  active: true,
  seo_title: null,
  seo_description: null,
  images: [],
  options: [],
  variants: [],
  created_at: "2026-11-01T10:00:00.000Z",
  updated_at: "2026-11-01T10:00:00.000Z",
  version,
});

const fakeApi = (methods: Partial<DashboardApi>): DashboardApi =>
  new Proxy(methods as DashboardApi, {
    get: (target, name) => target[name as keyof DashboardApi] ?? (() => Promise.reject(new Error(`unexpected call ${String(name)}`))),
  });
const cookies: KeyValueStore = { get: () => undefined, set: () => undefined, remove: () => undefined };
const page = (data: AdminProduct[]) => ({ data, current_page: 1, total_pages: 1, total_items: data.length });

const renderProducts = (api: DashboardApi) =>
  render(
    <DashboardContext.Provider value={{ api, cookies }}>
      <TypesafeI18n locale="en">
        <Products />
      </TypesafeI18n>
    </DashboardContext.Provider>,
  );

describe("the products list's bulk edit", () => {
  test("the picked products' change is checked, sent once with each one's version, and a refusal names the product it breaks", async () => {
    const sent: ProductBulkEdit[] = [];
    let reads = 0;
    const answers = [
      () => Promise.reject(apiError(422, "Invalid", { "products.1.stock_change": ["min"] })),
      () => Promise.reject(apiError(409, "Stale")),
      () => Promise.resolve([]),
    ];
    const api = fakeApi({
      listProducts: () => {
        reads++;
        return Promise.resolve(page([product(1, "Tigaie", 3), product(2, "Ceainic", 5)]));
      },
      bulkEditProducts: (edit) => {
        sent.push(edit);
        return answers[sent.length - 1]!();
      },
    });
    renderProducts(api);
    fireEvent.click(await screen.findByRole("checkbox", { name: "Select every product on this page" }, LOADED));
    const change = screen.getByRole("combobox", { name: T.bulk.what });
    fireEvent.change(change, { target: { value: "stock_change" } });
    const field = screen.getByLabelText(T.bulk.stockChange);
    fireEvent.change(field, { target: { value: "1.5" } });
    fireEvent.click(screen.getByRole("button", { name: "Apply to 2 products" }));
    // A whole number is needed: refused at the field, nothing sent.
    expect(sent).toEqual([]);
    expect(screen.getByLabelText(T.bulk.stockChange).getAttribute("aria-invalid")).toBe("true");

    fireEvent.change(screen.getByLabelText(T.bulk.stockChange), { target: { value: "-3" } });
    fireEvent.click(screen.getByRole("button", { name: "Apply to 2 products" }));
    expect(await screen.findByText(`“Ceainic”: ${T.bulk.stockBelowZero}`, {}, LOADED)).toBeTruthy();
    expect(sent[0]).toEqual({
      products: [
        { id: 1, version: 3 },
        { id: 2, version: 5 },
      ],
      stock_change: -3,
    });

    fireEvent.click(screen.getByRole("button", { name: "Apply to 2 products" }));
    expect(await screen.findByText(T.bulk.stale, {}, LOADED)).toBeTruthy();
    // The list is read again and the picks are dropped with their old versions.
    // (The save's outcome ends after the list is read again, so the picks go a moment after the message.)
    await waitFor(() => expect(screen.queryByRole("button", { name: /^Apply to/ })).toBeNull(), LOADED);
    expect(reads).toBe(2);

    fireEvent.click(screen.getByRole("checkbox", { name: "Select Tigaie" }));
    fireEvent.change(screen.getByRole("combobox", { name: T.bulk.what }), { target: { value: "price" } });
    fireEvent.change(screen.getByLabelText(T.bulk.price), { target: { value: "89.90" } });
    fireEvent.click(screen.getByRole("button", { name: "Apply to 1 product" }));
    expect(await screen.findByText("1 product changed.", {}, LOADED)).toBeTruthy();
    expect(sent[2]).toEqual({ products: [{ id: 1, version: 3 }], price: 89.9 });
  }, 30_000);
});

describe("the products' CSV panel", () => {
  test("a chosen file is checked first (nothing written) and imported only when its check found no error", async () => {
    const calls: Array<{ name: string; dryRun: boolean }> = [];
    const report: ProductImportReport = { rows: 2, created: 1, updated: 1, unchanged: 0, written: false, errors: {} };
    const api = fakeApi({
      listProducts: () => Promise.resolve(page([product(1, "Tigaie")])),
      importProducts: (file, dryRun) => {
        calls.push({ name: file.name, dryRun });
        return Promise.resolve(dryRun ? report : { ...report, written: true });
      },
    });
    renderProducts(api);
    const input = await screen.findByLabelText(/CSV file to import/, {}, LOADED);
    // jsdom's File has no arrayBuffer(): the browser's does.
    const file = Object.assign(new File(["slug\n"], "catalog.csv", { type: "text/csv" }), {
      arrayBuffer: async () => new TextEncoder().encode("slug\n").buffer,
    });
    fireEvent.change(input, { target: { files: [file] } });
    await act(async () => {
      fireEvent.submit(input.closest("form")!);
    });
    expect(await screen.findByText("2 rows: 1 new, 1 to change, 0 unchanged. Nothing has been written yet.", {}, LOADED)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: T.apply }));
    expect(await screen.findByText("Imported: 1 new, 1 changed, 0 unchanged.", {}, LOADED)).toBeTruthy();
    expect(calls).toEqual([
      { name: "catalog.csv", dryRun: true },
      { name: "catalog.csv", dryRun: false },
    ]);
    expect(within(screen.getByRole("region", { name: T.title })).queryByRole("table")).toBeNull();
  }, 30_000);
});
