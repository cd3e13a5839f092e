import * as Schema from "effect/Schema";
import { ORDER_STATUSES, PAYMENT_STATUSES, type DELIVERY_METHODS, type PAYMENT_METHODS } from "./choices.js";

/** Order statuses; {@link orderTransitions} says which changes are allowed. */
export const OrderStatus = Schema.Literals(ORDER_STATUSES);
/** An order status. */
export type OrderStatus = typeof OrderStatus.Type;

/** Whether an order is paid (decisions.md "Delivery, payment and fulfilment"). */
export const PaymentStatus = Schema.Literals(PAYMENT_STATUSES);
/** A payment status. */
export type PaymentStatus = typeof PaymentStatus.Type;

type Delivery = (typeof DELIVERY_METHODS)[number];
type Payment = (typeof PAYMENT_METHODS)[number];

/** The way a courier or post order goes, and the way a pickup order goes (it is never shipped). */
const SHIPPED: Readonly<Record<OrderStatus, ReadonlyArray<OrderStatus>>> = {
  new: ["confirmed", "cancelled"],
  confirmed: ["shipped", "cancelled"],
  ready_for_pickup: [],
  shipped: ["delivered"],
  delivered: [],
  cancelled: [],
};
const PICKED_UP: Readonly<Record<OrderStatus, ReadonlyArray<OrderStatus>>> = {
  new: ["confirmed", "cancelled"],
  confirmed: ["ready_for_pickup", "cancelled"],
  // Not picked up yet: the goods are still in the shop, so the order can still be called off.
  ready_for_pickup: ["delivered", "cancelled"],
  shipped: [],
  delivered: [],
  cancelled: [],
};

/**
 * The statuses staff may move an order to, the one rule of the dashboard and the server: courier
 * and post orders go new → confirmed → shipped → delivered, pickup orders new → confirmed →
 * ready_for_pickup → delivered (picked up); an order not shipped yet may be cancelled (its units
 * return to stock). Delivered and cancelled are final.
 * @example orderTransitions("confirmed", "pickup") // ["ready_for_pickup", "cancelled"]
 */
export const orderTransitions = (status: OrderStatus, delivery: Delivery): ReadonlyArray<OrderStatus> => (delivery === "pickup" ? PICKED_UP : SHIPPED)[status];

/**
 * Whether an order paid by `payment` is paid once it is delivered: cash and card are paid to the
 * courier or at pickup; a bank transfer is paid only when staff see the money and mark it paid.
 * @example paidOnDelivery("cash_on_delivery") // true
 */
export const paidOnDelivery = (payment: Payment): boolean => payment !== "bank_transfer";

/**
 * The payment status staff may set on an order, or null when none: an unpaid order that is not
 * cancelled may be marked paid; a paid order still open (neither delivered nor cancelled) may be
 * marked unpaid again, to undo a mistake.
 * @example paymentStatusChange({ status: "new", payment_status: "unpaid" }) // "paid"
 */
export const paymentStatusChange = (order: { readonly status: OrderStatus; readonly payment_status: PaymentStatus }): PaymentStatus | null => {
  if (order.status === "cancelled") return null;
  if (order.payment_status === "unpaid") return "paid";
  return order.status === "delivered" ? null : "unpaid";
};

/** What an order's page and e-mails tell the shopper to do next ({@link orderSteps}). */
export interface OrderSteps {
  /** Pay (the payment method's instruction), say it is paid, or say nothing of payment (cancelled, or delivered). */
  readonly payment: "pay" | "paid" | "none";
  /** Show the shop's bank details (an open, unpaid bank transfer only). */
  readonly bank: boolean;
  /** Show the delivery method's instruction (what happens before the order leaves or is ready). */
  readonly delivery: boolean;
  /** Show the pickup point's address and hours (an open pickup order). */
  readonly pickup: boolean;
}

/**
 * What is true to tell the shopper about an order, by its payment and delivery methods and its
 * statuses: a cancelled order asks for no payment and shows no bank details, a paid one says so, a
 * pickup order shows its pickup point until it is picked up, and a delivery's instruction stops once
 * the order has left or is ready.
 * @example orderSteps({ status: "cancelled", payment_status: "unpaid", paymentMethod: "bank_transfer", deliveryMethod: "post" }) // { payment: "none", bank: false, delivery: false, pickup: false }
 */
export const orderSteps = (order: {
  readonly status: OrderStatus;
  readonly payment_status: PaymentStatus;
  readonly paymentMethod: Payment;
  readonly deliveryMethod: Delivery;
}): OrderSteps => {
  const open = order.status !== "cancelled" && order.status !== "delivered";
  const payment = order.status === "cancelled" ? "none" : order.payment_status === "paid" ? "paid" : open ? "pay" : "none";
  return {
    payment,
    bank: payment === "pay" && order.paymentMethod === "bank_transfer",
    delivery: order.status === "new" || order.status === "confirmed",
    pickup: open && order.deliveryMethod === "pickup",
  };
};
