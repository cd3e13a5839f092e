import { Schema } from "effect";
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import {
  LAST_SEEN_COOKIE,
  LAST_SEEN_MAX,
  LAST_SEEN_TTL_MS,
  addLastSeen,
  createLastSeenStore,
  freshLastSeen,
  isLastSeenProduct,
  lastSeenFrom,
  LastSeenProduct,
  parseLastSeen,
  type KeyValueStore,
  type StoreOptions,
  type UnseenProduct,
} from "../src/index.js";

const DAY = 24 * 60 * 60 * 1000;
const T0 = 1_700_000_000_000;

const unseen = (id: number): UnseenProduct => ({
  id,
  slug: `product-${id}`,
  title: `Product ${id}`,
  image: null,
  price: 100,
  old_price: 120,
  currency: "MDL",
});
const seen = (id: number, seenAt: number): LastSeenProduct => ({ ...unseen(id), seenAt });

/** A cookie jar on a fake clock that forgets values after their maxAge. */
const fakeCookies = (clock: { now(): number }) => {
  const values = new Map<string, { value: string; expires: number; options?: StoreOptions }>();
  const store: KeyValueStore = {
    get: (name) => {
      const entry = values.get(name);
      return entry && entry.expires > clock.now() ? entry.value : undefined;
    },
    set: (name, value, options) =>
      void values.set(name, { value, expires: options?.maxAge === undefined ? Infinity : clock.now() + options.maxAge * 1000, options }),
    remove: (name) => void values.delete(name),
  };
  return { store, values };
};

const fakeClock = (start = T0) => {
  let now = start;
  return { now: () => now, advance: (ms: number) => void (now += ms) };
};

describe("addLastSeen", () => {
  test("puts the product first with the time it was seen", () => {
    expect(addLastSeen([seen(1, T0 - 10)], unseen(2), T0)).toEqual([seen(2, T0), seen(1, T0 - 10)]);
  });

  test("moves a product seen again to the front instead of repeating it", () => {
    const list = [seen(3, T0 - 1), seen(2, T0 - 2), seen(1, T0 - 3)];
    expect(addLastSeen(list, unseen(1), T0).map((p) => p.id)).toEqual([1, 3, 2]);
  });

  test("keeps at most 3, dropping the oldest", () => {
    const list = [seen(3, T0 - 1), seen(2, T0 - 2), seen(1, T0 - 3)];
    expect(addLastSeen(list, unseen(4), T0).map((p) => p.id)).toEqual([4, 3, 2]);
  });

  test("drops entries 7 days old or older", () => {
    const list = [seen(2, T0 - LAST_SEEN_TTL_MS + 1), seen(1, T0 - LAST_SEEN_TTL_MS)];
    expect(addLastSeen(list, unseen(3), T0).map((p) => p.id)).toEqual([3, 2]);
  });

  test("stores only the list's fields", () => {
    const extra = { ...unseen(1), description: "long text", stock: 4 } as UnseenProduct;
    expect(Object.keys(addLastSeen([], extra, T0)[0]!).sort()).toEqual(Object.keys(seen(1, T0)).sort());
  });
});

describe("freshLastSeen", () => {
  test("orders by most recent, keeps each product once and at most 3", () => {
    const list = [seen(1, T0 - 5), seen(2, T0 - 1), seen(1, T0 - 2), seen(3, T0 - 3), seen(4, T0 - 4)];
    expect(freshLastSeen(list, T0)).toEqual([seen(2, T0 - 1), seen(1, T0 - 2), seen(3, T0 - 3)]);
  });

  test("forgets what is 7 days old", () => {
    expect(freshLastSeen([seen(1, T0)], T0 + 7 * DAY)).toEqual([]);
    expect(freshLastSeen([seen(1, T0)], T0 + 7 * DAY - 1)).toHaveLength(1);
  });
});

