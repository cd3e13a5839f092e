// Sample orders and the overview for the dashboard views' stories (not exported from the package).
import type { AdminOrder, AdminOrderSummary, Overview } from "@vitrina/core";
import { sampleOrder } from "../components/catalog/fixtures.js";

const summary = (
  id: number,
  number: string,
  status: AdminOrderSummary["status"],
  created_at: string,
  customer: string,
  email: string,
  phone: string,
  total: number,
  items: number,
  payment: Pick<AdminOrderSummary, "payment_status" | "payment_method" | "delivery_method"> = {
    payment_status: status === "delivered" ? "paid" : "unpaid",
    payment_method: "cash_on_delivery",
    delivery_method: "courier",
  },
): AdminOrderSummary => ({
  id,
  number,
  status,
  ...payment,
  created_at,
  customer,
  email,
  phone,
  total,
  items,
});

/** Rows of the order list. */
export const orderSummaries: ReadonlyArray<AdminOrderSummary> = [
  summary(42, "VT-20261123-0042", "new", "2026-11-23T09:30:00.000Z", "Ana Popescu", "ana.popescu@example.md", "+373 69 123 456", 1557, 3),
  summary(41, "VT-20261122-0041", "confirmed", "2026-11-22T17:05:00.000Z", "Vasile Ciobanu", "vasile.ciobanu@example.md", "+373 78 555 010", 2899, 1),
  summary(40, "VT-20261122-0040", "ready_for_pickup", "2026-11-22T08:12:00.000Z", "Natalia Roșca", "natalia.rosca@example.md", "+373 60 221 334", 908, 2, {
    payment_status: "paid",
    payment_method: "bank_transfer",
    delivery_method: "pickup",
  }),
  summary(39, "VT-20261121-0039", "delivered", "2026-11-21T12:48:00.000Z", "Gheorghe Țurcanu", "g.turcanu@example.md", "+373 79 400 800", 449, 1),
  summary(38, "VT-20261120-0038", "cancelled", "2026-11-20T19:30:00.000Z", "Olga Bîrcă", "olga.birca@example.md", "+373 68 909 090", 1299, 1),
  summary(
    37,
    "VT-20261119-0037",
    "delivered",
    "2026-11-19T10:01:00.000Z",
    "Maria-Magdalena Vieru-Dumitrașcu",
    "maria.magdalena.vieru.dumitrascu@intreprindere-exemplu.md",
    "+373 22 123 456",
    18_745.5,
    14,
  ),
];

/** An order on its dashboard page: a new one that may be confirmed or cancelled. */
export const adminOrder: AdminOrder = {
  ...sampleOrder,
  id: 42,
  paid_by: null,
  history: [{ from: null, to: "new", at: "2026-11-23T09:30:00.000Z", by: null, by_shop: false }],
  notes: [],
  allowed_statuses: ["confirmed", "cancelled"],
  allowed_payment: "paid",
};

/** The same order after it was confirmed and shipped to another address, for a company. */
export const shippedOrder: AdminOrder = {
  ...adminOrder,
  status: "shipped",
  paymentMethod: "bank_transfer",
  deliveryMethod: "post",
  billingAddress: { ...adminOrder.billingAddress, company: "SRL „Casa Bună”" },
  deliveryAddress: { firstName: "Ion", lastName: "Popescu", country: "md", city: "Bălți", address: "str. Independenței 24", postalCode: "MD-3100" },
  history: [
    ...adminOrder.history,
    { from: "new", to: "confirmed", at: "2026-11-23T10:02:00.000Z", by: "ion.ceban@vitrina.md", by_shop: false },
    { from: "confirmed", to: "shipped", at: "2026-11-24T08:45:00.000Z", by: "mariana.lungu@vitrina.md", by_shop: false },
  ],
  // Staff notes sit in the history at their time, between the status changes.
  notes: [
    { id: 7, text: "Clientul a sunat: plătește prin transfer,\nfactura pe firmă.", by: "Ion Ceban", at: "2026-11-23T09:55:00.000Z" },
    { id: 9, text: "Colet predat la Poșta Moldovei, nr. RR123456789MD.", by: null, at: "2026-11-24T09:10:00.000Z" },
  ],
  allowed_statuses: ["delivered"],
  payment_status: "paid",
  paid_at: "2026-11-23T15:10:00.000Z",
  paid_by: "mariana.lungu@vitrina.md",
  allowed_payment: "unpaid",
};

/** A pickup order paid by bank transfer, made ready for pickup: it may be picked up or cancelled. */
export const readyForPickupOrder: AdminOrder = {
  ...adminOrder,
  status: "ready_for_pickup",
  paymentMethod: "bank_transfer",
  deliveryMethod: "pickup",
  payment_status: "paid",
  paid_at: "2026-11-23T11:00:00.000Z",
  paid_by: "ion.ceban@vitrina.md",
  history: [
    ...adminOrder.history,
    { from: "new", to: "confirmed", at: "2026-11-23T10:02:00.000Z", by: "ion.ceban@vitrina.md", by_shop: false },
    { from: "confirmed", to: "ready_for_pickup", at: "2026-11-23T12:30:00.000Z", by: "ion.ceban@vitrina.md", by_shop: false },
  ],
  allowed_statuses: ["delivered", "cancelled"],
  allowed_payment: "unpaid",
};

/** A delivered order, whose status can no longer change. */
export const deliveredOrder: AdminOrder = {
  ...shippedOrder,
  status: "delivered",
  history: [...shippedOrder.history, { from: "shipped", to: "delivered", at: "2026-11-25T15:20:00.000Z", by: "ion.ceban@vitrina.md", by_shop: false }],
  allowed_statuses: [],
  allowed_payment: null,
};

/** A busy day's overview. */
export const overview: Overview = {
  orders_today: 14,
  revenue_today: 23_450.5,
  orders_month: 312,
  revenue_month: 498_730,
  awaiting_confirmation: 5,
  unpaid_transfers: 2,
  new_messages: 3,
  low_stock: [
    { id: 3, title: "Set de cuțite Fiskars Functional Form, 3 piese", sku: "VT-KIT-0003", stock: 2 },
    { id: 4, title: "Fierbător electric Xiaomi Electric Kettle 2, 1,7 l", sku: "VT-KIT-0004", stock: 0 },
    {
      id: 5,
      title: "Friteuză cu aer cald Philips Essential Airfryer XL HD9270/90, 6,2 l, negru, cu fereastră de vizualizare și 7 programe",
      sku: "VT-KIT-0005",
      stock: 1,
    },
  ],
};
