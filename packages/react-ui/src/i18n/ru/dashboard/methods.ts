import type { NamespaceDashboardTranslation } from "../../i18n-types.js";

/** Тексты экрана доставки и оплаты. */
export const methods = {
  title: "Доставка и оплата",
  intro:
    "Что покупатели могут выбрать при оформлении заказа: куда работает каждая доставка, сколько она стоит и чем её можно оплатить. Способ, который не предлагается, при оформлении не показывается.",
  delivery: "Способы доставки",
  payment: "Способы оплаты",
  offerDelivery: "Предлагать «{method}»",
  offerPayment: "Предлагать «{method}»",
  price: "Цена: «{method}» (MDL)",
  priceHint: "0 — бесплатно.",
  freeFrom: "«{method}» бесплатно от (MDL)",
  freeFromLabel: "Бесплатно от (MDL)",
  countriesLabel: "Страны",
  freeFromHint: "Бесплатно, когда товары стоят не меньше этой суммы с учётом скидок; оставьте пустым, чтобы цена действовала всегда.",
  countries: "«{method}» работает в странах",
  goesWith: "«{method}» можно выбрать с доставкой",
  transferNeedsIban:
    "Банковский перевод предлагается покупателям, только когда IBAN магазина указан в настройках магазина: без него им не на какой счёт платить.",
} satisfies NamespaceDashboardTranslation["methods"];
