import { describe, expect, test } from "vitest";
import { CART_CHANGE_DELAY, CART_COOKIE, CART_MAX_AGE, apiError, cartTotals } from "../src/index.js";
import { flush, product, start } from "./cart-fixtures.js";

describe("cart machine: refresh", () => {
  test("merges current prices and product data, keeping local quantities", async () => {
    const { actor, productCalls } = start('[{"id":3,"quantity":2},{"id":8,"quantity":5}]');
    actor.send({ type: "cart.refresh" });
    expect(actor.getSnapshot().context.refreshing).toBe(true);
    expect(productCalls.map((c) => c.lines)).toEqual([[{ id: 3 }, { id: 8 }]]);
    productCalls[0]!.resolve([product(8, 45, 60), product(3, 120)]);
    await flush();
    const { context } = actor.getSnapshot();
    expect(context.refreshing).toBe(false);
    expect(context.lines).toEqual([
      { ...product(3, 120), quantity: 2 },
      { ...product(8, 45, 60), quantity: 5 },
    ]);
  });

  test("drops lines whose product no longer exists and saves the cart", async () => {
    const { actor, productCalls, items, writes } = start('[{"id":3,"quantity":2},{"id":8,"quantity":5}]');
    actor.send({ type: "cart.refresh" });
    productCalls[0]!.resolve([product(8, 45)]);
    await flush();
    expect(items()).toEqual([{ id: 8, quantity: 5 }]);
    expect(writes.at(-1)).toMatchObject({ name: CART_COOKIE, value: '{"v":2,"lines":[{"id":8,"quantity":5}]}', options: { maxAge: CART_MAX_AGE } });
  });

  test("keeps quantities changed and lines added while the refresh was running", async () => {
    const { actor, clock, productCalls, items } = start('[{"id":3,"quantity":2}]');
    actor.send({ type: "cart.refresh" });
    actor.send({ type: "cart.add", id: 3 });
    actor.send({ type: "cart.add", id: 9 });
    clock.increment(CART_CHANGE_DELAY);
    productCalls[0]!.resolve([product(3, 120)]);
    await flush();
    expect(items()).toEqual([
      { id: 3, quantity: 3 },
      { id: 9, quantity: 1 },
    ]);
    expect(actor.getSnapshot().context.lines[0]).toMatchObject({ price: 120 });
  });

  test("a failure logs 'Failed to fetch cart' and keeps the lines", async () => {
    const { actor, productCalls, items, errors } = start('[{"id":3,"quantity":2}]');
    actor.send({ type: "cart.refresh" });
    productCalls[0]!.reject(apiError(500, "Server Error"));
    await flush();
    expect(errors).toEqual(["Failed to fetch cart"]);
    expect(items()).toEqual([{ id: 3, quantity: 2 }]);
    expect(actor.getSnapshot().context.refreshing).toBe(false);
  });

  test("asks nothing for an empty cart", () => {
    const { actor, productCalls } = start();
    actor.send({ type: "cart.refresh" });
    expect(productCalls).toHaveLength(0);
    expect(actor.getSnapshot().context.refreshing).toBe(false);
  });

  test("a new refresh replaces a running one, whose answer is not used", async () => {
    const { actor, clock, productCalls } = start('[{"id":3,"quantity":2}]');
    actor.send({ type: "cart.refresh" });
    actor.send({ type: "cart.add", id: 8 });
    clock.increment(CART_CHANGE_DELAY);
    actor.send({ type: "cart.refresh" });
    expect(productCalls.map((c) => c.lines)).toEqual([[{ id: 3 }], [{ id: 3 }, { id: 8 }]]);
    productCalls[0]!.resolve([product(3, 1)]);
    await flush();
    expect(actor.getSnapshot().context.lines[0]).not.toHaveProperty("price");
    productCalls[1]!.resolve([product(3, 120), product(8, 45)]);
    await flush();
    expect(actor.getSnapshot().context.lines.map((l) => l.price)).toEqual([120, 45]);
  });
});

