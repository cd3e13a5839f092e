import type { Translation } from "../i18n-types.js";

export default {
  slider: "Предложения",
  previousSlide: "Предыдущий слайд",
  nextSlide: "Следующий слайд",
  goToSlide: "Слайд {n} из {total}",
  shopNow: "Перейти к покупкам",
  homeProducts: "Рекомендуем вам",
  bestsellers: "Хиты продаж",
  aboutTitle: "О магазине {shop}",
  aboutMore: "Подробнее о нас",
} satisfies Translation["home"];
