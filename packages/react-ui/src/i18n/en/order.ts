import type { BaseTranslation } from "../i18n-types.js";

/** Texts of the order confirmation page. */
export default {
  title: "Thank you for your order!",
  number: "Order number: {number:string}",
  intro: "We have received your order and will call you to confirm it.",
  status: "Status",
  statuses: { new: "Received", confirmed: "Confirmed", shipped: "Shipped", delivered: "Delivered", cancelled: "Cancelled" },
  payment: "Payment",
  delivery: "Delivery",
  contact: "Contact details",
  billing: "Billing address",
  shipping: "Delivery address",
  note: "Your note",
  lines: "Products",
  notFound: "We could not find this order.",
  continueShopping: "Continue shopping",
} satisfies BaseTranslation;
