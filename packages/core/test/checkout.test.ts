import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { SimulatedClock, createActor } from "xstate";
import {
  CHECKOUT_FAILED,
  COUNTRY_CODES,
  apiError,
  buildCheckoutPayload,
  createCheckoutMachine,
  validateCheckout,
  type AddressForm,
  type CartLine,
  type CheckoutForm,
  type CheckoutPayload,
  type CountryCode,
  type Order,
  type ShopApi,
} from "../src/index.js";

// core's tsconfig carries no Node or DOM types; the test runner's global timer is enough to let
// settled promises reach the actor.
declare const setTimeout: (callback: () => void, ms: number) => unknown;
const flush = () => new Promise<void>((r) => setTimeout(r, 0));

const billing: AddressForm = { firstName: " Ana ", lastName: "Popescu", country: "md", city: "Chișinău", address: "str. Ștefan cel Mare 1" };

const validForm: CheckoutForm = {
  paymentMethod: "cash_on_delivery",
  deliveryMethod: "courier",
  clientNote: "  Call before delivery ",
  agreement: true,
  contactDetails: { email: " ana@example.md ", phone: "+373 69 123 456" },
  billingAddress: { ...billing, postalCode: " ", company: "" },
  separateDeliveryAddress: false,
  deliveryAddress: {},
  lines: [
    { id: 3, quantity: 2 },
    { id: 8, quantity: 1 },
  ],
};

const order = { number: "VT-ABCD2345", status: "new" } as Order;
const KEY = "k".repeat(43);

/** A checkout API whose answers the test settles by hand. */
const fakeApi = () => {
  const checkouts: Array<{
    payload: CheckoutPayload;
    key: string | undefined;
    resolve: (r: { orderNumber: string; accessKey: string }) => void;
    reject: (e: unknown) => void;
  }> = [];
  const orders: Array<{ number: string; key: string; resolve: (o: Order) => void; reject: (e: unknown) => void }> = [];
  const api = {
    checkout: (payload: CheckoutPayload, options?: { idempotencyKey?: string }) =>
      new Promise<{ orderNumber: string; accessKey: string }>((resolve, reject) => {
        checkouts.push({ payload, key: options?.idempotencyKey, resolve, reject });
      }),
    getOrder: (number: string, key: string) =>
      new Promise<Order>((resolve, reject) => {
        orders.push({ number, key, resolve, reject });
      }),
  } as unknown as ShopApi;
  return { api, checkouts, orders };
};

const start = () => {
  const { api, checkouts, orders } = fakeApi();
  const errors: Array<string> = [];
  const logger = { warn: () => {}, error: (message: string) => void errors.push(message) };
  let keys = 0;
  const actor = createActor(createCheckoutMachine({ api, logger, newKey: () => `key-${++keys}` }), { clock: new SimulatedClock() });
  const placed: Array<string> = [];
  actor.on("checkout.placed", ({ orderNumber, accessKey }) => void placed.push(`${orderNumber}?key=${accessKey}`));
  actor.start();
  return { actor, checkouts, orders, errors, placed };
};

