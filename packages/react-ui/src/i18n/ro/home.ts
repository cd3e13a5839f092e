import type { Translation } from "../i18n-types.js";

export default {
  slider: "Oferte",
  previousSlide: "Slide-ul anterior",
  nextSlide: "Slide-ul următor",
  goToSlide: "Slide-ul {n} din {total}",
  shopNow: "Cumpărați acum",
  homeProducts: "Vă recomandăm",
  bestsellers: "Cele mai vândute",
  aboutTitle: "Despre {shop}",
  aboutMore: "Mai multe despre noi",
} satisfies Translation["home"];
