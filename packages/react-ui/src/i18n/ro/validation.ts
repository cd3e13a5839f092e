import type { Translation } from "../i18n-types.js";

const required = "Vă rugăm să completați acest câmp.";
const oneLine = "Scrieți pe un singur rând, fără rânduri noi sau caractere speciale.";
const text = { required, format: oneLine, max: "Textul este prea lung." };

export default {
  checkout: {
    paymentMethod: {
      required: "Alegeți modul de plată.",
      invalid: "Alegeți modul de plată.",
      unavailable: "Acest mod de plată nu este disponibil cu livrarea aleasă; alegeți altul.",
    },
    deliveryMethod: {
      required: "Alegeți cum doriți să primiți comanda.",
      invalid: "Alegeți cum doriți să primiți comanda.",
      unavailable: "Magazinul nu mai oferă această livrare; alegeți alta.",
      not_served: "Această livrare nu ajunge în țara din adresă; alegeți alta sau schimbați adresa.",
    },
    agreement: {
      required: "Acceptați termenii pentru a plasa comanda.",
      accepted: "Acceptați termenii pentru a plasa comanda.",
      invalid: "Acceptați termenii pentru a plasa comanda.",
    },
    email: { required, format: "Introduceți o adresă de e-mail validă, de exemplu nume@exemplu.md.", max: "Adresa de e-mail este prea lungă." },
    phone: {
      required,
      format: "Introduceți un număr de telefon ca în exemplu sau unul din Moldova, România ori Bulgaria cu prefixul țării (+373, +40, +359).",
      max: "Numărul de telefon este prea lung.",
    },
    firstName: text,
    lastName: text,
    city: text,
    address: text,
    postalCode: { format: oneLine, max: "Codul poștal este prea lung." },
    company: { format: oneLine, max: "Denumirea companiei este prea lungă." },
    country: { required: "Alegeți țara.", invalid: "Alegeți țara." },
    clientNote: { max: "Nota este prea lungă (cel mult 2000 de caractere)." },
    products: { required: "Coșul este gol.", max: "Prea multe produse într-o singură comandă." },
    id: { not_found: "Acest produs nu se mai vinde; eliminați-l din coș.", invalid: "Acest produs apare de două ori în coș." },
    quantity: {
      out_of_stock: "Nu sunt destule unități în stoc; micșorați cantitatea.",
      max_per_order: "Acest produs se poate comanda doar într-o cantitate limitată; micșorați cantitatea.",
      min: "Cantitatea trebuie să fie cel puțin 1.",
      max: "Cantitatea este prea mare.",
    },
    idempotencyKey: { taken: "Această comandă a fost deja trimisă cu alt conținut; reîncărcați pagina." },
  },
  contact: {
    name: text,
    email: { required, format: "Introduceți o adresă de e-mail validă, de exemplu nume@exemplu.md.", max: "Adresa de e-mail este prea lungă." },
    phone: { format: oneLine, max: "Numărul de telefon este prea lung." },
    message: { required: "Vă rugăm să scrieți mesajul.", max: "Mesajul este prea lung (cel mult 5000 de caractere)." },
  },
} satisfies Translation["validation"];
