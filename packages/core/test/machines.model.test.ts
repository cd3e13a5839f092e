/**
 * Model-based tests: xstate's graph utilities walk every state of each core machine reachable with
 * its events, its actors' answers (success and failure) and its timers, up to a bound that keeps the
 * graph finite, and check what must hold in every state and across every transition.
 */
import { describe, expect, test } from "vitest";
import type { AnyEventObject, MachineContext, MachineSnapshot } from "xstate";
import {
  apiError,
  createAppUpdateMachine,
  createCartMachine,
  createCheckoutMachine,
  validateCheckout,
  createContactMachine,
  createProductListMachine,
  createSearchMachine,
  type AppUpdateContext,
  type CartContext,
  type CheckoutContext,
  type ContactContext,
  type ProductListContext,
  type SearchContext,
  type KeyValueStore,
  type ProductCard,
  type ProductListResponse,
  type ShopApi,
} from "../src/index.js";
import { checkModel } from "./model-check.js";
import { checkoutForm } from "./forms.js";

// The graph sees every machine through the same snapshot shape; only the context matters here.
type Snap<C extends MachineContext> = MachineSnapshot<C, AnyEventObject, any, any, any, any, any, any>;

// The graph never starts actors, so the ports are never called; they exist to build the machines.
const api = {} as ShopApi;
const logger = { warn() {}, error() {} };
const memory = (initial: Record<string, string> = {}): KeyValueStore => {
  const values = new Map(Object.entries(initial));
  return { get: (k) => values.get(k), set: (k, v) => void values.set(k, v), remove: (k) => void values.delete(k) };
};
const failure = apiError(500, "Server Error");
const card = (id: number): ProductCard =>
  ({ id, title: `Product ${id}`, price: 10 * id, old_price: null, currency: "MDL", stock: 5, in_stock: true }) as ProductCard;

describe("cart machine model", () => {
  // A store that keeps what it was given and ignores writes: the walk replays transitions from many
  // snapshots, and a store they all wrote to would tie each state to the path walked before it (the
  // cart follows what another tab saved; test/cart-tabs.test.ts covers that).
  const initial = '[{"id":1,"quantity":1},{"id":2,"quantity":1}]';
  const cart = createCartMachine({ api, store: { get: () => initial, set: () => {}, remove: () => {} }, logger });
  const ids = (c: CartContext) => c.lines.map((l) => l.id);

  test("every reachable state keeps its flags, lines and warnings consistent; no event abandons another region's request", () => {
    const result = checkModel<Snap<CartContext>>(cart, {
      events: () => [
        { type: "cart.add", id: 3, product: { title: "Product 3", price: 30 } },
        { type: "cart.setQuantity", id: 2, quantity: 0 },
        { type: "cart.refresh" },
        { type: "cart.checkAvailability" },
      ],
      timers: (s) => (s.context.pending.length > 0 ? [{ type: "cart.changeDue" }] : []),
      answers: (state) =>
        state === "cart.products.refreshing"
          ? [{ done: { lines: [{ id: 1 }, { id: 2 }, { id: 3 }], products: [card(1), card(3)] } }, { error: failure }]
          : [
              { done: { items: [{ id: 1, quantity: 1 }], availability: [{ id: 1, quantity: 1, stock: 5, in_stock: true }], problems: [] } },
              {
                done: {
                  items: [
                    { id: 1, quantity: 1 },
                    { id: 2, quantity: 1 },
                  ],
                  availability: [],
                  problems: [{ id: 2, problem: "out_of_stock", available: 0 }],
                },
              },
            ],
      stopWhen: (s) => s.context.pending.length > 1 || s.context.lines.some((l) => l.quantity > 1),
      invariant: ({ context: c, ...s }) => {
        const snapshot = s as unknown as Snap<CartContext>;
        expect(c.refreshing).toBe(snapshot.matches({ products: "refreshing" }));
        expect(c.checking).toBe(snapshot.matches({ availability: "checking" }));
        expect(c.loading).toBe(c.pending.length > 0);
        expect(new Set(ids(c)).size).toBe(c.lines.length);
        expect(c.lines.every((l) => Number.isInteger(l.quantity) && l.quantity >= 1 && l.quantity <= 999)).toBe(true);
        // A warning is about a product in the cart, never about a position.
        for (const p of c.problems) expect(ids(c)).toContain(p.id);
      },
      step: (before, event, after) => {
        const answers = (region: string) => event.type.endsWith(`cart.${region}`);
        // A request is only ended by its own answer or by asking again: never by the other region's event.
        if (before.context.refreshing && !answers("products.refreshing") && event.type !== "cart.refresh") expect(after.context.refreshing).toBe(true);
        if (before.context.checking && !answers("availability.checking") && event.type !== "cart.checkAvailability") expect(after.context.checking).toBe(true);
        // Product data already merged into a line stays until the line goes or a newer refresh replaces it.
        if (!event.type.startsWith("xstate.done.actor")) {
          for (const line of after.context.lines) {
            const old = before.context.lines.find((l) => l.id === line.id);
            if (old?.title !== undefined) expect(line.title).toBe(old.title);
          }
        }
      },
    });
    expect(result.states).toBeGreaterThan(100);
    expect(result.transitions).toBeGreaterThan(1000);
    // The widest graph of the suite: room for a busy machine.
  }, 30_000);
});

