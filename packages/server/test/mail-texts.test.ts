import { describe, expect, test } from "vitest";
import { LOCALES, type Order } from "@vitrina/core";
import { staffAlertMail } from "../src/mail/staff-alert.js";
import { confirmationMail, statusMail } from "../src/mail/templates.js";
import { mailTexts } from "../src/mail/texts.js";
import { MESSAGES } from "@vitrina/react-ui/messages";

const NBSP = "\u00a0";
const SHOP = "Casa Bună";
const order = (locale: string, overrides: Partial<Order> = {}): Order => ({
  number: "VT-7K3M9Q2X",
  status: "new",
  payment_status: "unpaid",
  paid_at: null,
  created_at: "2026-11-23T10:00:00Z",
  locale,
  currency: "MDL",
  paymentMethod: "cash_on_delivery",
  deliveryMethod: "post",
  clientNote: "Sunați după ora 18.",
  contactDetails: { email: "ana@example.md", phone: "+373 69 123 456" },
  billingAddress: { firstName: "Ana", lastName: "Rusu", country: "md", city: "Bălți", address: "str. Independenței 5", postalCode: "MD-3100" },
  deliveryAddress: { firstName: "Ana", lastName: "Rusu", country: "ro", city: "Iași", address: "Bd. Carol I 11" },
  lines: [
    { product_id: 1, slug: "tigaie", sku: "T-1", title: "Tigaie Tefal", price: 7999, old_price: 8999, quantity: 1, total: 7999 },
    { product_id: 2, slug: "cutit", sku: "C-2", title: "Cuțit", price: 49.5, old_price: null, quantity: 2, total: 99 },
  ],
  totals: { subtotal: 9098, discount: 1000, code_discount: 0, delivery: 0, total: 8098 },
  discountCode: null,
  ...overrides,
});

describe("order e-mails read right", () => {
  test("prices print as on the site: whole lei without decimals, bani when there are some, the language's currency word", () => {
    const ro = confirmationMail(order("ro"), "https://shop.test/order/VT-7K3M9Q2X/", SHOP, 5).text;
    expect(ro).toContain(`Total de plată: 8${NBSP}098${NBSP}lei`);
    expect(ro).toContain(`(8${NBSP}999${NBSP}lei → 7${NBSP}999${NBSP}lei)`);
    expect(ro).not.toContain(",00");
    expect(confirmationMail(order("bg"), "u", SHOP, 5).text).toContain(`Общо за плащане: 8${NBSP}098${NBSP}леи`);
    expect(confirmationMail(order("ru"), "u", SHOP, 5).html).toContain(`49,50${NBSP}лей`);
    expect(confirmationMail(order("en"), "u", SHOP, 5).text).toContain(`Total to pay: MDL${NBSP}8,098`);
    expect(staffAlertMail(order("ru"), "u", SHOP, 5).subject).toBe(`Comandă nouă VT-7K3M9Q2X — 8${NBSP}098${NBSP}lei`);
  });

  test("countries are named in the e-mail's language, never by their code", () => {
    const ru = confirmationMail(order("ru"), "u", SHOP, 5).text;
    expect(ru).toContain("Молдова");
    expect(ru).toContain("Румыния");
    expect(ru).not.toMatch(/^(MD|RO)$/m);
    expect(confirmationMail(order("bg"), "u", SHOP, 5).text).toContain("Румъния");
    expect(staffAlertMail(order("en"), "u", SHOP, 5).text).toContain("România");
  });

  test("the delivery's cost and the delivery's method have different labels in every language", () => {
    for (const locale of LOCALES) {
      const t = mailTexts(locale).order;
      expect(t.delivery()).not.toBe(t.deliveryMethod());
      const text = confirmationMail(order(locale), "u", SHOP, 5).text;
      expect(text).toContain(`${t.delivery()}: ${t.free()}`);
      expect(text).toContain(`${t.deliveryMethod()}:\n${t.deliveries.post()}`);
    }
    expect(confirmationMail(order("ro"), "u", SHOP, 5).text).toContain("Costul livrării: Gratuit");
  });

  test("methods are named as the checkout page names them, in every language", () => {
    for (const locale of LOCALES) {
      const site = MESSAGES[locale].checkout;
      const mail = MESSAGES[locale].mail.order;
      for (const [method, name] of Object.entries(mail.payments)) expect(site.paymentMethods[method as keyof typeof site.paymentMethods]).toBe(name);
      // The price is no part of the name: the page shows it beside the method, the e-mail on its own line.
      for (const [method, name] of Object.entries(mail.deliveries)) expect(site.deliveryMethods[method as keyof typeof site.deliveryMethods]).toBe(name);
    }
    expect(confirmationMail(order("bg"), "u", SHOP, 5).text).toContain("В брой при доставка");
  });

  test("a status e-mail starts its sentences with a capital letter", () => {
    const cases = [
      ["ro", "cancelled", "Comanda VT-7K3M9Q2X a fost anulată. Dacă aveți întrebări"],
      ["en", "shipped", "Order VT-7K3M9Q2X has been shipped. Your parcel is on its way."],
      ["ru", "confirmed", "Заказ VT-7K3M9Q2X подтверждён. Мы готовим его к отправке."],
      ["bg", "cancelled", "Поръчка VT-7K3M9Q2X е анулирана. Ако имате въпроси"],
    ] as const;
    for (const [locale, status, sentence] of cases) {
      const mail = statusMail(order(locale), status, "u", SHOP, 5);
      expect(mail.text).toContain(sentence);
      expect(mail.subject).toBe(sentence.split(".")[0]);
      for (const line of mail.text.split("\n").filter(Boolean)) expect(line).toMatch(/^\P{Ll}/u);
    }
  });
});

