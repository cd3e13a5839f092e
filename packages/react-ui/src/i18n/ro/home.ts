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
  aboutText: "{shop} este un magazin online din Moldova cu produse pentru casă, bucătărie, grădină și familie. Alegem fiecare produs noi înșine, îl păstrăm în depozitul nostru din Chișinău și îl livrăm gratuit în toată Moldova; plătiți în numerar sau cu cardul la livrare ori prin transfer bancar.",
  aboutPromise: "Livrare gratuită, retur în 14 zile și un om real la telefon când aveți nevoie.",
} satisfies Translation["home"];