describe("search machine model", () => {
  const search = createSearchMachine({ api, logger });
  type C = SearchContext;

  test("loading is on only while a request runs, and an answer always belongs to the text shown", () => {
    checkModel<Snap<C>>(search, {
      events: () => [
        { type: "search.type", text: "ab" },
        { type: "search.type", text: " ab " },
        { type: "search.type", text: "divan" },
        { type: "search.type", text: "  " },
        { type: "search.submit" },
        { type: "search.clear" },
        { type: "search.close" },
      ],
      timers: (s) => (s.matches("debouncing") ? [{ type: "xstate.after.debounce.search.debouncing" }] : []),
      answers: () => [
        { done: { data: [{ id: 1, title: "Divan" }] } },
        { done: { data: [{ id: 1, title: "Divan" }], searched_for: "divan" } },
        { done: { data: [], searched_for: "divan" } },
        { error: failure },
      ],
      stopWhen: () => false,
      invariant: (s) => {
        expect(s.context.loading).toBe(s.matches("searching"));
        expect(s.context.text).toBe(s.context.text.trim());
        if (!s.matches("idle")) expect(s.context.text).not.toBe("");
        if (s.context.text === "") expect(s.context).toMatchObject({ results: [], resultsFor: "", noResults: false, failed: false });
        expect(s.context.noResults).toBe(s.context.resultsFor !== "" && s.context.results.length === 0 && !s.context.failed);
        // A failed search is never shown as "nothing found" (its message stays while the next is typed, as that one does).
        if (s.matches("failed")) expect(s.context.failed).toBe(true);
        if (s.context.failed) expect(s.context).toMatchObject({ results: [], noResults: false });
        // "Showing results for …" only stands above results.
        if (s.context.results.length === 0) expect(s.context.searchedInstead).toBeNull();
      },
      step: (before, event, after) => {
        // An answer shows for the text it was asked for, the one still in the field.
        if (event.type.startsWith("xstate.done.actor")) expect(after.context.resultsFor).toBe(before.context.text);
      },
    });
  });
});

describe("checkout machine model", () => {
  // One key for every payload keeps the graph finite; keeping a key per payload has its own tests.
  const checkout = createCheckoutMachine({ api, logger, newKey: () => "key", validate: validateCheckout });
  type C = CheckoutContext;

  test("submitting shows while an order is placed or loaded; a placed order keeps its number; no order is sent twice at once", () => {
    checkModel<Snap<C>>(checkout, {
      events: () => [
        { type: "checkout.submit", form: checkoutForm(1) },
        { type: "checkout.submit", form: checkoutForm(2) },
        { type: "checkout.submit", form: { ...checkoutForm(1), agreement: false } },
        { type: "checkout.clearError", path: "agreement" },
        { type: "checkout.reset" },
      ],
      answers: (state) =>
        state === "checkout.submitting"
          ? [
              { done: { orderNumber: "VT-ABCD2345" } },
              { error: apiError(422, "Unavailable", { "products.0.quantity": ["out_of_stock"] }, { "3": 1 }) },
              { error: failure },
            ]
          : [{ done: { number: "VT-ABCD2345" } }, { error: failure }],
      stopWhen: () => false,
      invariant: (s) => {
        expect(s.context.submitting).toBe(s.matches("submitting") || s.matches("loadingOrder"));
        if (s.matches("submitting")) expect(s.context.payload !== null && s.context.idempotencyKey !== null).toBe(true);
        if (s.matches("loadingOrder") || s.matches("done")) expect(s.context.orderNumber).toBe("VT-ABCD2345");
        if (s.matches("done")) expect(s.context.error).toBeNull();
        for (const p of s.context.problems) expect(s.context.payload?.products.map((l) => l.id)).toContain(p.id);
      },
      step: (before, event, after) => {
        if (before.matches("submitting") && event.type === "checkout.submit") expect(after.context.idempotencyKey).toBe(before.context.idempotencyKey);
        if (before.matches("done") && event.type !== "checkout.reset") expect(after.context.orderNumber).toBe(before.context.orderNumber);
      },
    });
  });
});

