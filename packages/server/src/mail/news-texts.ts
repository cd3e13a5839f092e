import type { Locale, OrderStatus } from "@vitrina/core";

/** What the shopper is told of: a status change, a payment staff saw arrive, or a transfer cancelled unpaid. */
export type OrderNews = Exclude<OrderStatus, "new"> | "paid" | "expired";

/** The words of the e-mails that tell a shopper what happened to their order, in one language. */
export interface NewsTexts {
  /** The news as a sentence without its full stop: the subject and the first line. */
  readonly news: Record<OrderNews, (number: string) => string>;
  /** A delivered pickup order was picked up, not brought. */
  readonly pickedUp: (number: string) => string;
  /** What comes next, by the news (a confirmed pickup order is made ready, not shipped). */
  readonly next: Record<Exclude<OrderNews, "expired">, string>;
  readonly confirmedPickup: string;
  /** Why an unpaid transfer was cancelled, with the days the shop waits. */
  readonly expired: (days: number) => string;
  /** A cancelled order that was paid: how the money comes back. */
  readonly refund: string;
  /** A paid order's payment block says so instead of asking for it. */
  readonly paymentReceived: string;
  /** An unpaid transfer's deadline, with the days the shop waits. */
  readonly transferDeadline: (days: number) => string;
}

/** A number of days as each language counts them (1 zi, 5 zile, 20 de zile; 1 день, 2 дня, 5 дней). */
const DAYS: Record<Locale, Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }> = {
  ro: { one: "# zi", few: "# zile", other: "# de zile" },
  en: { one: "# day", other: "# days" },
  ru: { one: "# день", few: "# дня", many: "# дней", other: "# дня" },
  bg: { one: "# ден", other: "# дни" },
};
/** A number of days in `locale`'s words: `countDays("ru")(5)` is "5 дней". */
export const countDays = (locale: Locale) => {
  const rules = new Intl.PluralRules(locale);
  return (n: number) => (DAYS[locale][rules.select(n)] ?? DAYS[locale].other).replace("#", String(n));
};
const ro = countDays("ro");
const en = countDays("en");
const ru = countDays("ru");
const bg = countDays("bg");

