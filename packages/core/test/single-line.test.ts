import { describe, expect, test } from "vitest";
import fc from "fast-check";
import { ContactForm, ShopIdentityInput, StaffInput, isSingleLine, validate, validateCheckout } from "../src/index.js";

// Issue 28 item 5 (decisions.md "Orders"): names, city, phone, company and the shop's name are one
// line; a line break or control character in one printed as extra lines in e-mails.

/** A control character: C0 (tab and line breaks included), DEL, C1, or a line/paragraph separator. */
const control = fc
  .oneof(fc.integer({ min: 0, max: 0x1f }), fc.integer({ min: 0x7f, max: 0x9f }), fc.constantFrom(0x2028, 0x2029))
  .map((code) => String.fromCharCode(code));

/** Ordinary names as shoppers type them: Latin with Romanian and Bulgarian diacritics, Cyrillic, spaces, hyphens, apostrophes. */
const nameOf = (maxLength: number) =>
  fc.array(fc.constantFrom(..."AaĂăÂâÎîȘșȚțBbEeÉéÖöÜüЖжЩщЯяЁёЪъЬьЮюЇїІіҐґ -'.".split("")), { maxLength }).map((chars) => `A${chars.join("")}`);
const name = nameOf(60);

/** A text of at most 19 characters (every address field's limit) with a control character somewhere in it. */
const withControl = fc.tuple(nameOf(8), control, nameOf(8)).map(([a, c, b]) => `${a}${c}${b}`);

const checkout = (billing: Record<string, string>, phone = "+37369123456") => ({
  paymentMethod: "cash_on_delivery",
  deliveryMethod: "courier",
  agreement: true,
  contactDetails: { email: "ana@mail.md", phone },
  billingAddress: { firstName: "Ana", lastName: "Rusu", country: "md", city: "Chișinău", address: "str. Ismail 88", ...billing },
  products: [{ id: 3, quantity: 1 }],
});

const ADDRESS_FIELDS = ["firstName", "lastName", "city", "address", "postalCode", "company"] as const;

describe("single-line fields refuse line breaks and control characters", () => {
  test("isSingleLine: any text with a control character is refused; ordinary names with diacritics or Cyrillic are accepted", () => {
    fc.assert(fc.property(withControl, (text) => !isSingleLine(text)));
    fc.assert(fc.property(name, (text) => isSingleLine(text)));
    expect(isSingleLine("Ștefan Țăran-Bîrlădeanu")).toBe(true);
    expect(isSingleLine("Зоя Щербакова")).toBe(true);
    expect(isSingleLine("Ана Тодорова")).toBe(true);
  });

  test("every address field of a checkout: a control character is a `format` error of that field alone", () => {
    fc.assert(
      fc.property(fc.constantFrom(...ADDRESS_FIELDS), withControl, (field, text) => {
        const result = validateCheckout(checkout({ [field]: text }));
        return !result.ok && JSON.stringify(result.errors) === JSON.stringify({ [`billingAddress.${field}`]: ["format"] });
      }),
    );
  });

  test("a checkout with names in Romanian, Russian and Bulgarian passes", () => {
    fc.assert(
      fc.property(name, name, name, (first, last, city) => validateCheckout(checkout({ firstName: first, lastName: last, city, company: `${first} SRL` })).ok),
    );
  });

  test("the phone of a checkout, the contact form's name and phone, the shop's name and a staff member's name", () => {
    expect(validateCheckout(checkout({}, "+37369123456\r\n")).ok).toBe(false);
    expect(validate(ContactForm, { name: "Ana\nBcc: x@y.md", email: "ana@mail.md", message: "Bună\nziua" })).toEqual({
      ok: false,
      errors: { name: ["format"] },
    });
    expect(validate(ContactForm, { name: "Ana", email: "ana@mail.md", phone: "069\t123456", message: "Bună\nziua" })).toEqual({
      ok: false,
      errors: { phone: ["format"] },
    });
    const identity = { name: "Vitrina\u2028Shop", logo_image_id: null, company: "", idno: "", legal_address: "", bank: "", iban: "" };
    expect(validate(ShopIdentityInput, identity)).toEqual({ ok: false, errors: { name: ["format"] } });
    expect(validate(ShopIdentityInput, { ...identity, name: "Vitrina", company: "Vitrina\u0085SRL" })).toEqual({ ok: false, errors: { company: ["format"] } });
    expect(validate(StaffInput, { email: "m@shop.md", name: "Maria\u0000", role: "manager", password: "a-long-enough-pass" }).ok).toBe(false);
  });

  test("multi-line texts stay multi-line: the order's note and the contact message", () => {
    expect(validate(ContactForm, { name: "Ana", email: "ana@mail.md", message: "Bună ziua,\nAm o întrebare.\r\n\tMulțumesc" }).ok).toBe(true);
    expect(validateCheckout({ ...checkout({}), clientNote: "Sunați\nînainte" }).ok).toBe(true);
  });
});
