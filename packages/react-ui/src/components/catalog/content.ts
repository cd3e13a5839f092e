// The stories' catalogue written in each of the shop's languages, as a shop fills its four-language
// fields (not exported from the package): the toolbar's language shows products and categories in it.
import type { Locale } from "@vitrina/core";

/** One language's texts of the sample catalogue. */
export interface CatalogTexts {
  /** The six products' titles, in the order of sampleProducts. */
  readonly titles: readonly [string, string, string, string, string, string];
  readonly categories: {
    readonly kitchen: string;
    readonly cookware: string;
    readonly utensils: string;
    readonly smallAppliances: string;
    readonly foodPreparation: string;
    readonly foodStorage: string;
  };
  readonly description: string;
  readonly attributes: {
    readonly brand: string;
    readonly diameter: string;
    readonly material: string;
    readonly aluminium: string;
    readonly steel: string;
    readonly cm: string;
  };
  readonly slides: readonly [readonly [string, string], readonly [string, string]];
  /** The home page's introduction as the server sends it: the owner's about page's opening paragraph, as HTML. */
  readonly introduction: string;
}

export const CATALOG_TEXTS: Readonly<Record<Locale, CatalogTexts>> = {
  ro: {
    titles: [
      "Tigaie Tefal Unlimited, 28 cm",
      "Oală sub presiune Tefal Secure Trendy, 6 l",
      "Set de cuțite Fiskars Functional Form, 3 piese",
      "Fierbător electric Xiaomi Electric Kettle 2, 1,7 l",
      "Friteuză cu aer cald Philips Essential Airfryer XL HD9270/90, 6,2 l, negru, cu fereastră de vizualizare și 7 programe",
      "Cutii pentru alimente Curver, set de 5",
    ],
    categories: {
      kitchen: "Bucătărie",
      cookware: "Vase de gătit",
      utensils: "Ustensile de bucătărie",
      smallAppliances: "Electrocasnice mici",
      foodPreparation: "Prepararea alimentelor",
      foodStorage: "Depozitarea alimentelor",
    },
    description:
      "Tigaie cu strat antiaderent Titanium, potrivită pentru toate tipurile de plite, inclusiv inducție.\n\nIndicatorul Thermo-Signal arată când tigaia a ajuns la temperatura potrivită.",
    attributes: { brand: "Marcă", diameter: "Diametru", material: "Material", aluminium: "Aluminiu", steel: "Oțel inoxidabil", cm: "cm" },
    slides: [
      ["Reduceri de toamnă", "Până la −30% la vase de gătit"],
      ["Livrare gratuită", "În toată Moldova, fără sumă minimă"],
    ],
    introduction: "<p>Magazin online de articole pentru casă. Livrarea este gratuită, iar produsele se pot returna în 14 zile.</p>\n",
  },
  en: {
    titles: [
      "Tefal Unlimited frying pan, 28 cm",
      "Tefal Secure Trendy pressure cooker, 6 l",
      "Fiskars Functional Form knife set, 3 pieces",
      "Xiaomi Electric Kettle 2, 1.7 l",
      "Philips Essential Airfryer XL HD9270/90 hot air fryer, 6.2 l, black, with a viewing window and 7 programmes",
      "Curver food containers, set of 5",
    ],
    categories: {
      kitchen: "Kitchen",
      cookware: "Cookware",
      utensils: "Kitchen utensils",
      smallAppliances: "Small appliances",
      foodPreparation: "Food preparation",
      foodStorage: "Food storage",
    },
    description:
      "A frying pan with a Titanium non-stick coating, for every kind of hob, induction included.\n\nThe Thermo-Signal indicator shows when the pan has reached the right temperature.",
    attributes: { brand: "Brand", diameter: "Diameter", material: "Material", aluminium: "Aluminium", steel: "Stainless steel", cm: "cm" },
    slides: [
      ["Autumn sale", "Up to −30% on cookware"],
      ["Free delivery", "Anywhere in Moldova, no minimum order"],
    ],
    introduction: "<p>An online shop of home goods. Delivery is free, and products can be returned within 14 days.</p>\n",
  },
  ru: {
    titles: [
      "Сковорода Tefal Unlimited, 28 см",
      "Скороварка Tefal Secure Trendy, 6 л",
      "Набор ножей Fiskars Functional Form, 3 предмета",
      "Электрочайник Xiaomi Electric Kettle 2, 1,7 л",
      "Аэрогриль Philips Essential Airfryer XL HD9270/90, 6,2 л, чёрный, со смотровым окошком и 7 программами",
      "Контейнеры для продуктов Curver, набор из 5 шт.",
    ],
    categories: {
      kitchen: "Кухня",
      cookware: "Посуда для приготовления",
      utensils: "Кухонные принадлежности",
      smallAppliances: "Мелкая бытовая техника",
      foodPreparation: "Приготовление пищи",
      foodStorage: "Хранение продуктов",
    },
    description:
      "Сковорода с антипригарным покрытием Titanium для всех типов плит, включая индукционные.\n\nИндикатор Thermo-Signal показывает, когда сковорода нагрелась до нужной температуры.",
    attributes: { brand: "Марка", diameter: "Диаметр", material: "Материал", aluminium: "Алюминий", steel: "Нержавеющая сталь", cm: "см" },
    slides: [
      ["Осенние скидки", "До −30% на посуду для приготовления"],
      ["Бесплатная доставка", "По всей Молдове, без минимальной суммы заказа"],
    ],
    introduction: "<p>Интернет-магазин товаров для дома. Доставка бесплатная, а товар можно вернуть в течение 14 дней.</p>\n",
  },
  bg: {
    titles: [
      "Тиган Tefal Unlimited, 28 см",
      "Тенджера под налягане Tefal Secure Trendy, 6 л",
      "Комплект ножове Fiskars Functional Form, 3 части",
      "Електрическа кана Xiaomi Electric Kettle 2, 1,7 л",
      "Фритюрник с горещ въздух Philips Essential Airfryer XL HD9270/90, 6,2 л, черен, с прозорче и 7 програми",
      "Кутии за храна Curver, комплект от 5 бр.",
    ],
    categories: {
      kitchen: "Кухня",
      cookware: "Съдове за готвене",
      utensils: "Кухненски принадлежности",
      smallAppliances: "Малки електроуреди",
      foodPreparation: "Приготвяне на храна",
      foodStorage: "Съхранение на храна",
    },
    description:
      "Тиган с незалепващо покритие Titanium за всички видове котлони, включително индукционни.\n\nИндикаторът Thermo-Signal показва кога тиганът е достигнал подходящата температура.",
    attributes: { brand: "Марка", diameter: "Диаметър", material: "Материал", aluminium: "Алуминий", steel: "Неръждаема стомана", cm: "см" },
    slides: [
      ["Есенно намаление", "До −30% на съдовете за готвене"],
      ["Безплатна доставка", "В цяла Молдова, без минимална сума"],
    ],
    introduction: "<p>Онлайн магазин за стоки за дома. Доставката е безплатна, а продуктите могат да се върнат в срок от 14 дни.</p>\n",
  },
};
