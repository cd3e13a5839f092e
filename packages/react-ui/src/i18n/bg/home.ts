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
  aboutMore: "Повече за нас",
} satisfies Translation["home"];
