import type { Translation } from "../i18n-types.js";

export default {
  title: "Vă mulțumim pentru comandă!",
  number: "Numărul comenzii: {number}",
  intro: "Am primit comanda și vă vom suna pentru confirmare.",
  status: "Starea",
  statuses: { new: "Primită", confirmed: "Confirmată", shipped: "Expediată", delivered: "Livrată", cancelled: "Anulată" },
  payment: "Plata",
  delivery: "Livrarea",
  contact: "Date de contact",
  billing: "Adresa de facturare",
  shipping: "Adresa de livrare",
  note: "Nota dumneavoastră",
  lines: "Produse",
  notFound: "Nu am găsit această comandă.",
  continueShopping: "Continuați cumpărăturile",
} satisfies Translation["order"];
