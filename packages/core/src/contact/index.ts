export { CONTACT_NETWORK_ERROR, CONTACT_SEND_FAILED, EMPTY_CONTACT, filledFields } from "./contact.js";
export type { ContactDraft } from "./contact.js";
export { createContactMachine } from "./contact.machine.js";
export type { ContactActor, ContactContext, ContactEvent, ContactMachine, ContactPorts, ContactSnapshot } from "./contact.machine.js";
