import type { Translation } from "../i18n-types.js";

export default {
  title: "Корзина",
  empty: "Ваша корзина пуста.",
  continueShopping: "Продолжить покупки",
  product: "Товар",
  unitPrice: "Цена",
  quantity: "Количество",
  quantityOf: "Количество: {title}",
  lineTotal: "Сумма",
  remove: "Удалить",
  subtotal: "Стоимость товаров",
  discount: "Скидка",
  delivery: "Доставка",
  free: "Бесплатно",
  total: "Итого",
  checkout: "Оформить заказ",
  updating: "Корзина обновляется…",
  outOfStock: "Нет в наличии в таком количестве",
  notFound: "Этот товар больше не продаётся",
  summary: "Ваш заказ",
} satisfies Translation["cart"];
