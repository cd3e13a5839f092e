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
  aboutText:
    "{shop} — интернет-магазин в Молдове. Доставка по Молдове, Румынии и Болгарии бесплатная; оплатить заказ можно наличными или картой при получении либо банковским переводом, без регистрации.",
  aboutPromise: "Бесплатная доставка, возврат в течение 14 дней и заказ без регистрации.",
} satisfies Translation["home"];
