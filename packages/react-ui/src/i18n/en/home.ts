import type { BaseTranslation } from "../i18n-types.js";

/** Texts of the home page. */
export default {
  slider: "Offers",
  previousSlide: "Previous slide",
  nextSlide: "Next slide",
  goToSlide: "Slide {n:number} of {total:number}",
  shopNow: "Shop now",
  homeProducts: "Recommended for you",
  bestsellers: "Bestsellers",
  aboutTitle: "About {shop:string}",
  aboutMore: "More about us",
} satisfies BaseTranslation;
