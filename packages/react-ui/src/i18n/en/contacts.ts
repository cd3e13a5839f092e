import type { BaseTranslation } from "../i18n-types.js";

/** Texts of the contacts page. */
export default {
  title: "Contact us",
  phones: "Phone",
  emails: "Email",
  addresses: "Addresses",
  schedule: "Opening hours",
  sales: "Corporate sales",
  follow: "Follow us",
  formTitle: "Write to us",
  name: "Full name",
  email: "Email",
  phone: "Phone (optional)",
  message: "Message",
  send: "Send message",
  sending: "Sending…",
  sent: "Thank you! We will get back to you soon.",
  another: "Write another message",
  networkError: "The message could not be sent. Please try again later.",
} satisfies BaseTranslation;
