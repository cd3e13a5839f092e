import type { BaseTranslation } from "../i18n-types.js";

const required = "Please fill in this field.";
const oneLine = "Write this on one line, without line breaks or special characters.";

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
      max: "The phone number is too long (at most 30 characters).",
    },
    firstName: { required, format: oneLine, max: "Your first name is too long (at most 100 characters)." },
    lastName: { required, format: oneLine, max: "Your last name is too long (at most 100 characters)." },
    city: { required, format: oneLine, max: "The city name is too long (at most 100 characters)." },
    address: { required, format: oneLine, max: "The address is too long (at most 255 characters)." },
    postalCode: { format: oneLine, max: "The postal code is too long (at most 20 characters)." },
    company: { format: oneLine, max: "The company name is too long (at most 255 characters)." },
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
    discountCode: {
      required: "Type the code first.",
      format: "A code has only Latin letters, digits and hyphens.",
      max: "This code is too long.",
      not_found: "There is no such code, or it no longer works.",
      not_started: "This code does not work yet.",
      expired: "This code has expired.",
      used_up: "This code has been used up.",
      used_by_email: "This code has already been used with this email address.",
      min_subtotal: "Your order is below this code's minimum.",
    },
  },
  contact: {
    name: { required, format: oneLine, max: "Your full name is too long (at most 100 characters)." },
    email: { required, format: "Enter a valid email address, like name@example.com.", max: "This email address is too long." },
    phone: { format: oneLine, max: "The phone number is too long (at most 30 characters)." },
    message: { required: "Please write your message.", max: "The message is too long (at most 5000 characters)." },
  },
} satisfies BaseTranslation;
