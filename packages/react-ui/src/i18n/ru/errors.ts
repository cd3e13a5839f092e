import type { Translation } from "../i18n-types.js";

export default {
  notFound: "Страница не найдена: {path}",
  notFoundLabel: "Ошибка 404",
  notFoundDescription: "Страница, которую вы ищете, не существует или была перемещена. Наш каталог — в одном клике.",
  serverError: "Что-то пошло не так",
  serverErrorLabel: "Ошибка 500",
  serverErrorDescription: "Сейчас мы не можем показать эту страницу. Пожалуйста, попробуйте ещё раз через минуту.",
  goToShop: "Перейти в магазин",
} satisfies Translation["errors"];
