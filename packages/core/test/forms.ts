import type { CheckoutForm } from "../src/index.js";

/** A checkout form that passes every check, for one line of product 3 in `quantity` units. */
export const checkoutForm = (quantity: number): CheckoutForm => ({
  paymentMethod: "cash_on_delivery",
  deliveryMethod: "courier",
  agreement: true,
  contactDetails: { email: "ana@example.md", phone: "+373 69 123 456" },
  billingAddress: { firstName: "Ana", lastName: "Popescu", country: "md", city: "Chișinău", address: "str. Mare 1" },
  separateDeliveryAddress: false,
  deliveryAddress: {},
  lines: [{ id: 3, quantity }],
});
