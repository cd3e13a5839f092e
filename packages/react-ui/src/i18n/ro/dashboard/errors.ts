import type { NamespaceDashboardTranslation } from "../../i18n-types.js";
import { discountCodeErrors } from "./codes.js";
import { variantErrors } from "./variants.js";

/** A one-line field with a line break or a control character. */
const oneLine = "Scrieți pe un singur rând, fără rânduri noi sau caractere speciale.";

/** Mesajele de eroare ale câmpurilor din formularele panoului. */
export const errors = {
  kinds: {
    none_enabled: "Lăsați cel puțin una activă.",
    unavailable: "Această alegere nu este disponibilă.",
    required: "Vă rugăm să completați acest câmp.",
    format: "Valoarea nu are formatul așteptat.",
    min: "Valoarea este prea mică.",
    max: "Valoarea este prea lungă sau prea mare.",
    type: "Vă rugăm să introduceți aici o valoare validă.",
    decimals: "Folosiți cel mult 2 zecimale.",
    taken: "Această valoare este deja folosită.",
    not_found: "Ceea ce ați ales nu mai există; vă rugăm să alegeți din nou.",
    invalid: "Această valoare nu este validă.",
    transition: "Această schimbare de stare nu este permisă.",
    out_of_stock: "Nu sunt destule unități în stoc.",
    accepted: "Vă rugăm să confirmați.",
  },
  fields: {
    delivery: {
      none_enabled: "Oferiți cel puțin o metodă de livrare.",
    },
    payment: {
      none_enabled: "Oferiți cel puțin o metodă de plată.",
    },
    countries: {
      required: "Alegeți cel puțin o țară în care ajunge această livrare.",
    },
    delivery_methods: {
      required: "Bifați cel puțin o livrare oferită cu care se poate alege această plată.",
    },
    enabled: {
      unavailable: "Nicio metodă de plată oferită nu se poate alege cu această livrare: bifați-o la o metodă de plată sau nu o mai oferiți.",
    },
    free_from: {
      type: "Introduceți o sumă, de exemplu 1000, sau lăsați gol.",
      min: "Suma nu poate fi negativă.",
      max: "Suma este prea mare.",
      decimals: "Folosiți cel mult 2 zecimale (bani).",
    },
    slug: {
      required: "Vă rugăm să completați adresa (slug).",
      format: "Folosiți litere latine mici, cifre și cratime, de exemplu cratita-tefal.",
      max: "Adresa este prea lungă: cel mult 200 de caractere.",
      taken: "Altă înregistrare are deja această adresă; vă rugăm să alegeți alta.",
    },
    sku: {
      format: oneLine,
      required: "Vă rugăm să completați codul (SKU).",
      max: "Codul (SKU) este prea lung: cel mult 64 de caractere.",
      taken: "Alt produs are deja acest cod (SKU).",
    },
    title: { required: "Vă rugăm să scrieți titlul; cel în limba română este obligatoriu.", max: "Titlul este prea lung: cel mult 200 de caractere." },
    name: {
      format: oneLine,
      required: "Vă rugăm să completați acest câmp; o categorie are nevoie cel puțin de numele în limba română.",
      max: "Numele este prea lung: cel mult 200 de caractere.",
    },
    subtitle: { max: "Subtitlul este prea lung: cel mult 200 de caractere." },
    description: {
      required: "Vă rugăm să scrieți descrierea; cea în limba română este obligatorie.",
      max: "Descrierea este prea lungă: cel mult 20 000 de caractere.",
    },
    price: {
      required: "Vă rugăm să introduceți prețul.",
      type: "Introduceți prețul ca număr, de exemplu 349,90.",
      min: "Prețul nu poate fi negativ.",
      max: "Prețul este prea mare.",
      decimals: "Prețul are cel mult 2 zecimale (bani).",
    },
    old_price: {
      type: "Introduceți prețul vechi ca număr, de exemplu 399, sau lăsați câmpul gol.",
      min: "Prețul vechi trebuie să fie mai mare decât prețul (apare tăiat).",
      max: "Prețul vechi este prea mare.",
      decimals: "Prețul vechi are cel mult 2 zecimale (bani).",
    },
    stock: {
      required: "Vă rugăm să introduceți numărul de unități în stoc.",
      type: "Introduceți un număr întreg de unități, de exemplu 12.",
      min: "Stocul nu poate scădea sub 0; unitățile vândute între timp sunt deja scăzute.",
      max: "Numărul este prea mare.",
    },
    position: { type: "Introduceți un număr întreg, de exemplu 3.", min: "Poziția nu poate fi negativă.", max: "Numărul este prea mare." },
    category_id: {
      required: "Vă rugăm să alegeți o categorie.",
      min: "Vă rugăm să alegeți o categorie.",
      type: "Vă rugăm să alegeți o categorie.",
      not_found: "Această categorie nu mai există; vă rugăm să alegeți alta.",
    },
    parent_id: {
      invalid: "Alegeți o categorie principală: o subcategorie nu poate avea propriile subcategorii și nici nu poate fi propriul părinte.",
      not_found: "Categoria părinte nu mai există; vă rugăm să alegeți alta.",
    },
    image_id: { not_found: "Această imagine nu mai este păstrată; vă rugăm să o încărcați din nou." },
    image_ids: { not_found: "Această imagine nu mai este păstrată; vă rugăm să o încărcați din nou." },
    key: {
      required: "Vă rugăm să completați cheia atributului.",
      format: "Folosiți litere latine mici, cifre și liniuțe de subliniere, începând cu o literă, de exemplu brand.",
      taken: "Această cheie este deja folosită: o caracteristică apare o singură dată în listă și o singură dată la fiecare produs.",
      not_found: "Această caracteristică nu mai există în listă; alegeți alta.",
    },
    kind: {
      in_use:
        "Caracteristica este folosită de produse, deci tipul valorilor nu se poate schimba. Scoateți-o mai întâi de la produse sau adăugați o caracteristică nouă.",
    },
    value: {
      type: "Pentru o caracteristică numerică introduceți un număr (de ex. 1800), iar pentru una text – un text.",
      invalid: "Pentru o caracteristică numerică introduceți un număr (de ex. 1800), iar pentru una text – un text.",
    },
    link: {
      required: "Vă rugăm să completați linkul.",
      format: "Folosiți o adresă din acest magazin care începe cu /, de exemplu /category/bucatarie/.",
      max: "Linkul este prea lung.",
    },
    icon: { format: oneLine, max: "Numele pictogramei este prea lung." },
    email: {
      required: "Vă rugăm să completați adresa de e-mail.",
      format: "Introduceți o adresă de e-mail validă, de exemplu nume@exemplu.md.",
      max: "Adresa de e-mail este prea lungă.",
      taken: "Există deja un cont cu această adresă de e-mail.",
    },
    password: {
      required: "Vă rugăm să completați parola.",
      min: "Parola trebuie să aibă cel puțin 12 caractere.",
      max: "Parola este prea lungă.",
      common: "Această parolă este una dintre cele mai folosite; vă rugăm să alegeți alta.",
    },
    active_languages: { required: "Româna este limba principală a magazinului și rămâne mereu activă." },
    phones: {
      format: oneLine,
      required: "Ștergeți rândul gol sau scrieți un număr de telefon.",
      max: "Cel mult 20 de numere, fiecare de cel mult 40 de caractere.",
    },
    salesPhones: {
      format: oneLine,
      required: "Ștergeți rândul gol sau scrieți un număr de telefon.",
      max: "Cel mult 20 de numere, fiecare de cel mult 40 de caractere.",
    },
    emails: {
      required: "Ștergeți rândul gol sau scrieți o adresă de e-mail.",
      format: "Fiecare rând trebuie să fie o adresă de e-mail validă, de exemplu nume@exemplu.md.",
      max: "Cel mult 20 de adrese.",
    },
    salesEmails: {
      required: "Ștergeți rândul gol sau scrieți o adresă de e-mail.",
      format: "Fiecare rând trebuie să fie o adresă de e-mail validă, de exemplu nume@exemplu.md.",
      max: "Cel mult 20 de adrese.",
    },
    pickup_addresses: { max: "Cel mult 20 de puncte de ridicare." },
    order_emails: {
      required: "Ștergeți rândul gol sau scrieți o adresă de e-mail.",
      format: "Fiecare rând trebuie să fie o adresă de e-mail validă, de exemplu nume@exemplu.md.",
      max: "Cel mult 20 de adrese.",
    },
    url: {
      required: "Vă rugăm să completați adresa.",
      format: "Introduceți o adresă web care începe cu https:// (sau o adresă din magazin care începe cu /).",
    },
    code: { format: oneLine, required: "Vă rugăm să completați codul, de exemplu facebook." },
    company: { format: oneLine },
    bank: { format: oneLine },
    legal_address: { format: oneLine },
    idno: { format: "IDNO are exact 13 cifre.", max: "IDNO are exact 13 cifre." },
    iban: {
      format: "IBAN-ul nu este valid: verificați fiecare literă și cifră, de ex. MD24 AG00 0225 1000 1310 4168.",
      max: "IBAN-ul este prea lung: un IBAN are cel mult 34 de litere și cifre.",
    },
    image: { format: "Introduceți adresa imaginii, care începe cu https:// sau /.", max: "Adresa este prea lungă." },
    file: { max: "Imaginea depășește mărimea permisă la încărcare.", format: "Se pot încărca doar imagini PNG, WebP și JPEG." },
  },
  /** Messages of a form whose fields are named like other forms' fields but mean something else. */
  forms: { discountCodes: discountCodeErrors, variants: variantErrors },
} satisfies NamespaceDashboardTranslation["errors"];
