/**
 * The cart, search and checkout machines under random event orders with random answer latencies: fake
 * ports queue every call and fast-check decides when (and in which order) each answer arrives, on a
 * simulated clock. No order may lose data, leave a loading flag on, or show a stale answer.
 */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { SimulatedClock, createActor } from "xstate";
import {
  CART_CHANGE_DELAY,
  SEARCH_DEBOUNCE,
  apiError,
  createCartMachine,
  createCheckoutMachine,
  validateCheckout,
  createSearchMachine,
  type CartEvent,
  type CheckoutEvent,
  type CheckoutPayload,
  type LineRef,
  type SearchEvent,
  type ShopApi,
} from "../src/index.js";
import { answerQueue, steps, logger, memory, card, RUNS, play } from "./latency.js";
import { checkoutForm } from "./forms.js";

describe("cart under random latencies", () => {
  // Product 4 has a single unit left: asking for more is refused with its stock. The others have 50,
  // in the cards a refresh reads too (the cart warns at once of a line above the stock it last read).
  const stockOf = (id: number) => (id === 4 ? 1 : 50);
  const availability = (items: ReadonlyArray<{ id: number; quantity: number }>) => {
    const short = items.flatMap((item, i) => (item.id === 4 && item.quantity > 1 ? [i] : []));
    if (short.length > 0) throw apiError(422, "Unavailable", Object.fromEntries(short.map((i) => [`items.${i}.quantity`, ["out_of_stock"]])), { "4": 1 });
    return items.map((item) => ({ ...item, stock: stockOf(item.id), in_stock: true }));
  };
  const id = fc.integer({ min: 1, max: 4 });
  const event: fc.Arbitrary<CartEvent> = fc.oneof(
    fc.record({ type: fc.constant("cart.add" as const), id, quantity: fc.integer({ min: 1, max: 3 }) }),
    fc.record({ type: fc.constant("cart.setQuantity" as const), id, quantity: fc.integer({ min: 0, max: 3 }) }),
    fc.record({ type: fc.constant("cart.remove" as const), id }),
    fc.constantFrom<CartEvent>({ type: "cart.refresh" }, { type: "cart.checkAvailability" }),
  );

  test("property: refreshes and checks in any order never lose product data, leave a flag on or show a stale warning", async () => {
    await fc.assert(
      fc.asyncProperty(steps(event, CART_CHANGE_DELAY * 2), fc.boolean(), async (run, checkFirst) => {
        const q = answerQueue();
        const api = {
          getCartProducts: (lines: ReadonlyArray<LineRef>) => q.later(() => lines.map(({ id }) => ({ ...card(id), stock: stockOf(id) }))),
          checkAvailability: (items: ReadonlyArray<{ id: number; quantity: number }>) => q.later(() => availability(items)),
        } as unknown as ShopApi;
        const clock = new SimulatedClock();
        const cart = createActor(createCartMachine({ api, store: memory({ cart: '[{"id":1,"quantity":1},{"id":4,"quantity":2}]' }), logger }), {
          clock,
        }).start();
        const context = () => cart.getSnapshot().context;
        const check = () => {
          const c = context();
          for (const line of c.lines) if (line.title !== undefined) expect(line.title).toBe(`Product ${line.id}`);
          // A warning shown is true of the cart as it is now.
          for (const p of c.problems) expect(c.lines.find((l) => l.id === p.id)?.quantity).toBeGreaterThan(1);
        };
        await play(run, q, clock, (e) => cart.send(e), check);
        clock.increment(CART_CHANGE_DELAY * 30);
        await q.answerAll();
        // What /cart/ sends when it opens, in either order.
        const open: Array<CartEvent> = [{ type: "cart.refresh" }, { type: "cart.checkAvailability" }];
        for (const e of checkFirst ? open.reverse() : open) cart.send(e);
        await q.answerAll();
        const c = context();
        expect(c).toMatchObject({ loading: false, refreshing: false, checking: false, pending: [] });
        for (const line of c.lines) expect(line).toMatchObject({ title: `Product ${line.id}`, price: line.id });
        const short = c.lines.find((l) => l.id === 4 && l.quantity > 1);
        expect(c.problems).toEqual(short ? [{ id: 4, problem: "out_of_stock", available: 1 }] : []);
        if (!short) for (const line of c.lines) expect(line.stock).toBeDefined();
      }),
      RUNS,
    );
  });
});

