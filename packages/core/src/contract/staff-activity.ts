import { AdminOrder, AdminOrderSummary, AuditEntry, ContactMessage, ContactMessageUpdate, OrderStatusChange, Overview, page } from "../schemas/index.js";
import { data, type Route } from "./route.js";

/** The dashboard's routes of contact-form messages, the audit trail, the overview and orders. */
export const STAFF_ACTIVITY_ROUTES = {
  listMessages: {
    method: "GET",
    path: "/api/dashboard/messages",
    summary: "Contact-form messages, newest first, by status and text (managers and admins); senders' details are purged after 30 days",
    tag: "dashboard",
    query: ["status", "search", "page", "perPage"],
    response: page(ContactMessage),
    signedIn: true,
  },
  setMessageStatus: {
    method: "PATCH",
    path: "/api/dashboard/messages/{id}",
    summary: "Marks a contact-form message handled, or new again",
    tag: "dashboard",
    body: ContactMessageUpdate,
    response: data(ContactMessage),
    signedIn: true,
  },
  listAudit: {
    method: "GET",
    path: "/api/dashboard/audit",
    summary: "The audit trail of dashboard changes, newest first (admins)",
    tag: "dashboard",
    query: ["staff_id", "entity", "from", "to", "page", "perPage"],
    response: page(AuditEntry),
    signedIn: true,
  },
  overview: {
    method: "GET",
    path: "/api/dashboard/overview",
    summary: "Today's and this month's orders and revenue, waiting orders, low stock",
    tag: "dashboard",
    query: ["lang"],
    response: data(Overview),
    signedIn: true,
  },
  listOrders: {
    method: "GET",
    path: "/api/dashboard/orders",
    summary: "Orders, filtered by status, dates and text",
    tag: "dashboard",
    query: ["status", "from", "to", "search", "page", "perPage"],
    response: page(AdminOrderSummary),
    signedIn: true,
  },
  getOrder: {
    method: "GET",
    path: "/api/dashboard/orders/{id}",
    summary: "An order with its lines and history",
    tag: "dashboard",
    response: data(AdminOrder),
    signedIn: true,
  },
  changeOrderStatus: {
    method: "POST",
    path: "/api/dashboard/orders/{id}/status",
    summary: "Moves an order along the allowed transitions (cancelling returns stock)",
    tag: "dashboard",
    body: OrderStatusChange,
    response: data(AdminOrder),
    signedIn: true,
  },
} as const satisfies Record<string, Route>;
