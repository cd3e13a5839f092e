import fc from "fast-check";

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