describe("cart machine: refresh and availability together", () => {
  const priced = (lines: ReadonlyArray<{ title?: string; price?: unknown }>) => lines.map((l) => [l.title, l.price]);

  test("an availability check sent during a refresh keeps the refresh's product data", async () => {
    const { actor, productCalls, availabilityCalls } = start('[{"id":5,"quantity":1},{"id":1,"quantity":2}]');
    actor.send({ type: "cart.refresh" });
    actor.send({ type: "cart.checkAvailability" });
    expect(actor.getSnapshot().context).toMatchObject({ refreshing: true, checking: true });
    productCalls[0]!.resolve([product(5, 100), product(1, 20)]);
    await flush();
    availabilityCalls[0]!.resolve([
      { id: 5, quantity: 1, stock: 3, in_stock: true },
      { id: 1, quantity: 2, stock: 9, in_stock: true },
    ]);
    await flush();
    expect(priced(actor.getSnapshot().context.lines)).toEqual([
      ["Product 5", 100],
      ["Product 1", 20],
    ]);
    expect(cartTotals(actor.getSnapshot().context.lines).total).toBe(140);
    expect(actor.getSnapshot().context.lines.map((l) => l.stock)).toEqual([3, 9]);
    expect(actor.getSnapshot().context).toMatchObject({ refreshing: false, checking: false });
  });

  test("a refresh sent during an availability check keeps the check's answer", async () => {
    const { actor, productCalls, availabilityCalls } = start('[{"id":5,"quantity":4}]');
    actor.send({ type: "cart.checkAvailability" });
    actor.send({ type: "cart.refresh" });
    availabilityCalls[0]!.reject(apiError(422, "Unavailable", { "items.0.quantity": ["out_of_stock"] }));
    await flush();
    productCalls[0]!.resolve([product(5, 100)]);
    await flush();
    expect(priced(actor.getSnapshot().context.lines)).toEqual([["Product 5", 100]]);
    expect(actor.getSnapshot().context.problems).toEqual([{ id: 5, problem: "out_of_stock" }]);
    expect(availabilityCalls).toHaveLength(1);
    expect(productCalls).toHaveLength(1);
  });
});

describe("cart machine: availability", () => {
  test("adds each line's stock and clears earlier problems", async () => {
    const { actor, availabilityCalls } = start('[{"id":3,"quantity":2},{"id":8,"quantity":5}]');
    actor.send({ type: "cart.checkAvailability" });
    availabilityCalls[0]!.reject(apiError(422, "Unavailable", { "items.1.quantity": ["out_of_stock"] }));
    await flush();
    actor.send({ type: "cart.checkAvailability" });
    expect(actor.getSnapshot().context.checking).toBe(true);
    expect(availabilityCalls[1]!.items).toEqual([
      { id: 3, quantity: 2 },
      { id: 8, quantity: 5 },
    ]);
    availabilityCalls[1]!.resolve([
      { id: 3, quantity: 2, stock: 4, in_stock: true },
      { id: 8, quantity: 5, stock: 6, in_stock: true },
    ]);
    await flush();
    const { context } = actor.getSnapshot();
    expect(context.problems).toEqual([]);
    expect(context.checking).toBe(false);
    expect(context.lines).toEqual([
      { id: 3, quantity: 2, stock: 4, in_stock: true },
      { id: 8, quantity: 5, stock: 6, in_stock: true },
    ]);
  });

  test("names the short and gone lines by product, with the units left when the answer says", async () => {
    const { actor, availabilityCalls, errors } = start('[{"id":3,"quantity":2},{"id":8,"quantity":5},{"id":9,"quantity":1}]');
    actor.send({ type: "cart.checkAvailability" });
    availabilityCalls[0]!.reject(apiError(422, "Unavailable", { "items.1.quantity": ["out_of_stock"], "items.2.id": ["not_found"] }, { "8": 2 }));
    await flush();
    expect(actor.getSnapshot().context.problems).toEqual([
      { id: 8, problem: "out_of_stock", available: 2 },
      { id: 9, problem: "not_found" },
    ]);
    expect(errors).toEqual([]);
  });

  test("removing a flagged line does not move its warning to another product", async () => {
    const { actor, clock, availabilityCalls } = start('[{"id":3,"quantity":9},{"id":8,"quantity":5}]');
    actor.send({ type: "cart.checkAvailability" });
    availabilityCalls[0]!.reject(apiError(422, "Unavailable", { "items.0.quantity": ["out_of_stock"] }, { "3": 1 }));
    await flush();
    expect(actor.getSnapshot().context.problems).toEqual([{ id: 3, problem: "out_of_stock", available: 1 }]);
    actor.send({ type: "cart.remove", id: 3 });
    clock.increment(CART_CHANGE_DELAY);
    expect(actor.getSnapshot().context.lines.map((l) => l.id)).toEqual([8]);
    expect(actor.getSnapshot().context.problems).toEqual([]);
  });

  test("an answer about lines removed meanwhile flags the right product", async () => {
    const { actor, clock, availabilityCalls } = start('[{"id":3,"quantity":1},{"id":8,"quantity":5}]');
    actor.send({ type: "cart.checkAvailability" });
    actor.send({ type: "cart.remove", id: 3 });
    clock.increment(CART_CHANGE_DELAY);
    availabilityCalls[0]!.reject(apiError(422, "Unavailable", { "items.1.quantity": ["out_of_stock"] }, { "8": 4 }));
    await flush();
    expect(actor.getSnapshot().context.problems).toEqual([{ id: 8, problem: "out_of_stock", available: 4 }]);
  });

  test("setting the quantity of a short line clears its warning; the next check decides", async () => {
    const { actor, clock, availabilityCalls } = start('[{"id":3,"quantity":9}]');
    actor.send({ type: "cart.checkAvailability" });
    availabilityCalls[0]!.reject(apiError(422, "Unavailable", { "items.0.quantity": ["out_of_stock"] }, { "3": 2 }));
    await flush();
    actor.send({ type: "cart.setQuantity", id: 3, quantity: 2 });
    clock.increment(CART_CHANGE_DELAY);
    expect(actor.getSnapshot().context.problems).toEqual([]);
  });

  test("an answer about a quantity changed meanwhile is not shown as a warning", async () => {
    const { actor, clock, availabilityCalls } = start('[{"id":3,"quantity":9}]');
    actor.send({ type: "cart.checkAvailability" });
    actor.send({ type: "cart.setQuantity", id: 3, quantity: 1 });
    clock.increment(CART_CHANGE_DELAY);
    availabilityCalls[0]!.reject(apiError(422, "Unavailable", { "items.0.quantity": ["out_of_stock"] }, { "3": 2 }));
    await flush();
    expect(actor.getSnapshot().context.problems).toEqual([]);
  });

  test("a refresh that drops a product no longer sold drops its warning too", async () => {
    const { actor, availabilityCalls, productCalls } = start('[{"id":3,"quantity":1},{"id":8,"quantity":1}]');
    actor.send({ type: "cart.checkAvailability" });
    availabilityCalls[0]!.reject(apiError(422, "Unavailable", { "items.1.id": ["not_found"] }));
    await flush();
    expect(actor.getSnapshot().context.problems).toEqual([{ id: 8, problem: "not_found" }]);
    actor.send({ type: "cart.refresh" });
    productCalls[0]!.resolve([product(3, 10)]);
    await flush();
    expect(actor.getSnapshot().context.lines.map((l) => l.id)).toEqual([3]);
    expect(actor.getSnapshot().context.problems).toEqual([]);
  });

  test("other failures log 'Failed get cart items'", async () => {
    const { actor, availabilityCalls, errors, items } = start('[{"id":3,"quantity":2}]');
    actor.send({ type: "cart.checkAvailability" });
    availabilityCalls[0]!.reject(apiError(0, "Network error"));
    await flush();
    expect(errors).toEqual(["Failed get cart items"]);
    expect(actor.getSnapshot().context).toMatchObject({ problems: [], checking: false });
    expect(items()).toEqual([{ id: 3, quantity: 2 }]);
  });

  test("an empty cart is available without asking", () => {
    const { actor, availabilityCalls } = start();
    actor.send({ type: "cart.checkAvailability" });
    expect(availabilityCalls).toHaveLength(0);
    expect(actor.getSnapshot().context.problems).toEqual([]);
  });

  test("clearing the cart clears its warnings", async () => {
    const { actor, clock, availabilityCalls } = start('[{"id":3,"quantity":2}]');
    actor.send({ type: "cart.checkAvailability" });
    availabilityCalls[0]!.reject(apiError(422, "Unavailable", { "items.0.quantity": ["out_of_stock"] }));
    await flush();
    actor.send({ type: "cart.clear" });
    clock.increment(CART_CHANGE_DELAY);
    expect(actor.getSnapshot().context.problems).toEqual([]);
  });
});

