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
  remove: "Elimină",
  subtotal: "Subtotal",
  discount: "Reducere",
  delivery: "Livrare",
  free: "Gratuit",
  total: "Total",
  checkout: "Finalizează comanda",
  updating: "Se actualizează coșul…",
  outOfStock: "Nu este disponibil în această cantitate",
  notFound: "Acest produs nu se mai vinde",
  summary: "Sumarul comenzii",
} satisfies Translation["cart"];
