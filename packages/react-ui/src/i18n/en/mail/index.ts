import type { BaseTranslation } from "../../i18n-types.js";

/**
 * Texts of the e-mails the server sends: the shopper's order confirmation, the news of an order, the
 * new-order alert to the shop's staff and a contact-form message. Read by the server's mail module
 * only (never loaded by a page).
 */
export default {
  /** The order confirmation, and the parts every order e-mail shares. */
  order: {
    confirmationSubject: "Order {number:string} received",
    greeting: "Hello {name:string},",
    received: "Thank you for your order. We have received it and will call you soon to confirm it.",
    product: "Product",
    quantity: "Quantity",
    price: "Price",
    lineTotal: "Total",
    subtotal: "Subtotal",
    discount: "Discount",
    codeDiscount: "Discount code {code:string}",
    /** The label of the delivery's cost in the totals (the method has its own label). */
    delivery: "Delivery cost",
    free: "Free",
    total: "Total to pay",
    payment: "Payment method",
    deliveryMethod: "Delivery method",
    billing: "Billing address",
    shipping: "Delivery address",
    /** The shopper's note, as the shop's staff read it in their alert. */
    clientNote: "Customer's note",
    viewOrder: "View your order",
    /** The sign-off, with the shop's name. */
    thanks: "The {shop:string} team",
    /** The bank details of a bank-transfer order: heading and labels. */
    bankDetails: "Bank transfer details",
    beneficiary: "Beneficiary",
    iban: "IBAN",
    bank: "Bank",
    reference: "Payment reference",
    /** The pickup point of a pickup order: heading and the hours' label. */
    pickupPoint: "Pickup point",
    hours: "Opening hours",
    /** The payment methods, named as the checkout page names them. */
    payments: { cash_on_delivery: "Cash on delivery", card_on_delivery: "Card on delivery", bank_transfer: "Bank transfer" },
    /** The delivery methods, named as the checkout page names them (without its "free" note). */
    deliveries: { courier: "Courier to your door", pickup: "Pick up at our showroom", post: "Post office" },
  },
  /** What the shopper is told of: a status change, a payment staff saw arrive, or a transfer cancelled unpaid. */
  news: {
    /** The news as a sentence without its full stop: the subject and the first line. */
    headline: {
      confirmed: "Order {number:string} has been confirmed",
      ready_for_pickup: "Order {number:string} is ready for pickup",
      shipped: "Order {number:string} has been shipped",
      delivered: "Order {number:string} has been delivered",
      cancelled: "Order {number:string} has been cancelled",
      paid: "We have received the payment for order {number:string}",
      expired: "Order {number:string} has been cancelled",
    },
    /** A delivered pickup order was picked up, not brought. */
    pickedUp: "Order {number:string} has been picked up",
    /** What comes next, by the news (a confirmed pickup order is made ready, not shipped). */
    next: {
      confirmed: "We are getting it ready to ship.",
      ready_for_pickup: "You can pick it up at the address below during opening hours. Please bring the order number.",
      shipped: "Your parcel is on its way.",
      delivered: "We hope you enjoy your purchase!",
      cancelled: "If you have any questions, just reply to this email.",
      paid: "Thank you for your payment.",
    },
    confirmedPickup: "We are getting it ready and will write to you when you can pick it up.",
    /** Why an unpaid transfer was cancelled, with the days the shop waits. */
    expired:
      "We did not receive the payment within {days:number} {{day|days}}, so the order has been cancelled and its products are back on sale. If you have already paid, please reply to this email.",
    /** A cancelled order that was paid: how the money comes back. */
    refund: "You have already paid for this order: reply to this email and we will refund you.",
    /** A paid order's payment block says so instead of asking for it. */
    paymentReceived: "Payment received.",
    /** An unpaid transfer's deadline, with the days the shop waits. */
    transferDeadline: "If the payment does not arrive within {days:number} {{day|days}}, the order is cancelled automatically.",
  },
  /** The new-order alert to the shop's staff (sent in ro): what staff do next, never the shopper's instructions. */
  staff: {
    subject: "New order {number:string} — {total:string}",
    intro: "A new order is waiting for confirmation.",
    customer: "Customer",
    nextSteps: "What to do next",
    confirm: "Call the customer to confirm the order, then mark it “Confirmed” in the dashboard.",
    /** A bank transfer: wait for the money under the order's number, then mark it paid. */
    awaitTransfer: "Wait for the transfer of {total:string} with the reference {reference:string}; when the money arrives, mark the order “Paid”.",
    /** An unpaid transfer is cancelled on its own after this many days (not said when the shop never cancels). */
    autoCancel: "If unpaid, the order is cancelled automatically after {days:number} {{day|days}}.",
    /** Cash or card: what to collect, on delivery or at pickup. */
    collectCash: { delivery: "Collect {total:string} in cash on delivery.", pickup: "Collect {total:string} in cash at pickup." },
    collectCard: {
      delivery: "Collect {total:string} by card on delivery, through the terminal.",
      pickup: "Collect {total:string} by card at pickup, through the terminal.",
    },
    /** How the order leaves the shop, by delivery method: at once, or after the payment of a bank transfer. */
    fulfil: {
      courier: {
        now: "Hand the parcel to the courier and mark the order “Shipped”.",
        afterPayment: "Once paid, hand the parcel to the courier and mark the order “Shipped”.",
      },
      pickup: {
        now: "Prepare the order at the pickup point and mark it “Ready for pickup”: the customer is sent the address and hours.",
        afterPayment: "Once paid, prepare the order at the pickup point and mark it “Ready for pickup”: the customer is sent the address and hours.",
      },
      post: {
        now: "Send the parcel by post and mark the order “Shipped”.",
        afterPayment: "Once paid, send the parcel by post and mark the order “Shipped”.",
      },
    },
  },
  /** A contact-form message brought to the shop's contact addresses (sent in ro, as the staff alert). */
  contact: {
    subject: "New message from the website from {name:string}",
    intro: "A customer wrote to you through the contact form.",
    name: "Name",
    email: "Email",
    phone: "Phone",
    /** The language of the page the message was sent from, and each language's name. */
    language: "Language",
    languages: { ro: "Romanian", en: "English", ru: "Russian", bg: "Bulgarian" },
    /** The link to the dashboard's messages: its label in the plain text, its text in HTML. */
    allMessages: "All messages",
    allMessagesLink: "All messages in the dashboard",
  },
} satisfies BaseTranslation;
