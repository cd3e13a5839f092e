import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, test, vi } from "vitest";
import { adminOrder, shippedOrder } from "../src/dashboard/order-fixtures.js";
import { OrderDetailView, emptyNote } from "../src/dashboard/OrderDetailView.js";
import { OrderPrintView } from "../src/dashboard/OrderPrintView.js";
import { sampleIdentity } from "../src/dashboard/shop-settings-fixtures.js";
import { renderEn, renderIn } from "./render.js";

// An order's printed page (issue 31 item 1): the seller's legal details, the order, its lines,
// totals, addresses and note, in the dashboard's language.

const { name, company, idno, legal_address, bank, iban } = sampleIdentity;
const seller = { name, company, idno, legal_address, bank, iban };

describe("OrderPrintView", () => {
  test("prints the seller's legal and bank details, the order's lines, totals, addresses, methods and the customer's note", () => {
    renderEn(<OrderPrintView printed={{ order: shippedOrder, seller }} onPrint={vi.fn()} />);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Order VT-20261123-0042");
    const sellerPart = within(screen.getByRole("region", { name: "Seller" }));
    expect(sellerPart.getByText("Casa Bună")).toBeTruthy();
    const details = Object.entries({ "Company name": company, IDNO: idno, "Legal address": legal_address, Bank: bank, IBAN: iban });
    for (const [label, value] of details) expect(sellerPart.getByText(label).nextElementSibling?.textContent).toBe(value);
    const rows = within(screen.getByRole("table")).getAllByRole("row");
    expect(rows).toHaveLength(shippedOrder.lines.length + 1);
    expect(rows[1]!.textContent).toContain(shippedOrder.lines[0]!.sku);
    expect(document.querySelector(".totals__total")?.textContent).toMatch(/^TotalMDL\s1,557$/);
    const addresses = Array.from(document.querySelectorAll("address"), (a) => a.textContent ?? "");
    expect(addresses).toHaveLength(2);
    expect(addresses[0]).toContain("SRL „Casa Bună”");
    expect(addresses[1]).toContain("str. Independenței 24, MD-3100 Bălți, Moldova");
    expect(screen.getByText(/^Bank transfer \(Paid\)/)).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Customer's note" }).nextElementSibling?.textContent).toBe(shippedOrder.clientNote);
    expect(screen.getByText(/^Status: /).textContent).toBe("Status: Shipped");
  });

  test("a line of a variant prints the variant and its SKU; two variants of one product are two rows", () => {
    const line = shippedOrder.lines[0]!;
    const lines = ["M", "L"].map((size, i) => ({ ...line, sku: `TS-${size}`, variant_id: 40 + i, variant: `Size: ${size}` }));
    renderEn(<OrderPrintView printed={{ order: { ...shippedOrder, lines }, seller }} onPrint={vi.fn()} />);
    const rows = within(screen.getByRole("table")).getAllByRole("row");
    expect(rows.map((r) => r.querySelectorAll("td")[0]?.textContent ?? null).slice(1)).toEqual([`${line.title}Size: M`, `${line.title}Size: L`]);
    expect(rows[2]!.querySelectorAll("td")[1]!.textContent).toBe("TS-L");
  });

  test("the Print button opens the print dialog; a link leads back to the order", () => {
    const onPrint = vi.fn();
    renderEn(<OrderPrintView printed={{ order: adminOrder, seller }} onPrint={onPrint} />);
    fireEvent.click(screen.getByRole("button", { name: "Print" }));
    expect(onPrint).toHaveBeenCalledOnce();
    expect(screen.getByRole("link", { name: "← Back to the order" }).getAttribute("href")).toBe("/dashboard/orders/42/");
  });

  test("legal details not filled in are left out; without a note there is no note", () => {
    renderEn(
      <OrderPrintView
        printed={{ order: { ...adminOrder, clientNote: null }, seller: { name, company: "", idno: "", legal_address: "", bank: "", iban: "" } }}
        onPrint={vi.fn()}
      />,
    );
    const sellerPart = within(screen.getByRole("region", { name: "Seller" }));
    expect(sellerPart.getByText("Casa Bună")).toBeTruthy();
    expect(sellerPart.queryByText("IDNO")).toBeNull();
    expect(sellerPart.queryByText("IBAN")).toBeNull();
    expect(screen.queryByRole("heading", { name: "Customer's note" })).toBeNull();
  });

  test("in Russian: the labels, the status and the country are Russian", () => {
    renderIn("ru", <OrderPrintView printed={{ order: adminOrder, seller }} onPrint={vi.fn()} />);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Заказ VT-20261123-0042");
    expect(screen.getByRole("button", { name: "Печать" })).toBeTruthy();
    expect(screen.getByRole("region", { name: "Продавец" })).toBeTruthy();
    expect(screen.getByText(/^Статус: /).textContent).toBe("Статус: Принят");
    expect(document.querySelector("address")?.textContent).toContain("Молдова");
  });
});

test("the order's page has a link that opens its printed page", () => {
  renderEn(
    <OrderDetailView
      order={adminOrder}
      changing={false}
      failed={false}
      onStatusChange={vi.fn()}
      onPaymentChange={vi.fn()}
      note={emptyNote}
      onNoteText={vi.fn()}
      onAddNote={vi.fn()}
    />,
  );
  expect(screen.getByRole("link", { name: "Print order" }).getAttribute("href")).toBe("/dashboard/orders/42/print/");
});
