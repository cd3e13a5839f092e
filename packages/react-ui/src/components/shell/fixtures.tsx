// Sample data for the shell's stories (not exported from the package).
import { COUNTRY_CODES, COUNTRY_NAMES, CURRENCY, CURRENCY_CODE, LOCALES, LOCALE_NAMES, type Locale } from "@vitrina/core";
import type { FooterProps } from "./Footer.js";
import type { MenuCategory, ShellPreferences, SocialLink } from "./parts.js";
import type { SearchOverlayResult } from "./SearchOverlay.js";

const category = (id: number, name: string, subs: ReadonlyArray<string> = [], isOpen = false): MenuCategory => {
  const uuid = `c-${id}`;
  return {
    id,
    uuid,
    slug:
      name
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, "-")
        .replace(/(^-|-$)/g, "") || uuid,
    name,
    icon: null,
    isOpen,
    subcategories: subs.map((sub, index) => ({
      id: id * 100 + index,
      uuid: `${uuid}-${index}`,
      slug: `${uuid}-${index}`,
      name: sub,
      icon: null,
      subcategory: uuid,
    })),
  };
};

const MENUS: Readonly<Record<Locale, ReadonlyArray<readonly [string, ReadonlyArray<string>]>>> = {
  ro: [
    ["Electrocasnice", ["Frigidere", "Mașini de spălat", "Aspiratoare", "Cuptoare cu microunde"]],
    ["Telefoane și tablete", ["Smartphone-uri", "Tablete", "Accesorii", "Căști"]],
    ["Casă și grădină", ["Mobilier", "Iluminat", "Unelte de grădină"]],
    ["Jucării", []],
    ["Sport", ["Biciclete", "Fitness"]],
  ],
  en: [
    ["Home appliances", ["Fridges", "Washing machines", "Vacuum cleaners", "Microwave ovens"]],
    ["Phones and tablets", ["Smartphones", "Tablets", "Accessories", "Headphones"]],
    ["Home and garden", ["Furniture", "Lighting", "Garden tools"]],
    ["Toys", []],
    ["Sport", ["Bicycles", "Fitness"]],
  ],
  ru: [
    ["Бытовая техника", ["Холодильники", "Стиральные машины", "Пылесосы", "Микроволновые печи"]],
    ["Телефоны и планшеты", ["Смартфоны", "Планшеты", "Аксессуары", "Наушники"]],
    ["Дом и сад", ["Мебель", "Освещение", "Садовый инструмент"]],
    ["Игрушки", []],
    ["Спорт", ["Велосипеды", "Фитнес"]],
  ],
  bg: [
    ["Битова техника", ["Хладилници", "Перални", "Прахосмукачки", "Микровълнови фурни"]],
    ["Телефони и таблети", ["Смартфони", "Таблети", "Аксесоари", "Слушалки"]],
    ["Дом и градина", ["Мебели", "Осветление", "Градински инструменти"]],
    ["Играчки", []],
    ["Спорт", ["Велосипеди", "Фитнес"]],
  ],
};

/** A menu tree as core's buildMenuTree would give it, in a language; `open` is the uuid of the open category. */
export const categoriesIn = (locale: Locale, open?: string): ReadonlyArray<MenuCategory> =>
  MENUS[locale].map(([name, subs], index) => category(index + 1, name, subs, `c-${index + 1}` === open));
export const sampleCategories = categoriesIn("ro");

/** The same tree with its second category open. */
export const openCategories = categoriesIn("ro", "c-2");

/** Categories with very long names. */
export const longCategories: ReadonlyArray<MenuCategory> = [
  category(
    11,
    "Echipamente profesionale pentru bucătării industriale și restaurante",
    ["Mașini profesionale de spălat vase cu capotă și tunel", "Cuptoare cu convecție"],
    true,
  ),
  category(12, "Supercalifragilisticexpialidociousproductscategory", ["Subcategorie cu un nume foarte, foarte lung pentru test"]),
  category(13, "Produse de îngrijire personală și cosmetice naturale"),
];

