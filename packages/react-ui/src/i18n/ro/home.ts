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
  aboutText:
    "{shop} este un magazin online din Moldova. Livrarea în Moldova, România și Bulgaria este gratuită; plătiți în numerar sau cu cardul la livrare ori prin transfer bancar, fără să vă creați un cont.",
  aboutPromise: "Livrare gratuită, retur în 14 zile și comenzi fără cont.",
} satisfies Translation["home"];