describe("product list machine model", () => {
  const list = createProductListMachine({ api, store: memory(), logger });
  type C = ProductListContext;
  const page = (ids: ReadonlyArray<number>, total: number): ProductListResponse =>
    ({
      items: ids.map(card),
      filters: [],
      price_range: { min: 0, max: 100 },
      seo: {},
      current_page: 1,
      total_pages: 2,
      total_items: total,
      breadcrumb: [],
    }) as unknown as ProductListResponse;

  test("loading flags follow the request running; products are never repeated; a new listing replaces the old one", () => {
    checkModel<Snap<C>>(list, {
      events: () => [{ type: "list.load", query: { slug: "divane" } }, { type: "list.load", query: { slug: "paturi" } }, { type: "list.loadMore" }],
      answers: (state) =>
        state === "productList.loading"
          ? [{ done: page([1, 2], 4) }, { done: page([5], 1) }, { error: failure }]
          : [{ done: { items: [card(2), card(3)], response: page([2, 3], 4) } }, { error: failure }],
      stopWhen: () => false,
      invariant: (s) => {
        expect(s.context.loading).toBe(s.matches("loading"));
        expect(s.context.loadingMore).toBe(s.matches("loadingMore"));
        expect(new Set(s.context.items.map((p) => p.id)).size).toBe(s.context.items.length);
      },
      step: (before, event, after) => {
        if (event.type === "xstate.done.actor.0.productList.loading")
          expect(after.context.items).toEqual((event as unknown as { output: ProductListResponse }).output.items);
        if (event.type === "list.loadMore" && !before.matches("idle")) expect(after.context.items).toEqual(before.context.items);
      },
    });
  });
});

describe("contact machine model", () => {
  const contact = createContactMachine({ api, logger });
  type C = ContactContext;

  test("a message is sent only when valid; a failure keeps the draft; sending clears old errors", () => {
    checkModel<Snap<C>>(contact, {
      events: () => [
        { type: "contact.edit", field: "name", value: "Ana" },
        { type: "contact.edit", field: "email", value: "ana@example.md" },
        { type: "contact.edit", field: "message", value: "Bună ziua" },
        { type: "contact.edit", field: "email", value: "x" },
        { type: "contact.submit" },
        { type: "contact.reset" },
      ],
      answers: () => [
        { done: undefined },
        { error: apiError(429, "Too many") },
        { error: apiError(422, "Invalid", { email: ["format"] }) },
        { error: failure },
      ],
      stopWhen: () => false,
      invariant: (s) => {
        if (s.matches("sending") || s.matches("sent")) expect(s.context.errors).toEqual({});
        if (s.matches("sending")) expect(s.context.message).toBeNull();
      },
      step: (before, event, after) => {
        if (event.type.startsWith("xstate.error.actor")) expect(after.context.draft).toEqual(before.context.draft);
        // The form stays on screen while it is sent: what the shopper types then is kept, not dropped.
        if (event.type === "contact.edit" && !before.matches("sent")) {
          const { field, value } = event as unknown as { field: keyof C["draft"]; value: string };
          expect(after.context.draft[field]).toBe(value);
        }
      },
    });
  });
});

describe("app update machine model", () => {
  const store = memory();
  let now = 0;
  const updates = createAppUpdateMachine({
    checkLatestBuild: () => Promise.resolve("b"),
    navigation: { navigate() {}, reload() {} },
    clock: { now: () => now },
    store,
    currentBuildId: "a",
  });
  type C = AppUpdateContext;

  test("an update is flagged exactly when another build is reported, and polling stops then", () => {
    now = 0;
    checkModel<Snap<C>>(updates, {
      events: () => [
        { type: "app.navigate", path: "/cart/" },
        { type: "app.chunkLoadFailed", path: "/cart/" },
      ],
      timers: (s) => (s.matches("upToDate") ? [{ type: "xstate.after.poll.appUpdate.upToDate" }] : []),
      answers: () => [{ done: "a" }, { done: "b" }, { done: "" }, { error: failure }],
      stopWhen: () => false,
      invariant: (s) => {
        expect(s.context.updateAvailable).toBe(s.matches("updateAvailable"));
        if (s.context.updateAvailable) expect(s.context.latestBuildId).not.toBe(s.context.currentBuildId);
      },
      step: (before, _event, after) => {
        if (before.context.updateAvailable) expect(after.matches("updateAvailable")).toBe(true);
      },
    });
  });
});
