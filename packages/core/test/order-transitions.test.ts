import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { ORDER_TRANSITIONS, OrderStatus } from "../src/index.js";

const STATUSES = OrderStatus.literals;
/** The order statuses in the order an order moves through them. */
const ALONG = ["new", "confirmed", "shipped", "delivered"] as const;

/** A walk from `start` that takes, at each step, the transition `choices` picks (or stops). */
const walk = (start: OrderStatus, choices: ReadonlyArray<number>): Array<OrderStatus> => {
  const path = [start];
  for (const choice of choices) {
    const next = ORDER_TRANSITIONS[path.at(-1)!];
    if (next.length === 0) break;
    path.push(next[choice % next.length]!);
  }
  return path;
};

describe("an order's status changes", () => {
  test("move forward only: no walk visits a status twice, so every order reaches a final status", () => {
    fc.assert(
      fc.property(fc.constantFrom(...STATUSES), fc.array(fc.nat(), { maxLength: 20 }), (start, choices) => {
        const path = walk(start, choices);
        expect(new Set(path).size).toBe(path.length);
        expect(path.length).toBeLessThanOrEqual(ALONG.length);
      }),
    );
  });

  test("delivered and cancelled are final; every other status can still be moved", () => {
    for (const status of STATUSES) expect(ORDER_TRANSITIONS[status].length === 0, status).toBe(status === "delivered" || status === "cancelled");
  });

  test("an order can be cancelled only before it is shipped, and never goes back along the way", () => {
    for (const status of STATUSES) {
      expect(ORDER_TRANSITIONS[status].includes("cancelled"), status).toBe(status === "new" || status === "confirmed");
      for (const next of ORDER_TRANSITIONS[status]) {
        if (next !== "cancelled") expect(ALONG.indexOf(next as (typeof ALONG)[number])).toBe(ALONG.indexOf(status as (typeof ALONG)[number]) + 1);
      }
    }
  });

  test("every status can be reached from a new order", () => {
    const reached = new Set<OrderStatus>(["new"]);
    for (let grew = true; grew; ) {
      const before = reached.size;
      for (const status of [...reached]) for (const next of ORDER_TRANSITIONS[status]) reached.add(next);
      grew = reached.size > before;
    }
    expect([...reached].sort()).toEqual([...STATUSES].sort());
  });
});
