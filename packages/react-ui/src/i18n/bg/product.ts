import type { Translation } from "../i18n-types.js";

export default {
  sku: "Код: {sku}",
  inStock: "В наличност",
  fewLeft: "{{Остава|Остават}} само {count} {{брой|броя}}",
  outOfStock: "Няма наличност",
  quantity: "Количество",
  decrease: "Намалете количеството",
  increase: "Увеличете количеството",
  addToCart: "Добавете в количката",
  added: "Добавено в количката",
  description: "Описание",
  specifications: "Характеристики",
  similar: "Подобни продукти",
  lastSeen: "Наскоро разгледани",
  photos: "Снимки на продукта",
  showPhoto: "Покажете снимка {n}",
  valueSoldOut: "{value}, изчерпано",
  valueElsewhere: "{value}, само с други опции",
  chooseToAdd: "За да добавите продукта в количката, изберете: {names}",
} satisfies Translation["product"];
