import type { DeliveryMethod, Locale, PaymentMethod } from "@vitrina/core";

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
  /** The label of the delivery's cost in the totals (the method has its own label). */
  readonly delivery: string;
  readonly free: string;
  readonly total: string;
  readonly payment: string;
  readonly deliveryMethod: string;
  readonly billing: string;
  readonly shipping: string;
  /** The shopper's note, as the shop's staff read it in their alert. */
  readonly clientNote: string;
  readonly viewOrder: string;
  /** The sign-off, with the shop's name. */
  readonly thanks: (shop: string) => string;
  /** The bank details of a bank-transfer order: heading and labels. */
  readonly bankDetails: string;
  readonly beneficiary: string;
  readonly iban: string;
  readonly bank: string;
  readonly reference: string;
  /** The pickup point of a pickup order: heading and the hours' label. */
  readonly pickupPoint: string;
  readonly hours: string;
  /** The payment methods, named as the checkout page names them. */
  readonly payments: Record<PaymentMethod, string>;
  /** The delivery methods, named as the checkout page names them (without its "free" note). */
  readonly deliveries: Record<DeliveryMethod, string>;
}

/** Order e-mail texts in every language of the shop. */
export const MAIL_TEXTS: Record<Locale, MailTexts> = {
  ro: {
    confirmationSubject: (n) => `Comanda ${n} a fost primită`,
    greeting: (name) => `Bună ziua, ${name}!`,
    received: "Vă mulțumim pentru comandă. Am primit-o și vă vom suna în curând pentru confirmare.",
    product: "Produs",
    quantity: "Cantitate",
    price: "Preț",
    lineTotal: "Total",
    subtotal: "Subtotal",
    discount: "Reducere",
    delivery: "Costul livrării",
    free: "Gratuit",
    total: "Total de plată",
    payment: "Metoda de plată",
    deliveryMethod: "Metoda de livrare",
    billing: "Adresa de facturare",
    shipping: "Adresa de livrare",
    clientNote: "Nota clientului",
    viewOrder: "Vedeți comanda",
    thanks: (shop) => `Echipa ${shop}`,
    bankDetails: "Datele pentru transferul bancar",
    beneficiary: "Beneficiar",
    iban: "IBAN",
    bank: "Banca",
    reference: "Referința plății",
    pickupPoint: "Punctul de ridicare",
    hours: "Program",
    payments: { cash_on_delivery: "Numerar la livrare", card_on_delivery: "Card la livrare", bank_transfer: "Transfer bancar" },
    deliveries: { courier: "Curier la ușă", pickup: "Ridicare din showroom", post: "Oficiul poștal" },
  },
  en: {
    confirmationSubject: (n) => `Order ${n} received`,
    greeting: (name) => `Hello ${name},`,
    received: "Thank you for your order. We have received it and will call you soon to confirm it.",
    product: "Product",
    quantity: "Quantity",
    price: "Price",
    lineTotal: "Total",
    subtotal: "Subtotal",
    discount: "Discount",
    delivery: "Delivery cost",
    free: "Free",
    total: "Total to pay",
    payment: "Payment method",
    deliveryMethod: "Delivery method",
    billing: "Billing address",
    shipping: "Delivery address",
    clientNote: "Customer's note",
    viewOrder: "View your order",
    thanks: (shop) => `The ${shop} team`,
    bankDetails: "Bank transfer details",
    beneficiary: "Beneficiary",
    iban: "IBAN",
    bank: "Bank",
    reference: "Payment reference",
    pickupPoint: "Pickup point",
    hours: "Opening hours",
    payments: { cash_on_delivery: "Cash on delivery", card_on_delivery: "Card on delivery", bank_transfer: "Bank transfer" },
    deliveries: { courier: "Courier to your door", pickup: "Pick up at our showroom", post: "Post office" },
  },
  ru: {
    confirmationSubject: (n) => `Заказ ${n} принят`,
    greeting: (name) => `Здравствуйте, ${name}!`,
    received: "Спасибо за заказ. Мы его получили и скоро позвоним вам, чтобы подтвердить.",
    product: "Товар",
    quantity: "Количество",
    price: "Цена",
    lineTotal: "Сумма",
    subtotal: "Стоимость товаров",
    discount: "Скидка",
    delivery: "Стоимость доставки",
    free: "Бесплатно",
    total: "Итого к оплате",
    payment: "Способ оплаты",
    deliveryMethod: "Способ доставки",
    billing: "Адрес плательщика",
    shipping: "Адрес доставки",
    clientNote: "Комментарий покупателя",
    viewOrder: "Посмотреть заказ",
    thanks: (shop) => `Команда ${shop}`,
    bankDetails: "Реквизиты для банковского перевода",
    beneficiary: "Получатель",
    iban: "IBAN",
    bank: "Банк",
    reference: "Назначение платежа",
    pickupPoint: "Пункт самовывоза",
    hours: "Часы работы",
    payments: { cash_on_delivery: "Наличными при получении", card_on_delivery: "Картой при получении", bank_transfer: "Банковский перевод" },
    deliveries: { courier: "Курьером до двери", pickup: "Самовывоз из шоурума", post: "В почтовое отделение" },
  },
  bg: {
    confirmationSubject: (n) => `Поръчка ${n} е получена`,
    greeting: (name) => `Здравейте, ${name}!`,
    received: "Благодарим ви за поръчката. Получихме я и скоро ще ви се обадим, за да я потвърдим.",
    product: "Продукт",
    quantity: "Количество",
    price: "Цена",
    lineTotal: "Общо",
    subtotal: "Междинна сума",
    discount: "Отстъпка",
    delivery: "Цена на доставката",
    free: "Безплатно",
    total: "Общо за плащане",
    payment: "Начин на плащане",
    deliveryMethod: "Начин на доставка",
    billing: "Адрес за фактуриране",
    shipping: "Адрес за доставка",
    clientNote: "Бележка на клиента",
    viewOrder: "Вижте поръчката",
    thanks: (shop) => `Екипът на ${shop}`,
    bankDetails: "Данни за банковия превод",
    beneficiary: "Получател",
    iban: "IBAN",
    bank: "Банка",
    reference: "Основание за плащане",
    pickupPoint: "Място за вземане",
    hours: "Работно време",
    payments: { cash_on_delivery: "В брой при доставка", card_on_delivery: "С карта при доставка", bank_transfer: "Банков превод" },
    deliveries: { courier: "С куриер до вратата", pickup: "Вземане от шоурума", post: "До пощенска станция" },
  },
};