describe("buildCheckoutPayload", () => {
  test("trims texts and leaves out empty address fields", () => {
    expect(buildCheckoutPayload(validForm)).toEqual({
      paymentMethod: "cash_on_delivery",
      deliveryMethod: "courier",
      clientNote: "Call before delivery",
      agreement: true,
      contactDetails: { email: "ana@example.md", phone: "+373 69 123 456" },
      billingAddress: { firstName: "Ana", lastName: "Popescu", country: "md", city: "Chișinău", address: "str. Ștefan cel Mare 1" },
      products: [
        { id: 3, quantity: 2 },
        { id: 8, quantity: 1 },
      ],
    });
  });

  test("leaves out an empty note and unchosen methods", () => {
    const payload = buildCheckoutPayload({ ...validForm, clientNote: "  ", paymentMethod: "", deliveryMethod: " " });
    expect(payload).not.toHaveProperty("clientNote");
    expect(payload).not.toHaveProperty("paymentMethod");
    expect(payload).not.toHaveProperty("deliveryMethod");
  });

  test("sends a delivery address only when asked for and filled in", () => {
    const delivery: AddressForm = { firstName: "Ion", lastName: "Rusu", country: "RO", city: "Iași", address: "Bd. Independenței 5", company: " " };
    expect(buildCheckoutPayload({ ...validForm, deliveryAddress: delivery })).not.toHaveProperty("deliveryAddress");
    expect(buildCheckoutPayload({ ...validForm, separateDeliveryAddress: true, deliveryAddress: { city: " ", address: "" } })).not.toHaveProperty(
      "deliveryAddress",
    );
    expect(buildCheckoutPayload({ ...validForm, separateDeliveryAddress: true, deliveryAddress: delivery }).deliveryAddress).toEqual({
      firstName: "Ion",
      lastName: "Rusu",
      country: "ro",
      city: "Iași",
      address: "Bd. Independenței 5",
    });
  });

  test("orders the cart lines by id and quantity only", () => {
    const lines: Array<CartLine> = [{ id: 3, quantity: 2, title: "Divan", price: 100 }];
    expect(buildCheckoutPayload({ ...validForm, lines }).products).toEqual([{ id: 3, quantity: 2 }]);
  });

  const country = fc.constantFrom(...COUNTRY_CODES);
  const padded = (max: number) =>
    fc
      .tuple(fc.constantFrom("", " ", "  ", "\t"), fc.string({ minLength: 1, maxLength: max }), fc.constantFrom("", " ", "\n"))
      .filter(([, text]) => text.trim() !== "")
      .map(([before, text, after]) => before + text + after);
  const blankable = fc.option(fc.oneof(fc.constantFrom("", " ", "\t "), fc.string({ maxLength: 20 })), { nil: undefined });
  const anyAddress: fc.Arbitrary<AddressForm> = fc.record(
    { firstName: blankable, lastName: blankable, country: blankable, city: blankable, address: blankable, postalCode: blankable, company: blankable },
    { requiredKeys: [] },
  );
  const validAddress = fc.record(
    {
      firstName: padded(100),
      lastName: padded(100),
      country: country.map((c) => (c === "md" ? " MD" : c)),
      city: padded(100),
      address: padded(255),
      postalCode: fc.oneof(fc.constantFrom("", " "), padded(20)),
      company: fc.oneof(fc.constantFrom("", "  "), padded(255)),
    },
    { requiredKeys: ["firstName", "lastName", "country", "city", "address"] },
  );
  const digits = (n: number) => fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n }).map((d) => d.join(""));
  const phoneFor = (c: CountryCode) =>
    c === "md" ? digits(7).map((d) => `+373 6${d}`) : c === "ro" ? digits(8).map((d) => `07${d}`) : digits(7).map((d) => `+359 88${d}`);
  const word = fc.stringMatching(/^[a-z0-9]{1,12}$/);
  const lines = fc.uniqueArray(fc.record({ id: fc.integer({ min: 1, max: 100_000 }), quantity: fc.integer({ min: 1, max: 999 }) }), {
    selector: (l) => l.id,
    minLength: 1,
    maxLength: 100,
  });

  const anyForm: fc.Arbitrary<CheckoutForm> = fc.record({
    paymentMethod: fc.oneof(fc.constantFrom("", " ", "cash_on_delivery", "bank_transfer"), fc.string()),
    deliveryMethod: fc.oneof(fc.constantFrom("", "courier", "post"), fc.string()),
    clientNote: blankable,
    agreement: fc.boolean(),
    contactDetails: fc.record({ email: fc.string(), phone: fc.string() }),
    billingAddress: anyAddress,
    separateDeliveryAddress: fc.boolean(),
    deliveryAddress: fc.option(anyAddress, { nil: undefined }),
    lines: fc.array(fc.record({ id: fc.integer(), quantity: fc.integer() }), { maxLength: 5 }),
  });

  const validForms: fc.Arbitrary<CheckoutForm> = fc
    .record({
      paymentMethod: fc.constantFrom("cash_on_delivery", "card_on_delivery", "bank_transfer"),
      deliveryMethod: fc.constantFrom(" courier", "pickup", "post "),
      clientNote: fc.option(fc.string({ maxLength: 2000 }), { nil: undefined }),
      email: fc.tuple(word, word, fc.constantFrom("md", "ro", "com")).map(([user, domain, tld]) => ` ${user}@${domain}.${tld} `),
      billingAddress: validAddress,
      separateDeliveryAddress: fc.boolean(),
      deliveryAddress: fc.oneof(validAddress, fc.constant<AddressForm>({ city: " ", company: "" })),
      lines,
    })
    .chain((f) => {
      const delivery = f.separateDeliveryAddress && f.deliveryAddress.firstName !== undefined ? f.deliveryAddress : f.billingAddress;
      const phoneCountry = delivery.country!.trim().toLowerCase() as CountryCode;
      return phoneFor(phoneCountry).map(
        (phone): CheckoutForm => ({
          paymentMethod: f.paymentMethod,
          deliveryMethod: f.deliveryMethod,
          ...(f.clientNote === undefined ? {} : { clientNote: f.clientNote }),
          agreement: true,
          contactDetails: { email: f.email, phone: ` ${phone}` },
          billingAddress: f.billingAddress,
          separateDeliveryAddress: f.separateDeliveryAddress,
          deliveryAddress: f.deliveryAddress,
          lines: f.lines,
        }),
      );
    });

  const addressValues = (address: AddressForm | undefined) => Object.values(address ?? {});

  test("property: never sends an empty or untrimmed address field, and products are the lines", () => {
    fc.assert(
      fc.property(anyForm, (form) => {
        const payload = buildCheckoutPayload(form);
        for (const value of [...addressValues(payload.billingAddress), ...addressValues(payload.deliveryAddress)]) {
          expect(value).not.toBe("");
          expect(value).toBe(value!.trim());
        }
        if (payload.deliveryAddress) expect(Object.keys(payload.deliveryAddress).length).toBeGreaterThan(0);
        if (!form.separateDeliveryAddress) expect(payload).not.toHaveProperty("deliveryAddress");
        expect(payload.products).toEqual(form.lines.map(({ id, quantity }) => ({ id, quantity })));
      }),
    );
  });

  test("property: a valid form gives a payload that passes validateCheckout", () => {
    fc.assert(
      fc.property(validForms, (form) => {
        const result = validateCheckout(buildCheckoutPayload(form));
        expect(result.ok ? {} : result.errors).toEqual({});
      }),
    );
  });
});

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
