import type { NamespaceDashboardTranslation } from "../../i18n-types.js";

/** Textele opțiunilor și ale tabelului de variante din formularul produsului. */
export const variantEditor = {
  optionsHint:
    "Opțiunile pe care le alege cumpărătorul, cum ar fi mărimea sau culoarea, cel mult {max}. Fiecare combinație a valorilor lor este o variantă cu codul, prețul și stocul ei.",
  option: "Opțiunea {position}",
  optionName: "Numele opțiunii",
  values: "Valori",
  valueLabel: "Valoarea {position}",
  addOption: "Adăugați o opțiune",
  addValue: "Adăugați o valoare",
  removeOption: "Eliminați opțiunea",
  removeValue: "Eliminați valoarea",
  generate: "Generați combinațiile",
  generateHint:
    "Se adaugă câte un rând pentru fiecare combinație care lipsește din tabel; rândurile existente își păstrează codul, prețul și stocul. Eliminarea unei valori îi elimină rândurile; o variantă deja comandată rămâne salvată, inactivă.",
  fromVariants: "Prețul și stocul se stabilesc pentru fiecare variantă în tabelul de mai jos; magazinul afișează cel mai mic preț.",
  noVariants: "Încă nu există variante: adăugați valorile opțiunilor, apoi generați combinațiile.",
  tooMany: "Opțiunile dau mai mult de {max} de combinații: sunt listate doar primele {max}. Eliminați câteva valori.",
  columns: {
    variant: "Varianta",
    sku: "Cod (SKU)",
    price: "Preț, MDL",
    oldPrice: "Preț vechi, MDL",
    stock: "Unități în stoc",
    image: "Imagine",
    active: "În vânzare",
  },
  chooseRow: "Alegeți {name}",
  chooseAll: "Alegeți toate rândurile",
  productImage: "Imaginile produsului",
  imageNumber: "Imaginea {position}",
  bulk: "Setați pentru rândurile alese",
  chosen: "{count} {{|rând ales||rânduri alese||de rânduri alese}}",
  apply: "Setați",
  bulkHint: "Câmpurile lăsate goale rămân neschimbate în fiecare rând.",
} satisfies NamespaceDashboardTranslation["variantEditor"];

/** Mesajele erorilor opțiunilor și variantelor. */
export const variantErrors = {
  key: { taken: "O altă opțiune are deja acest nume.", format: "Numele opțiunii trebuie să conțină cel puțin o literă sau o cifră." },
  name: { required: "Scrieți numele opțiunii; cel în română este obligatoriu.", max: "Numele este prea lung: cel mult 60 de caractere." },
  label: { required: "Scrieți valoarea; cea în română este obligatorie.", max: "Valoarea este prea lungă: cel mult 60 de caractere." },
  value: { taken: "Această valoare este deja în lista opțiunii.", format: "Valoarea trebuie să conțină cel puțin o literă sau o cifră." },
  values: { required: "Adăugați cel puțin o valoare.", max: "O opțiune are cel mult 30 de valori." },
  options: {
    max: "Un produs are cel mult 3 opțiuni.",
    required: "Acest rând nu are câte o valoare pentru fiecare opțiune: generați din nou combinațiile.",
    taken: "Un alt rând are aceeași combinație.",
    not_found: "O valoare a acestui rând nu mai este printre opțiuni: generați din nou combinațiile.",
  },
  variants: { required: "Generați variantele: un produs cu opțiuni are nevoie de cel puțin una.", max: "Un produs are cel mult 100 de variante." },
  sku: { taken: "Un alt produs sau o altă variantă are deja acest cod." },
} satisfies NamespaceDashboardTranslation["errors"]["forms"]["variants"];
