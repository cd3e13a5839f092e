import type { Translation } from "../i18n-types.js";

export default {
  notFound: "Pagina nu a fost găsită: {path}",
  notFoundLabel: "Eroare 404",
  notFoundDescription: "Pagina căutată nu există sau a fost mutată. Catalogul nostru este la un clic distanță.",
  serverError: "Ceva nu a mers bine",
  serverErrorLabel: "Eroare 500",
  serverErrorDescription: "Nu am putut afișa această pagină acum. Vă rugăm să încercați din nou peste câteva momente.",
  goToShop: "Mergeți la magazin",
} satisfies Translation["errors"];