/** The news e-mails' texts in every language of the shop. */
export const NEWS_TEXTS: Record<Locale, NewsTexts> = {
  ro: {
    news: {
      confirmed: (n) => `Comanda ${n} a fost confirmată`,
      ready_for_pickup: (n) => `Comanda ${n} este gata de ridicare`,
      shipped: (n) => `Comanda ${n} a fost expediată`,
      delivered: (n) => `Comanda ${n} a fost livrată`,
      cancelled: (n) => `Comanda ${n} a fost anulată`,
      paid: (n) => `Am primit plata pentru comanda ${n}`,
      expired: (n) => `Comanda ${n} a fost anulată`,
    },
    pickedUp: (n) => `Comanda ${n} a fost ridicată`,
    next: {
      confirmed: "O pregătim pentru expediere.",
      ready_for_pickup: "O puteți ridica de la adresa de mai jos, în timpul programului. Luați cu dumneavoastră numărul comenzii.",
      shipped: "Coletul este pe drum.",
      delivered: "Sperăm să vă bucurați de cumpărături!",
      cancelled: "Dacă aveți întrebări, răspundeți la acest e-mail.",
      paid: "Vă mulțumim pentru plată.",
    },
    confirmedPickup: "O pregătim și vă scriem când o puteți ridica.",
    expired: (days) =>
      `Nu am primit plata în ${ro(days)}, așa că am anulat comanda și produsele au revenit în vânzare. Dacă ați plătit deja, răspundeți la acest e-mail.`,
    refund: "Ați achitat deja comanda: răspundeți la acest e-mail și vă returnăm banii.",
    paymentReceived: "Plata a fost primită.",
    transferDeadline: (days) => `Dacă plata nu ajunge în ${ro(days)}, comanda se anulează automat.`,
  },
  en: {
    news: {
      confirmed: (n) => `Order ${n} has been confirmed`,
      ready_for_pickup: (n) => `Order ${n} is ready for pickup`,
      shipped: (n) => `Order ${n} has been shipped`,
      delivered: (n) => `Order ${n} has been delivered`,
      cancelled: (n) => `Order ${n} has been cancelled`,
      paid: (n) => `We have received the payment for order ${n}`,
      expired: (n) => `Order ${n} has been cancelled`,
    },
    pickedUp: (n) => `Order ${n} has been picked up`,
    next: {
      confirmed: "We are getting it ready to ship.",
      ready_for_pickup: "You can pick it up at the address below during opening hours. Please bring the order number.",
      shipped: "Your parcel is on its way.",
      delivered: "We hope you enjoy your purchase!",
      cancelled: "If you have any questions, just reply to this email.",
      paid: "Thank you for your payment.",
    },
    confirmedPickup: "We are getting it ready and will write to you when you can pick it up.",
    expired: (days) =>
      `We did not receive the payment within ${en(days)}, so the order has been cancelled and its products are back on sale. If you have already paid, please reply to this email.`,
    refund: "You have already paid for this order: reply to this email and we will refund you.",
    paymentReceived: "Payment received.",
    transferDeadline: (days) => `If the payment does not arrive within ${en(days)}, the order is cancelled automatically.`,
  },
  ru: {
    news: {
      confirmed: (n) => `Заказ ${n} подтверждён`,
      ready_for_pickup: (n) => `Заказ ${n} готов к выдаче`,
      shipped: (n) => `Заказ ${n} отправлен`,
      delivered: (n) => `Заказ ${n} доставлен`,
      cancelled: (n) => `Заказ ${n} отменён`,
      paid: (n) => `Мы получили оплату заказа ${n}`,
      expired: (n) => `Заказ ${n} отменён`,
    },
    pickedUp: (n) => `Заказ ${n} получен`,
    next: {
      confirmed: "Мы готовим его к отправке.",
      ready_for_pickup: "Вы можете забрать его по адресу ниже в часы работы. Возьмите с собой номер заказа.",
      shipped: "Посылка уже в пути.",
      delivered: "Надеемся, покупка вам понравится!",
      cancelled: "Если у вас есть вопросы, просто ответьте на это письмо.",
      paid: "Спасибо за оплату.",
    },
    confirmedPickup: "Мы готовим его и напишем вам, когда его можно будет забрать.",
    expired: (days) =>
      `Мы не получили оплату в течение ${ru(days)}, поэтому заказ отменён, а товары снова в продаже. Если вы уже оплатили, ответьте на это письмо.`,
    refund: "Вы уже оплатили этот заказ: ответьте на это письмо, и мы вернём деньги.",
    paymentReceived: "Оплата получена.",
    transferDeadline: (days) => `Если оплата не поступит в течение ${ru(days)}, заказ будет отменён автоматически.`,
  },
  bg: {
    news: {
      confirmed: (n) => `Поръчка ${n} е потвърдена`,
      ready_for_pickup: (n) => `Поръчка ${n} е готова за вземане`,
      shipped: (n) => `Поръчка ${n} е изпратена`,
      delivered: (n) => `Поръчка ${n} е доставена`,
      cancelled: (n) => `Поръчка ${n} е анулирана`,
      paid: (n) => `Получихме плащането за поръчка ${n}`,
      expired: (n) => `Поръчка ${n} е анулирана`,
    },
    pickedUp: (n) => `Поръчка ${n} е взета`,
    next: {
      confirmed: "Подготвяме я за изпращане.",
      ready_for_pickup: "Можете да я вземете от адреса по-долу в работно време. Моля, носете номера на поръчката.",
      shipped: "Пратката ви е на път.",
      delivered: "Надяваме се покупката да ви хареса!",
      cancelled: "Ако имате въпроси, просто отговорете на този имейл.",
      paid: "Благодарим ви за плащането.",
    },
    confirmedPickup: "Подготвяме я и ще ви пишем, когато можете да я вземете.",
    expired: (days) =>
      `Не получихме плащането в рамките на ${bg(days)}, затова поръчката е анулирана, а продуктите отново са в продажба. Ако вече сте платили, отговорете на този имейл.`,
    refund: "Вече сте платили тази поръчка: отговорете на този имейл и ще ви възстановим сумата.",
    paymentReceived: "Плащането е получено.",
    transferDeadline: (days) => `Ако плащането не пристигне в рамките на ${bg(days)}, поръчката се анулира автоматично.`,
  },
};
