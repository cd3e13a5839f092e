import type { NamespaceDashboardTranslation } from "../../i18n-types.js";

/** Textele ecranului de livrare și plată. */
export const methods = {
  title: "Livrare și plată",
  intro:
    "Ce pot alege cumpărătorii la plasarea comenzii: unde ajunge fiecare livrare, cât costă și cum poate fi plătită. O metodă care nu este oferită nu apare la comandă.",
  delivery: "Metode de livrare",
  payment: "Metode de plată",
  offerDelivery: "Oferiți „{method}”",
  offerPayment: "Oferiți „{method}”",
  price: "Prețul pentru „{method}” (MDL)",
  priceHint: "0 înseamnă gratuit.",
  freeFrom: "„{method}” gratuit de la (MDL)",
  freeFromLabel: "Gratuit de la (MDL)",
  countriesLabel: "Țări",
  freeFromHint: "Gratuit când produsele costă cel puțin atât după reduceri; lăsați gol pentru a aplica mereu prețul.",
  countries: "„{method}” ajunge în",
  goesWith: "„{method}” se poate alege cu",
  transferNeedsIban:
    "Cumpărătorilor li se oferă transferul bancar numai după ce codul IBAN al magazinului este completat în Setările magazinului: fără el nu ar avea în ce cont plăti.",
} satisfies NamespaceDashboardTranslation["methods"];
