import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { createActor } from "xstate";
import { CART_CHANGE_DELAY, CART_COOKIE, CART_MAX_AGE, createCartMachine, lineKey, parseCart, type CartChange } from "../src/index.js";
import { product, fakeApi, start } from "./cart-fixtures.js";

describe("cart machine: loading", () => {
  test("starts with the lines of the cart cookie", () => {
    const { items } = start('[{"id":3,"quantity":2},{"id":8,"quantity":1}]');
    expect(items()).toEqual([
      { id: 3, quantity: 2 },
      { id: 8, quantity: 1 },
    ]);
  });

  test("starts with the lines of a cookie the store already decoded", () => {
    const { items } = start([{ id: 3, quantity: 2 }]);
    expect(items()).toEqual([{ id: 3, quantity: 2 }]);
  });

  test("starts empty from a garbage cookie or none", () => {
    expect(start("%%%not json").items()).toEqual([]);
    expect(start().items()).toEqual([]);
    expect(start().actor.getSnapshot().context).toMatchObject({ loading: false, pending: [], problems: [] });
  });

  test("the saved cart is read back by the next visit within 7 days, not after", () => {
    const first = start();
    first.actor.send({ type: "cart.add", id: 3, quantity: 2 });
    first.clock.increment(CART_CHANGE_DELAY);
    const next = () => createActor(createCartMachine({ api: fakeApi().api, store: first.store, logger: { warn() {}, error() {} } }));
    first.clock.increment(CART_MAX_AGE * 1000 - 1);
    expect(next().start().getSnapshot().context.lines).toEqual([{ id: 3, quantity: 2 }]);
    first.clock.increment(1);
    expect(next().start().getSnapshot().context.lines).toEqual([]);
  });
});

