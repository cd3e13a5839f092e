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
  onlyLeft: "{{|Осталась только ?? штука||Осталось только ?? штуки|Осталось только ?? штук|Осталось только ?? штуки}}",
  soldOut: "Нет в наличии",
  maxPerOrder:
    "{{|Не больше ?? штуки этого товара в заказе||Не больше ?? штук этого товара в заказе|Не больше ?? штук этого товара в заказе|Не больше ?? штуки этого товара в заказе}}",
  setQuantity: "Изменить количество на {available}",
  stockProblems: "Некоторые товары из корзины нельзя заказать в таком виде:",
  summary: "Ваш заказ",
} satisfies Translation["cart"];