describe("search under random latencies", () => {
  const event: fc.Arbitrary<SearchEvent> = fc.oneof(
    fc.constantFrom("", " ", "ab", "ab ", "divan", "err").map((text) => ({ type: "search.type" as const, text })),
    fc.constantFrom<SearchEvent>({ type: "search.submit" }, { type: "search.clear" }, { type: "search.close" }),
  );

  test("property: the results shown are always those of the text they name, and loading ends", async () => {
    await fc.assert(
      fc.asyncProperty(steps(event, SEARCH_DEBOUNCE * 2), async (run) => {
        const q = answerQueue();
        const api = {
          search: (text: string) =>
            q.later(() => {
              if (text.startsWith("err")) throw apiError(500, "Server Error");
              return { data: [{ id: 1, title: text }] };
            }),
        } as unknown as ShopApi;
        const clock = new SimulatedClock();
        const search = createActor(createSearchMachine({ api, logger }), { clock }).start();
        const check = () => {
          const s = search.getSnapshot();
          expect(s.context.loading).toBe(s.matches("searching"));
          for (const result of s.context.results) expect(result.title).toBe(s.context.resultsFor);
        };
        await play(run, q, clock, (e) => search.send(e), check);
        clock.increment(SEARCH_DEBOUNCE);
        await q.answerAll();
        const { context } = search.getSnapshot();
        expect(context.loading).toBe(false);
        if (context.text !== "") expect(context.resultsFor).toBe(context.text);
      }),
      RUNS,
    );
  });
});

describe("checkout under random latencies", () => {
  const event: fc.Arbitrary<CheckoutEvent> = fc.oneof(
    fc.integer({ min: 1, max: 4 }).map((q) => ({ type: "checkout.submit" as const, form: checkoutForm(q) })),
    fc.constantFrom<CheckoutEvent>({ type: "checkout.reset" }, { type: "checkout.clearError", path: "products" }),
  );

  test("property: one order at a time, the order shown is the one placed, a reset is never undone by a late answer", async () => {
    await fc.assert(
      fc.asyncProperty(steps(event, 100), async (run) => {
        const q = answerQueue();
        let numbers = 0;
        const api = {
          // Product 3 has 2 units: more is refused with the units left.
          checkout: (payload: CheckoutPayload) =>
            q.later(() => {
              if (payload.products[0]!.quantity > 2) throw apiError(422, "Unavailable", { "products.0.quantity": ["out_of_stock"] }, { "3": 2 });
              return { orderNumber: `VT-${++numbers}` };
            }),
          getOrder: (number: string) => q.later(() => ({ number })),
        } as unknown as ShopApi;
        const clock = new SimulatedClock();
        const checkout = createActor(createCheckoutMachine({ api, logger, newKey: () => `key-${numbers}`, validate: validateCheckout }), { clock }).start();
        const placed: Array<string> = [];
        checkout.on("checkout.placed", ({ orderNumber }) => void placed.push(orderNumber));
        let last: CheckoutEvent | undefined;
        const check = () => {
          const s = checkout.getSnapshot();
          expect(s.context.submitting).toBe(s.matches("submitting") || s.matches("loadingOrder"));
          if (s.context.order) expect(s.context.order.number).toBe(s.context.orderNumber);
          if (last?.type === "checkout.reset") expect(s.context).toMatchObject({ orderNumber: null, order: null, problems: [], errors: {} });
          for (const p of s.context.problems) expect(p).toEqual({ id: 3, problem: "out_of_stock", available: 2 });
        };
        await play(
          run,
          q,
          clock,
          (e) => {
            last = e;
            checkout.send(e);
          },
          check,
        );
        await q.answerAll();
        check();
        expect(checkout.getSnapshot().context.submitting).toBe(false);
        expect(new Set(placed).size).toBe(placed.length);
      }),
      RUNS,
    );
  });
});