/** Moldova, Romanian, MDL. */
export const samplePreferences: ShellPreferences = { country: "md", language: "ro", currency: "mdl" };

/** The four supported networks. */
export const sampleSocials: ReadonlyArray<SocialLink> = [
  { name: "Facebook", url: "https://facebook.com/vitrina", code: "facebook" },
  { name: "Instagram", url: "https://instagram.com/vitrina", code: "instagram" },
  { name: "TikTok", url: "https://tiktok.com/@vitrina", code: "tiktok" },
  { name: "YouTube", url: "https://youtube.com/@vitrina", code: "youtube" },
];

/** GeneralData's contact part. */
export const sampleContacts: Pick<FooterProps, "phones" | "emails" | "addresses" | "schedule" | "salesPhones" | "salesEmails" | "socials"> = {
  phones: ["+373 22 123 456", "+373 69 123 456"],
  emails: ["info@vitrina.md"],
  addresses: ["str. Ștefan cel Mare 1, Chișinău, MD-2001"],
  schedule: "Luni–Vineri 09:00–18:00",
  salesPhones: ["+373 22 654 321"],
  salesEmails: ["corporate@vitrina.md"],
  socials: sampleSocials,
};

/** The settings modal's lists. */
export const sampleCountries = COUNTRY_CODES.map((code) => ({ code, name: COUNTRY_NAMES.ro[code] }));
/** Languages as the server lists them. */
export const sampleLanguages = LOCALES.map((code) => ({ code, name: LOCALE_NAMES[code] }));
/** The only currency. */
export const sampleCurrencies = [{ value: CURRENCY_CODE, label: CURRENCY }];

// A tiny inline picture so the stories need no network.
const picture = (hue: number) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="56" height="56"><rect width="56" height="56" fill="hsl(${hue} 45% 80%)"/><circle cx="28" cy="28" r="14" fill="hsl(${hue} 45% 55%)"/></svg>`)}`;

const split = (title: string, word: string): SearchOverlayResult["segments"] => {
  const at = title.toLowerCase().indexOf(word.toLowerCase());
  if (at < 0) return [{ text: title, match: false }];
  return [
    { text: title.slice(0, at), match: false },
    { text: title.slice(at, at + word.length), match: true },
    { text: title.slice(at + word.length), match: false },
  ].filter((s) => s.text !== "");
};

/** Search rows for "frig", with segments as core's highlightSegments would give them. */
export const sampleResults: ReadonlyArray<SearchOverlayResult> = [
  ["Frigider Samsung RB34T600FSA", "Frigidere", 12999, 14999, 10],
  ["Mini frigider Bosch KTL15NW3A", "Frigidere", 5499, null, 200],
  ["Frigider cu ușă dublă LG GTB583PZCZD No Frost, 438 L, clasa E", "Frigidere", 17850.5, 19999, 120],
  ["Geantă frigorifică 24 L", "Camping", 349, null, 300],
].map(([title, categoryName, price, oldPrice, hue], index) => ({
  id: index + 1,
  slug: `product-${index + 1}`,
  title: title as string,
  image: index === 3 ? null : picture(hue as number),
  category: categoryName as string,
  price: price as number,
  old_price: oldPrice as number | null,
  currency: "MDL",
  segments: split(title as string, "frig"),
}));

/** Rows with very long titles and categories. */
export const longResults: ReadonlyArray<SearchOverlayResult> = [
  {
    id: 101,
    slug: "long-1",
    title: "Mașină de spălat rufe cu uscător încorporat Samsung WD90T534DBW/S7 EcoBubble, 9 kg spălare / 6 kg uscare, 1400 rpm, motor Digital Inverter",
    image: picture(40),
    category: "Electrocasnice mari pentru casă și bucătărie profesională",
    price: 1234567.89,
    old_price: 1456789,
    currency: "MDL",
    segments: split(
      "Mașină de spălat rufe cu uscător încorporat Samsung WD90T534DBW/S7 EcoBubble, 9 kg spălare / 6 kg uscare, 1400 rpm, motor Digital Inverter",
      "spălat",
    ),
  },
];
