import { screen, within } from "@testing-library/react";
import { expect, test } from "vitest";
import { shippedOrder } from "../src/dashboard/order-fixtures.js";
import { OrderLines } from "../src/components/checkout/OrderLines.js";
import { renderEn } from "./render.js";

test("a shopper's order links each line to its product, a variant's to the page opened on that variant", () => {
  const line = shippedOrder.lines[0]!;
  const lines = [{ ...line, variant_id: 41, variant: "Size: L" }, { ...shippedOrder.lines[1]! }];
  renderEn(<OrderLines lines={lines} />);
  const [variantRow, plainRow] = within(screen.getByRole("table")).getAllByRole("row").slice(1);
  expect(within(variantRow!).getByRole("link").getAttribute("href")).toBe(`/product/${line.slug}/?variant=41`);
  expect(within(plainRow!).getByRole("link").getAttribute("href")).toBe(`/product/${shippedOrder.lines[1]!.slug}/`);
});
