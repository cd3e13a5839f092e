import * as Schema from "effect/Schema";
import { Order, OrderStatus } from "../cart.js";

/** An entry of an order's status history. */
export const OrderHistoryEntry = Schema.Struct({
  from: Schema.NullOr(OrderStatus),
  to: OrderStatus,
  at: Schema.String,
  by: Schema.NullOr(Schema.String),
});

/** An order in the dashboard list. */
export const AdminOrderSummary = Schema.Struct({
  id: Schema.Finite,
  number: Schema.String,
  status: OrderStatus,
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
 * An order in the dashboard: the order as its shopper sees it, with its id, its status history and
 * the statuses it may move to; without the shopper's instructions (what to do next).
 */
export const AdminOrder = Order.mapFields(({ instructions: _shopperOnly, ...order }) => ({
  id: Schema.Finite,
  ...order,
  history: Schema.Array(OrderHistoryEntry),
  allowed_statuses: Schema.Array(OrderStatus),
}));
/** An order in the dashboard. */
export type AdminOrder = typeof AdminOrder.Type;

/** `POST dashboard/orders/{id}/status`. */
export const OrderStatusChange = Schema.Struct({ status: OrderStatus });

/** The overview's figures. */
export const Overview = Schema.Struct({
  orders_today: Schema.Finite,
  revenue_today: Schema.Finite,
  orders_month: Schema.Finite,
  revenue_month: Schema.Finite,
  awaiting_confirmation: Schema.Finite,
  /** Contact-form messages not handled yet. */
  new_messages: Schema.Finite,
  low_stock: Schema.Array(Schema.Struct({ id: Schema.Finite, title: Schema.String, sku: Schema.String, stock: Schema.Finite })),
});
/** Overview figures. */
export type Overview = typeof Overview.Type;