describe("cart machine: the stock it already knows", () => {
  test("a quantity above the stock last read is short at once, before any check; the units left take the warning away", async () => {
    const { actor, clock, productCalls, availabilityCalls } = start('[{"id":3,"quantity":2}]');
    actor.send({ type: "cart.refresh" });
    productCalls[0]!.resolve([{ ...product(3, 120), stock: 4 }]);
    await flush();
    expect(actor.getSnapshot().context.problems).toEqual([]);
    actor.send({ type: "cart.setQuantity", id: 3, quantity: 7 });
    clock.increment(CART_CHANGE_DELAY);
    expect(actor.getSnapshot().context.problems).toEqual([{ id: 3, problem: "out_of_stock", available: 4 }]);
    expect(availabilityCalls).toHaveLength(0);
    actor.send({ type: "cart.setQuantity", id: 3, quantity: 4 });
    clock.increment(CART_CHANGE_DELAY);
    expect(actor.getSnapshot().context.problems).toEqual([]);
  });

  test("an availability check's stock below the line's quantity names the line though the check passed for fewer", async () => {
    const { actor, clock, availabilityCalls } = start('[{"id":8,"quantity":1}]');
    actor.send({ type: "cart.checkAvailability" });
    availabilityCalls[0]!.resolve([{ id: 8, quantity: 1, stock: 2, in_stock: true }]);
    await flush();
    actor.send({ type: "cart.add", id: 8, quantity: 2 });
    clock.increment(CART_CHANGE_DELAY);
    expect(actor.getSnapshot().context.problems).toEqual([{ id: 8, problem: "out_of_stock", available: 2 }]);
  });
});
