import { describe, expect, test } from "vitest";
import { LOCALES, type Locale, type Order } from "@vitrina/core";
import { staffAlertMail } from "../src/mail/staff-alert.js";
import { confirmationMail, statusMail } from "../src/mail/templates.js";
import { mailTexts } from "../src/mail/texts.js";
import { MESSAGES } from "@vitrina/react-ui/messages";
import { DEFAULT_IDENTITY, DEFAULT_INSTRUCTIONS, orderInstructions } from "../src/shop/identity.js";

// Every e-mail says only what is true of the order's payment, delivery and status (issue 30 item 5),
// with the shop's default instructions and real bank details, in every language.

const SHOP = "Casa Bună";
const IBAN = "MD24AG000225100013104168";
const identity = { ...DEFAULT_IDENTITY, name: SHOP, company: "Casa Bună SRL", bank: "Banca X", iban: IBAN };
const place = { ro: "str. Florilor 1, Chișinău", en: "1 Florilor St, Chișinău", ru: "ул. Флорилор 1, Кишинёв", bg: "ул. Флорилор 1, Кишинев" };
const hours = { ro: "L–V 9–18", en: "Mon–Fri 9–18", ru: "Пн–Пт 9–18", bg: "Пн–Пт 9–18" };
const settings = { pickup_addresses: [place], schedule: hours };

const order = (locale: Locale, overrides: Partial<Order>): Order => {
  const bare: Order = {
    number: "VT-7K3M9Q2X",
    status: "new",
    payment_status: "unpaid",
    paid_at: null,
    created_at: "2026-11-23T10:00:00Z",
    locale,
    currency: "MDL",
    paymentMethod: "bank_transfer",
    deliveryMethod: "courier",
    clientNote: null,
    contactDetails: { email: "ana@example.md", phone: "+373 69 123 456" },
    billingAddress: { firstName: "Ana", lastName: "Rusu", country: "md", city: "Bălți", address: "str. Independenței 5" },
    deliveryAddress: null,
    lines: [{ product_id: 1, slug: "tigaie", sku: "T-1", title: "Tigaie", price: 500, old_price: null, quantity: 1, total: 500 }],
    totals: { subtotal: 500, discount: 0, code_discount: 0, delivery: 0, total: 500 },
    discountCode: null,
    ...overrides,
  };
  return { ...bare, instructions: orderInstructions(bare, locale, identity, DEFAULT_INSTRUCTIONS, settings) };
};
const all = (mail: { subject: string; text: string; html: string }) => `${mail.subject}\n${mail.text}\n${mail.html}`;
/** The word for a courier in each language, as the shop's texts spell it. */
const COURIER = { ro: /curier/i, en: /courier/i, ru: /курьер/i, bg: /куриер/i };
/** Words of paying "at pickup" in each language. */
const AT_PICKUP = { ro: /ridicare/i, en: /pickup/i, ru: /самовывоз/i, bg: /вземане/i };

