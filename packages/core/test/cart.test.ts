import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { SimulatedClock, createActor } from "xstate";
import {
  CART_CHANGE_DELAY,
  CART_COOKIE,
  CART_MAX_AGE,
  MAX_LINE_QUANTITY,
  apiError,
  badgeLabel,
  cartCount,
  cartTotals,
  createCartMachine,
  parseCart,
  parsePrice,
  serializeCart,
  stockProblems,
  type Availability,
  type CartChange,
  type CartItem,
  type KeyValueStore,
  type ProductCard,
  type ShopApi,
  type StoreOptions,
} from "../src/index.js";

// core's tsconfig carries no Node or DOM types; the test runner's global timer is enough to let
// settled promises reach the actor.
declare const setTimeout: (callback: () => void, ms: number) => unknown;
const flush = () => new Promise<void>((r) => setTimeout(r, 0));

const product = (id: number, price: number, old_price: number | null = null): ProductCard => ({
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
const fakeCookies = (clock: { now(): number }, initial?: unknown) => {
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

const fakeApi = () => {
  const productCalls: Array<{ ids: ReadonlyArray<number> } & ReturnType<typeof deferred<ReadonlyArray<ProductCard>>>> = [];
  const availabilityCalls: Array<{ items: ReadonlyArray<CartItem> } & ReturnType<typeof deferred<Availability>>> = [];
  const api = {
    getCartProducts: (ids: ReadonlyArray<number>) => {
      const d = deferred<ReadonlyArray<ProductCard>>();
      productCalls.push({ ids, ...d });
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

const start = (cookie?: unknown) => {
  const clock = new SimulatedClock();
  const { store, writes } = fakeCookies(clock, cookie);
  const { api, productCalls, availabilityCalls } = fakeApi();
  const errors: Array<string> = [];
  const logger = { warn: () => {}, error: (message: string) => void errors.push(message) };
  const actor = createActor(createCartMachine({ api, store, logger }), { clock }).start();
  const items = () => actor.getSnapshot().context.lines.map(({ id, quantity }) => ({ id, quantity }));
  return { actor, clock, store, writes, productCalls, availabilityCalls, errors, items };
};

describe("cartTotals", () => {
  test("adds old prices to the subtotal and the saving to the discount", () => {
    expect(
      cartTotals([
        { price: 80, old_price: 100, quantity: 2 },
        { price: 50, old_price: null, quantity: 1 },
      ]),
    ).toEqual({ subtotal: 250, discount: 40, delivery: 0, total: 210 });
  });

  test("accepts prices as numeric texts and counts invalid ones as 0", () => {
    expect(cartTotals([{ price: "12.5", old_price: "15", quantity: 2 }])).toEqual({ subtotal: 30, discount: 5, delivery: 0, total: 25 });
    expect(cartTotals([{ price: "abc", quantity: 3 }, { price: -5, quantity: 1 }, { quantity: 2 }])).toEqual({
      subtotal: 0,
      discount: 0,
      delivery: 0,
      total: 0,
    });
  });

  test("ignores an old price that is not above the price", () => {
    expect(cartTotals([{ price: 100, old_price: 90, quantity: 1 }])).toEqual({ subtotal: 100, discount: 0, delivery: 0, total: 100 });
  });

  test("sums in cents, without float drift", () => {
    expect(cartTotals([{ price: 0.1, quantity: 1 }, { price: 0.2, quantity: 1 }]).total).toBe(0.3);
    expect(cartTotals([{ price: 19.99, old_price: 24.99, quantity: 3 }])).toEqual({ subtotal: 74.97, discount: 15, delivery: 0, total: 59.97 });
  });

  test("an empty cart costs nothing", () => {
    expect(cartTotals([])).toEqual({ subtotal: 0, discount: 0, delivery: 0, total: 0 });
  });

  const price = fc.oneof(
    fc.integer({ min: 0, max: 10_000_000 }).map((c) => c / 100),
    fc.integer({ min: 0, max: 10_000_000 }).map((c) => (c / 100).toString()),
    fc.constantFrom<unknown>(null, undefined, NaN, -1, Infinity, "abc", "", "0x10", "1e3", {}, []),
  );
  const line = fc.record({ price, old_price: price, quantity: fc.integer({ min: 1, max: MAX_LINE_QUANTITY }) });
  // A 2-decimal figure is the double nearest to some whole number of cents.
  const isTwoDecimals = (n: number) => Math.round(n * 100) / 100 === n;

  test("property: total = subtotal − discount, 0 ≤ discount ≤ subtotal, 2-decimal figures", () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 20 }), (lines) => {
        const t = cartTotals(lines);
        expect(Math.round(t.total * 100)).toBe(Math.round(t.subtotal * 100) - Math.round(t.discount * 100));
        expect(t.discount).toBeGreaterThanOrEqual(0);
        expect(t.discount).toBeLessThanOrEqual(t.subtotal);
        expect(t.delivery).toBe(0);
        for (const figure of Object.values(t)) expect(isTwoDecimals(figure)).toBe(true);
      }),
    );
  });

  test("property: the total is what the prices cost, whatever the old prices", () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 20 }), (lines) => {
        const cents = lines.reduce((sum, l) => sum + Math.round(parsePrice(l.price) * 100) * l.quantity, 0);
        expect(Math.round(cartTotals(lines).total * 100)).toBe(cents);
      }),
    );
  });

  test("property: lines with invalid prices add nothing", () => {
    const invalid = fc.constantFrom<unknown>(null, undefined, NaN, -0.01, -100, Infinity, -Infinity, "abc", "", " ", "12abc", {}, [], true);
    fc.assert(
      fc.property(fc.array(line, { maxLength: 10 }), invalid, invalid, fc.integer({ min: 1, max: 999 }), (lines, p, old, quantity) => {
        expect(cartTotals([...lines, { price: p, old_price: old, quantity }])).toEqual(cartTotals(lines));
      }),
    );
  });
});

