import { spreadsheetSafe, type AdminOrderFilter } from "@vitrina/core";
import type { Db } from "../db/db.js";
import { BOM, csvRows } from "../lib/csv.js";
import { exportBatch, lastOrderId, type ExportLine } from "./export-data.js";
import { orderSelection } from "./staff-order-edits.js";

/** Orders read per query: the export's memory stays the same however many orders it holds. */
const BATCH_ORDERS = 200;

/** The export's columns (decisions.md "The back office"), in order, with what each cell holds. */
const COLUMNS: ReadonlyArray<readonly [string, (line: ExportLine) => string | number]> = [
  ["number", (l) => l.number],
  ["date", (l) => l.placed],
  ["status", (l) => l.status],
  ["payment_method", (l) => l.payment_method],
  ["payment_status", (l) => l.payment_status],
  ["delivery_method", (l) => l.delivery_method],
  ["name", (l) => l.name],
  ["phone", (l) => l.phone],
  ["email", (l) => l.email],
  ["country", (l) => l.country],
  ["city", (l) => l.city],
  ["address", (l) => l.address],
  ["sku", (l) => l.sku],
  ["title_ro", (l) => l.title_ro],
  // The variant sold, as the order's language named it ("Mărime: M"); empty for a product without options.
  ["variant", (l) => l.variant ?? ""],
  ["quantity", (l) => l.quantity],
  ["unit_price", (l) => l.price],
  ["line_total", (l) => l.line_total],
  ["subtotal", (l) => l.subtotal],
  ["discount", (l) => l.discount],
  ["code_discount", (l) => l.code_discount],
  ["delivery", (l) => l.delivery],
  ["total", (l) => l.total],
];

/**
 * The orders a filter of the dashboard's list selects as the accountant's CSV (decisions.md "The
 * back office"), one row per order line, oldest order first: the BOM and the header, then the rows a
 * batch of orders at a time, so a long export is streamed with the memory of one batch. Orders
 * placed after it started are not in it. The first chunk is read before the answer starts, so a
 * database that cannot be reached fails the request instead of cutting the file.
 */
export async function* orderExportCsv(db: Db, timeZone: string, filter: AdminOrderFilter): AsyncGenerator<string> {
  const selection = orderSelection(filter);
  const lastId = await lastOrderId(db);
  yield BOM + csvRows([COLUMNS.map(([name]) => name)]);
  for (let afterId = 0; ; ) {
    const lines = await exportBatch(db, selection, timeZone, afterId, lastId, BATCH_ORDERS);
    if (lines.length === 0) return;
    yield csvRows(lines.map((line) => COLUMNS.map(([, cell]) => spreadsheetSafe(cell(line)))));
    afterId = lines[lines.length - 1]!.order_id;
  }
}
