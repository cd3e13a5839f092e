import type { Translation } from "../i18n-types.js";

export default {
  title: "Благодарим ви за поръчката!",
  number: "Номер на поръчката: {number}",
  intro: "Получихме поръчката ви и ще ви се обадим, за да я потвърдим.",
  status: "Статус",
  statuses: { new: "Получена", confirmed: "Потвърдена", shipped: "Изпратена", delivered: "Доставена", cancelled: "Анулирана" },
  payment: "Плащане",
  delivery: "Доставка",
  contact: "Данни за контакт",
  billing: "Адрес за фактуриране",
  shipping: "Адрес за доставка",
  note: "Вашата бележка",
  lines: "Продукти",
  notFound: "Не намерихме тази поръчка.",
  continueShopping: "Продължете пазаруването",
} satisfies Translation["order"];
