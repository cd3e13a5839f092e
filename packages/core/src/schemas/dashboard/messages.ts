import * as Schema from "effect/Schema";
import { Locale } from "../common.js";
import { Version } from "./shared.js";

/** Whether the shop has dealt with a contact-form message. */
export const ContactMessageStatus = Schema.Literals(["new", "handled"]);
/** A contact-form message's status. */
export type ContactMessageStatus = typeof ContactMessageStatus.Type;

/**
 * A contact-form message as the dashboard lists it. The sender's name, e-mail and phone are null
 * once purged, 30 days after the message came (decisions.md); the message itself stays.
 */
export const ContactMessage = Schema.Struct({
  id: Schema.Finite,
  name: Schema.NullOr(Schema.String),
  email: Schema.NullOr(Schema.String),
  phone: Schema.NullOr(Schema.String),
  message: Schema.String,
  /** The language of the page it was sent from. */
  locale: Locale,
  status: ContactMessageStatus,
  /** When it came (ISO 8601). */
  created_at: Schema.String,
  /** Whether the sender's details were purged. */
  purged: Schema.Boolean,
  version: Version,
});
/** A contact-form message in the dashboard. */
export type ContactMessage = typeof ContactMessage.Type;
/** `PATCH dashboard/messages/{id}`: marks a message handled, or new again. */
export const ContactMessageUpdate = Schema.Struct({ status: ContactMessageStatus });
/** A change of a message's status. */
export type ContactMessageUpdate = typeof ContactMessageUpdate.Type;