describe("parsePrice", () => {
  test("reads numbers and numeric texts", () => {
    expect(parsePrice(12.5)).toBe(12.5);
    expect(parsePrice(" 12.50 ")).toBe(12.5);
    expect(parsePrice("7")).toBe(7);
  });

  test("gives 0 for anything else", () => {
    for (const u of [NaN, -3, Infinity, "abc", "", "0x10", "1e3", "-2", null, undefined, {}, [5], true]) expect(parsePrice(u)).toBe(0);
  });
});

describe("cartCount and badgeLabel", () => {
  test("counts units, not lines", () => {
    expect(cartCount([{ quantity: 2 }, { quantity: 3 }])).toBe(5);
    expect(cartCount([])).toBe(0);
  });

  test("shows no badge for an empty cart, the count up to 99, then 99+", () => {
    expect(badgeLabel(0)).toBe("");
    expect(badgeLabel(1)).toBe("1");
    expect(badgeLabel(99)).toBe("99");
    expect(badgeLabel(100)).toBe("99+");
  });

  test("property: the label is the count up to 99 and 99+ above", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (count) => {
        const label = badgeLabel(count);
        if (count === 0) expect(label).toBe("");
        else if (count <= 99) expect(label).toBe(String(count));
        else expect(label).toBe("99+");
        expect(label.length).toBeLessThanOrEqual(3);
      }),
    );
  });
});

