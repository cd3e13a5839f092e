import type { NamespaceDashboardTranslation } from "../../i18n-types.js";

/** Текстове на екрана за доставка и плащане. */
export const methods = {
  title: "Доставка и плащане",
  intro:
    "Какво могат да изберат купувачите при поръчка: докъде стига всяка доставка, колко струва и как може да се плати. Начин, който не се предлага, не се показва при поръчката.",
  delivery: "Начини на доставка",
  payment: "Начини на плащане",
  offerDelivery: "Предлагане на „{method}“",
  offerPayment: "Предлагане на „{method}“",
  price: "Цена на „{method}“ (MDL)",
  priceHint: "0 означава безплатно.",
  freeFrom: "„{method}“ — безплатно от (MDL)",
  freeFromLabel: "Безплатно от (MDL)",
  countriesLabel: "Държави",
  freeFromHint: "Безплатно, когато продуктите струват поне толкова след отстъпките; оставете празно, за да важи цената винаги.",
  countries: "„{method}“ стига до",
  goesWith: "„{method}“ може да се избере с",
  transferNeedsIban:
    "Банковият превод се предлага на купувачите едва след като IBAN на магазина е въведен в настройките на магазина: без него няма по коя сметка да платят.",
} satisfies NamespaceDashboardTranslation["methods"];
