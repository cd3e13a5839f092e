// What the checkout page shows, apart from its machine: the page shows the empty checkout before
// its machine (and the schemas that check the form) load.
import type { CheckoutPayload, FieldErrors, Order } from "../schemas/index.js";
import type { StockProblem } from "../cart/cart-lines.js";

/** What the checkout page shows. */
export interface CheckoutContext {
  /**
   * Field errors by dotted path (`billingAddress.city`), from the form's validation or a 422 answer;
   * a line's stock errors are in `problems` instead.
   */
  readonly errors: FieldErrors;
  /** Lines the server refused (out of stock, no longer sold), by line (product and variant), with the units left when known. */
  readonly problems: ReadonlyArray<StockProblem>;
  /** The machine's `CHECKOUT_FAILED` after a failure that is not about fields; null otherwise. */
  readonly error: string | null;
  /**
   * After the shop refused the order for too many recent orders (429): the seconds it asked to wait
   * (0 when it did not say); null otherwise.
   */
  readonly retryAfter: number | null;
  /** The order is being placed or its confirmation loaded. */
  readonly submitting: boolean;
  /** The last valid payload submitted. */
  readonly payload: CheckoutPayload | null;
  /** The Idempotency-Key of `payload`; a retry of the same payload sends it again. */
  readonly idempotencyKey: string | null;
  /** The number of the placed order. */
  readonly orderNumber: string | null;
  /** The access key that opens the placed order's confirmation. */
  readonly accessKey: string | null;
  /** The placed order, once loaded; null if loading it failed. */
  readonly order: Order | null;
}

/** The checkout's context before any event (a page shows it while the machine's code loads). */
export const EMPTY_CHECKOUT: CheckoutContext = {
  errors: {},
  problems: [],
  error: null,
  retryAfter: null,
  submitting: false,
  payload: null,
  idempotencyKey: null,
  orderNumber: null,
  accessKey: null,
  order: null,
};
