import { assign, emit, fromPromise, setup } from "xstate";
import type { Actor, SnapshotFrom } from "xstate";
import type { CheckoutPayload, FieldErrors, Order, PlacedOrder } from "../schemas/index.js";
import type { Logger, ShopApi } from "../ports/index.js";
import { isApiError } from "../ports/index.js";
import type { Validation } from "../validation/validate.js";
import { stockProblems } from "../cart/cart-lines.js";
import { buildCheckoutPayload } from "./build-payload.js";
import { EMPTY_CHECKOUT, type CheckoutContext } from "./checkout-context.js";
import type { CheckoutDraft, CheckoutForm } from "./build-payload.js";

/** The message shown when an order fails for any reason other than field errors (spec §8). */
export const CHECKOUT_FAILED = "Failed to process order";

/** Events the checkout page sends. */
export type CheckoutEvent =
  /** Validates the form and, when valid, places the order. Ignored while an order is being placed or after one was. */
  | { readonly type: "checkout.submit"; readonly form: CheckoutForm }
  /** Clears the error of a field the shopper edited (and of the fields below it). */
  | { readonly type: "checkout.clearError"; readonly path: string }
  /** Starts over with an empty checkout (a new order gets a new idempotency key). */
  | { readonly type: "checkout.reset" };

/** Emitted when the server accepted the order; the app empties the cart. */
export interface CheckoutPlaced {
  /** The event's name. */
  readonly type: "checkout.placed";
  /** The new order's number. */
  readonly orderNumber: string;
  /** The key that opens the new order's confirmation (`/order/{number}/?key=`). */
  readonly accessKey: string;
}

/** Ports the checkout machine needs. */
export interface CheckoutPorts {
  /** The shop API (checkout and order). */
  readonly api: ShopApi;
  /** Where failures are logged. */
  readonly logger: Logger;
  /** A new unique idempotency key (for example `crypto.randomUUID`); core has no randomness of its own. */
  readonly newKey: () => string;
  /**
   * Checks the payload before any request: core's `validateCheckout` (from `@vitrina/core/validation`),
   * so field errors show at once. It brings effect's Schema (about 23 kB gzip, which an app using
   * `@vitrina/api-adapter` loads anyway to decode answers), so the machine takes it as a port rather
   * than importing it. Without it the payload is sent as built and the shop's 422 answer gives the
   * same field errors.
   */
  readonly validate?: (draft: CheckoutDraft) => Validation<CheckoutPayload>;
}

// Without a validator the shop is the check: its 422 answers carry the same field errors.
const sendUnchecked = (draft: CheckoutDraft): Validation<CheckoutPayload> => ({ ok: true, value: draft as unknown as CheckoutPayload });

const fieldErrorsOf = (error: unknown): FieldErrors | undefined => (isApiError(error) && error.status === 422 ? error.errors : undefined);

const LINE_STOCK_PATH = /^products\.\d+\.(id|variant_id|quantity)$/;

/** A 422's errors split: the lines' stock problems by line (product and variant), and the other field errors by path. */
const refusalOf = (payload: CheckoutPayload, error: unknown): Pick<CheckoutContext, "errors" | "problems"> => {
  const errors = fieldErrorsOf(error) ?? {};
  const problems = stockProblems(payload.products, errors, isApiError(error) ? error.stock : undefined);
  // A product with options named without a variant is the line's problem too (its options are chosen on its page), not a field to correct.
  const isStock = ([path, kinds]: [string, ReadonlyArray<string>]) =>
    LINE_STOCK_PATH.test(path) &&
    kinds.every((kind) => kind === "out_of_stock" || kind === "not_found" || (kind === "required" && path.endsWith(".variant_id")));
  return { problems, errors: Object.fromEntries(Object.entries(errors).filter((entry) => !isStock(entry))) };
};
/** The wait a 429 asked for (0 when unsaid); undefined for any other failure. */
const retryAfterOf = (error: unknown): number | undefined => (isApiError(error) && error.status === 429 ? (error.retryAfter ?? 0) : undefined);

// Payloads are built with their keys in a fixed order, so equal payloads serialize equally.
const samePayload = (a: CheckoutPayload | null, b: CheckoutPayload | null): boolean => a !== null && b !== null && JSON.stringify(a) === JSON.stringify(b);

/**
 * The checkout (spec §5, §8). `checkout.submit` builds the payload from the form
 * ({@link buildCheckoutPayload}) and checks it with the `validate` port (core's `validateCheckout`);
 * field errors show without calling the API. A valid payload is sent with an idempotency key that stays the same while the same payload is
 * retried, so a retry after a lost answer cannot place a second order. A 422 shows the answer's field
 * errors, and its lines out of stock or no longer sold as `problems` by line (product and variant); a 429 (too many recent orders) keeps `retryAfter`; any other failure shows 'Failed to
 * process order'. On success the machine emits {@link CheckoutPlaced} with the order's number and
 * access key, loads the order with them and ends in `done` (with `order` null if that load failed).
 * @example
 * const checkout = createActor(createCheckoutMachine({ api, logger, newKey: () => crypto.randomUUID(), validate: validateCheckout })).start();
 * checkout.on("checkout.placed", () => cart.send({ type: "cart.clear" }));
 * checkout.send({ type: "checkout.submit", form });
 */
