import type { NamespaceDashboardTranslation } from "../../i18n-types.js";

/** Textele ecranului codurilor de reducere. */
export const discountCodes = {
  title: "Coduri de reducere",
  intro:
    "Cumpărătorii scriu codul la plasarea comenzii. Un cod dezactivat, încă neînceput, expirat sau epuizat este refuzat; comenzile care l-au folosit rămân numărate.",
  new: "Cod nou",
  edit: "Editează",
  empty: "Nu există încă niciun cod de reducere.",
  code: "Cod",
  codeHint: "Litere latine, cifre și cratime, de exemplu TOAMNA10; cumpărătorii îl pot scrie și cu litere mici.",
  kind: "Reducere",
  kinds: { percent: "Procent din produse", fixed: "Sumă fixă (MDL)" },
  value: "Valoare",
  valueHint: "Un procent de la 1 la 100 sau o sumă în MDL, scăzute din produse după reducerile lor proprii.",
  minSubtotal: "Comandă minimă (MDL)",
  minSubtotalHint: "Produsele trebuie să coste cel puțin atât după reduceri; lăsați gol pentru orice comandă.",
  startsAt: "Prima zi",
  endsAt: "Ultima zi",
  daysHint: "Zile în fusul orar al magazinului, ambele incluse; lăsați gol pentru nicio limită.",
  maxUses: "Utilizări în total",
  maxUsesPerEmail: "Utilizări per adresă de e-mail",
  usesHint: "Lăsați gol pentru nicio limită.",
  columns: { code: "Cod", discount: "Reducere", minimum: "Comandă minimă", days: "Valabil", uses: "Utilizări", status: "Stare" },
  percentOff: "{value}%",
  fromDay: "de la {day}",
  untilDay: "până la {day}",
  anyDay: "în orice zi",
  usesOf: "{uses} din {max}",
  perEmail: "cel mult {max} per adresă de e-mail",
  on: "Activ",
  off: "Dezactivat",
  switchOff: "Dezactivează",
  switchOn: "Activează",
  switchedOff: "Codul {code} a fost dezactivat.",
  switchedOn: "Codul {code} a fost activat.",
} satisfies NamespaceDashboardTranslation["discountCodes"];

/** Mesajele de eroare proprii formularului codului de reducere. */
export const discountCodeErrors = {
  code: {
    required: "Vă rugăm să completați codul, de exemplu TOAMNA10.",
    format: "Folosiți doar litere latine, cifre și cratime, fără spații, de exemplu TOAMNA10.",
    max: "Codul este prea lung: cel mult 32 de caractere.",
    taken: "Există deja un cod scris la fel (literele mici și mari dau același cod).",
  },
  value: {
    required: "Vă rugăm să introduceți reducerea: un procent sau o sumă.",
    min: "Reducerea trebuie să fie mai mare decât 0.",
    max: "Un procent este cel mult 100.",
    decimals: "Folosiți cel mult 2 zecimale.",
  },
  min_subtotal: {
    required: "Introduceți o sumă, de exemplu 500, sau lăsați gol.",
    type: "Introduceți o sumă, de exemplu 500, sau lăsați gol.",
    min: "Minimul nu poate fi negativ.",
    decimals: "Folosiți cel mult 2 zecimale (bani).",
  },
  starts_at: { format: "Alegeți o zi din calendar sau lăsați gol." },
  ends_at: { format: "Alegeți o zi din calendar sau lăsați gol.", before_start: "Ultima zi nu poate fi înaintea primei zile." },
  max_uses: {
    required: "Introduceți un număr întreg, de exemplu 100, sau lăsați gol.",
    type: "Introduceți un număr întreg, de exemplu 100, sau lăsați gol.",
    min: "Cel puțin 1; lăsați gol pentru nicio limită.",
  },
  max_uses_per_email: {
    required: "Introduceți un număr întreg, de exemplu 1, sau lăsați gol.",
    type: "Introduceți un număr întreg, de exemplu 1, sau lăsați gol.",
    min: "Cel puțin 1; lăsați gol pentru nicio limită.",
  },
} satisfies NamespaceDashboardTranslation["errors"]["forms"]["discountCodes"];
