import type { Translation } from "../i18n-types.js";

export default {
  sku: "Cod: {sku}",
  inStock: "În stoc",
  fewLeft: "Au rămas doar {count}",
  outOfStock: "Stoc epuizat",
  quantity: "Cantitate",
  decrease: "Micșorează cantitatea",
  increase: "Mărește cantitatea",
  addToCart: "Adaugă în coș",
  added: "Adăugat în coș",
  description: "Descriere",
  specifications: "Caracteristici",
  similar: "Produse similare",
  lastSeen: "Vizualizate recent",
  photos: "Fotografiile produsului",
  showPhoto: "Arată fotografia {n}",
} satisfies Translation["product"];
