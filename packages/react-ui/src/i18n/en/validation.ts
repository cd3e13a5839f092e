import type { BaseTranslation } from "../i18n-types.js";

const required = "Please fill in this field.";
const oneLine = "Write this on one line, without line breaks or special characters.";
const text = { required, format: oneLine, max: "This text is too long." };

/** Field error messages: validation.<rule>.<field>.<kind>. */
export default {
  checkout: {
    paymentMethod: {
      required: "Choose how you will pay.",
      invalid: "Choose how you will pay.",
      unavailable: "This payment method is not offered with the chosen delivery; choose another.",
    },
    deliveryMethod: {
      required: "Choose how you want to receive the order.",
      invalid: "Choose how you want to receive the order.",
      unavailable: "The shop no longer offers this delivery; choose another.",
      not_served: "This delivery does not reach the country of the address; choose another or change the address.",
    },
    agreement: {
      required: "Please accept the terms to place the order.",
      accepted: "Please accept the terms to place the order.",
      invalid: "Please accept the terms to place the order.",
    },
    email: { required, format: "Enter a valid email address, like name@example.com.", max: "This email address is too long." },
    phone: {
      required,
      format: "Enter a phone number as in the example, or a Moldovan, Romanian or Bulgarian one with its code (+373, +40, +359).",
      max: "This phone number is too long.",
    },
    firstName: text,
    lastName: text,
    city: text,
    address: text,
    postalCode: { format: oneLine, max: "This postal code is too long." },
    company: { format: oneLine, max: "This company name is too long." },
    country: { required: "Choose a country.", invalid: "Choose a country." },
    clientNote: { max: "The note is too long (at most 2000 characters)." },
    products: { required: "Your cart is empty.", max: "Too many products in one order." },
    id: { not_found: "This product is no longer sold; remove it from the cart.", invalid: "This product is in the cart twice." },
    quantity: {
      out_of_stock: "There are not enough units in stock; lower the quantity.",
      max_per_order: "You can order at most the shop's limit of this product; lower the quantity.",
      min: "The quantity must be at least 1.",
      max: "The quantity is too large.",
    },
    idempotencyKey: { taken: "This order was already submitted with other contents; reload the page." },
  },
  contact: {
    name: text,
    email: { required, format: "Enter a valid email address, like name@example.com.", max: "This email address is too long." },
    phone: { format: oneLine, max: "This phone number is too long." },
    message: { required: "Please write your message.", max: "The message is too long (at most 5000 characters)." },
  },
} satisfies BaseTranslation;
