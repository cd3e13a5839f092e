import type { Translation } from "../i18n-types.js";

export default {
  slider: "Оферти",
  previousSlide: "Предишен слайд",
  nextSlide: "Следващ слайд",
  goToSlide: "Слайд {n} от {total}",
  shopNow: "Пазарувайте сега",
  homeProducts: "Препоръчваме ви",
  bestsellers: "Най-продавани",
  aboutTitle: "За Vitrina",
  aboutText: "Vitrina е молдовски онлайн магазин за дома, кухнята, градината и цялото семейство. Сами избираме всеки продукт, съхраняваме го в нашия склад в Кишинев и го доставяме безплатно в цяла Молдова; можете да платите в брой или с карта при доставка, или с банков превод.",
  aboutPromise: "Безплатна доставка, връщане до 14 дни и жив човек на телефона, когато имате нужда.",
} satisfies Translation["home"];
