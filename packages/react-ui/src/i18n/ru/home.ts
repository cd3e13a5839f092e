import type { Translation } from "../i18n-types.js";

export default {
  slider: "Предложения",
  previousSlide: "Предыдущий слайд",
  nextSlide: "Следующий слайд",
  goToSlide: "Слайд {n} из {total}",
  shopNow: "Перейти к покупкам",
  homeProducts: "Рекомендуем вам",
  bestsellers: "Хиты продаж",
  aboutTitle: "О Vitrina",
  aboutText: "Vitrina — молдавский интернет-магазин товаров для дома, кухни, сада и всей семьи. Мы сами выбираем каждый товар, храним его на своём складе в Кишинёве и бесплатно доставляем по всей Молдове с оплатой наличными или картой при получении.",
  aboutPromise: "Бесплатная доставка, возврат в течение 14 дней и живой человек на телефоне, когда он вам нужен.",
} satisfies Translation["home"];
