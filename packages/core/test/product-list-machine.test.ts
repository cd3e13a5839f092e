import { describe, expect, test } from "vitest";
import { SimulatedClock, createActor } from "xstate";
import { FILTERS_KEY, LOAD_MORE_SIZE, PAGE_SIZE, apiError, createProductListMachine, type ProductListQuery, type ShopApi } from "../src/index.js";
import { flush, product, catalogue, answer, fakeApi, memoryStore, fakeLogger, start, ids } from "./product-list-fixtures.js";

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
        query.perPage === LOAD_MORE_SIZE ? answer([product(99), ...all], query.page!, query.perPage) : api.getProducts(query),
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
