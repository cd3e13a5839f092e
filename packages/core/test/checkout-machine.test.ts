import { describe, expect, test } from "vitest";
import { CHECKOUT_FAILED, apiError, buildCheckoutPayload, type CheckoutForm } from "../src/index.js";
import { flush, billing, validForm, order, KEY, start } from "./checkout-fixtures.js";

describe("checkout machine", () => {
  test("shows every field error of an invalid form and calls no API", () => {
    const { actor, checkouts } = start();
    const form: CheckoutForm = {
      ...validForm,
      agreement: false,
      contactDetails: { email: "not-an-email", phone: "+373 12" },
      billingAddress: { ...billing, firstName: " ", city: "" },
      lines: [],
    };
    actor.send({ type: "checkout.submit", form });
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe("idle");
    expect(Object.keys(snapshot.context.errors).sort()).toEqual(
      ["agreement", "billingAddress.city", "billingAddress.firstName", "contactDetails.email", "contactDetails.phone", "products"].sort(),
    );
    expect(snapshot.context.errors["billingAddress.city"]).toEqual(["required"]);
    expect(checkouts).toHaveLength(0);
  });

  test("without a validate port the form goes to the shop as built, and its 422 shows the field errors", async () => {
    const { actor, checkouts } = start({ validate: false });
    const form: CheckoutForm = { ...validForm, agreement: false, billingAddress: { ...billing, city: " " } };
    actor.send({ type: "checkout.submit", form });
    expect(checkouts).toHaveLength(1);
    expect(checkouts[0]!.payload).toEqual(buildCheckoutPayload(form));
    checkouts[0]!.reject(apiError(422, "The given data was invalid.", { agreement: ["accepted"], "billingAddress.city": ["required"] }));
    await flush();
    expect(actor.getSnapshot().value).toBe("idle");
    expect(actor.getSnapshot().context.errors).toEqual({ agreement: ["accepted"], "billingAddress.city": ["required"] });
  });

  test("places a valid order with the built payload and an idempotency key", () => {
    const { actor, checkouts } = start();
    actor.send({ type: "checkout.submit", form: validForm });
    expect(actor.getSnapshot().value).toBe("submitting");
    expect(actor.getSnapshot().context).toMatchObject({ submitting: true, errors: {}, error: null });
    expect(checkouts).toHaveLength(1);
    expect(checkouts[0]!.payload).toEqual(buildCheckoutPayload(validForm));
    expect(checkouts[0]!.key).toBe("key-1");
  });

  test("on success announces the order with its access key, loads it with them and ends done", async () => {
    const { actor, checkouts, orders, placed } = start();
    actor.send({ type: "checkout.submit", form: validForm });
    checkouts[0]!.resolve({ orderNumber: "VT-ABCD2345", accessKey: KEY });
    await flush();
    expect(placed).toEqual([`VT-ABCD2345?key=${KEY}`]);
    expect(orders.map((o) => [o.number, o.key])).toEqual([["VT-ABCD2345", KEY]]);
    expect(actor.getSnapshot().context).toMatchObject({ submitting: true, orderNumber: "VT-ABCD2345", accessKey: KEY });
    orders[0]!.resolve(order);
    await flush();
    expect(actor.getSnapshot().value).toBe("done");
    expect(actor.getSnapshot().context).toMatchObject({ submitting: false, order, orderNumber: "VT-ABCD2345" });
  });

  test("ends done with the order number when loading the order fails", async () => {
    const { actor, checkouts, orders, errors } = start();
    actor.send({ type: "checkout.submit", form: validForm });
    checkouts[0]!.resolve({ orderNumber: "VT-ABCD2345", accessKey: KEY });
    await flush();
    orders[0]!.reject(apiError(500, "Server Error"));
    await flush();
    expect(actor.getSnapshot().value).toBe("done");
    expect(actor.getSnapshot().context).toMatchObject({ orderNumber: "VT-ABCD2345", order: null, error: null, submitting: false });
    expect(errors).toEqual(["Failed to load order"]);
  });

  test("a 422 shows the answer's field errors", async () => {
    const { actor, checkouts, errors } = start();
    actor.send({ type: "checkout.submit", form: validForm });
    checkouts[0]!.reject(apiError(422, "The given data was invalid.", { "contactDetails.phone": ["format"] }));
    await flush();
    expect(actor.getSnapshot().value).toBe("idle");
    expect(actor.getSnapshot().context).toMatchObject({ errors: { "contactDetails.phone": ["format"] }, problems: [], error: null, submitting: false });
    expect(errors).toEqual([]);
  });

  test("an out-of-stock 422 names the product and the units left, not the line's position", async () => {
    const { actor, checkouts } = start();
    actor.send({ type: "checkout.submit", form: validForm });
    checkouts[0]!.reject(
      apiError(422, "Some products are not available.", { "products.1.quantity": ["out_of_stock"], "products.0.id": ["not_found"] }, { "8": 0 }),
    );
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({
      errors: {},
      problems: [
        { id: 3, problem: "not_found" },
        { id: 8, problem: "out_of_stock", available: 0 },
      ],
    });
    actor.send({ type: "checkout.submit", form: { ...validForm, lines: [{ id: 8, quantity: 1 }] } });
    expect(actor.getSnapshot().context.problems).toEqual([]);
  });

  test("a line of a product with options that names no variant is a line to fix on the product's page, not a field error", async () => {
    const { actor, checkouts } = start();
    actor.send({
      type: "checkout.submit",
      form: {
        ...validForm,
        lines: [
          { id: 3, quantity: 2 },
          { id: 12, variant_id: 40, quantity: 1 },
        ],
      },
    });
    checkouts[0]!.reject(
      apiError(422, "Some products are not available.", { "products.0.variant_id": ["required"], "products.1.quantity": ["out_of_stock"] }, { "12:40": 0 }),
    );
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({
      errors: {},
      problems: [
        { id: 3, problem: "choose_variant" },
        { id: 12, variant_id: 40, problem: "out_of_stock", available: 0 },
      ],
    });
  });

  test("a 429 (too many recent orders) keeps the wait the shop asked for, and the next submit clears it", async () => {
    const { actor, checkouts, errors } = start();
    actor.send({ type: "checkout.submit", form: validForm });
    checkouts[0]!.reject({ ...apiError(429, "Too many orders"), retryAfter: 540 });
    await flush();
    expect(actor.getSnapshot().value).toBe("idle");
    expect(actor.getSnapshot().context).toMatchObject({ retryAfter: 540, error: null, errors: {}, submitting: false });
    expect(errors).toEqual([]);
    actor.send({ type: "checkout.submit", form: validForm });
    expect(actor.getSnapshot().context).toMatchObject({ retryAfter: null, submitting: true });
    expect(checkouts[1]!.key).toBe(checkouts[0]!.key);
  });

  test.each([
    ["a 500", apiError(500, "Server Error")],
    ["a 422 without field errors", apiError(422, "Unprocessable")],
    ["a network failure", apiError(0, "Network error")],
    ["an unexpected error", new Error("boom")],
  ])("%s gives 'Failed to process order'", async (_, failure) => {
    const { actor, checkouts, errors } = start();
    actor.send({ type: "checkout.submit", form: validForm });
    checkouts[0]!.reject(failure);
    await flush();
    expect(actor.getSnapshot().value).toBe("idle");
    expect(actor.getSnapshot().context).toMatchObject({ error: CHECKOUT_FAILED, errors: {}, submitting: false });
    expect(CHECKOUT_FAILED).toBe("Failed to process order");
    expect(errors).toEqual(["Failed to process order"]);
  });

  test("a retry of the same submission reuses its idempotency key; a changed one gets a new key", async () => {
    const { actor, checkouts } = start();
    actor.send({ type: "checkout.submit", form: validForm });
    checkouts[0]!.reject(apiError(0, "Network error"));
    await flush();
    actor.send({ type: "checkout.submit", form: { ...validForm, clientNote: " Call before delivery  " } });
    checkouts[1]!.reject(apiError(503, "Unavailable"));
    await flush();
    actor.send({ type: "checkout.submit", form: { ...validForm, lines: [{ id: 3, quantity: 3 }] } });
    expect(checkouts.map((c) => c.key)).toEqual(["key-1", "key-1", "key-2"]);
  });

  test("an invalid submission in between keeps the key of the pending one", async () => {
    const { actor, checkouts } = start();
    actor.send({ type: "checkout.submit", form: validForm });
    checkouts[0]!.reject(apiError(0, "Network error"));
    await flush();
    actor.send({ type: "checkout.submit", form: { ...validForm, agreement: false } });
    actor.send({ type: "checkout.submit", form: validForm });
    expect(checkouts.map((c) => c.key)).toEqual(["key-1", "key-1"]);
  });

  test("ignores a second submit while the order is being placed", () => {
    const { actor, checkouts } = start();
    actor.send({ type: "checkout.submit", form: validForm });
    actor.send({ type: "checkout.submit", form: validForm });
    expect(checkouts).toHaveLength(1);
  });

  test("editing a field clears its errors and those below it", () => {
    const { actor } = start();
    actor.send({ type: "checkout.submit", form: { ...validForm, billingAddress: {}, contactDetails: { email: "", phone: "" } } });
    actor.send({ type: "checkout.clearError", path: "billingAddress.city" });
    expect(actor.getSnapshot().context.errors).not.toHaveProperty("billingAddress.city");
    expect(actor.getSnapshot().context.errors).toHaveProperty(["billingAddress.firstName"]);
    actor.send({ type: "checkout.clearError", path: "billingAddress" });
    expect(Object.keys(actor.getSnapshot().context.errors).sort()).toEqual(["contactDetails.email", "contactDetails.phone"]);
  });

  test("reset starts over with a new key", async () => {
    const { actor, checkouts, orders } = start();
    actor.send({ type: "checkout.submit", form: validForm });
    checkouts[0]!.resolve({ orderNumber: "VT-ABCD2345", accessKey: KEY });
    await flush();
    orders[0]!.resolve(order);
    await flush();
    actor.send({ type: "checkout.submit", form: validForm });
    expect(checkouts).toHaveLength(1);
    actor.send({ type: "checkout.reset" });
    expect(actor.getSnapshot().value).toBe("idle");
    expect(actor.getSnapshot().context).toMatchObject({ orderNumber: null, order: null, errors: {}, error: null, payload: null });
    actor.send({ type: "checkout.submit", form: validForm });
    expect(checkouts.map((c) => c.key)).toEqual(["key-1", "key-2"]);
  });
});
