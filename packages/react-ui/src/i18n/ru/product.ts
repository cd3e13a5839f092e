import type { Translation } from "../i18n-types.js";

export default {
  sku: "Артикул: {sku}",
  inStock: "В наличии",
  fewLeft: "Осталось всего {count} шт.",
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
} satisfies Translation["product"];