describe("parseLastSeen", () => {
  test("reads JSON text or an already parsed list", () => {
    const list = [seen(1, T0), seen(2, T0 - 1)];
    expect(parseLastSeen(JSON.stringify(list))).toEqual(list);
    expect(parseLastSeen(list)).toEqual(list);
  });

  test("garbage reads as an empty list; malformed entries are left out", () => {
    for (const value of [undefined, null, "", "[", "{}", "42", 7, { id: 1 }]) expect(parseLastSeen(value)).toEqual([]);
    expect(parseLastSeen(JSON.stringify([seen(1, T0), { id: "x" }, null, { ...seen(2, T0), seenAt: "today" }]))).toEqual([seen(1, T0)]);
  });

  test("property: never throws", () => {
    fc.assert(fc.property(fc.oneof(fc.string(), fc.json(), fc.anything()), (value) => void expect(Array.isArray(parseLastSeen(value))).toBe(true)));
  });
});

describe("lastSeenFrom", () => {
  test("keeps the image's default URL", () => {
    const card = {
      ...unseen(5),
      uuid: "u",
      sku: "S",
      image: { url: "https://cdn/5-640.webp", srcset: "", width: 640, height: 480 },
      category: { slug: "divane", name: "Divane" },
      stock: 2,
      in_stock: true,
    };
    expect(lastSeenFrom(card)).toEqual({ ...unseen(5), image: "https://cdn/5-640.webp" });
  });

  test("keeps a product's highest variant price, so the list prints 'from'", () => {
    const card = {
      ...unseen(5),
      uuid: "u",
      sku: "S",
      image: null,
      category: { slug: "c", name: "C" },
      stock: 2,
      in_stock: true,
      price_max: 279,
      has_options: true,
    };
    expect(lastSeenFrom(card)).toEqual({ ...unseen(5), image: null, price_max: 279 });
  });
});

describe("last-seen properties", () => {
  // Steps: a product seen, or time passing (up to 3 days at a time).
  const step = fc.oneof(
    fc.record({ kind: fc.constant("see" as const), id: fc.integer({ min: 1, max: 6 }) }),
    fc.record({ kind: fc.constant("wait" as const), ms: fc.integer({ min: 0, max: 3 * DAY }) }),
  );

  test("after any sequence: at most 3, unique, most recent first, last seen first, nothing 7 days old", () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        let now = T0;
        let list: Array<LastSeenProduct> = [];
        let lastId: number | undefined;
        for (const s of steps) {
          if (s.kind === "wait") {
            now += s.ms;
            continue;
          }
          list = addLastSeen(list, unseen(s.id), now);
          lastId = s.id;
          expect(list[0]).toEqual(seen(s.id, now));
        }
        const shown = freshLastSeen(list, now);
        for (const l of [list, shown]) {
          expect(l.length).toBeLessThanOrEqual(LAST_SEEN_MAX);
          expect(new Set(l.map((p) => p.id)).size).toBe(l.length);
          for (let i = 1; i < l.length; i++) expect(l[i - 1]!.seenAt).toBeGreaterThanOrEqual(l[i]!.seenAt);
        }
        for (const p of shown) expect(now - p.seenAt).toBeLessThan(LAST_SEEN_TTL_MS);
        if (lastId !== undefined && now - list[0]!.seenAt < LAST_SEEN_TTL_MS) expect(shown[0]!.id).toBe(lastId);
      }),
    );
  });

  test("the store agrees with the pure rules and empties on reset", () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 30 }), (steps) => {
        const clock = fakeClock();
        const { store } = fakeCookies(clock);
        const lastSeen = createLastSeenStore({ store, clock });
        let model: Array<LastSeenProduct> = [];
        for (const s of steps) {
          if (s.kind === "wait") clock.advance(s.ms);
          else model = addLastSeen(model, unseen(s.id), clock.now());
          if (s.kind === "see") expect(lastSeen.add(unseen(s.id))).toEqual(model);
          expect(lastSeen.list()).toEqual(freshLastSeen(model, clock.now()));
        }
        lastSeen.reset();
        expect(lastSeen.list()).toEqual([]);
      }),
    );
  });
});

