import type { Translation } from "../i18n-types.js";

export default {
  slider: "Оферти",
  previousSlide: "Предишен слайд",
  nextSlide: "Следващ слайд",
  goToSlide: "Слайд {n} от {total}",
  shopNow: "Пазарувайте сега",
  homeProducts: "Препоръчваме ви",
  bestsellers: "Най-продавани",
  aboutTitle: "За {shop}",
  aboutText:
    "{shop} е онлайн магазин в Молдова. Доставката до Молдова, Румъния и България е безплатна; можете да платите в брой или с карта при доставка, или с банков превод, без да създавате профил.",
  aboutPromise: "Безплатна доставка, връщане до 14 дни и поръчки без регистрация.",
} satisfies Translation["home"];
