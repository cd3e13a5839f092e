/**
 * The product list, contact form and app update machines under random event orders with random answer
 * latencies: fake ports queue every call and fast-check decides when (and in which order) each answer
 * arrives, on a simulated clock. No order may lose data, leave a loading flag on, or show a stale answer.
 */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { SimulatedClock, createActor } from "xstate";
import {
  BUILD_POLL_INTERVAL,
  PAGE_SIZE,
  apiError,
  createAppUpdateMachine,
  createContactMachine,
  createProductListMachine,
  type ContactEvent,
  type ProductCard,
  type ProductListEvent,
  type ProductListQuery,
  type ProductListResponse,
  type ShopApi,
} from "../src/index.js";
import { answerQueue, steps, logger, memory, card, RUNS, play } from "./latency.js";

describe("product list under random latencies", () => {
  const catalogue: Record<string, ReadonlyArray<ProductCard>> = {
    divane: Array.from({ length: 23 }, (_, i) => card(i + 1)),
    paturi: Array.from({ length: 12 }, (_, i) => card(i + 101)),
  };
  const page = (query: ProductListQuery): ProductListResponse => {
    const all = catalogue[query.slug!]!;
    const perPage = query.perPage ?? PAGE_SIZE;
    const n = query.page ?? 1;
    return {
      items: all.slice((n - 1) * perPage, n * perPage),
      filters: [],
      price_range: { min: 0, max: 0 },
      seo: { title: "", description: "" },
      current_page: n,
      total_pages: Math.ceil(all.length / perPage),
      total_items: all.length,
      breadcrumb: [],
    } as unknown as ProductListResponse;
  };
  const event: fc.Arbitrary<ProductListEvent> = fc.oneof(
    fc.constantFrom("divane", "paturi").map((slug) => ({ type: "list.load" as const, query: { slug } })),
    fc.constant<ProductListEvent>({ type: "list.loadMore" }),
  );

  test("property: the products shown are the listing's own, in order, without gaps or repeats, and loading ends", async () => {
    await fc.assert(
      fc.asyncProperty(steps(event, 100), async (run) => {
        const q = answerQueue();
        const api = { getProducts: (query: ProductListQuery) => q.later(() => page(query)) } as unknown as ShopApi;
        const clock = new SimulatedClock();
        const list = createActor(createProductListMachine({ api, store: memory(), logger }), { clock }).start();
        const check = () => {
          const s = list.getSnapshot();
          expect(s.context.loading).toBe(s.matches("loading"));
          expect(s.context.loadingMore).toBe(s.matches("loadingMore"));
          if (!s.matches("loading") && s.context.query.slug) {
            const all = catalogue[s.context.query.slug]!;
            expect(s.context.items).toEqual(all.slice(0, s.context.items.length));
          }
        };
        await play(run, q, clock, (e) => list.send(e), check);
        await q.answerAll();
        check();
        expect(list.getSnapshot().matches("idle")).toBe(true);
      }),
      RUNS,
    );
  });
});

describe("contact form under random latencies", () => {
  const event: fc.Arbitrary<ContactEvent> = fc.oneof(
    fc.oneof(
      fc.constantFrom("Ana", "Ion").map((value) => ({ type: "contact.edit" as const, field: "name" as const, value })),
      fc.constantFrom("ana@example.md", "x").map((value) => ({ type: "contact.edit" as const, field: "email" as const, value })),
      fc.constantFrom("Bună ziua", "Aveți canapele gri?").map((value) => ({ type: "contact.edit" as const, field: "message" as const, value })),
    ),
    fc.constantFrom<ContactEvent>({ type: "contact.submit" }, { type: "contact.reset" }),
  );

  test("property: 'sending' shows exactly while a message is on its way, and nothing typed is dropped", async () => {
    await fc.assert(
      fc.asyncProperty(steps(event, 100), fc.boolean(), async (run, fails) => {
        const q = answerQueue();
        const api = {
          sendContact: () =>
            q.later(() => {
              if (fails) throw apiError(0, "Network error");
            }),
        } as unknown as ShopApi;
        const clock = new SimulatedClock();
        const contact = createActor(createContactMachine({ api, logger }), { clock }).start();
        // A filled form, so runs reach 'sending' often.
        for (const [field, value] of [
          ["name", "Ana"],
          ["email", "ana@example.md"],
          ["message", "Bună ziua"],
        ] as const)
          contact.send({ type: "contact.edit", field, value });
        await play(
          run,
          q,
          clock,
          (e) => {
            const before = contact.getSnapshot();
            contact.send(e);
            if (e.type === "contact.edit" && !before.matches("sent")) expect(contact.getSnapshot().context.draft[e.field]).toBe(e.value);
          },
          () => expect(contact.getSnapshot().matches("sending")).toBe(q.waiting > 0),
        );
        await q.answerAll();
        expect(contact.getSnapshot().matches("sending")).toBe(false);
      }),
      RUNS,
    );
  });
});

describe("app update under random latencies", () => {
  const event = fc.constantFrom({ type: "app.navigate" as const, path: "/cart/" }, { type: "app.chunkLoadFailed" as const, path: "/" });

  test("property: one check at a time, a reload only for a new build or a failed chunk, and checks end", async () => {
    await fc.assert(
      fc.asyncProperty(steps(event, BUILD_POLL_INTERVAL * 2), fc.array(fc.constantFrom("a", "b", "", "fail"), { minLength: 1 }), async (run, answers) => {
        const q = answerQueue();
        let checks = 0;
        const reloads: Array<string> = [];
        const clock = new SimulatedClock();
        let current: { type: string } | undefined;
        let updateBefore = false;
        const updates = createActor(
          createAppUpdateMachine({
            checkLatestBuild: () =>
              q.later(() => {
                const answer = answers[checks++ % answers.length]!;
                if (answer === "fail") throw apiError(0, "Network error");
                return answer;
              }),
            navigation: {
              navigate() {},
              reload: () => {
                // A reload comes from a failed chunk, or from a navigation once a new build is known.
                expect(current?.type === "app.chunkLoadFailed" || (current?.type === "app.navigate" && updateBefore)).toBe(true);
                reloads.push(current!.type);
              },
            },
            clock,
            store: memory(),
            currentBuildId: "a",
          }),
          { clock },
        ).start();
        const check = () => {
          const s = updates.getSnapshot();
          expect(q.waiting).toBeLessThanOrEqual(1);
          expect(s.context.updateAvailable).toBe(s.matches("updateAvailable"));
        };
        await play(
          run,
          q,
          clock,
          (e) => {
            current = e;
            updateBefore = updates.getSnapshot().context.updateAvailable;
            updates.send(e);
            current = undefined;
          },
          check,
        );
        await q.answerAll();
        expect(updates.getSnapshot().matches("checking")).toBe(false);
      }),
      RUNS,
    );
  });
});
