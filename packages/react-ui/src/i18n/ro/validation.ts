import type { Translation } from "../i18n-types.js";

const required = "Vă rugăm să completați acest câmp.";
const oneLine = "Scrieți pe un singur rând, fără rânduri noi sau caractere speciale.";

export default {
  checkout: {
    paymentMethod: {
      required: "Alegeți metoda de plată.",
      invalid: "Alegeți metoda de plată.",
      unavailable: "Această metodă de plată nu este disponibilă cu livrarea aleasă; alegeți alta.",
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
      max: "Numărul de telefon este prea lung (cel mult 30 de caractere).",
    },
    firstName: { required, format: oneLine, max: "Prenumele este prea lung (cel mult 100 de caractere)." },
    lastName: { required, format: oneLine, max: "Numele este prea lung (cel mult 100 de caractere)." },
    city: { required, format: oneLine, max: "Denumirea localității este prea lungă (cel mult 100 de caractere)." },
    address: { required, format: oneLine, max: "Adresa este prea lungă (cel mult 255 de caractere)." },
    postalCode: { format: oneLine, max: "Codul poștal este prea lung (cel mult 20 de caractere)." },
    company: { format: oneLine, max: "Denumirea companiei este prea lungă (cel mult 255 de caractere)." },
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
    discountCode: {
      required: "Introduceți mai întâi codul.",
      format: "Codul conține doar litere latine, cifre și cratime.",
      max: "Codul este prea lung.",
      not_found: "Acest cod nu există sau nu mai este valabil.",
      not_started: "Acest cod nu este încă valabil.",
      expired: "Acest cod a expirat.",
      used_up: "Acest cod a fost deja folosit de numărul maxim de ori.",
      used_by_email: "Acest cod a fost deja folosit cu această adresă de e-mail.",
      min_subtotal: "Comanda este sub suma minimă a acestui cod.",
    },
  },
  contact: {
    name: { required, format: oneLine, max: "Numele și prenumele sunt prea lungi (cel mult 100 de caractere)." },
    email: { required, format: "Introduceți o adresă de e-mail validă, de exemplu nume@exemplu.md.", max: "Adresa de e-mail este prea lungă." },
    phone: { format: oneLine, max: "Numărul de telefon este prea lung (cel mult 30 de caractere)." },
    message: { required: "Vă rugăm să scrieți mesajul.", max: "Mesajul este prea lung (cel mult 5000 de caractere)." },
  },
} satisfies Translation["validation"];
