import {
  orderTransitions,
  paidOnDelivery,
  paymentStatusChange,
  type AdminOrder,
  type AdminOrderFilter,
  type AdminOrderListQuery,
  type PrintedOrder,
  type OrderStatus,
  type PaymentStatus,
} from "@vitrina/core";
import type { Config } from "../config.js";
import type { Db } from "../db/db.js";
import { InvalidInput, NotFound } from "../lib/errors.js";
import { dateRange, pageOf } from "../lib/list-query.js";
import { enqueueOrderNews } from "../mail/outbox.js";
import { readIdentity } from "../shop/identity.js";
import { orderById } from "./orders.js";
import {
  insertOrderNote,
  lockOrderState,
  lowStockProducts,
  orderHistory,
  orderNotes,
  overviewFigures,
  paidByName,
  restockOrder,
  staffOrderPage,
  writeOrderStatus,
  writePaymentStatus,
  type OrderFilter,
  type OrderSelection,
} from "./staff-order-data.js";

/** Whether a search text is (a part of) a phone number: at least three digits and what people type between them. */
export const isPhoneLike = (text: string): boolean => /^\+?[\d\s().-]+$/.test(text) && text.replace(/\D/g, "").length >= 3;

/** The orders the dashboard's list or export query selects: its days as SQL conditions on the order's creation. */
export const orderSelection = (query: AdminOrderFilter): OrderSelection => {
  const params: unknown[] = [];
  const dates = dateRange(query, "o.created_at", params);
  return {
    status: query.status,
    paymentStatus: query.payment_status,
    paymentMethod: query.payment_method,
    dates,
    params,
    search: query.search,
    phoneLike: isPhoneLike(query.search),
  };
};

/** The dashboard's order list query as a filter: its selection and page. */
export const orderFilter = (query: AdminOrderListQuery): OrderFilter => ({ ...orderSelection(query), page: query.page, perPage: query.perPage });

/**
 * An order as the dashboard shows it: with its status history, its staff notes, the statuses it may move to, who
 * marked it paid and the payment status staff may set; undefined when there is none.
 */
export const staffOrder = async (db: Db, id: number): Promise<AdminOrder | undefined> => {
  const order = await orderById(db, id);
  if (!order) return undefined;
  return {
    ...order,
    paid_by: await paidByName(db, id),
    history: await orderHistory(db, id),
    notes: await orderNotes(db, id),
    allowed_statuses: orderTransitions(order.status, order.deliveryMethod),
    allowed_payment: paymentStatusChange(order),
  };
};

/**
 * Moves an order to `status` as staff member `staffId` ({@link NotFound} for none; {@link InvalidInput}
 * for a change its status and delivery method do not allow), records it in the history and queues the customer's e-mail, in one
 * transaction. A cancelled order's units go back on sale in the same transaction; a delivered cash or
 * card order is paid.
 */
export const changeOrderStatus = (db: Db, config: Config, id: number, status: OrderStatus, staffId: number): Promise<void> =>
  db.transaction(async (tx) => {
    const order = await lockOrderState(tx, id);
    if (!order) throw new NotFound("Order not found.");
    if (!orderTransitions(order.status, order.deliveryMethod).includes(status))
      throw new InvalidInput({ status: ["transition"] }, "This status change is not allowed.");
    await writeOrderStatus(tx, id, order.status, status, staffId);
    if (status === "delivered" && order.payment_status === "unpaid" && paidOnDelivery(order.paymentMethod)) await writePaymentStatus(tx, id, "paid", null);
    if (status !== "new") await enqueueOrderNews(tx, config, id, status);
    if (status === "cancelled") await restockOrder(tx, id);
  });

/**
 * Marks an order paid (or unpaid again, to undo a mistake) as staff member `staffId`: {@link NotFound}
 * for none, {@link InvalidInput} when its payment status does not allow it (already so, or the order is cancelled). A bank
 * transfer's shopper is told the payment arrived. The change is audited with the order's row.
 */
export const changeOrderPayment = (db: Db, config: Config, id: number, paid: boolean, staffId: number): Promise<void> =>
  db.transaction(async (tx) => {
    const order = await lockOrderState(tx, id);
    if (!order) throw new NotFound("Order not found.");
    const target: PaymentStatus = paid ? "paid" : "unpaid";
    if (paymentStatusChange(order) !== target) throw new InvalidInput({ paid: ["transition"] }, "This payment change is not allowed.");
    await writePaymentStatus(tx, id, target, staffId);
    if (paid && order.paymentMethod === "bank_transfer") await enqueueOrderNews(tx, config, id, "paid");
  });

/** A page of the dashboard's order list, newest first, `filter`'s paging applied. */
export const staffOrderList = async (db: Db, filter: OrderFilter) => {
  const { rows, total } = await staffOrderPage(db, filter);
  return pageOf(rows, filter.page, filter.perPage, total);
};

/** The dashboard's overview: today's and this month's orders and revenue in the shop's time zone, what awaits, what runs low (named in `lang`). */
export const overview = async (db: Db, timeZone: string, lang: string) => ({
  ...(await overviewFigures(db, timeZone)),
  low_stock: await lowStockProducts(db, lang),
});

/**
 * Adds staff member `staffId`'s note (checked by core's OrderNoteInput, trimmed) to an order
 * ({@link NotFound} for none). The note is internal: only the dashboard's answers carry it. The
 * audit trail records it through the table's trigger, in the same transaction.
 */
export const addOrderNote = (db: Db, id: number, text: string, staffId: number): Promise<void> =>
  db.transaction(async (tx) => {
    if (!(await lockOrderState(tx, id))) throw new NotFound("Order not found.");
    await insertOrderNote(tx, id, text.trim(), staffId);
  });

/** An order as its printed page shows it, with the seller's name and legal and bank details; undefined when there is none. */
export const printedOrder = async (db: Db, id: number): Promise<PrintedOrder | undefined> => {
  const order = await staffOrder(db, id);
  if (!order) return undefined;
  const { name, company, idno, legal_address, bank, iban } = await readIdentity(db);
  return { order, seller: { name, company, idno, legal_address, bank, iban } };
};
