import { describe, expect, test, vi } from "vitest";
import { createActor } from "xstate";
import { CART_COOKIE, cartContextOf, createCartMachine, parseCart, type CartEvent, type ShopApi } from "@vitrina/core";
import { lazyActor, onFirstInteraction, type RunningActor } from "../src/app/lazy-actor.js";

/** A cookie store in memory holding one cart line. */
const cookies = () => {
  const values = new Map([["cart", JSON.stringify([{ id: 3, quantity: 2 }])]]);
  return {
    get: (name: string) => values.get(name),
    set: (name: string, value: string) => void values.set(name, value),
    remove: (name: string) => void values.delete(name),
  };
};
const logger = { error: vi.fn(), warn: vi.fn(), info: vi.fn() };
const product = { title: "Tigaie", slug: "tigaie", price: 649, old_price: null, in_stock: true, stock: 24, image: null, category: { slug: "c", name: "C" } };

/** The real cart machine behind a load the test releases when it wants. */
const cartBehindLoad = () => {
  const store = cookies();
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const load = vi.fn(async () => {
    await gate;
    return createActor(createCartMachine({ api: {} as ShopApi, store, logger })).start() as unknown as RunningActor<
      { context: ReturnType<typeof cartContextOf> },
      CartEvent,
      never
    >;
  });
  return { store, load, release, cart: lazyActor(load, { context: cartContextOf(store) }) };
};

describe("an actor whose code loads with its first event", () => {
  test("shows the cookie's cart and loads nothing until an event comes", () => {
    const { cart, load } = cartBehindLoad();
    expect(cart.getSnapshot().context.lines).toEqual([{ id: 3, quantity: 2 }]);
    expect(load).not.toHaveBeenCalled();
  });

  test("the events sent while its code loads are applied in order once it runs: an early 'add to cart' is not lost", async () => {
    vi.useFakeTimers();
    try {
      const { cart, load, release, store } = cartBehindLoad();
      const changes = vi.fn();
      cart.subscribe(changes);
      cart.send({ type: "cart.add", id: 5, quantity: 1, product });
      cart.send({ type: "cart.setQuantity", id: 3, quantity: 4 });
      expect(load).toHaveBeenCalledTimes(1);
      expect(cart.getSnapshot().context.lines).toEqual([{ id: 3, quantity: 2 }]);
      release();
      await vi.runAllTimersAsync();
      expect(cart.getSnapshot().context.lines.map((l) => [l.id, l.quantity])).toEqual([
        [3, 4],
        [5, 1],
      ]);
      expect(parseCart(store.get(CART_COOKIE))).toEqual([
        { id: 3, quantity: 4 },
        { id: 5, quantity: 1 },
      ]);
      expect(changes).toHaveBeenCalled();
      expect(load).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  test("hears what the actor emits once it runs, and a stop before it ran keeps it from running", async () => {
    type Emitted = { readonly type: "done"; readonly n: number };
    const heard: Array<number> = [];
    let emit!: (n: number) => void;
    const stop = vi.fn();
    const running = {
      send: () => emit(1),
      subscribe: () => ({ unsubscribe: () => undefined }),
      getSnapshot: () => ({ context: "running" }),
      on: (_type: "done", handler: (e: Emitted) => void) => {
        emit = (n) => handler({ type: "done", n });
        return { unsubscribe: () => undefined };
      },
      stop,
    };
    const actor = lazyActor<{ context: string }, { type: "go" }, Emitted>(async () => running, { context: "first" });
    actor.on("done", (e) => heard.push(e.n));
    actor.send({ type: "go" });
    await vi.waitFor(() => expect(heard).toEqual([1]));
    expect(actor.getSnapshot().context).toBe("running");

    const early = lazyActor<{ context: string }, { type: "go" }, Emitted>(async () => running, { context: "first" });
    early.start();
    early.stop();
    await vi.waitFor(() => expect(stop).toHaveBeenCalledTimes(1));
    expect(early.getSnapshot().context).toBe("first");
  });

  test("a load that failed (a chunk gone after a deploy) is reported, and the next event tries again", async () => {
    const failed = vi.fn();
    const running = {
      send: vi.fn(),
      subscribe: () => ({ unsubscribe: () => undefined }),
      getSnapshot: () => ({ context: 1 }),
      on: () => ({ unsubscribe: () => undefined }),
      stop: () => undefined,
    };
    const load = vi.fn().mockRejectedValueOnce(new Error("chunk gone")).mockResolvedValue(running);
    const actor = lazyActor<{ context: number }, { type: "go" }>(load, { context: 0 }, failed);
    actor.send({ type: "go" });
    await vi.waitFor(() => expect(failed).toHaveBeenCalledWith(new Error("chunk gone")));
    actor.send({ type: "go" });
    await vi.waitFor(() => expect(running.send).toHaveBeenCalledTimes(1));
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe("the first interaction", () => {
  test("runs once, at the first focus, tap or key; a cancelled one never runs", () => {
    const target = new EventTarget();
    const run = vi.fn();
    onFirstInteraction(target, run);
    const cancelled = vi.fn();
    onFirstInteraction(target, cancelled)();
    target.dispatchEvent(new Event("scroll"));
    expect(run).not.toHaveBeenCalled();
    target.dispatchEvent(new Event("pointerdown"));
    target.dispatchEvent(new Event("keydown"));
    expect(run).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
