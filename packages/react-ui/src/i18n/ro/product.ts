import type { Translation } from "../i18n-types.js";

export default {
  sku: "Cod: {sku}",
  inStock: "În stoc",
  fewLeft: "{{|A||Au||Au}} mai rămas doar {count} {{|bucată||bucăți||de bucăți}}",
  outOfStock: "Stoc epuizat",
  quantity: "Cantitate",
  decrease: "Micșorați cantitatea",
  increase: "Măriți cantitatea",
  addToCart: "Adăugați în coș",
  added: "Adăugat în coș",
  description: "Descriere",
  specifications: "Caracteristici",
  similar: "Produse similare",
  lastSeen: "Vizualizate recent",
  photos: "Fotografiile produsului",
  showPhoto: "Afișați fotografia {n}",
  valueSoldOut: "{value}, stoc epuizat",
  valueElsewhere: "{value}, doar cu alte opțiuni",
  chooseToAdd: "Pentru a-l adăuga în coș, alegeți: {names}",
} satisfies Translation["product"];
