import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { FILTERS_KEY, LOAD_MORE_SIZE, canLoadMore, loadMorePlan, readSavedFilters } from "../src/index.js";
import { flush, catalogue, memoryStore, start, ids } from "./product-list-fixtures.js";

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
    for (const value of [
      undefined,
      "",
      "{",
      "null",
      "[]",
      "42",
      '"divane"',
      '{"sort_by":"cheapest"}',
      '{"min_price":"100"}',
      '{"filters":{"brand":"Bosch"}}',
    ]) {
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
