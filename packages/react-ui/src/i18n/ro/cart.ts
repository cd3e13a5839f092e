import type { Translation } from "../i18n-types.js";

export default {
  title: "Coș",
  empty: "Coșul dumneavoastră este gol.",
  continueShopping: "Continuați cumpărăturile",
  product: "Produs",
  unitPrice: "Preț",
  quantity: "Cantitate",
  quantityOf: "Cantitatea pentru {title}",
  lineTotal: "Total",
  remove: "Eliminați",
  subtotal: "Subtotal",
  discount: "Reducere",
  delivery: "Livrare",
  free: "Gratuită",
  total: "Total",
  checkout: "Finalizați comanda",
  updating: "Se actualizează coșul…",
  outOfStock: "Nu este disponibil în această cantitate",
  notFound: "Acest produs nu se mai vinde",
  onlyLeft: "{{|Mai este doar ?? bucată în stoc||Mai sunt doar ?? bucăți în stoc||Mai sunt doar ?? de bucăți în stoc}}",
  soldOut: "Stoc epuizat",
  maxPerOrder:
    "{{|Cel mult ?? bucată din acest produs într-o comandă||Cel mult ?? bucăți din acest produs într-o comandă||Cel mult ?? de bucăți din acest produs într-o comandă}}",
  setQuantity: "Schimbați cantitatea la {available}",
  stockProblems: "Unele produse din coș nu pot fi comandate așa cum sunt:",
  summary: "Sumarul comenzii",
} satisfies Translation["cart"];