describe("the shopper's e-mails say what is true of the order", () => {
  test("a cancelled bank transfer asks for no payment and shows no bank details, in its cancel note and if its page is mailed again", () => {
    for (const locale of LOCALES) {
      const cancelled = order(locale, { status: "cancelled" });
      for (const news of ["cancelled", "expired"] as const) {
        const mail = all(statusMail(cancelled, news, "u", SHOP, 5));
        expect(mail).not.toContain("MD24");
        expect(mail).not.toContain(DEFAULT_INSTRUCTIONS.payment.bank_transfer[locale]);
        expect(mail).not.toContain(mailTexts(locale).news.transferDeadline({ days: 5 }));
      }
      expect(statusMail(cancelled, "expired", "u", SHOP, 5).text).toContain(mailTexts(locale).news.expired({ days: 5 }));
    }
  });

  test("an unpaid transfer gets the bank details and its deadline; once paid, the payment is said to be received and the bank details are gone", () => {
    for (const locale of LOCALES) {
      const unpaid = confirmationMail(order(locale, {}), "u", SHOP, 5).text;
      expect(unpaid).toContain("MD24 AG00 0225 1000 1310 4168");
      expect(unpaid).toContain(mailTexts(locale).news.transferDeadline({ days: 5 }));
      expect(confirmationMail(order(locale, {}), "u", SHOP, 0).text).not.toContain(mailTexts(locale).news.transferDeadline({ days: 0 }));
      const paid = order(locale, { status: "confirmed", payment_status: "paid", paid_at: "2026-11-24T09:00:00Z" });
      for (const mail of [statusMail(paid, "paid", "u", SHOP, 5), statusMail(paid, "confirmed", "u", SHOP, 5)]) {
        expect(mail.text).toContain(mailTexts(locale).news.paymentReceived());
        expect(all(mail)).not.toContain("MD24");
        expect(all(mail)).not.toContain(DEFAULT_INSTRUCTIONS.payment.bank_transfer[locale]);
      }
      // A paid order that is cancelled is told how the money comes back.
      expect(statusMail({ ...paid, status: "cancelled" }, "cancelled", "u", SHOP, 5).text).toContain(mailTexts(locale).news.refund());
    }
  });

  test("a pickup order never mentions a courier, and its ready-for-pickup e-mail gives the pickup point and hours", () => {
    for (const locale of LOCALES) {
      for (const paymentMethod of ["cash_on_delivery", "card_on_delivery", "bank_transfer"] as const) {
        const statuses = [
          ["new", null],
          ["confirmed", "confirmed"],
          ["ready_for_pickup", "ready_for_pickup"],
          ["delivered", "delivered"],
        ] as const;
        for (const [status, news] of statuses) {
          const o = order(locale, { paymentMethod, deliveryMethod: "pickup", status });
          const mail = news ? statusMail(o, news, "u", SHOP, 5) : confirmationMail(o, "u", SHOP, 5);
          expect(all(mail), `${locale} ${paymentMethod} ${status}`).not.toMatch(COURIER[locale]);
        }
      }
      const ready = statusMail(
        order(locale, { paymentMethod: "cash_on_delivery", deliveryMethod: "pickup", status: "ready_for_pickup" }),
        "ready_for_pickup",
        "u",
        SHOP,
        5,
      );
      expect(ready.subject).toBe(mailTexts(locale).news.headline.ready_for_pickup({ number: "VT-7K3M9Q2X" }));
      expect(ready.text).toContain(place[locale]);
      expect(ready.text).toContain(hours[locale]);
      const pickedUp = statusMail(order(locale, { deliveryMethod: "pickup", status: "delivered" }), "delivered", "u", SHOP, 5);
      expect(pickedUp.subject).toBe(mailTexts(locale).news.pickedUp({ number: "VT-7K3M9Q2X" }));
      expect(pickedUp.text).not.toContain(place[locale]);
    }
  });

  test("a post or courier order is not told it can pay at pickup, and is never shown a pickup point", () => {
    for (const locale of LOCALES)
      for (const deliveryMethod of ["post", "courier"] as const)
        for (const paymentMethod of ["cash_on_delivery", "card_on_delivery"] as const) {
          const mail = confirmationMail(order(locale, { paymentMethod, deliveryMethod }), "u", SHOP, 5);
          expect(all(mail), `${locale} ${deliveryMethod} ${paymentMethod}`).not.toMatch(AT_PICKUP[locale]);
          expect(mail.text).toContain(DEFAULT_INSTRUCTIONS.payment[paymentMethod][locale]);
        }
  });
});

describe("the staff alert speaks to staff", () => {
  test("it says what to do next and never carries the shopper's instructions or the shop's bank details", () => {
    const shopperTexts = [...Object.values(DEFAULT_INSTRUCTIONS.payment), ...Object.values(DEFAULT_INSTRUCTIONS.delivery)].map((t) => t.ro);
    const s = mailTexts("ro").staff;
    for (const paymentMethod of ["cash_on_delivery", "card_on_delivery", "bank_transfer"] as const)
      for (const deliveryMethod of ["courier", "pickup", "post"] as const) {
        const alert = staffAlertMail(order("ru", { paymentMethod, deliveryMethod }), "https://shop.test/dashboard/orders/1/", SHOP, 5);
        for (const text of shopperTexts) expect(all(alert)).not.toContain(text);
        expect(all(alert)).not.toContain("MD24");
        expect(alert.text).toContain(s.confirm());
        expect(alert.text).toContain(s.fulfil[deliveryMethod][paymentMethod === "bank_transfer" ? "afterPayment" : "now"]());
        if (paymentMethod === "bank_transfer") {
          expect(alert.text).toContain(s.awaitTransfer({ total: `500${"\u00a0"}lei`, reference: "VT-7K3M9Q2X" }));
          expect(alert.text).toContain(s.autoCancel({ days: 5 }));
        } else
          expect(alert.text).toContain(
            (paymentMethod === "cash_on_delivery" ? s.collectCash : s.collectCard)[deliveryMethod === "pickup" ? "pickup" : "delivery"]({
              total: `500${"\u00a0"}lei`,
            }),
          );
      }
    expect(staffAlertMail(order("ro", {}), "u", SHOP, 0).text).not.toContain(s.autoCancel({ days: 0 }));
  });

  test("its texts exist in every language and count days as each language does", () => {
    expect(mailTexts("ru").staff.autoCancel({ days: 5 })).toContain("5 дней");
    expect(mailTexts("ru").staff.autoCancel({ days: 2 })).toContain("2 дня");
    expect(mailTexts("ro").staff.autoCancel({ days: 1 })).toContain("1 zi");
    expect(mailTexts("ro").staff.autoCancel({ days: 20 })).toContain("20 de zile");
    expect(mailTexts("bg").news.expired({ days: 1 })).toContain("1 ден");
    for (const locale of LOCALES) expect(Object.keys(MESSAGES[locale].mail.staff).sort()).toEqual(Object.keys(MESSAGES.ro.mail.staff).sort());
  });
});
