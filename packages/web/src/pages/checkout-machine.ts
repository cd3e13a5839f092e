// The checkout's machine, with xstate and the schemas that check the form: a chunk of its own,
// loaded at the first interaction on the checkout page (see lazy-actor.ts).
import { createActor } from "xstate";
import { createCheckoutMachine, validateCheckout, type CheckoutPorts } from "@vitrina/core";

/** Starts the checkout, checking the form with core's `validateCheckout` before it is sent. */
export const startCheckout = (ports: Omit<CheckoutPorts, "validate">) => createActor(createCheckoutMachine({ ...ports, validate: validateCheckout })).start();
