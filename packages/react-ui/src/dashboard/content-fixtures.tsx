// Sample home slides, SEO and locale settings for the dashboard views' stories (not exported from the package).
import type { AdminSeoSetting, AdminSlider, LocaleSettings } from "@vitrina/core";
import { lt, sampleUpload } from "./fixtures.js";

/** The home slider's slides. */
export const slides: ReadonlyArray<AdminSlider> = [
  {
    id: 1,
    title: lt("Reduceri de toamnă", "Autumn sale", "Осенние скидки", "Есенно намаление"),
    subtitle: lt("Până la −30% la vase de gătit", "Up to −30% on cookware", "До −30% на посуду", "До −30% на съдове"),
    link: "/category/vase-de-gatit/",
    image: sampleUpload(101, 1600, 600),
    position: 0,
    active: true,
    version: 1,
  },
  {
    id: 2,
    title: lt("Livrare gratuită", "Free delivery", "Бесплатная доставка", "Безплатна доставка"),
    subtitle: lt("În toată Moldova, fără sumă minimă", "All over Moldova, no minimum order"),
    link: "/faq/",
    image: sampleUpload(102, 1600, 600),
    position: 1,
    active: true,
    version: 1,
  },
  {
    id: 3,
    title: lt("Bucătăria de sărbători: tot ce vă trebuie pentru mesele în familie, de la tăvi la seturi de tacâmuri"),
    subtitle: lt("Ofertă valabilă până la 31 decembrie"),
    link: "/category/bucatarie/",
    image: null,
    position: 2,
    active: false,
    version: 1,
  },
];

/** SEO settings of a few page kinds. */
export const seoSettings: ReadonlyArray<AdminSeoSetting> = [
  {
    kind: "home",
    title: lt(
      "{shop} — totul pentru casă și bucătărie",
      "{shop} — everything for home and kitchen",
      "{shop} — всё для дома и кухни",
      "{shop} — всичко за дома и кухнята",
    ),
    description: lt(
      "Vase, ustensile și electrocasnice cu livrare gratuită în toată Moldova.",
      "Cookware, utensils and appliances delivered free across Moldova.",
    ),
    image: "https://vitrina.md/share.png",
    version: 1,
  },
  {
    kind: "category",
    title: lt("{name} — cumpără online | {shop}", "{name} — buy online | {shop}", "{name} — купить онлайн | {shop}", ""),
    description: lt("{name} la prețuri bune, cu livrare gratuită.", "{name} at good prices, delivered free."),
    image: null,
    version: 1,
  },
  {
    kind: "product",
    title: lt("{name} | {shop}", "{name} | {shop}", "{name} | {shop}", "{name} | {shop}"),
    description: lt("Cumpărați {name} cu livrare gratuită și garanție."),
    image: null,
    version: 1,
  },
  { kind: "contacts", title: lt("Contacte | {shop}"), description: lt("Adresele, programul și telefoanele magazinului."), image: null, version: 1 },
];

/** Languages and contacts. */
export const localeSettings: LocaleSettings = {
  active_languages: ["ro", "en", "ru"],
  addresses: [
    lt("mun. Chișinău, bd. Ștefan cel Mare și Sfânt 126", "Chișinău, 126 Ștefan cel Mare și Sfânt Blvd", "мун. Кишинэу, бул. Штефан чел Маре ши Сфынт 126", ""),
    lt("mun. Bălți, str. Independenței 24", "Bălți, 24 Independenței St", "мун. Бэлць, ул. Индепенденцей 24", ""),
  ],
  pickup_addresses: [
    lt("mun. Chișinău, bd. Ștefan cel Mare și Sfânt 126", "Chișinău, 126 Ștefan cel Mare și Sfânt Blvd", "мун. Кишинэу, бул. Штефан чел Маре ши Сфынт 126", ""),
  ],
  schedule: lt(
    "Luni–Vineri 9:00–19:00, Sâmbătă 10:00–16:00",
    "Mon–Fri 9:00–19:00, Sat 10:00–16:00",
    "Пн–Пт 9:00–19:00, Сб 10:00–16:00",
    "Пн–Пт 9:00–19:00, Сб 10:00–16:00",
  ),
  phones: ["+373 22 123 456", "+373 69 123 456"],
  emails: ["info@vitrina.md"],
  salesPhones: ["+373 22 123 457"],
  salesEmails: ["vanzari@vitrina.md"],
  socials: [
    { name: "Facebook", url: "https://facebook.com/vitrina.md", code: "facebook" },
    { name: "Instagram", url: "https://instagram.com/vitrina.md", code: "instagram" },
  ],
  order_emails: ["comenzi@vitrina.md", "elena.rusu@vitrina.md"],
};
