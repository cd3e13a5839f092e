// What the cart shows, apart from its machine: a page shows the cookie's cart before (or without)
// loading xstate.
import type { CartLine } from "../schemas/index.js";
import type { KeyValueStore } from "../ports/index.js";
import type { CartChange, StockProblem } from "./cart-lines.js";
import { CART_COOKIE, parseCart } from "./cart-storage.js";

/** What the cart shows. */
export interface CartContext {
  /** The cart's lines: the stored id, variant id and quantity, plus product data once refreshed. */
  readonly lines: ReadonlyArray<CartLine>;
  /** Changes are waiting for their delay to pass (spec §4's loading flag). */
  readonly loading: boolean;
  /** Changes asked for and not applied yet, oldest first. */
  readonly pending: ReadonlyArray<CartChange>;
  /** A refresh of the product data is running. */
  readonly refreshing: boolean;
  /** An availability check is running. */
  readonly checking: boolean;
  /**
   * Lines the last availability check found short or gone, and lines holding more than the stock
   * last read (at once, without a request), by line (product and variant); empty when all is available. A line's
   * problem goes when the line is removed or its quantity changes to what is in stock.
   */
  readonly problems: ReadonlyArray<StockProblem>;
  /**
   * The cart's value in the store as this cart last read or wrote it. Another tab's save changes
   * it: the next change then applies to the stored lines, so no save drops lines another tab added.
   */
  readonly stored: string | undefined;
}

/**
 * The cart's context before any event: the lines of the {@link CART_COOKIE} cookie. A page shows it
 * while the machine's code is still loading.
 * @example cartContextOf(cookies).lines // [{ id: 3, quantity: 2 }]
 */
export const cartContextOf = (store: KeyValueStore): CartContext => {
  const stored = store.get(CART_COOKIE);
  return { lines: parseCart(stored), stored, loading: false, pending: [], refreshing: false, checking: false, problems: [] };
};
