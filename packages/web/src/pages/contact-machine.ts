// The contact form's machine, with xstate and the schema it checks the form with: a chunk of its own,
// loaded at the first interaction on the contacts page (see lazy-actor.ts).
import { createActor } from "xstate";
import { createContactMachine, type ContactPorts } from "@vitrina/core";

/** Starts the contact form. */
export const startContact = (ports: ContactPorts) => createActor(createContactMachine(ports)).start();
