import * as Schema from "effect/Schema";
import { DeliveryMethod, Order, PaymentMethod } from "../cart.js";
import { OrderStatus, PaymentStatus } from "../order-status.js";
import { requiredText } from "../common.js";
import { ORDER_NOTE_MAX } from "../limits.js";

/** An entry of an order's status history. */
export const OrderHistoryEntry = Schema.Struct({
  /** Null for the first entry: the customer placed the order. */
  from: Schema.NullOr(OrderStatus),
  to: OrderStatus,
  at: Schema.String,
  /** The staff member who made the change; null for the customer's first entry, the shop's own changes and a colleague whose account was deleted since. */
  by: Schema.NullOr(Schema.String),
  /** The shop made the change itself, no staff member (a bank transfer's wait ran out). */
  by_shop: Schema.Boolean,
});

/** A staff note on an order: internal, never shown to the shopper. */
export const OrderNote = Schema.Struct({
  id: Schema.Finite,
  text: Schema.String,
  /** Who wrote it; null when their account was deleted since. */
  by: Schema.NullOr(Schema.String),
  at: Schema.String,
});
/** A staff note on an order. */
export type OrderNote = typeof OrderNote.Type;

/** `POST dashboard/orders/{id}/notes`: a note's text, not blank, at most {@link ORDER_NOTE_MAX} characters (line breaks allowed). */
export const OrderNoteInput = Schema.Struct({ text: requiredText(ORDER_NOTE_MAX) });
/** A new staff note. */
export type OrderNoteInput = typeof OrderNoteInput.Type;

/** An order in the dashboard list. */
export const AdminOrderSummary = Schema.Struct({
  id: Schema.Finite,
  number: Schema.String,
  status: OrderStatus,
  payment_status: PaymentStatus,
  payment_method: PaymentMethod,
  delivery_method: DeliveryMethod,
  created_at: Schema.String,
  customer: Schema.String,
  email: Schema.String,
  phone: Schema.String,
  total: Schema.Finite,
  items: Schema.Finite,
});
/** An order row of the dashboard. */
export type AdminOrderSummary = typeof AdminOrderSummary.Type;

/**
 * An order in the dashboard: the order as its shopper sees it, with its id, its status history, its
 * staff notes, the statuses it may move to, who marked it paid and the payment status staff may set
 * (null: none); without the shopper's instructions (what to do next).
 */
export const AdminOrder = Order.mapFields(({ instructions: _shopperOnly, ...order }) => ({
  id: Schema.Finite,
  ...order,
  /** The staff member who marked it paid; null while unpaid, or when it was paid on delivery by the status change alone. */
  paid_by: Schema.NullOr(Schema.String),
  history: Schema.Array(OrderHistoryEntry),
  /** Staff notes, oldest first: for staff only, never in the shopper's answers, pages or e-mails. */
  notes: Schema.Array(OrderNote),
  allowed_statuses: Schema.Array(OrderStatus),
  allowed_payment: Schema.NullOr(PaymentStatus),
}));
/** An order in the dashboard. */
export type AdminOrder = typeof AdminOrder.Type;

/** The seller as a printed order names it: the shop's name and legal and bank details (Shop settings; empty when not set). */
export const OrderSeller = Schema.Struct({
  name: Schema.String,
  company: Schema.String,
  idno: Schema.String,
  legal_address: Schema.String,
  bank: Schema.String,
  iban: Schema.String,
});
/** The seller of a printed order. */
export type OrderSeller = typeof OrderSeller.Type;

/** `GET dashboard/orders/{id}/print`: an order as its printed page shows it, with the seller's details. */
export const PrintedOrder = Schema.Struct({ order: AdminOrder, seller: OrderSeller });
/** A printed order. */
export type PrintedOrder = typeof PrintedOrder.Type;

/** `POST dashboard/orders/{id}/status`. */
export const OrderStatusChange = Schema.Struct({ status: OrderStatus });

/** `POST dashboard/orders/{id}/payment`: `{ "paid": true }` marks the order paid, `false` unpaid again. */
export const OrderPaymentChange = Schema.Struct({ paid: Schema.Boolean });

/** The overview's figures. */
export const Overview = Schema.Struct({
  orders_today: Schema.Finite,
  revenue_today: Schema.Finite,
  orders_month: Schema.Finite,
  revenue_month: Schema.Finite,
  awaiting_confirmation: Schema.Finite,
  /** Bank-transfer orders not cancelled whose payment has not arrived. */
  unpaid_transfers: Schema.Finite,
  /** Contact-form messages not handled yet. */
  new_messages: Schema.Finite,
  low_stock: Schema.Array(Schema.Struct({ id: Schema.Finite, title: Schema.String, sku: Schema.String, stock: Schema.Finite })),
});
/** Overview figures. */
export type Overview = typeof Overview.Type;
