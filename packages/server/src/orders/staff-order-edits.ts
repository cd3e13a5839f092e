import { ORDER_TRANSITIONS, type AdminOrder, type AdminOrderListQuery, type OrderStatus } from "@vitrina/core";
import type { Config } from "../config.js";
import type { Db } from "../db/db.js";
import { fail, unprocessable } from "../lib/http.js";
import { dateRange } from "../lib/list-query.js";
import { enqueueStatusChanged } from "../mail/outbox.js";
import { orderById } from "./orders.js";
import { lockOrderStatus, orderHistory, restockOrder, writeOrderStatus, type OrderFilter } from "./staff-orders.js";

/** Whether a search text is (a part of) a phone number: at least three digits and what people type between them. */
export const isPhoneLike = (text: string): boolean => /^\+?[\d\s().-]+$/.test(text) && text.replace(/\D/g, "").length >= 3;

/** The dashboard's order list query as a filter: its days as SQL conditions on the order's creation. */
export const orderFilter = (query: AdminOrderListQuery): OrderFilter => {
  const params: unknown[] = [];
  const dates = dateRange(query, "o.created_at", params);
  return { status: query.status, dates, params, search: query.search, phoneLike: isPhoneLike(query.search), page: query.page, perPage: query.perPage };
};

/** An order as the dashboard shows it: with its status history and the statuses it may move to; undefined when there is none. */
export const staffOrder = async (db: Db, id: number): Promise<AdminOrder | undefined> => {
  const order = await orderById(db, id);
  if (!order) return undefined;
  return { ...order, history: await orderHistory(db, id), allowed_statuses: ORDER_TRANSITIONS[order.status] };
};

/**
 * Moves an order to `status` as staff member `staffId` (404 for none; 422 for a change the order's
 * status does not allow), records it in the history and queues the customer's e-mail, in one
 * transaction. A cancelled order's units go back on sale in the same transaction.
 */
export const changeOrderStatus = (db: Db, config: Config, id: number, status: OrderStatus, staffId: number): Promise<void> =>
  db.transaction(async (tx) => {
    const from = await lockOrderStatus(tx, id);
    if (!from) return fail(404, "Order not found.");
    if (!ORDER_TRANSITIONS[from].includes(status)) return unprocessable({ status: ["transition"] }, "This status change is not allowed.");
    await writeOrderStatus(tx, id, from, status, staffId);
    await enqueueStatusChanged(tx, config, id, status);
    if (status === "cancelled") await restockOrder(tx, id);
  });
