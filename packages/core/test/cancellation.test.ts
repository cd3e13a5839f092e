import { describe, expect, test } from "vitest";
import { SimulatedClock, createActor, type AnyActorRef } from "xstate";
import {
  SEARCH_DEBOUNCE,
  createAppUpdateMachine,
  createCartMachine,
  createCheckoutMachine,
  validateCheckout,
  createContactMachine,
  createProductListMachine,
  createSearchMachine,
  type AbortSignalLike,
  type CallOptions,
  type CheckoutForm,
  type KeyValueStore,
  type ShopApi,
} from "../src/index.js";

// Stopping a machine (a page left, a component unmounted) cancels the requests it started: every
// port call receives the actor's signal, and the signal is aborted when the actor stops.

/** A shop API whose calls never settle and which keeps the signal each call was given. */
const pendingApi = () => {
  const signals: Array<{ method: string; signal: AbortSignalLike | undefined }> = [];
  const api = new Proxy({} as ShopApi, {
    get:
      (_target, method) =>
      (...args: unknown[]) => {
        const options = args.at(-1) as CallOptions | undefined;
        signals.push({ method: String(method), signal: options?.signal });
        return new Promise(() => {});
      },
  });
  return { api, signals };
};

const memoryStore = (entries: Record<string, string> = {}): KeyValueStore => {
  const values = new Map(Object.entries(entries));
  return { get: (k) => values.get(k), set: (k, v) => void values.set(k, v), remove: (k) => void values.delete(k) };
};
const logger = { warn: () => {}, error: () => {} };

/** Starts an actor, lets it call the API, stops it, and returns what each call's signal says. */
const callThenStop = (start: (api: ShopApi, clock: SimulatedClock) => AnyActorRef, methods: ReadonlyArray<string>) => {
  const { api, signals } = pendingApi();
  const clock = new SimulatedClock();
  const actor = start(api, clock);
  expect(signals.map((s) => s.method)).toEqual(methods);
  expect(signals.every((s) => s.signal?.aborted === false)).toBe(true);
  actor.stop();
  return signals.map((s) => s.signal?.aborted);
};

const form: CheckoutForm = {
  paymentMethod: "cash_on_delivery",
  deliveryMethod: "courier",
  clientNote: "",
  agreement: true,
  contactDetails: { email: "ana@example.md", phone: "+373 69 123 456" },
  billingAddress: { firstName: "Ana", lastName: "Popescu", country: "md", city: "Chișinău", address: "str. Ismail 1" },
  separateDeliveryAddress: false,
  deliveryAddress: {},
  lines: [{ id: 3, quantity: 1 }],
};

describe("stopping a machine aborts its requests", () => {
  test("cart: refreshing the products, checking availability", () => {
    for (const [type, method] of [
      ["cart.refresh", "getCartProducts"],
      ["cart.checkAvailability", "checkAvailability"],
    ] as const) {
      const aborted = callThenStop(
        (api, clock) => {
          const cart = createActor(createCartMachine({ api, store: memoryStore({ cart: '[{"id":7,"quantity":2}]' }), logger }), { clock }).start();
          cart.send({ type });
          return cart;
        },
        [method],
      );
      expect(aborted).toEqual([true]);
    }
  });

  test("search: the results of the typed text", () => {
    const aborted = callThenStop(
      (api, clock) => {
        const search = createActor(createSearchMachine({ api, logger }), { clock }).start();
        search.send({ type: "search.type", text: "divan" });
        clock.increment(SEARCH_DEBOUNCE);
        return search;
      },
      ["search"],
    );
    expect(aborted).toEqual([true]);
  });

  test("product list: the first page", () => {
    const aborted = callThenStop(
      (api, clock) => {
        const list = createActor(createProductListMachine({ api, logger, store: memoryStore() }), { clock }).start();
        list.send({ type: "list.load", query: { slug: "divane" } });
        return list;
      },
      ["getProducts"],
    );
    expect(aborted).toEqual([true]);
  });

  test("checkout: placing the order", () => {
    const aborted = callThenStop(
      (api, clock) => {
        const checkout = createActor(createCheckoutMachine({ api, logger, newKey: () => "key-1", validate: validateCheckout }), { clock }).start();
        checkout.send({ type: "checkout.submit", form });
        return checkout;
      },
      ["checkout"],
    );
    expect(aborted).toEqual([true]);
  });

  test("contact: sending the form", () => {
    const aborted = callThenStop(
      (api, clock) => {
        const contact = createActor(createContactMachine({ api, logger }), { clock }).start();
        for (const [field, value] of [
          ["name", "Ana"],
          ["email", "ana@mail.md"],
          ["message", "Salut"],
        ] as const)
          contact.send({ type: "contact.edit", field, value });
        contact.send({ type: "contact.submit" });
        return contact;
      },
      ["sendContact"],
    );
    expect(aborted).toEqual([true]);
  });

  test("app update: the latest build check", () => {
    const signals: Array<AbortSignalLike | undefined> = [];
    const clock = new SimulatedClock();
    const updates = createActor(
      createAppUpdateMachine({
        checkLatestBuild: (options) => {
          signals.push(options?.signal);
          return new Promise<string>(() => {});
        },
        navigation: { navigate: () => {}, reload: () => {} },
        clock,
        store: memoryStore(),
        currentBuildId: "b1",
      }),
      { clock },
    ).start();
    clock.increment(3_600_000);
    expect(signals).toHaveLength(1);
    updates.stop();
    expect(signals[0]?.aborted).toBe(true);
  });
});
