import type { DeliveryMethod, Locale, OrderStatus, PaymentMethod } from "@vitrina/core";

/** The words of the order e-mails in one language. */
export interface MailTexts {
  readonly confirmationSubject: (number: string) => string;
  readonly greeting: (name: string) => string;
  readonly received: string;
  readonly product: string;
  readonly quantity: string;
  readonly price: string;
  readonly lineTotal: string;
  readonly subtotal: string;
  readonly discount: string;
  readonly delivery: string;
  readonly free: string;
  readonly total: string;
  readonly payment: string;
  readonly deliveryMethod: string;
  readonly billing: string;
  readonly shipping: string;
  readonly note: string;
  readonly viewOrder: string;
  readonly thanks: string;
  readonly payments: Record<PaymentMethod, string>;
  readonly deliveries: Record<DeliveryMethod, string>;
  readonly statusSubject: (number: string, status: string) => string;
  readonly statusIntro: (number: string) => string;
  readonly statuses: Record<OrderStatus, string>;
  readonly statusNext: Partial<Record<OrderStatus, string>>;
  readonly alertSubject: (number: string, total: string) => string;
  readonly alertIntro: string;
  readonly customer: string;
}

/** Order e-mail texts in every language of the shop. */
export const MAIL_TEXTS: Record<Locale, MailTexts> = {
  ro: {
    confirmationSubject: (n) => `Comanda ${n} a fost primită`,
    greeting: (name) => `Bună ziua, ${name}!`,
    received: "Vă mulțumim pentru comandă. Am primit-o și vă vom suna în curând pentru confirmare.",
    product: "Produs", quantity: "Cantitate", price: "Preț", lineTotal: "Total",
    subtotal: "Subtotal", discount: "Reducere", delivery: "Livrare", free: "Gratuită", total: "Total de plată",
    payment: "Plată", deliveryMethod: "Livrare", billing: "Adresa de facturare", shipping: "Adresa de livrare", note: "Nota dumneavoastră",
    viewOrder: "Vedeți comanda", thanks: "Echipa Vitrina",
    payments: { cash_on_delivery: "Numerar la livrare", card_on_delivery: "Card la livrare", bank_transfer: "Transfer bancar" },
    deliveries: { courier: "Curier la domiciliu", pickup: "Ridicare din showroom", post: "Oficiul poștal" },
    statusSubject: (n, s) => `Comanda ${n}: ${s}`,
    statusIntro: (n) => `Starea comenzii ${n} s-a schimbat.`,
    statuses: { new: "primită", confirmed: "confirmată", shipped: "expediată", delivered: "livrată", cancelled: "anulată" },
    statusNext: { confirmed: "O pregătim pentru expediere.", shipped: "Coletul este pe drum.", delivered: "Sperăm să vă bucurați de cumpărături!", cancelled: "Dacă aveți întrebări, răspundeți la acest e-mail." },
    alertSubject: (n, t) => `Comandă nouă ${n} — ${t}`,
    alertIntro: "O comandă nouă așteaptă confirmarea.",
    customer: "Client",
  },
  en: {
    confirmationSubject: (n) => `Order ${n} received`,
    greeting: (name) => `Hello ${name},`,
    received: "Thank you for your order. We have received it and will call you soon to confirm it.",
    product: "Product", quantity: "Quantity", price: "Price", lineTotal: "Total",
    subtotal: "Subtotal", discount: "Discount", delivery: "Delivery", free: "Free", total: "Total to pay",
    payment: "Payment", deliveryMethod: "Delivery", billing: "Billing address", shipping: "Delivery address", note: "Your note",
    viewOrder: "View your order", thanks: "The Vitrina team",
    payments: { cash_on_delivery: "Cash on delivery", card_on_delivery: "Card on delivery", bank_transfer: "Bank transfer" },
    deliveries: { courier: "Courier to your door", pickup: "Pick up at our showroom", post: "Post office" },
    statusSubject: (n, s) => `Order ${n}: ${s}`,
    statusIntro: (n) => `The status of order ${n} has changed.`,
    statuses: { new: "received", confirmed: "confirmed", shipped: "shipped", delivered: "delivered", cancelled: "cancelled" },
    statusNext: { confirmed: "We are getting it ready to ship.", shipped: "Your parcel is on its way.", delivered: "We hope you enjoy your purchase!", cancelled: "If you have questions, just reply to this e-mail." },
    alertSubject: (n, t) => `New order ${n} — ${t}`,
    alertIntro: "A new order is waiting for confirmation.",
    customer: "Customer",
  },
  ru: {
    confirmationSubject: (n) => `Заказ ${n} принят`,
    greeting: (name) => `Здравствуйте, ${name}!`,
    received: "Спасибо за заказ. Мы его получили и скоро позвоним вам, чтобы подтвердить.",
    product: "Товар", quantity: "Количество", price: "Цена", lineTotal: "Сумма",
    subtotal: "Стоимость товаров", discount: "Скидка", delivery: "Доставка", free: "Бесплатно", total: "Итого к оплате",
    payment: "Оплата", deliveryMethod: "Доставка", billing: "Адрес плательщика", shipping: "Адрес доставки", note: "Ваш комментарий",
    viewOrder: "Посмотреть заказ", thanks: "Команда Vitrina",
    payments: { cash_on_delivery: "Наличными при получении", card_on_delivery: "Картой при получении", bank_transfer: "Банковский перевод" },
    deliveries: { courier: "Курьером до двери", pickup: "Самовывоз из шоурума", post: "Почтой" },
    statusSubject: (n, s) => `Заказ ${n}: ${s}`,
    statusIntro: (n) => `Статус заказа ${n} изменился.`,
    statuses: { new: "принят", confirmed: "подтверждён", shipped: "отправлен", delivered: "доставлен", cancelled: "отменён" },
    statusNext: { confirmed: "Мы готовим его к отправке.", shipped: "Посылка уже в пути.", delivered: "Надеемся, покупка вам понравится!", cancelled: "Если у вас есть вопросы, просто ответьте на это письмо." },
    alertSubject: (n, t) => `Новый заказ ${n} — ${t}`,
    alertIntro: "Новый заказ ждёт подтверждения.",
    customer: "Покупатель",
  },
  bg: {
    confirmationSubject: (n) => `Поръчка ${n} е получена`,
    greeting: (name) => `Здравейте, ${name}!`,
    received: "Благодарим ви за поръчката. Получихме я и скоро ще ви се обадим, за да я потвърдим.",
    product: "Продукт", quantity: "Количество", price: "Цена", lineTotal: "Общо",
    subtotal: "Междинна сума", discount: "Отстъпка", delivery: "Доставка", free: "Безплатна", total: "Общо за плащане",
    payment: "Плащане", deliveryMethod: "Доставка", billing: "Адрес за фактуриране", shipping: "Адрес за доставка", note: "Вашата бележка",
    viewOrder: "Вижте поръчката", thanks: "Екипът на Vitrina",
    payments: { cash_on_delivery: "Наложен платеж в брой", card_on_delivery: "С карта при доставка", bank_transfer: "Банков превод" },
    deliveries: { courier: "С куриер до адрес", pickup: "Вземане от шоурума", post: "Пощенски клон" },
    statusSubject: (n, s) => `Поръчка ${n}: ${s}`,
    statusIntro: (n) => `Статусът на поръчка ${n} се промени.`,
    statuses: { new: "получена", confirmed: "потвърдена", shipped: "изпратена", delivered: "доставена", cancelled: "отказана" },
    statusNext: { confirmed: "Подготвяме я за изпращане.", shipped: "Пратката ви е на път.", delivered: "Надяваме се покупката да ви хареса!", cancelled: "Ако имате въпроси, просто отговорете на този имейл." },
    alertSubject: (n, t) => `Нова поръчка ${n} — ${t}`,
    alertIntro: "Нова поръчка чака потвърждение.",
    customer: "Клиент",
  },
};
