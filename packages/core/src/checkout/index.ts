export { buildCheckoutPayload, newCheckoutForm } from "./build-payload.js";
export type { AddressForm, CheckoutDraft, CheckoutForm } from "./build-payload.js";
export { CHECKOUT_FAILED, createCheckoutMachine } from "./checkout.machine.js";
export type { CheckoutContext, CheckoutEvent, CheckoutPlaced, CheckoutPorts } from "./checkout.machine.js";
