import type { BaseTranslation } from "../i18n-types.js";

/** Texts of the order confirmation page. */
export default {
  title: "Thank you for your order!",
  number: "Order number: {number:string}",
  /** What the page says about the order, by its status: only a new order is still to be confirmed by phone. */
  statusIntro: {
    new: "We have received your order and will call you to confirm it.",
    confirmed: "Your order is confirmed and we are getting it ready.",
    ready_for_pickup: "Your order is ready for pickup at the pickup point below.",
    shipped: "Your order has been sent and is on its way to you.",
    delivered: "Your order has been delivered. Thank you for shopping with us!",
    cancelled: "This order has been cancelled. If you have any questions, please contact us.",
  },
  /** A delivered pickup order was picked up, not brought. */
  pickedUp: "You have picked up your order. Thank you for shopping with us!",
  nextSteps: "What to do next",
  bankDetails: "Bank transfer details",
  beneficiary: "Beneficiary",
  iban: "IBAN",
  bank: "Bank",
  reference: "Payment reference",
  pickupPoint: "Pickup point",
  hours: "Opening hours",
  status: "Status",
  statuses: {
    new: "Received",
    confirmed: "Confirmed",
    ready_for_pickup: "Ready for pickup",
    shipped: "Shipped",
    delivered: "Delivered",
    cancelled: "Cancelled",
  },
  /** The name of a pickup order's delivered status. */
  pickedUpStatus: "Picked up",
  payment: "Payment",
  /** Whether the order is paid, apart from its status. */
  paymentStatuses: { unpaid: "Not paid yet", paid: "Paid" },
  delivery: "Delivery",
  contact: "Contact details",
  billing: "Billing address",
  shipping: "Delivery address",
  note: "Your note",
  lines: "Products",
  notFound: "We could not find this order.",
  notFoundDescription:
    "Check the link in your order confirmation email: it holds the order's number and its key. If it still does not open, contact us and we will look it up.",
  continueShopping: "Continue shopping",
} satisfies BaseTranslation;
