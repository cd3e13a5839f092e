import { SimulatedClock, createActor } from "xstate";
import { createCheckoutMachine, validateCheckout, type AddressForm, type CheckoutForm, type CheckoutPayload, type Order, type ShopApi } from "../src/index.js";

// core's tsconfig carries no Node or DOM types; the test runner's global timer is enough to let
// settled promises reach the actor.
declare const setTimeout: (callback: () => void, ms: number) => unknown;
/** Lets settled promises reach the actor. */
export const flush = () => new Promise<void>((r) => setTimeout(r, 0));

/** A billing address with untrimmed texts. */
export const billing: AddressForm = { firstName: " Ana ", lastName: "Popescu", country: "md", city: "Chișinău", address: "str. Ștefan cel Mare 1" };

/** A complete checkout form, with untrimmed texts and empty optional fields. */
export const validForm: CheckoutForm = {
  paymentMethod: "cash_on_delivery",
  deliveryMethod: "courier",
  clientNote: "  Call before delivery ",
  agreement: true,
  contactDetails: { email: " ana@example.md ", phone: "+373 69 123 456" },
  billingAddress: { ...billing, postalCode: " ", company: "" },
  separateDeliveryAddress: false,
  deliveryAddress: {},
  lines: [
    { id: 3, quantity: 2 },
    { id: 8, quantity: 1 },
  ],
};

/** The order the fake API answers. */
export const order = { number: "VT-ABCD2345", status: "new" } as Order;
/** An access key of the shape the shop hands out. */
export const KEY = "k".repeat(43);

/** A checkout API whose answers the test settles by hand. */
const fakeApi = () => {
  const checkouts: Array<{
    payload: CheckoutPayload;
    key: string | undefined;
    resolve: (r: { orderNumber: string; accessKey: string }) => void;
    reject: (e: unknown) => void;
  }> = [];
  const orders: Array<{ number: string; key: string; resolve: (o: Order) => void; reject: (e: unknown) => void }> = [];
  const api = {
    checkout: (payload: CheckoutPayload, options?: { idempotencyKey?: string }) =>
      new Promise<{ orderNumber: string; accessKey: string }>((resolve, reject) => {
        checkouts.push({ payload, key: options?.idempotencyKey, resolve, reject });
      }),
    getOrder: (number: string, key: string) =>
      new Promise<Order>((resolve, reject) => {
        orders.push({ number, key, resolve, reject });
      }),
  } as unknown as ShopApi;
  return { api, checkouts, orders };
};

/** A started checkout actor (checking forms with `validateCheckout` unless told not to) whose idempotency keys count up, with its API calls, logged errors and placed orders. */
export const start = ({ validate = true } = {}) => {
  const { api, checkouts, orders } = fakeApi();
  const errors: Array<string> = [];
  const logger = { warn: () => {}, error: (message: string) => void errors.push(message) };
  let keys = 0;
  const actor = createActor(createCheckoutMachine({ api, logger, newKey: () => `key-${++keys}`, ...(validate ? { validate: validateCheckout } : {}) }), {
    clock: new SimulatedClock(),
  });
  const placed: Array<string> = [];
  actor.on("checkout.placed", ({ orderNumber, accessKey }) => void placed.push(`${orderNumber}?key=${accessKey}`));
  actor.start();
  return { actor, checkouts, orders, errors, placed };
};
