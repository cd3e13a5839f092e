import { LOCALES } from "@vitrina/core";
import { describe, expect, test } from "vitest";
import { faq, pages, seo, sliders, type Localized } from "../src/seed/content/index.js";
import { emptyFaq, emptyPages, emptySeo } from "../src/seed/content/empty.js";

// The demo shop's and an empty shop's texts describe only what checkout offers (decisions.md, Orders):
// free delivery; cash or card on delivery, or bank transfer; guest checkout; e-mail notices. A text
// that promises anything else misleads the shopper who reads it.

/** What checkout does not offer, as the four languages say it. */
const PROMISES: ReadonlyArray<{ readonly what: string; readonly pattern: RegExp }> = [
  {
    what: "a delivery price (an amount of money, or a delivery fee)",
    pattern:
      /\d[\d\s.,]*\s*(lei|leu|mdl|ron|bgn|eur|€|\$|лей|лея|леев|лв\.?|лева)(?![\p{L}])|delivery (fee|charge)|shipping (fee|cost)|taxa de livrare|taxă de livrare|plata pentru livrare|плата за доставку|такса за доставка/iu,
  },
  {
    what: "an online card payment",
    pattern:
      /pay(ing)? online|online (card )?payment|(card|plat[aă]|plăti\p{L}*) online|online cu cardul|оплат\p{L}* (картой )?онлайн|онлайн[- ]оплат\p{L}*|(плащане|платете|плащате) онлайн|онлайн плащане|visa|mastercard|apple pay|google pay|paypal|maib|paynet/iu,
  },
  { what: "SMS notices", pattern: /(?<![\p{L}])(sms|смс)(?![\p{L}])/iu },
  {
    // Checkout has no tax-ID field: a text may mention a company's tax code only to say it goes in
    // the note for the shop, the one place checkout takes it.
    what: "a tax-ID field",
    pattern:
      /(?:^|[.;!?])(?![^.;!?]*(not[aăe]|note|комментари|бележк))[^.;!?]*(tax[- ]?id|tax code|vat (number|id)|fiscal code|cod(ul)? fiscal|idno|idnp|инн(?![\p{L}])|фискальн\p{L}* код|еик(?![\p{L}])|данъч\p{L}* (номер|код)|ддс номер)/iu,
  },
  {
    what: "customer accounts, registration or sign-in for shoppers",
    pattern:
      /(create|open) an account|your account|my account|sign up|log in to your|sign in to your|order history|creați un cont|crea(ți|ți-vă) cont|contul (dumneavoastră|meu|personal)|cabinetul personal|istoricul comenzilor|личн\p{L}+ кабинет|(?<!не (?:\p{L}+ )?)созда\p{L}* (аккаунт|учётн\p{L}+ запис|личн)|зарегистрируйтесь|войдите в|ваш\p{L}* (аккаунт|учётн)|истори\p{L}* заказов|(?<!не (се )?)създа\p{L}* (профил|акаунт)|регистрирайте се|влезте в|вашия (профил|акаунт)|история на поръчките/iu,
  },
];

/** Every text a shopper can read, named by where it is. */
const texts = (): Array<{ readonly where: string; readonly text: string }> => {
  const all: Array<{ where: string; text: string }> = [];
  const add = (where: string, localized: Localized) => {
    for (const [lang, text] of Object.entries(localized)) all.push({ where: `${where} (${lang})`, text });
  };
  for (const [set, list] of [
    ["demo", pages],
    ["empty shop", emptyPages],
  ] as const)
    for (const p of list) {
      add(`${set} page ${p.kind}: title`, p.title);
      add(`${set} page ${p.kind}`, p.body);
    }
  for (const [set, list] of [
    ["demo", faq],
    ["empty shop", emptyFaq],
  ] as const)
    for (const [i, q] of list.entries()) {
      add(`${set} FAQ ${i + 1}: question`, q.question);
      add(`${set} FAQ ${i + 1}: answer`, q.answer);
    }
  for (const [set, list] of [
    ["demo", seo],
    ["empty shop", emptySeo],
  ] as const)
    for (const s of list) {
      add(`${set} SEO ${s.kind}: title`, s.title);
      add(`${set} SEO ${s.kind}: description`, s.description);
    }
  for (const [i, s] of sliders.entries()) {
    add(`demo slide ${i + 1}: title`, s.title);
    add(`demo slide ${i + 1}: subtitle`, s.subtitle);
  }
  return all;
};