describe("e-mails carry the shop's name and next steps", () => {
  test("the header and the sign-off name the shop, never the software, in every language", () => {
    for (const locale of LOCALES) {
      const mails = [
        confirmationMail(order(locale), "u", SHOP, 5),
        statusMail(order(locale), "cancelled", "u", SHOP, 5),
        staffAlertMail(order(locale), "u", SHOP, 5),
      ];
      for (const mail of mails) {
        expect(mail.html).toContain(SHOP);
        expect(`${mail.subject}\n${mail.text}\n${mail.html}`).not.toMatch(/vitrina/i);
      }
      expect(confirmationMail(order(locale), "u", SHOP, 5).text).toContain(mailTexts(locale).order.thanks({ shop: SHOP }));
    }
  });

  test("a bank-transfer confirmation shows the beneficiary, IBAN, bank and the order number as the reference; a pickup shows the point and hours", () => {
    const instructions = {
      payment: "Transferați suma în cont.",
      delivery: "Vă sunăm când e gata.",
      bank: { beneficiary: "Casa Bună SRL", iban: "MD24 AG00 0225 1000 1310 4168", bank: "Banca X", reference: "VT-7K3M9Q2X" },
      pickup: { addresses: ["str. Florilor 1, Chișinău"], schedule: "L–V 9–18" },
    };
    const ro = confirmationMail(order("ro", { paymentMethod: "bank_transfer", deliveryMethod: "pickup", instructions }), "u", SHOP, 5);
    for (const part of [ro.text, ro.html]) {
      expect(part).toContain("Beneficiar: Casa Bună SRL");
      expect(part).toContain("IBAN: MD24 AG00 0225 1000 1310 4168");
      expect(part).toContain("Banca: Banca X");
      expect(part).toContain("Referința plății: VT-7K3M9Q2X");
      expect(part).toContain("str. Florilor 1, Chișinău");
      expect(part).toContain("Program — L–V 9–18");
      expect(part).toContain("Transferați suma în cont.");
    }
    const en = confirmationMail(order("en", { paymentMethod: "bank_transfer", instructions: { ...instructions, pickup: null } }), "u", SHOP, 5).text;
    expect(en).toContain("Payment reference: VT-7K3M9Q2X");
    expect(en).not.toContain("Pickup point");
  });
});
