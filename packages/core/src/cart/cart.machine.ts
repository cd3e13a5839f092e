import { assign, fromPromise, raise, setup } from "xstate";
import type { Actor, SnapshotFrom } from "xstate";
import type { Availability, CartItem, CartLine, FieldErrors, LineRef, ProductCard } from "../schemas/index.js";
import { lineRef } from "../schemas/line-key.js";
import type { KeyValueStore, Logger, ShopApi } from "../ports/index.js";
import { isApiError } from "../ports/index.js";
import { applyCartChange, isValidCartChange, mergeAvailability, mergeCartProducts, problemsAfterChange, stockProblems, withKnownStock } from "./cart-lines.js";
import type { CartChange, StockProblem } from "./cart-lines.js";
import { CART_COOKIE, CART_MAX_AGE, parseCart, serializeCart, withStoredLines } from "./cart-storage.js";
import { cartContextOf, type CartContext } from "./cart-context.js";

/** Milliseconds between a cart change and its application (spec §9). */
export const CART_CHANGE_DELAY = 150;

/** Events the cart accepts. */
export type CartEvent =
  | CartChange
  /** Fetches the current product data of the lines (price, old_price, currency, stock...). */
  | { readonly type: "cart.refresh" }
  /** Asks the server whether every line's quantity can be bought. */
  | { readonly type: "cart.checkAvailability" };

/** Raised by the cart itself once a change's delay has passed: the oldest pending change applies. */
export interface CartChangeDue {
  /** Internal to the cart; sending it from outside would apply a change early. */
  readonly type: "cart.changeDue";
}

/** Ports the cart machine needs. */
export interface CartPorts {
  /** The shop API (cart products and availability). */
  readonly api: ShopApi;
  /** The cookie store that keeps the cart between visits. */
  readonly store: KeyValueStore;
  /** Where failures are logged. */
  readonly logger: Logger;
}

/** What an availability check found, with the lines it asked about (its answer is about them). */
export interface CheckedAvailability {
  /** The lines as they were sent. */
  readonly items: ReadonlyArray<CartItem>;
  /** The units available of each line; empty when some line cannot be bought. */
  readonly availability: Availability;
  /** The lines that cannot be bought, from a 422 answer. */
  readonly problems: ReadonlyArray<StockProblem>;
}

/** Products fetched for the lines asked about, so lines added meanwhile are not mistaken for removed products. */
export interface FetchedCartProducts {
  /** The lines (product and variant) the request asked about. */
  readonly lines: ReadonlyArray<LineRef>;
  /** The products that still exist. */
  readonly products: ReadonlyArray<ProductCard>;
}

const fieldErrorsOf = (error: unknown): FieldErrors | undefined => (isApiError(error) ? error.errors : undefined);

const itemsOf = (lines: ReadonlyArray<CartLine>): Array<CartItem> => lines.map((line) => ({ ...lineRef(line), quantity: line.quantity }));

/**
 * The lines to change: this cart's own, or, when the store holds another value than this cart last
 * saw (another tab saved), the stored lines with the product data this cart has. A store that keeps
 * nothing (cookies blocked) reads the same each time, so the cart still works in memory there.
 */
const currentLines = (store: KeyValueStore, context: CartContext): ReadonlyArray<CartLine> => {
  const stored = store.get(CART_COOKIE);
  return stored === context.stored ? context.lines : withStoredLines(context.lines, parseCart(stored));
};

/**
 * The shopper's cart (spec §4). It starts with the lines of the {@link CART_COOKIE} cookie. Every
 * change (`cart.add`, `cart.setQuantity`, `cart.remove`, `cart.clear`) applies
 * {@link CART_CHANGE_DELAY} ms after it was asked for, in the order asked, with `loading` on
 * meanwhile; each applied change is saved to the cookie for 7 days. A change applies to the lines
 * the cookie holds then: when another tab saved the cart meanwhile, its lines are kept, not erased.
 * A line is a product, or one variant of a product with options (`variant_id`; see `lineKey`): two
 * variants of a product are two lines. `cart.refresh` merges the current product data into the
 * lines and drops products and variants no longer sold ('Failed to fetch cart' on failure);
 * `cart.checkAvailability` adds each line's stock and keeps the lines it found short or gone by
 * line ('Failed get cart items' on other failures). Totals come from `cartTotals(lines)`.
 * @example
 * const cart = createActor(createCartMachine({ api, store: cookies, logger })).start();
 * cart.send({ type: "cart.refresh" });
 * cart.send({ type: "cart.add", id: product.id, product });
 * cart.send({ type: "cart.add", id: tshirt.id, variant_id: sizeM.id, product: variantCard(tshirt, sizeM) });
 * useSelector(cart, (s) => badgeLabel(cartCount(s.context.lines)));
 */