/** The promises a text makes that checkout does not keep, with the words that make them. */
const falsePromises = (text: string) =>
  PROMISES.flatMap(({ what, pattern }) => {
    const found = pattern.exec(text);
    return found ? [`${what}: "${text.slice(Math.max(0, found.index - 40), found.index + found[0].length + 20)}"`] : [];
  });

describe("the shop's own texts promise only what checkout offers", () => {
  test("no page, FAQ answer, SEO text or slide promises a delivery price, online card payment, SMS, a tax-ID field or shopper accounts", () => {
    const found = texts().flatMap(({ where, text }) => falsePromises(text).map((promise) => `${where} — ${promise}`));
    expect(found).toEqual([]);
  });

  // An empty shop's owner may price delivery (decisions.md, "Delivery, payment and fulfilment"): its
  // texts cannot know that delivery is free, so none says so (issue 30 item 6).
  test("no text of an empty shop promises free delivery", () => {
    const free = /gratuit|free|бесплатн|безплатн/iu;
    const found = texts().filter(({ where, text }) => where.startsWith("empty shop") && free.test(text));
    expect(found.map(({ where }) => where)).toEqual([]);
  });

  test("every page kind has its text in four languages, the about page included", () => {
    for (const list of [pages, emptyPages]) {
      expect(list.map((p) => p.kind).sort()).toEqual(["about", "cookies-policy", "faq", "privacy-policy", "return-policy", "terms-of-use"]);
      for (const page of list) for (const lang of LOCALES) expect(page.body[lang].trim(), `${page.kind} ${lang}`).not.toBe("");
    }
  });

  // The check is only as good as its patterns: each of these sentences, as a careless text would
  // write it, is caught; and what checkout does offer, said plainly, is not.
  test.each([
    "Livrarea costă 50 lei în Chișinău.",
    "Delivery in Moldova: 70 lei.",
    "Доставка по Кишинёву — 50 леев.",
    "Доставка до адрес: 5 лв.",
    "Puteți plăti online cu cardul.",
    "Pay online by Visa or Mastercard.",
    "Оплата картой онлайн на сайте.",
    "Плащане онлайн с карта.",
    "Vă trimitem un SMS când comanda pleacă.",
    "You will get an SMS.",
    "Мы пришлём СМС.",
    "Indicați codul fiscal al companiei.",
    "Enter your company's tax ID.",
    "Укажите ИНН компании.",
    "Посочете ЕИК на фирмата.",
    "Creați un cont pentru a urmări comenzile.",
    "Track it in your account.",
    "Войдите в личный кабинет.",
    "Влезте в профила си.",
  ])("catches a false promise: %s", (sentence) => {
    expect(falsePromises(sentence)).not.toEqual([]);
  });

  test.each([
    "Livrarea este gratuită. Plătiți numerar sau cu cardul la livrare, ori prin transfer bancar.",
    "Delivery is free. Pay in cash or by card on delivery, or by bank transfer. You order without an account.",
    "Доставка бесплатная. Оплата наличными или картой при получении. Заказ оформляется без регистрации; уведомления приходят на электронную почту.",
    "Доставката е безплатна. Плащате в брой или с карта при доставка. Поръчвате без регистрация.",
  ])("lets the truth through: %s", (sentence) => {
    expect(falsePromises(sentence)).toEqual([]);
  });
});
