/**
 * Two tabs, one cookie: two cart actors on one in-memory store and one clock, as two tabs of a
 * shop share the `cart` cookie. Whatever either tab changes, in any interleaving, no save drops
 * what the other saved.
 */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { SimulatedClock, createActor } from "xstate";
import { CART_CHANGE_DELAY, CART_COOKIE, applyCartChange, createCartMachine, parseCart, type CartChange, type CartItem } from "../src/index.js";
import { fakeApi, fakeCookies, flush, product } from "./cart-fixtures.js";

/** Two tabs' carts over one cookie store and one clock. */
const twoTabs = (cookie?: string) => {
  const clock = new SimulatedClock();
  const { store } = fakeCookies(clock, cookie);
  const logger = { warn: () => {}, error: () => {} };
  const tab = () => {
    const { api, productCalls } = fakeApi();
    return { actor: createActor(createCartMachine({ api, store, logger }), { clock }).start(), productCalls };
  };
  const tabs = [tab(), tab()] as const;
  const stored = () => parseCart(store.get(CART_COOKIE));
  return { clock, store, tabs, stored };
};

describe("two tabs on one cart cookie", () => {
  test("a tab opened before the other added a product keeps that product when it adds its own", () => {
    const { clock, tabs, stored } = twoTabs();
    const [a, b] = tabs;
    a.actor.send({ type: "cart.add", id: 3 });
    clock.increment(CART_CHANGE_DELAY);
    // Tab b read the cookie when it was empty; its save must not erase product 3.
    b.actor.send({ type: "cart.add", id: 8, quantity: 2 });
    clock.increment(CART_CHANGE_DELAY);
    expect(stored()).toEqual([
      { id: 3, quantity: 1 },
      { id: 8, quantity: 2 },
    ]);
    expect(b.actor.getSnapshot().context.lines.map(({ id, quantity }) => ({ id, quantity }))).toEqual(stored());
  });

  test("a removal or a new quantity in one tab is not undone by the other's next change", () => {
    const { clock, tabs, stored } = twoTabs('[{"id":3,"quantity":1},{"id":4,"quantity":5}]');
    const [a, b] = tabs;
    a.actor.send({ type: "cart.remove", id: 3 });
    a.actor.send({ type: "cart.setQuantity", id: 4, quantity: 2 });
    clock.increment(CART_CHANGE_DELAY);
    b.actor.send({ type: "cart.add", id: 9 });
    clock.increment(CART_CHANGE_DELAY);
    expect(stored()).toEqual([
      { id: 4, quantity: 2 },
      { id: 9, quantity: 1 },
    ]);
  });

  test("a refresh saves the lines the cookie holds, with the products it fetched", async () => {
    const { clock, tabs, stored } = twoTabs('[{"id":3,"quantity":1}]');
    const [a, b] = tabs;
    b.actor.send({ type: "cart.refresh" });
    a.actor.send({ type: "cart.add", id: 8 });
    clock.increment(CART_CHANGE_DELAY);
    b.productCalls[0]!.resolve([product(3, 100)]);
    await flush();
    expect(stored()).toEqual([
      { id: 3, quantity: 1 },
      { id: 8, quantity: 1 },
    ]);
    expect(b.actor.getSnapshot().context.lines[0]).toMatchObject({ id: 3, price: 100 });
  });

  test("with cookies blocked (a store that keeps nothing) the cart still keeps every change in memory", () => {
    const clock = new SimulatedClock();
    const store = { get: () => undefined, set: () => {}, remove: () => {} };
    const cart = createActor(createCartMachine({ api: fakeApi().api, store, logger: { warn: () => {}, error: () => {} } }), { clock }).start();
    cart.send({ type: "cart.add", id: 3 });
    cart.send({ type: "cart.add", id: 8 });
    clock.increment(2 * CART_CHANGE_DELAY);
    expect(cart.getSnapshot().context.lines).toEqual([
      { id: 3, quantity: 1 },
      { id: 8, quantity: 1 },
    ]);
  });

  test("property: any interleaving of two tabs' changes leaves the cookie as all changes applied in the order they were due", () => {
    const id = fc.integer({ min: 1, max: 4 });
    const change: fc.Arbitrary<CartChange> = fc.oneof(
      fc.record({ type: fc.constant("cart.add" as const), id, quantity: fc.integer({ min: 1, max: 3 }) }),
      fc.record({ type: fc.constant("cart.setQuantity" as const), id, quantity: fc.integer({ min: 0, max: 5 }) }),
      fc.record({ type: fc.constant("cart.remove" as const), id }),
      fc.constant({ type: "cart.clear" as const }),
    );
    // A step sends a change to one tab, then time passes (at least 1 ms, so no two changes fall due at once).
    const step = fc.record({ tab: fc.constantFrom(0, 1), change, wait: fc.integer({ min: 1, max: 400 }) });
    fc.assert(
      fc.property(fc.array(step, { maxLength: 12 }), (steps) => {
        const { clock, tabs, stored } = twoTabs();
        for (const { tab, change: c, wait } of steps) {
          tabs[tab].actor.send(c);
          clock.increment(wait);
        }
        clock.increment(CART_CHANGE_DELAY);
        const expected = steps.reduce<Array<CartItem>>((lines, s) => applyCartChange(lines, s.change), []);
        expect(stored()).toEqual(expected);
        for (const { actor } of tabs) expect(actor.getSnapshot().context.loading).toBe(false);
      }),
      { numRuns: 60 },
    );
  });
});
