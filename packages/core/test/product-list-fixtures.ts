import { SimulatedClock, createActor } from "xstate";
import {
  PAGE_SIZE,
  createProductListMachine,
  type KeyValueStore,
  type ProductCard,
  type ProductListQuery,
  type ProductListResponse,
  type ShopApi,
} from "../src/index.js";

declare const setTimeout: (callback: () => void, ms: number) => unknown;
/** Lets settled promises reach the actor. */
export const flush = () => new Promise<void>((r) => setTimeout(r, 0));

/** A product card numbered id. */
export const product = (id: number): ProductCard => ({
  id,
  uuid: `uuid-${id}`,
  slug: `product-${id}`,
  sku: `SKU-${id}`,
  title: `Product ${id}`,
  price: 100 + id,
  old_price: null,
  currency: "MDL",
  image: null,
  category: { slug: "divane", name: "Divane" },
  stock: 5,
  in_stock: true,
});

/** The products numbered 1 to count. */
export const catalogue = (count: number) => Array.from({ length: count }, (_, i) => product(i + 1));

/** The page of the catalogue the server would answer. */
export const answer = (all: ReadonlyArray<ProductCard>, page: number, perPage: number): ProductListResponse => ({
  items: all.slice((page - 1) * perPage, page * perPage),
  filters: [{ key: "brand", name: "Brand", values: [{ value: "Bosch", count: all.length }] }],
  price_range: { min: 101, max: 100 + all.length },
  seo: { title: "Divane", description: "Divane ieftine" },
  current_page: page,
  total_pages: Math.ceil(all.length / perPage),
  total_items: all.length,
  breadcrumb: [{ name: "Divane", slug: "divane" }],
});

type Call = { query: ProductListQuery; resolve: () => void; reject: (e: unknown) => void };

/**
 * A catalogue API that pages a fixed list honestly. With `manual`, answers wait for the test to settle
 * them; otherwise they resolve at once.
 */
export const fakeApi = (all: ReadonlyArray<ProductCard>, manual = false) => {
  const calls: Array<Call> = [];
  const api = {
    getProducts: (query: ProductListQuery) =>
      new Promise<ProductListResponse>((resolve, reject) => {
        const call = { query, resolve: () => resolve(answer(all, query.page ?? 1, query.perPage ?? PAGE_SIZE)), reject };
        calls.push(call);
        if (!manual) call.resolve();
      }),
  } as unknown as ShopApi;
  return { api, calls };
};

/** A key-value store in memory, its values open to the test. */
export const memoryStore = (): KeyValueStore & { readonly values: Map<string, string> } => {
  const values = new Map<string, string>();
  return {
    values,
    get: (name) => values.get(name),
    set: (name, value) => void values.set(name, value),
    remove: (name) => void values.delete(name),
  };
};

/** A logger that keeps the errors it is given. */
export const fakeLogger = () => {
  const errors: Array<string> = [];
  return { logger: { warn: () => {}, error: (message: string) => void errors.push(message) }, errors };
};

/** A started product list actor over the catalogue, with its requests, store and logged errors. */
export const start = (all: ReadonlyArray<ProductCard>, manual = false) => {
  const { api, calls } = fakeApi(all, manual);
  const store = memoryStore();
  const { logger, errors } = fakeLogger();
  const actor = createActor(createProductListMachine({ api, store, logger }), { clock: new SimulatedClock() }).start();
  return { actor, calls, store, errors };
};

/** The ids of a list of products, in order. */
export const ids = (items: ReadonlyArray<ProductCard>) => items.map((p) => p.id);