describe("parseCart and serializeCart", () => {
  test("reads a JSON text and an already decoded list", () => {
    expect(parseCart('[{"id":3,"quantity":2}]')).toEqual([{ id: 3, quantity: 2 }]);
    expect(parseCart([{ id: 3, quantity: 2 }])).toEqual([{ id: 3, quantity: 2 }]);
  });

  test("reads garbage and wrong shapes as an empty cart", () => {
    for (const value of ["not json", "{", '{"id":3,"quantity":2}', "42", "null", "", undefined, null, 7, { id: 3, quantity: 2 }]) {
      expect(parseCart(value)).toEqual([]);
    }
  });

  test("leaves out malformed lines, caps quantities and merges repeated ids", () => {
    const stored = [
      { id: 1, quantity: 2 },
      { id: "2", quantity: 1 },
      { id: 3, quantity: 0 },
      { id: 4, quantity: 1.5 },
      { id: -5, quantity: 1 },
      null,
      "x",
      { id: 6, quantity: 5000 },
      { id: 1, quantity: 3 },
    ];
    expect(parseCart(JSON.stringify(stored))).toEqual([
      { id: 1, quantity: 5 },
      { id: 6, quantity: MAX_LINE_QUANTITY },
    ]);
  });

  test("stores only the id and quantity of each line", () => {
    expect(JSON.parse(serializeCart([{ id: 3, quantity: 2, title: "Divan", price: 10 } as CartItem]))).toEqual([{ id: 3, quantity: 2 }]);
  });

  test("property: never throws, whatever is stored", () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.string(), fc.json()), (value) => {
        const lines = parseCart(value);
        expect(Array.isArray(lines)).toBe(true);
        for (const l of lines) {
          expect(Number.isInteger(l.id) && l.id >= 1).toBe(true);
          expect(Number.isInteger(l.quantity) && l.quantity >= 1 && l.quantity <= MAX_LINE_QUANTITY).toBe(true);
        }
        expect(new Set(lines.map((l) => l.id)).size).toBe(lines.length);
      }),
    );
  });

  test("property: reads back what it wrote", () => {
    const lines = fc.uniqueArray(
      fc.record({ id: fc.integer({ min: 1, max: 2 ** 31 }), quantity: fc.integer({ min: 1, max: MAX_LINE_QUANTITY }) }),
      { selector: (l) => l.id, maxLength: 30 },
    );
    fc.assert(
      fc.property(lines, (ls) => {
        expect(parseCart(serializeCart(ls))).toEqual(ls);
      }),
    );
  });
});

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
    expect(writes).toEqual([{ name: "cart", value: '[{"id":3,"quantity":1}]', options: { maxAge: 604800, path: "/", sameSite: "lax" } }]);
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
    expect(writes.map((w) => w.value)).toEqual(['[{"id":8,"quantity":1}]', "[]"]);
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
    expect(writes.map((w) => w.value)).toEqual(['[{"id":3,"quantity":1}]', '[{"id":3,"quantity":4}]', "[]"]);
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

  type Line = { id: number; quantity: number };

  /** Whether a change is well formed; the cart ignores the others outright, without a delay. */
  const valid = (c: CartChange): boolean => {
    const isId = (n: number) => Number.isInteger(n) && n >= 1;
    if (c.type === "cart.clear") return true;
    if (c.type === "cart.remove") return isId(c.id);
    if (c.type === "cart.setQuantity") return isId(c.id) && Number.isInteger(c.quantity);
    return isId(c.id) && (c.quantity === undefined || isId(c.quantity));
  };

  /** The reference: spec §4's rules for a well-formed change on plain lines, written without the cart's code. */
  const reference = (lines: Array<Line>, c: CartChange): Array<Line> => {
    if (c.type === "cart.clear") return [];
    if (c.type === "cart.remove") return lines.filter((l) => l.id !== c.id);
    if (c.type === "cart.setQuantity") {
      if (c.quantity < 1) return lines.filter((l) => l.id !== c.id);
      return lines.map((l) => (l.id === c.id ? { id: l.id, quantity: Math.min(c.quantity, 999) } : l));
    }
    const amount = c.quantity ?? 1;
    return lines.some((l) => l.id === c.id)
      ? lines.map((l) => (l.id === c.id ? { id: l.id, quantity: Math.min(l.quantity + amount, 999) } : l))
      : [...lines, { id: c.id, quantity: Math.min(amount, 999) }];
  };

  const id = fc.integer({ min: 1, max: 5 });
  const change: fc.Arbitrary<CartChange> = fc.oneof(
    fc.record({ type: fc.constant("cart.add" as const), id }),
    fc.record({ type: fc.constant("cart.add" as const), id, quantity: fc.oneof(fc.integer({ min: 1, max: 600 }), fc.constantFrom(0, -1, 2.5)) }),
    fc.record({ type: fc.constant("cart.setQuantity" as const), id, quantity: fc.oneof(fc.integer({ min: -2, max: 1200 }), fc.constant(1.5)) }),
    fc.record({ type: fc.constant("cart.remove" as const), id }),
    fc.constant({ type: "cart.clear" as const }),
  );
  const step = fc.record({ change, wait: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 200 })) });

  test("property: any sequence of changes gives the reference's lines, at every moment", () => {
    const initial = fc.uniqueArray(fc.record({ id, quantity: fc.integer({ min: 1, max: 999 }) }), { selector: (l) => l.id });
    fc.assert(
      fc.property(initial, fc.array(step, { maxLength: 25 }), (stored, steps) => {
        const { actor, clock, items, store } = start(JSON.stringify(stored));
        let model: Array<Line> = stored;
        const queue: Array<{ due: number; change: CartChange }> = [];
        const settleModel = () => {
          while (queue.length > 0 && queue[0]!.due <= clock.now()) model = reference(model, queue.shift()!.change);
        };
        const check = () => {
          const lines = items();
          expect(lines).toEqual(model);
          expect(lines.every((l) => l.quantity >= 1 && l.quantity <= 999)).toBe(true);
          expect(new Set(lines.map((l) => l.id)).size).toBe(lines.length);
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

describe("cart machine: refresh", () => {
  test("merges current prices and product data, keeping local quantities", async () => {
    const { actor, productCalls } = start('[{"id":3,"quantity":2},{"id":8,"quantity":5}]');
    actor.send({ type: "cart.refresh" });
    expect(actor.getSnapshot().context.refreshing).toBe(true);
    expect(productCalls.map((c) => c.ids)).toEqual([[3, 8]]);
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
    expect(writes.at(-1)).toMatchObject({ name: CART_COOKIE, value: '[{"id":8,"quantity":5}]', options: { maxAge: CART_MAX_AGE } });
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
    expect(productCalls.map((c) => c.ids)).toEqual([[3], [3, 8]]);
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

describe("stockProblems", () => {
  const lines = [
    { id: 3, quantity: 5 },
    { id: 7, quantity: 1 },
    { id: 9, quantity: 2 },
  ];

  test("maps the errors of each line index (availability or checkout) to that line's product", () => {
    expect(stockProblems(lines, { "items.0.quantity": ["out_of_stock"], "items.2.id": ["not_found"] }, { "3": 1 })).toEqual([
      { id: 3, problem: "out_of_stock", available: 1 },
      { id: 9, problem: "not_found" },
    ]);
    expect(stockProblems(lines, { "products.1.quantity": ["out_of_stock"] }, { "7": 0 })).toEqual([{ id: 7, problem: "out_of_stock", available: 0 }]);
  });

  test("a product no longer sold wins over its quantity; unknown paths and indexes are ignored", () => {
    const problems = stockProblems(lines, { "items.1.quantity": ["out_of_stock"], "items.1.id": ["not_found"], "items.8.id": ["not_found"], items: ["max"] });
    expect(problems).toEqual([{ id: 7, problem: "not_found" }]);
  });
});
