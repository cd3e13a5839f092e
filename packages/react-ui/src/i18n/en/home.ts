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
  aboutText: "{shop:string} is a Moldovan online shop for the home, kitchen, garden and family. We choose every product ourselves, keep it in our Chișinău warehouse and deliver it free of charge across Moldova; pay in cash or by card on delivery, or by bank transfer.",
  aboutPromise: "Free delivery, 14-day returns and a real person on the phone when you need one.",
} satisfies BaseTranslation;