describe("last-seen store", () => {
  test("keeps the list as JSON in the last_seen cookie for 7 days", () => {
    const clock = fakeClock();
    const { store, values } = fakeCookies(clock);
    const lastSeen = createLastSeenStore({ store, clock });
    lastSeen.add(unseen(1));
    expect(LAST_SEEN_COOKIE).toBe("last_seen");
    const cookie = values.get("last_seen")!;
    expect(JSON.parse(cookie.value)).toEqual([seen(1, T0)]);
    expect(cookie.options).toMatchObject({ maxAge: 604800, path: "/" });
  });

  test("reads the list back, most recent first", () => {
    const clock = fakeClock();
    const { store } = fakeCookies(clock);
    const lastSeen = createLastSeenStore({ store, clock });
    lastSeen.add(unseen(1));
    clock.advance(1000);
    lastSeen.add(unseen(2));
    clock.advance(1000);
    lastSeen.add(unseen(1));
    expect(
      createLastSeenStore({ store, clock })
        .list()
        .map((p) => p.id),
    ).toEqual([1, 2]);
  });

  test("forgets products after 7 days", () => {
    const clock = fakeClock();
    const { store } = fakeCookies(clock);
    const lastSeen = createLastSeenStore({ store, clock });
    lastSeen.add(unseen(1));
    clock.advance(4 * DAY);
    lastSeen.add(unseen(2));
    clock.advance(3 * DAY);
    expect(lastSeen.list().map((p) => p.id)).toEqual([2]);
  });

  test("a broken cookie reads as an empty list and is replaced on the next add", () => {
    const clock = fakeClock();
    const { store } = fakeCookies(clock);
    store.set(LAST_SEEN_COOKIE, "{oops");
    const lastSeen = createLastSeenStore({ store, clock });
    expect(lastSeen.list()).toEqual([]);
    expect(lastSeen.add(unseen(1))).toEqual([seen(1, T0)]);
  });

  test("a language change empties the list", () => {
    const clock = fakeClock();
    const { store } = fakeCookies(clock);
    const lastSeen = createLastSeenStore({ store, clock });
    lastSeen.add(unseen(1));
    lastSeen.add(unseen(2));
    lastSeen.onLanguageChange();
    expect(lastSeen.list()).toEqual([]);
    expect(store.get(LAST_SEEN_COOKIE)).toBeUndefined();
  });
});

describe("isLastSeenProduct", () => {
  const valid = fc.record(
    {
      id: fc.integer(),
      slug: fc.string(),
      title: fc.string(),
      image: fc.option(fc.webUrl(), { nil: null }),
      price: fc.double(),
      old_price: fc.option(fc.double(), { nil: null }),
      currency: fc.constant("MDL"),
      price_max: fc.double(),
      seenAt: fc.integer(),
    },
    { requiredKeys: ["id", "slug", "title", "image", "price", "old_price", "currency", "seenAt"] },
  );
  // A valid entry with one field given a value of any type, or left out, and sometimes a key of its own.
  const nearlyValid = fc
    .tuple(valid, fc.constantFrom(...Object.keys(LastSeenProduct.fields)), fc.option(fc.anything(), { nil: undefined }), fc.boolean())
    .map(([entry, key, value, extra]) => {
      const changed: Record<string, unknown> = { ...entry, ...(extra ? { note: "x" } : {}) };
      if (value === undefined) delete changed[key];
      else changed[key] = value;
      return changed;
    });

  test("agrees with the LastSeenProduct schema on any value", () => {
    const isValid = Schema.is(LastSeenProduct);
    fc.assert(
      fc.property(fc.oneof(valid, nearlyValid, fc.anything()), (value) => {
        expect(isLastSeenProduct(value)).toBe(isValid(value));
      }),
      { numRuns: 2000 },
    );
  });
});