export const createCartMachine = ({ api, store, logger }: CartPorts) =>
  setup({
    types: {
      context: {} as CartContext,
      events: {} as CartEvent | CartChangeDue,
    },
    actors: {
      fetchCartProducts: fromPromise<FetchedCartProducts, { readonly lines: ReadonlyArray<LineRef> }>(async ({ input, signal }) => ({
        lines: input.lines,
        products: await api.getCartProducts(input.lines, { signal }),
      })),
      checkAvailability: fromPromise<CheckedAvailability, { readonly items: ReadonlyArray<CartItem> }>(async ({ input, signal }) => {
        try {
          return { items: input.items, availability: await api.checkAvailability(input.items, { signal }), problems: [] };
        } catch (error) {
          const errors = fieldErrorsOf(error);
          if (!errors) throw error;
          return { items: input.items, availability: [], problems: stockProblems(input.items, errors, isApiError(error) ? error.stock : undefined) };
        }
      }),
    },
    delays: { changeDelay: CART_CHANGE_DELAY },
    guards: {
      isValidChange: (_, change: CartChange) => isValidCartChange(change),
      hasPendingChange: ({ context }) => context.pending.length > 0,
      hasLines: ({ context }) => context.lines.length > 0,
    },
    actions: {
      queueChange: assign(({ context }, change: CartChange) => ({ pending: [...context.pending, change], loading: true })),
      // One due event per change, each applying the oldest pending change, so changes apply in the
      // order asked even if two delays end at the same instant.
      scheduleChange: raise({ type: "cart.changeDue" }, { delay: "changeDelay" }),
      applyOldestChange: assign(({ context }) => {
        const [change, ...rest] = context.pending;
        const lines = applyCartChange(currentLines(store, context), change!);
        return { lines, pending: rest, loading: rest.length > 0, problems: withKnownStock(problemsAfterChange(context.problems, context.lines, lines), lines) };
      }),
      // Written right after the lines were read from the store, in the same step: nothing another
      // tab saves can fall between the read and the write. What the store then holds is noted.
      saveCart: assign(({ context }) => {
        store.set(CART_COOKIE, serializeCart(context.lines), { maxAge: CART_MAX_AGE, path: "/", sameSite: "lax" });
        return { stored: store.get(CART_COOKIE) };
      }),
      mergeProducts: assign(({ context }, fetched: FetchedCartProducts) => {
        const lines = mergeCartProducts(currentLines(store, context), fetched.products, fetched.lines);
        // A line dropped because its product is gone takes its warning with it.
        return { lines, problems: withKnownStock(problemsAfterChange(context.problems, context.lines, lines), lines) };
      }),
      // Problems are about the lines as sent: those changed since then are not known to be short.
      mergeAvailability: assign(({ context }, checked: CheckedAvailability) => {
        const lines = mergeAvailability(context.lines, checked.availability);
        return { lines, problems: withKnownStock(problemsAfterChange(checked.problems, checked.items, context.lines), lines) };
      }),
      clearProblems: assign({ problems: [] }),
      logFailure: (_, params: { readonly message: string; readonly error: unknown }) => logger.error(params.message, params.error),
    },
  }).createMachine({
    id: "cart",
    context: () => cartContextOf(store),
    type: "parallel",
    on: {
      "cart.add": {
        guard: { type: "isValidChange", params: ({ event }) => event },
        actions: [{ type: "queueChange", params: ({ event }) => event }, "scheduleChange"],
      },
      "cart.setQuantity": {
        guard: { type: "isValidChange", params: ({ event }) => event },
        actions: [{ type: "queueChange", params: ({ event }) => event }, "scheduleChange"],
      },
      "cart.remove": {
        guard: { type: "isValidChange", params: ({ event }) => event },
        actions: [{ type: "queueChange", params: ({ event }) => event }, "scheduleChange"],
      },
      "cart.clear": {
        guard: { type: "isValidChange", params: ({ event }) => event },
        actions: [{ type: "queueChange", params: ({ event }) => event }, "scheduleChange"],
      },
      "cart.changeDue": { guard: "hasPendingChange", actions: ["applyOldestChange", "saveCart"] },
    },
    states: {
      // Each region handles its event in its own states: a transition on the region itself would
      // re-enter from the parallel root and restart (abandon) the other region's request.
      products: {
        initial: "idle",
        states: {
          idle: {
            on: { "cart.refresh": { guard: "hasLines", target: "refreshing" } },
          },
          refreshing: {
            on: {
              // Re-entering abandons the running refresh, whose lines may be outdated.
              "cart.refresh": [{ guard: "hasLines", target: "refreshing", reenter: true }, { target: "idle" }],
            },
            entry: assign({ refreshing: true }),
            exit: assign({ refreshing: false }),
            invoke: {
              src: "fetchCartProducts",
              input: ({ context }) => ({ lines: context.lines.map(lineRef) }),
              onDone: { target: "idle", actions: [{ type: "mergeProducts", params: ({ event }) => event.output }, "saveCart"] },
              onError: {
                target: "idle",
                actions: { type: "logFailure", params: ({ event }) => ({ message: "Failed to fetch cart", error: event.error }) },
              },
            },
          },
        },
      },
      availability: {
        initial: "idle",
        states: {
          idle: {
            on: { "cart.checkAvailability": [{ guard: "hasLines", target: "checking" }, { actions: "clearProblems" }] },
          },
          checking: {
            on: {
              // Re-entering abandons the running check, whose quantities may be outdated.
              "cart.checkAvailability": [
                { guard: "hasLines", target: "checking", reenter: true },
                { target: "idle", actions: "clearProblems" },
              ],
            },
            entry: assign({ checking: true }),
            exit: assign({ checking: false }),
            invoke: {
              src: "checkAvailability",
              input: ({ context }) => ({ items: itemsOf(context.lines) }),
              onDone: { target: "idle", actions: { type: "mergeAvailability", params: ({ event }) => event.output } },
              onError: {
                target: "idle",
                actions: { type: "logFailure", params: ({ event }) => ({ message: "Failed get cart items", error: event.error }) },
              },
            },
          },
        },
      },
    },
  });

/** The cart machine, as `createCartMachine` returns it. */
export type CartMachine = ReturnType<typeof createCartMachine>;
/** A started cart: `createActor(createCartMachine(ports)).start()`; pass it to what renders or drives it. */
export type CartActor = Actor<CartMachine>;
/** What a cart actor's `getSnapshot()` returns (and `useSelector` selects from). */
export type CartSnapshot = SnapshotFrom<CartMachine>;
