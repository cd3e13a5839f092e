export { buildCheckoutPayload, newCheckoutForm } from "./build-payload.js";
export type { AddressForm, CheckoutDraft, CheckoutForm } from "./build-payload.js";
export { CHECKOUT_FAILED, createCheckoutMachine } from "./checkout.machine.js";
export { EMPTY_CHECKOUT } from "./checkout-context.js";
export type { CheckoutContext } from "./checkout-context.js";
export type { CheckoutActor, CheckoutEvent, CheckoutMachine, CheckoutPlaced, CheckoutPorts, CheckoutSnapshot } from "./checkout.machine.js";
export { deliveryCharge, deliveryOffers, methodErrors, orderCountry, paymentOffers } from "./methods.js";
export type { MethodChoice } from "./methods.js";
