import type { Translation } from "../i18n-types.js";

export default {
  sku: "Артикул: {sku}",
  inStock: "В наличии",
  fewLeft: "{{|Осталась||Осталось|Осталось|Осталось}} всего {count} {{|штука||штуки|штук|штук}}",
  outOfStock: "Нет в наличии",
  quantity: "Количество",
  decrease: "Уменьшить количество",
  increase: "Увеличить количество",
  addToCart: "Добавить в корзину",
  added: "Добавлено в корзину",
  description: "Описание",
  specifications: "Характеристики",
  similar: "Похожие товары",
  lastSeen: "Вы недавно смотрели",
  photos: "Фотографии товара",
  showPhoto: "Показать фото {n}",
  valueSoldOut: "{value}, нет в наличии",
  valueElsewhere: "{value}, только с другими параметрами",
  chooseToAdd: "Чтобы добавить товар в корзину, выберите: {names}",
} satisfies Translation["product"];
