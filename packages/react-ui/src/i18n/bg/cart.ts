import type { Translation } from "../i18n-types.js";

export default {
  title: "Количка",
  empty: "Количката ви е празна.",
  continueShopping: "Продължете пазаруването",
  product: "Продукт",
  unitPrice: "Цена",
  quantity: "Количество",
  quantityOf: "Количество: {title}",
  lineTotal: "Сума",
  remove: "Премахни",
  subtotal: "Междинна сума",
  discount: "Отстъпка",
  delivery: "Доставка",
  free: "Безплатна",
  total: "Общо",
  checkout: "Към поръчката",
  updating: "Количката се обновява…",
  outOfStock: "Не е налично в това количество",
  notFound: "Този продукт вече не се продава",
  summary: "Вашата поръчка",
} satisfies Translation["cart"];
