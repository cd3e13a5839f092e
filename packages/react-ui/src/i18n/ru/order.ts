import type { Translation } from "../i18n-types.js";

export default {
  title: "Спасибо за заказ!",
  number: "Номер заказа: {number}",
  intro: "Мы получили ваш заказ и позвоним вам, чтобы подтвердить его.",
  status: "Статус",
  statuses: { new: "Принят", confirmed: "Подтверждён", shipped: "Отправлен", delivered: "Доставлен", cancelled: "Отменён" },
  payment: "Оплата",
  delivery: "Доставка",
  contact: "Контактные данные",
  billing: "Адрес плательщика",
  shipping: "Адрес доставки",
  note: "Ваш комментарий",
  lines: "Товары",
  notFound: "Мы не нашли этот заказ.",
  continueShopping: "Продолжить покупки",
} satisfies Translation["order"];
