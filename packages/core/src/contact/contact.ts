import type { ContactForm } from "../schemas/index.js";

/** The message of a contact failure the server did not explain (spec §8). */
export const CONTACT_NETWORK_ERROR = "Network/Server error";
/** What is logged when the form cannot be sent (spec §8). */
export const CONTACT_SEND_FAILED = "Failed to send form";

/** The contact form as typed: every field a string, possibly empty. */
export type ContactDraft = { readonly [K in keyof ContactForm]-?: string };

/** An empty contact form. */
export const EMPTY_CONTACT: ContactDraft = { name: "", email: "", phone: "", message: "" };

/**
 * Only the filled fields of the contact form, trimmed (spec §5: only filled fields are sent).
 * @example filledFields({ name: " Ana ", email: "a@b.md", phone: "", message: "Salut" }) // { name: "Ana", email: "a@b.md", message: "Salut" }
 */
export const filledFields = (draft: Partial<ContactDraft>): Partial<ContactForm> =>
  Object.fromEntries(
    Object.entries(draft)
      .map(([key, value]) => [key, typeof value === "string" ? value.trim() : value] as const)
      .filter(([, value]) => typeof value === "string" && value !== ""),
  ) as Partial<ContactForm>;
