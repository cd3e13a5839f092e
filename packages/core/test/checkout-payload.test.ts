import fc from "fast-check";
import { describe, expect, test } from "vitest";
import {
  COUNTRY_CODES,
  DELIVERY_METHODS,
  PAYMENT_METHODS,
  buildCheckoutPayload,
  newCheckoutForm,
  validateCheckout,
  type AddressForm,
  type CartLine,
  type CheckoutForm,
  type CountryCode,
} from "../src/index.js";
import { validForm } from "./checkout-fixtures.js";

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

describe("a new checkout form", () => {
  test("offers the first payment and delivery methods and the visitor's country, everything else empty", () => {
    expect(newCheckoutForm("ro")).toEqual({
      paymentMethod: PAYMENT_METHODS[0],
      deliveryMethod: DELIVERY_METHODS[0],
      clientNote: "",
      agreement: false,
      contactDetails: { email: "", phone: "" },
      billingAddress: { country: "ro" },
      separateDeliveryAddress: false,
      deliveryAddress: { country: "ro" },
    });
  });
});
