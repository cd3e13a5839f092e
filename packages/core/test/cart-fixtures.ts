import { SimulatedClock, createActor } from "xstate";
import {
  CART_COOKIE,
  createCartMachine,
  lineRef,
  type Availability,
  type CartItem,
  type KeyValueStore,
  type LineRef,
  type ProductCard,
  type ShopApi,
  type StoreOptions,
} from "../src/index.js";

// core's tsconfig carries no Node or DOM types; the test runner's global timer is enough to let
// settled promises reach the actor.
declare const setTimeout: (callback: () => void, ms: number) => unknown;
/** Lets settled promises reach the actor. */
export const flush = () => new Promise<void>((r) => setTimeout(r, 0));

/** A product card with the given id and prices. */
export const product = (id: number, price: number, old_price: number | null = null): ProductCard => ({
  id,
  uuid: `uuid-${id}`,
  slug: `product-${id}`,
  sku: `SKU-${id}`,
  title: `Product ${id}`,
  price,
  old_price,
  currency: "MDL",
  image: null,
  category: { slug: "divane", name: "Divane" },
  stock: 10,
  in_stock: true,
});

/** A cookie jar on the actor's clock that forgets values after their maxAge. */
export const fakeCookies = (clock: { now(): number }, initial?: unknown) => {
  const values = new Map<string, { value: unknown; expires: number }>();
  const writes: Array<{ name: string; value: string; options: StoreOptions | undefined }> = [];
  if (initial !== undefined) values.set(CART_COOKIE, { value: initial, expires: Infinity });
  const store: KeyValueStore = {
    // A cookie library may hand back JSON it already decoded; the cart copes with both.
    get: (name) => {
      const entry = values.get(name);
      return entry && entry.expires > clock.now() ? (entry.value as string) : undefined;
    },
    set: (name, value, options) => {
      writes.push({ name, value, options });
      values.set(name, { value, expires: options?.maxAge === undefined ? Infinity : clock.now() + options.maxAge * 1000 });
    },
    remove: (name) => void values.delete(name),
  };
  return { store, writes };
};

/** A promise the test settles by hand. */
const deferred = <T>() => {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

/** A shop API whose cart calls the test answers by hand. */
export const fakeApi = () => {
  const productCalls: Array<{ lines: ReadonlyArray<LineRef> } & ReturnType<typeof deferred<ReadonlyArray<ProductCard>>>> = [];
  const availabilityCalls: Array<{ items: ReadonlyArray<CartItem> } & ReturnType<typeof deferred<Availability>>> = [];
  const api = {
    getCartProducts: (lines: ReadonlyArray<LineRef>) => {
      const d = deferred<ReadonlyArray<ProductCard>>();
      productCalls.push({ lines, ...d });
      return d.promise;
    },
    checkAvailability: (items: ReadonlyArray<CartItem>) => {
      const d = deferred<Availability>();
      availabilityCalls.push({ items, ...d });
      return d.promise;
    },
  } as unknown as ShopApi;
  return { api, productCalls, availabilityCalls };
};

/** A started cart actor on a simulated clock, with its cookie jar, API calls and logged errors. */
export const start = (cookie?: unknown) => {
  const clock = new SimulatedClock();
  const { store, writes } = fakeCookies(clock, cookie);
  const { api, productCalls, availabilityCalls } = fakeApi();
  const errors: Array<string> = [];
  const logger = { warn: () => {}, error: (message: string) => void errors.push(message) };
  const actor = createActor(createCartMachine({ api, store, logger }), { clock }).start();
  const items = () => actor.getSnapshot().context.lines.map((line) => ({ ...lineRef(line), quantity: line.quantity }));
  return { actor, clock, store, writes, productCalls, availabilityCalls, errors, items };
};