export const createCheckoutMachine = ({ api, logger, newKey, validate = sendUnchecked }: CheckoutPorts) =>
  setup({
    types: {
      context: {} as CheckoutContext,
      events: {} as CheckoutEvent,
      emitted: {} as CheckoutPlaced,
    },
    actors: {
      placeOrder: fromPromise<PlacedOrder, { readonly payload: CheckoutPayload; readonly idempotencyKey: string }>(({ input, signal }) =>
        api.checkout(input.payload, { idempotencyKey: input.idempotencyKey, signal }),
      ),
      loadOrder: fromPromise<Order, PlacedOrder>(({ input, signal }) => api.getOrder(input.orderNumber, input.accessKey, { signal })),
    },
    guards: {
      isValid: ({ context }) => Object.keys(context.errors).length === 0,
      hasFieldErrors: (_, params: { readonly error: unknown }) => fieldErrorsOf(params.error) !== undefined,
      isLimited: (_, params: { readonly error: unknown }) => retryAfterOf(params.error) !== undefined,
    },
    actions: {
      validateForm: assign(({ context }, form: CheckoutForm) => {
        const result = validate(buildCheckoutPayload(form));
        if (!result.ok) return { errors: result.errors, error: null, problems: [], retryAfter: null };
        const keep = samePayload(result.value, context.payload);
        return {
          errors: {},
          problems: [],
          error: null,
          retryAfter: null,
          payload: result.value,
          idempotencyKey: keep ? context.idempotencyKey : newKey(),
        };
      }),
      takePlaced: assign((_, placed: PlacedOrder) => ({ orderNumber: placed.orderNumber, accessKey: placed.accessKey })),
      announcePlaced: emit((_, placed: PlacedOrder) => ({ type: "checkout.placed" as const, orderNumber: placed.orderNumber, accessKey: placed.accessKey })),
      showLimit: assign((_, retryAfter: number) => ({ retryAfter })),
      takeOrder: assign((_, order: Order) => ({ order })),
      showRefusal: assign(({ context }, params: { readonly error: unknown }) => refusalOf(context.payload!, params.error)),
      fail: assign({ error: CHECKOUT_FAILED }),
      clearError: assign(({ context }, path: string) => ({
        errors: Object.fromEntries(Object.entries(context.errors).filter(([key]) => key !== path && !key.startsWith(`${path}.`))),
      })),
      reset: assign(() => EMPTY_CHECKOUT),
      logFailure: (_, params: { readonly message: string; readonly error: unknown }) => logger.error(params.message, params.error),
    },
  }).createMachine({
    id: "checkout",
    context: EMPTY_CHECKOUT,
    initial: "idle",
    on: {
      "checkout.reset": { target: ".idle", actions: "reset" },
      "checkout.clearError": { actions: { type: "clearError", params: ({ event }) => event.path } },
    },
    states: {
      idle: {
        on: {
          "checkout.submit": { target: "validating", actions: { type: "validateForm", params: ({ event }) => event.form } },
        },
      },
      validating: {
        always: [{ guard: "isValid", target: "submitting" }, { target: "idle" }],
      },
      submitting: {
        entry: assign({ submitting: true }),
        exit: assign({ submitting: false }),
        invoke: {
          src: "placeOrder",
          // validateForm stored the payload and its key before entering.
          input: ({ context }) => ({ payload: context.payload!, idempotencyKey: context.idempotencyKey! }),
          onDone: {
            target: "loadingOrder",
            actions: [
              { type: "takePlaced", params: ({ event }) => event.output },
              { type: "announcePlaced", params: ({ event }) => event.output },
            ],
          },
          onError: [
            {
              guard: { type: "hasFieldErrors", params: ({ event }) => ({ error: event.error }) },
              target: "idle",
              actions: { type: "showRefusal", params: ({ event }) => ({ error: event.error }) },
            },
            {
              guard: { type: "isLimited", params: ({ event }) => ({ error: event.error }) },
              target: "idle",
              actions: { type: "showLimit", params: ({ event }) => retryAfterOf(event.error) ?? 0 },
            },
            {
              target: "idle",
              actions: ["fail", { type: "logFailure", params: ({ event }) => ({ message: CHECKOUT_FAILED, error: event.error }) }],
            },
          ],
        },
      },
      loadingOrder: {
        entry: assign({ submitting: true }),
        exit: assign({ submitting: false }),
        invoke: {
          src: "loadOrder",
          input: ({ context }) => ({ orderNumber: context.orderNumber!, accessKey: context.accessKey! }),
          onDone: { target: "done", actions: { type: "takeOrder", params: ({ event }) => event.output } },
          onError: {
            target: "done",
            actions: { type: "logFailure", params: ({ event }) => ({ message: "Failed to load order", error: event.error }) },
          },
        },
      },
      done: {},
    },
  });

/** The checkout machine, as `createCheckoutMachine` returns it. */
export type CheckoutMachine = ReturnType<typeof createCheckoutMachine>;
/** A started checkout: `createActor(createCheckoutMachine(ports)).start()`; pass it to what renders or drives it. */
export type CheckoutActor = Actor<CheckoutMachine>;
/** What a checkout actor's `getSnapshot()` returns (and `useSelector` selects from). */
export type CheckoutSnapshot = SnapshotFrom<CheckoutMachine>;
