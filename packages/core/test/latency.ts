import fc from "fast-check";
import type { SimulatedClock } from "xstate";
import type { KeyValueStore, ProductCard } from "../src/index.js";

/** Lets settled promises reach the actors: a few microtask turns, no real timer. */
export const settleMicrotasks = async (): Promise<void> => {
  for (let i = 0; i < 20; i++) await Promise.resolve();
};

/**
 * Fake ports whose answers wait until the test lets them through, in whatever order a fast-check
 * run picks: every call is queued, and `answer(pick)` settles the call at `pick % waiting`.
 */
export const answerQueue = () => {
  const waiting: Array<() => void> = [];
  return {
    /** A port answer computed by `make` (which may throw to reject) when the test lets it through. */
    later: <T>(make: () => T): Promise<T> =>
      new Promise<T>((resolve, reject) => {
        waiting.push(() => {
          try {
            resolve(make());
          } catch (error) {
            reject(error);
          }
        });
      }),
    /** Settles one waiting call, chosen by `pick`, and lets its answer reach the actor. */
    answer: async (pick: number): Promise<void> => {
      if (waiting.length === 0) return;
      const [settle] = waiting.splice(pick % waiting.length, 1);
      settle!();
      await settleMicrotasks();
    },
    /** Settles every waiting call, including those the answers start, oldest first. */
    answerAll: async (): Promise<void> => {
      while (waiting.length > 0) {
        waiting.shift()!();
        await settleMicrotasks();
      }
    },
    /** Calls not answered yet. */
    get waiting(): number {
      return waiting.length;
    },
  };
};

/** One step of a run: an event sent, a waiting answer let through, or time passing. */
export type Step<E> = { readonly send: E } | { readonly answer: number } | { readonly wait: number };

/** Steps mixing `events` with answers in random order and random waits up to `maxWait` ms. */
export const steps = <E>(events: fc.Arbitrary<E>, maxWait: number, maxLength = 25): fc.Arbitrary<Array<Step<E>>> =>
  fc.array(
    fc.oneof(
      events.map((send) => ({ send })),
      fc.nat(20).map((answer) => ({ answer })),
      fc.integer({ min: 1, max: maxWait }).map((wait) => ({ wait })),
    ),
    { maxLength },
  );

/** A logger that drops everything. */
export const logger = { warn() {}, error() {} };

/** A key-value store in memory holding `initial`. */
export const memory = (initial: Record<string, string> = {}): KeyValueStore => {
  const values = new Map(Object.entries(initial));
  return { get: (k) => values.get(k), set: (k, v) => void values.set(k, v), remove: (k) => void values.delete(k) };
};

/** A product card numbered id, priced id lei. */
export const card = (id: number): ProductCard =>
  ({ id, slug: `p-${id}`, title: `Product ${id}`, price: id, old_price: null, currency: "MDL", stock: 1, in_stock: true }) as ProductCard;

/** Runs of each latency property. */
export const RUNS = { numRuns: 60 };

/** Runs `run` for each step: events go to `send`, answers and waits to the queue and the clock. */
export const play = async <E>(
  run: ReadonlyArray<Step<E>>,
  q: ReturnType<typeof answerQueue>,
  clock: SimulatedClock,
  send: (event: E) => void,
  check: () => void,
) => {
  for (const step of run) {
    if ("send" in step) send(step.send);
    else if ("answer" in step) await q.answer(step.answer);
    else clock.increment(step.wait);
    check();
  }
};