describe("cart machine: changes", () => {
  test("a change applies after 150 ms, with loading on meanwhile, then is saved for 7 days", () => {
    const { actor, clock, writes, items } = start();
    actor.send({ type: "cart.add", id: 3 });
    expect(actor.getSnapshot().context).toMatchObject({ loading: true, pending: [{ type: "cart.add", id: 3 }] });
    clock.increment(149);
    expect(items()).toEqual([]);
    expect(writes).toEqual([]);
    expect(actor.getSnapshot().context.loading).toBe(true);
    clock.increment(1);
    expect(items()).toEqual([{ id: 3, quantity: 1 }]);
    expect(actor.getSnapshot().context).toMatchObject({ loading: false, pending: [] });
    expect(writes).toEqual([{ name: "cart", value: '{"v":2,"lines":[{"id":3,"quantity":1}]}', options: { maxAge: 604800, path: "/", sameSite: "lax" } }]);
    expect([CART_CHANGE_DELAY, CART_COOKIE, CART_MAX_AGE]).toEqual([150, "cart", 604800]);
  });

  test("adding a product already in the cart raises its quantity by 1 or by the amount given", () => {
    const { actor, clock, items } = start('[{"id":3,"quantity":2}]');
    actor.send({ type: "cart.add", id: 3 });
    clock.increment(CART_CHANGE_DELAY);
    expect(items()).toEqual([{ id: 3, quantity: 3 }]);
    actor.send({ type: "cart.add", id: 3, quantity: 4 });
    clock.increment(CART_CHANGE_DELAY);
    expect(items()).toEqual([{ id: 3, quantity: 7 }]);
  });

  test("adding a new product appends a line with the amount given and its product data", () => {
    const { actor, clock, items } = start('[{"id":3,"quantity":2}]');
    actor.send({ type: "cart.add", id: 8, quantity: 2, product: product(8, 45) });
    clock.increment(CART_CHANGE_DELAY);
    expect(items()).toEqual([
      { id: 3, quantity: 2 },
      { id: 8, quantity: 2 },
    ]);
    expect(actor.getSnapshot().context.lines[1]).toMatchObject({ title: "Product 8", price: 45, currency: "MDL" });
  });

  test("quantities stop at 999", () => {
    const { actor, clock, items } = start('[{"id":3,"quantity":998}]');
    actor.send({ type: "cart.add", id: 3, quantity: 5 });
    actor.send({ type: "cart.add", id: 4, quantity: 5000 });
    actor.send({ type: "cart.setQuantity", id: 4, quantity: 1200 });
    clock.increment(CART_CHANGE_DELAY);
    expect(items()).toEqual([
      { id: 3, quantity: 999 },
      { id: 4, quantity: 999 },
    ]);
  });

  test("setting a quantity changes it, below 1 removes the line", () => {
    const { actor, clock, items } = start('[{"id":3,"quantity":2},{"id":8,"quantity":1}]');
    actor.send({ type: "cart.setQuantity", id: 3, quantity: 5 });
    clock.increment(CART_CHANGE_DELAY);
    expect(items()).toEqual([
      { id: 3, quantity: 5 },
      { id: 8, quantity: 1 },
    ]);
    actor.send({ type: "cart.setQuantity", id: 8, quantity: 0 });
    clock.increment(CART_CHANGE_DELAY);
    expect(items()).toEqual([{ id: 3, quantity: 5 }]);
  });

  test("removing and clearing apply after the delay and are saved", () => {
    const { actor, clock, writes, items } = start('[{"id":3,"quantity":2},{"id":8,"quantity":1}]');
    actor.send({ type: "cart.remove", id: 3 });
    clock.increment(CART_CHANGE_DELAY - 1);
    expect(items()).toHaveLength(2);
    clock.increment(1);
    expect(items()).toEqual([{ id: 8, quantity: 1 }]);
    actor.send({ type: "cart.clear" });
    clock.increment(CART_CHANGE_DELAY - 1);
    expect(items()).toHaveLength(1);
    clock.increment(1);
    expect(items()).toEqual([]);
    expect(writes.map((w) => w.value)).toEqual(['{"v":2,"lines":[{"id":8,"quantity":1}]}', '{"v":2,"lines":[]}']);
  });

  test("changes asked during a delay queue up and each applies 150 ms after it was asked, in order", () => {
    const { actor, clock, items, writes } = start();
    actor.send({ type: "cart.add", id: 3 });
    clock.increment(100);
    actor.send({ type: "cart.setQuantity", id: 3, quantity: 4 });
    actor.send({ type: "cart.remove", id: 3 });
    expect(actor.getSnapshot().context.pending.map((c) => c.type)).toEqual(["cart.add", "cart.setQuantity", "cart.remove"]);
    clock.increment(50);
    expect(items()).toEqual([{ id: 3, quantity: 1 }]);
    expect(actor.getSnapshot().context.loading).toBe(true);
    clock.increment(99);
    expect(items()).toEqual([{ id: 3, quantity: 1 }]);
    clock.increment(1);
    expect(items()).toEqual([]);
    expect(actor.getSnapshot().context).toMatchObject({ loading: false, pending: [] });
    expect(writes.map((w) => w.value)).toEqual(['{"v":2,"lines":[{"id":3,"quantity":1}]}', '{"v":2,"lines":[{"id":3,"quantity":4}]}', '{"v":2,"lines":[]}']);
  });

  test("ignores malformed changes without turning loading on", () => {
    const { actor, clock, items, writes } = start('[{"id":3,"quantity":2}]');
    const malformed: Array<CartChange> = [
      { type: "cart.add", id: 0 },
      { type: "cart.add", id: 3, quantity: 0 },
      { type: "cart.add", id: 3, quantity: 1.5 },
      { type: "cart.setQuantity", id: 3, quantity: Number.NaN },
      { type: "cart.remove", id: -1 },
    ];
    for (const change of malformed) actor.send(change);
    expect(actor.getSnapshot().context).toMatchObject({ loading: false, pending: [] });
    clock.increment(CART_CHANGE_DELAY);
    expect(items()).toEqual([{ id: 3, quantity: 2 }]);
    expect(writes).toEqual([]);
  });

  /** A line of the reference: a product, or one variant of a product (`variant_id`). */
  type Line = { id: number; variant_id?: number; quantity: number };

  /** Whether a change is well formed; the cart ignores the others outright, without a delay. */
  const valid = (c: CartChange): boolean => {
    const isId = (n: number) => Number.isInteger(n) && n >= 1;
    if (c.type === "cart.clear") return true;
    const named = isId(c.id) && (c.variant_id === undefined || isId(c.variant_id));
    if (c.type === "cart.remove") return named;
    if (c.type === "cart.setQuantity") return named && Number.isInteger(c.quantity);
    return named && (c.quantity === undefined || isId(c.quantity));
  };

  /**
   * The reference: spec §4's rules for a well-formed change, a line being a product and a variant
   * (decisions.md "Products with variants"), written without the cart's code.
   */
  const reference = (lines: Array<Line>, c: CartChange): Array<Line> => {
    if (c.type === "cart.clear") return [];
    const same = (l: Line) => l.id === c.id && l.variant_id === c.variant_id;
    const named = (quantity: number): Line => (c.variant_id === undefined ? { id: c.id, quantity } : { id: c.id, variant_id: c.variant_id, quantity });
    if (c.type === "cart.remove") return lines.filter((l) => !same(l));
    if (c.type === "cart.setQuantity") {
      if (c.quantity < 1) return lines.filter((l) => !same(l));
      return lines.map((l) => (same(l) ? named(Math.min(c.quantity, 999)) : l));
    }
    const amount = c.quantity ?? 1;
    return lines.some(same) ? lines.map((l) => (same(l) ? named(Math.min(l.quantity + amount, 999)) : l)) : [...lines, named(Math.min(amount, 999))];
  };

  const id = fc.integer({ min: 1, max: 5 });
  // Some lines name a variant (two products with up to three sold), some none; a variant id of 0 is malformed.
  const variant = fc.oneof(fc.constant(undefined), fc.integer({ min: 1, max: 3 }), fc.constant(0));
  const line = (changes: fc.Arbitrary<Exclude<CartChange, { type: "cart.clear" }>>): fc.Arbitrary<CartChange> =>
    fc.tuple(changes, variant).map(([c, v]) => (v === undefined ? c : { ...c, variant_id: v }));
  const change: fc.Arbitrary<CartChange> = fc.oneof(
    line(fc.record({ type: fc.constant("cart.add" as const), id })),
    line(fc.record({ type: fc.constant("cart.add" as const), id, quantity: fc.oneof(fc.integer({ min: 1, max: 600 }), fc.constantFrom(0, -1, 2.5)) })),
    line(fc.record({ type: fc.constant("cart.setQuantity" as const), id, quantity: fc.oneof(fc.integer({ min: -2, max: 1200 }), fc.constant(1.5)) })),
    line(fc.record({ type: fc.constant("cart.remove" as const), id })),
    fc.constant({ type: "cart.clear" as const }),
  );
  const step = fc.record({ change, wait: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 200 })) });

  test("property: any sequence of changes, to products and to their variants, gives the reference's lines, at every moment", () => {
    const initial = fc
      .uniqueArray(fc.tuple(fc.record({ id, quantity: fc.integer({ min: 1, max: 999 }) }), fc.option(fc.integer({ min: 1, max: 3 }), { nil: undefined })), {
        selector: ([l, v]) => `${l.id}:${v}`,
      })
      .map((ls): Array<Line> => ls.map(([l, v]) => (v === undefined ? l : { id: l.id, variant_id: v, quantity: l.quantity })));
    // A cookie of either format: version 2, or the first one's bare list (a cart saved before variants).
    const cookie = (lines: Array<Line>, v2: boolean) => JSON.stringify(v2 ? { v: 2, lines } : lines);
    fc.assert(
      fc.property(initial, fc.boolean(), fc.array(step, { maxLength: 25 }), (stored, v2, steps) => {
        const { actor, clock, items, store } = start(cookie(stored, v2));
        let model: Array<Line> = stored;
        const queue: Array<{ due: number; change: CartChange }> = [];
        const settleModel = () => {
          while (queue.length > 0 && queue[0]!.due <= clock.now()) model = reference(model, queue.shift()!.change);
        };
        const check = () => {
          const lines = items();
          expect(lines).toEqual(model);
          expect(lines.every((l) => l.quantity >= 1 && l.quantity <= 999)).toBe(true);
          expect(new Set(lines.map(lineKey)).size).toBe(lines.length);
          expect(actor.getSnapshot().context.loading).toBe(queue.length > 0);
        };
        for (const { change: c, wait } of steps) {
          actor.send(c);
          if (valid(c)) queue.push({ due: clock.now() + CART_CHANGE_DELAY, change: c });
          clock.increment(wait);
          settleModel();
          check();
        }
        clock.increment(CART_CHANGE_DELAY);
        settleModel();
        check();
        expect(parseCart(store.get(CART_COOKIE))).toEqual(model);
      }),
    );
  });
});
