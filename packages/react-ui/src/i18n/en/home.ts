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
  aboutText:
    "{shop:string} is an online shop in Moldova. Delivery to Moldova, Romania and Bulgaria is free; pay in cash or by card on delivery, or by bank transfer, without creating an account.",
  aboutPromise: "Free delivery, 14-day returns and no account needed to order.",
} satisfies BaseTranslation;
