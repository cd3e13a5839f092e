import fc from "fast-check";
import { describe, expect, test } from "vitest";
import {
  DELIVERY_METHODS,
  OrderStatus,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  orderSteps,
  orderTransitions,
  paidOnDelivery,
  paymentStatusChange,
  type DeliveryMethod,
} from "../src/index.js";

const STATUSES = OrderStatus.literals;
/** The statuses an order of each delivery method moves through, in order. */
const ALONG: Record<DeliveryMethod, ReadonlyArray<OrderStatus>> = {
  courier: ["new", "confirmed", "shipped", "delivered"],
  post: ["new", "confirmed", "shipped", "delivered"],
  pickup: ["new", "confirmed", "ready_for_pickup", "delivered"],
};

/** A walk from a new order that takes, at each step, the transition `choices` picks (or stops). */
const walk = (delivery: DeliveryMethod, choices: ReadonlyArray<number>): Array<OrderStatus> => {
  const path: OrderStatus[] = ["new"];
  for (const choice of choices) {
    const next = orderTransitions(path.at(-1)!, delivery);
    if (next.length === 0) break;
    path.push(next[choice % next.length]!);
  }
  return path;
};
const delivery = fc.constantFrom(...DELIVERY_METHODS);

describe("an order's status changes", () => {
  test("move forward only, along the delivery method's way: a pickup order is never shipped, a courier or post order never waits for pickup", () => {
    fc.assert(
      fc.property(delivery, fc.array(fc.nat(), { maxLength: 20 }), (method, choices) => {
        const path = walk(method, choices);
        expect(new Set(path).size).toBe(path.length);
        const along = path.filter((s) => s !== "cancelled");
        expect(along).toEqual(ALONG[method].slice(0, along.length));
        expect(path).not.toContain(method === "pickup" ? "shipped" : "ready_for_pickup");
      }),
    );
  });

  test("delivered and cancelled are final; a walk ends in one of them whatever is chosen", () => {
    fc.assert(
      fc.property(delivery, fc.infiniteStream(fc.nat()), (method, stream) => {
        const path = walk(method, [...stream.take(10)]);
        expect(["delivered", "cancelled"]).toContain(path.at(-1));
        expect(orderTransitions(path.at(-1)!, method)).toEqual([]);
      }),
    );
  });

  test("an order can be cancelled until it leaves the shop: new, confirmed, and a pickup not picked up yet; never once shipped", () => {
    for (const method of DELIVERY_METHODS)
      for (const status of ALONG[method]) {
        const cancellable = status === "new" || status === "confirmed" || status === "ready_for_pickup";
        expect(orderTransitions(status, method).includes("cancelled"), `${method} ${status}`).toBe(cancellable);
      }
  });

  test("every status of its way can be reached from a new order, and no other", () => {
    for (const method of DELIVERY_METHODS) {
      const reached = new Set<OrderStatus>(["new"]);
      for (let grew = true; grew; ) {
        const before = reached.size;
        for (const status of [...reached]) for (const next of orderTransitions(status, method)) reached.add(next);
        grew = reached.size > before;
      }
      expect([...reached].sort()).toEqual([...ALONG[method], "cancelled"].sort());
    }
  });
});

const order = fc.record({
  status: fc.constantFrom(...STATUSES),
  payment_status: fc.constantFrom(...PAYMENT_STATUSES),
  paymentMethod: fc.constantFrom(...PAYMENT_METHODS),
  deliveryMethod: delivery,
});

describe("an order's payment", () => {
  test("cash and card are paid when delivered; a bank transfer only when staff mark it paid", () => {
    expect(PAYMENT_METHODS.filter(paidOnDelivery)).toEqual(["cash_on_delivery", "card_on_delivery"]);
  });

  test("staff may mark an unpaid order paid and undo it while the order is open; a cancelled order's payment never changes", () => {
    fc.assert(
      fc.property(order, (o) => {
        const change = paymentStatusChange(o);
        if (o.status === "cancelled") expect(change).toBeNull();
        else if (o.payment_status === "unpaid") expect(change).toBe("paid");
        else expect(change).toBe(o.status === "delivered" ? null : "unpaid");
        expect(change).not.toBe(o.payment_status);
      }),
    );
  });
});

describe("what an order tells its shopper to do", () => {
  test("a cancelled order asks for no payment and shows no bank details or pickup point", () => {
    fc.assert(
      fc.property(order, (o) => {
        const steps = orderSteps({ ...o, status: "cancelled" });
        expect(steps).toEqual({ payment: "none", bank: false, delivery: false, pickup: false });
      }),
    );
  });

  test("a paid order says so and never shows bank details; an unpaid open transfer shows them", () => {
    fc.assert(
      fc.property(order, (o) => {
        const steps = orderSteps(o);
        if (o.status !== "cancelled" && o.payment_status === "paid") expect(steps.payment).toBe("paid");
        const open = o.status !== "cancelled" && o.status !== "delivered";
        expect(steps.bank).toBe(open && o.payment_status === "unpaid" && o.paymentMethod === "bank_transfer");
      }),
    );
  });

  test("only a pickup order shows a pickup point, and only until it is picked up; a delivery's instruction stops once the order is on its way", () => {
    fc.assert(
      fc.property(order, (o) => {
        const steps = orderSteps(o);
        expect(steps.pickup).toBe(o.deliveryMethod === "pickup" && o.status !== "cancelled" && o.status !== "delivered");
        expect(steps.delivery).toBe(o.status === "new" || o.status === "confirmed");
      }),
    );
  });
});
