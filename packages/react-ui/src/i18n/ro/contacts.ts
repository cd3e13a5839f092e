import type { Translation } from "../i18n-types.js";

export default {
  title: "Contacte",
  phones: "Telefon",
  emails: "E-mail",
  addresses: "Adrese",
  schedule: "Program de lucru",
  sales: "Vânzări corporative",
  follow: "Urmăriți-ne",
  formTitle: "Scrieți-ne",
  name: "Nume și prenume",
  email: "E-mail",
  phone: "Telefon (opțional)",
  message: "Mesaj",
  send: "Trimiteți mesajul",
  sending: "Se trimite…",
  sent: "Vă mulțumim! Vă vom răspunde în curând.",
  another: "Scrieți un alt mesaj",
  networkError: "Mesajul nu a putut fi trimis. Vă rugăm să încercați mai târziu.",
} satisfies Translation["contacts"];
