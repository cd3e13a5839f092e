import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { SimulatedClock, createActor } from "xstate";
import {
  FILTERS_KEY,
  LOAD_MORE_SIZE,
  PAGE_SIZE,
  apiError,
  canLoadMore,
  createProductListMachine,
  loadMorePlan,
  readSavedFilters,
  type KeyValueStore,
  type ProductCard,
  type ProductListQuery,
  type ProductListResponse,
  type ShopApi,
} from "../src/index.js";

declare const setTimeout: (callback: () => void, ms: number) => unknown;
const flush = () => new Promise<void>((r) => setTimeout(r, 0));

const product = (id: number): ProductCard => ({
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

const catalogue = (count: number) => Array.from({ length: count }, (_, i) => product(i + 1));

const answer = (all: ReadonlyArray<ProductCard>, page: number, perPage: number): ProductListResponse => ({
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
const fakeApi = (all: ReadonlyArray<ProductCard>, manual = false) => {
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

const memoryStore = (): KeyValueStore & { readonly values: Map<string, string> } => {
  const values = new Map<string, string>();
  return {
    values,
    get: (name) => values.get(name),
    set: (name, value) => void values.set(name, value),
    remove: (name) => void values.delete(name),
  };
};

const fakeLogger = () => {
  const errors: Array<string> = [];
  return { logger: { warn: () => {}, error: (message: string) => void errors.push(message) }, errors };
};

const start = (all: ReadonlyArray<ProductCard>, manual = false) => {
  const { api, calls } = fakeApi(all, manual);
  const store = memoryStore();
  const { logger, errors } = fakeLogger();
  const actor = createActor(createProductListMachine({ api, store, logger }), { clock: new SimulatedClock() }).start();
  return { actor, calls, store, errors };
};

const ids = (items: ReadonlyArray<ProductCard>) => items.map((p) => p.id);

describe("product list machine", () => {
  test("a first load shows page 1 of 9 with the listing's data", async () => {
    const { actor, calls } = start(catalogue(47));
    actor.send({ type: "list.load", query: { slug: "divane" } });
    expect(actor.getSnapshot().context.loading).toBe(true);
    await flush();
    expect(calls.map((c) => c.query)).toEqual([{ slug: "divane", page: 1, perPage: 9 }]);
    const { context } = actor.getSnapshot();
    expect(ids(context.items)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(context).toMatchObject({
      loading: false,
      current_page: 1,
      total_pages: 6,
      total_items: 47,
      seo: { title: "Divane" },
      breadcrumb: [{ name: "Divane", slug: "divane" }],
      price_range: { min: 101, max: 147 },
      filters: [{ key: "brand" }],
      error: null,
    });
  });

  test("a list started from a server-rendered first page loads more without asking for page 1 again", async () => {
    const all = catalogue(47);
    const { api, calls } = fakeApi(all);
    const { logger } = fakeLogger();
    const query = { slug: "divane", sort_by: "price_asc" } as const;
    const response = answer(all, 1, PAGE_SIZE);
    const actor = createActor(createProductListMachine({ api, store: memoryStore(), logger }, { query, response }), { clock: new SimulatedClock() }).start();
    expect(ids(actor.getSnapshot().context.items)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(actor.getSnapshot().context.query).toEqual(query);
    actor.send({ type: "list.loadMore" });
    await flush();
    expect(calls.every((c) => c.query.page !== 1 || c.query.perPage !== PAGE_SIZE)).toBe(true);
    expect(calls.every((c) => c.query.sort_by === "price_asc")).toBe(true);
    expect(ids(actor.getSnapshot().context.items)).toEqual(ids(all.slice(0, 19)));
  });

  test("a first load replaces what was shown; load-more appends", async () => {
    const { actor } = start(catalogue(47));
    actor.send({ type: "list.load", query: { slug: "divane" } });
    await flush();
    actor.send({ type: "list.loadMore" });
    await flush();
    expect(actor.getSnapshot().context.items).toHaveLength(19);

    actor.send({ type: "list.load", query: { slug: "divane", sort_by: "price_asc" } });
    await flush();
    expect(ids(actor.getSnapshot().context.items)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  test("load-more adds the next 10 with size-10 pages, with no gap and no repeat, up to the end", async () => {
    const all = catalogue(47);
    const { actor, calls } = start(all);
    actor.send({ type: "list.load", query: { slug: "divane" } });
    await flush();

    const seen: Array<number> = [];
    for (let i = 0; i < 10; i++) {
      actor.send({ type: "list.loadMore" });
      await flush();
      seen.push(actor.getSnapshot().context.items.length);
    }
    expect(seen.slice(0, 5)).toEqual([19, 29, 39, 47, 47]);
    expect(ids(actor.getSnapshot().context.items)).toEqual(ids(all));
    for (const call of calls.slice(1)) expect(call.query).toMatchObject({ slug: "divane", perPage: LOAD_MORE_SIZE });
    // Once everything is shown, load-more asks for nothing.
    expect(calls).toHaveLength(1 + 4 * 2);
  });

  test("load-more keeps the listing's filters in its requests", async () => {
    const { actor, calls } = start(catalogue(30));
    const query: ProductListQuery = { slug: "divane", filters: { brand: ["Bosch"] }, in_stock: true, sort_by: "newest" };
    actor.send({ type: "list.load", query });
    await flush();
    actor.send({ type: "list.loadMore" });
    await flush();
    expect(calls[1]!.query).toEqual({ ...query, page: 1, perPage: 10 });
    expect(calls[2]!.query).toEqual({ ...query, page: 2, perPage: 10 });
  });

  test("the guard blocks load-more at the last page", async () => {
    const { actor, calls } = start(catalogue(7));
    actor.send({ type: "list.load", query: { slug: "divane" } });
    await flush();
    actor.send({ type: "list.loadMore" });
    await flush();
    expect(calls).toHaveLength(1);
    expect(actor.getSnapshot().context.loadingMore).toBe(false);
  });

  test("the guard blocks load-more while a first load runs", () => {
    const { actor, calls } = start(catalogue(47), true);
    actor.send({ type: "list.load", query: { slug: "divane" } });
    actor.send({ type: "list.loadMore" });
    expect(calls).toHaveLength(1);
  });

  test("the guard blocks a second load-more while one runs", async () => {
    const { actor, calls } = start(catalogue(47), true);
    actor.send({ type: "list.load", query: { slug: "divane" } });
    calls[0]!.resolve();
    await flush();
    actor.send({ type: "list.loadMore" });
    expect(actor.getSnapshot().context.loadingMore).toBe(true);
    const asked = calls.length;
    actor.send({ type: "list.loadMore" });
    expect(calls).toHaveLength(asked);
    for (const call of calls.slice(1)) call.resolve();
    await flush();
    expect(actor.getSnapshot().context.items).toHaveLength(19);
  });

  test("a new load abandons a running one", async () => {
    const { actor, calls } = start(catalogue(47), true);
    actor.send({ type: "list.load", query: { slug: "divane" } });
    actor.send({ type: "list.load", query: { slug: "divane", sort_by: "price_desc" } });
    calls[1]!.resolve();
    await flush();
    calls[0]!.reject(apiError(500, "too late"));
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ error: null, query: { sort_by: "price_desc" } });
    expect(actor.getSnapshot().context.items).toHaveLength(9);
  });

  test("saves the filters used, without paging, under 'filters'", () => {
    const { actor, store } = start(catalogue(47), true);
    actor.send({
      type: "list.load",
      query: { slug: "divane", page: 3, perPage: 9, min_price: 100, filters: { brand: ["Bosch"] }, is_discount: true, search: undefined },
    });
    expect(FILTERS_KEY).toBe("filters");
    expect(JSON.parse(store.values.get("filters")!)).toEqual({ slug: "divane", min_price: 100, filters: { brand: ["Bosch"] }, is_discount: true });
  });

  test("a failed first load keeps the products shown and logs the message", async () => {
    const { actor, calls, errors } = start(catalogue(47), true);
    actor.send({ type: "list.load", query: { slug: "divane" } });
    calls[0]!.resolve();
    await flush();
    actor.send({ type: "list.load", query: { slug: "divane", sort_by: "newest" } });
    calls[1]!.reject(apiError(500, "Server Error"));
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ loading: false, error: "Server Error" });
    expect(actor.getSnapshot().context.items).toHaveLength(9);
    expect(errors).toEqual(["Failed to load products: Server Error"]);
  });

  test("a failed load-more keeps the products shown, logs, and can be retried", async () => {
    const { actor, calls, errors } = start(catalogue(47), true);
    actor.send({ type: "list.load", query: { slug: "divane" } });
    calls[0]!.resolve();
    await flush();
    actor.send({ type: "list.loadMore" });
    calls[1]!.reject(new Error("Network Error"));
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ loadingMore: false, error: "Network Error" });
    expect(actor.getSnapshot().context.items).toHaveLength(9);
    expect(errors).toEqual(["Failed to load more products: Network Error"]);

    actor.send({ type: "list.loadMore" });
    for (const call of calls.slice(3)) call.resolve();
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ error: null });
    expect(actor.getSnapshot().context.items).toHaveLength(19);
  });

  test("products that moved between requests are not shown twice", async () => {
    const all = catalogue(30);
    const { api } = fakeApi(all);
    const shifted = {
      getProducts: async (query: ProductListQuery) =>
        (query.perPage === LOAD_MORE_SIZE ? answer([product(99), ...all], query.page!, query.perPage) : api.getProducts(query)),
    } as unknown as ShopApi;
    const actor = createActor(createProductListMachine({ api: shifted, store: memoryStore(), logger: fakeLogger().logger })).start();
    actor.send({ type: "list.load", query: {} });
    await flush();
    actor.send({ type: "list.loadMore" });
    await flush();
    const shown = ids(actor.getSnapshot().context.items);
    expect(new Set(shown).size).toBe(shown.length);
  });
});

describe("load-more paging", () => {
  test("covers the next 10 positions with pages of 10", () => {
    expect(loadMorePlan(9, 47)).toEqual({ pages: [1, 2], skip: 9 });
    expect(loadMorePlan(10, 47)).toEqual({ pages: [2], skip: 0 });
    expect(loadMorePlan(39, 47)).toEqual({ pages: [4, 5], skip: 9 });
    expect(loadMorePlan(9, 10)).toEqual({ pages: [1], skip: 9 });
  });

  test("property: any first page size and catalogue size load every product exactly once, in order", async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 120 }), fc.integer({ min: 1, max: 25 }), async (count, firstSize) => {
        const all = catalogue(count);
        const { actor } = start(all);
        actor.send({ type: "list.load", query: { perPage: firstSize } });
        await flush();
        for (let i = 0; i < count && canLoadMore(actor.getSnapshot().context); i++) {
          const before = actor.getSnapshot().context.items.length;
          actor.send({ type: "list.loadMore" });
          await flush();
          expect(actor.getSnapshot().context.items.length).toBe(Math.min(before + LOAD_MORE_SIZE, count));
        }
        expect(ids(actor.getSnapshot().context.items)).toEqual(ids(all));
      }),
      { numRuns: 60 },
    );
  });
});

describe("readSavedFilters", () => {
  const storeWith = (value?: string) => {
    const store = memoryStore();
    if (value !== undefined) store.set(FILTERS_KEY, value);
    return store;
  };

  test("reads what the machine saved", () => {
    const saved = { slug: "divane", max_price: 900, filters: { colour: ["alb", "negru"] }, sort_by: "discount" };
    expect(readSavedFilters(storeWith(JSON.stringify(saved)))).toEqual(saved);
  });

  test("drops unknown keys", () => {
    expect(readSavedFilters(storeWith(JSON.stringify({ slug: "divane", page: 4, extra: true })))).toEqual({ slug: "divane" });
  });

  test("garbage reads as no filters", () => {
    for (const value of [undefined, "", "{", "null", "[]", "42", '"divane"', '{"sort_by":"cheapest"}', '{"min_price":"100"}', '{"filters":{"brand":"Bosch"}}']) {
      expect(readSavedFilters(storeWith(value))).toEqual({});
    }
  });

  test("property: never throws on any stored text", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (value) => {
        const filters = readSavedFilters(storeWith(value));
        expect(typeof filters).toBe("object");
      }),
    );
  });
});
