import type { BaseTranslation } from "../i18n-types.js";

/** Texts of the contacts page. */
export default {
  title: "Contacts",
  phones: "Phone",
  emails: "E-mail",
  addresses: "Addresses",
  schedule: "Opening hours",
  sales: "Corporate sales",
  follow: "Follow us",
  formTitle: "Write to us",
  name: "Name",
  email: "E-mail",
  phone: "Phone (optional)",
  message: "Message",
  send: "Send message",
  sending: "Sending…",
  sent: "Thank you! We will answer you soon.",
  another: "Write another message",
  networkError: "The message could not be sent. Please try again later.",
} satisfies BaseTranslation;
