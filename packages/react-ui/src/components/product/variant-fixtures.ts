// Sample products with variants for the product page's and the option picker's stories (not exported
// from the package), in each of the shop's languages: an apron by size and colour, a kettle by
// colour, bed linen by size, colour and fabric.
import type { Locale, ProductDetail, ProductOption, ProductVariant } from "@vitrina/core";
import { productIn, sampleImage } from "../catalog/fixtures.js";

const WORDS = {
  ro: {
    size: "Mărime",
    color: "Culoare",
    fabric: "Țesătură",
    red: "Roșu",
    blue: "Albastru",
    white: "Alb",
    grey: "Gri",
    black: "Negru",
    cotton: "Bumbac",
    satin: "Satin",
  },
  en: {
    size: "Size",
    color: "Colour",
    fabric: "Fabric",
    red: "Red",
    blue: "Blue",
    white: "White",
    grey: "Grey",
    black: "Black",
    cotton: "Cotton",
    satin: "Satin",
  },
  ru: {
    size: "Размер",
    color: "Цвет",
    fabric: "Ткань",
    red: "Красный",
    blue: "Синий",
    white: "Белый",
    grey: "Серый",
    black: "Чёрный",
    cotton: "Хлопок",
    satin: "Сатин",
  },
  bg: { size: "Размер", color: "Цвят", fabric: "Плат", red: "Червен", blue: "Син", white: "Бял", grey: "Сив", black: "Черен", cotton: "Памук", satin: "Сатен" },
} satisfies Record<Locale, Record<string, string>>;

type Word = keyof (typeof WORDS)["ro"];

/** Product titles of the samples, in each language. */
export const VARIANT_TITLES: Record<Locale, { readonly apron: string; readonly kettle: string; readonly linen: string }> = {
  ro: { apron: "Șorț de bucătărie din bumbac", kettle: "Fierbător electric Tefal 1,7 l", linen: "Lenjerie de pat Casa Bună" },
  en: { apron: "Cotton kitchen apron", kettle: "Tefal electric kettle 1.7 l", linen: "Casa Bună bed linen set" },
  ru: { apron: "Хлопковый кухонный фартук", kettle: "Электрочайник Tefal 1,7 л", linen: "Комплект постельного белья Casa Bună" },
  bg: { apron: "Памучна кухненска престилка", kettle: "Електрическа кана Tefal 1,7 л", linen: "Спален комплект Casa Bună" },
};

const option = (locale: Locale, key: "size" | "color" | "fabric", values: ReadonlyArray<string>): ProductOption => ({
  key,
  name: WORDS[locale][key],
  values: values.map((value) => ({ value, label: value in WORDS[locale] ? WORDS[locale][value as Word] : value.toUpperCase() })),
});

const variant = (id: number, options: Record<string, string>, price: number, stock: number, oldPrice: number | null = null, hue?: number): ProductVariant => ({
  id,
  options,
  sku: `VT-${id}`,
  price,
  old_price: oldPrice,
  stock,
  in_stock: stock > 0,
  image: hue === undefined ? null : sampleImage(hue),
});

/** The options and variants of a sample product with variants. */
export interface SampleVariants {
  readonly title: string;
  readonly options: ReadonlyArray<ProductOption>;
  readonly variants: ReadonlyArray<ProductVariant>;
}

/** An apron in S, M and L, red or blue, each colour its own picture: the red S is sold out, no blue L is sold, blue M costs more. */
export const apronIn = (locale: Locale): SampleVariants => ({
  title: VARIANT_TITLES[locale].apron,
  options: [option(locale, "size", ["s", "m", "l"]), option(locale, "color", ["red", "blue"])],
  variants: [
    variant(40, { size: "s", color: "red" }, 149, 0, null, 0),
    variant(41, { size: "s", color: "blue" }, 149, 3, null, 220),
    variant(42, { size: "m", color: "red" }, 149, 5, 199, 0),
    variant(43, { size: "m", color: "blue" }, 179, 2, null, 220),
    variant(44, { size: "l", color: "red" }, 169, 12, null, 0),
  ],
});

/** A kettle in three colours, the black one sold out. */
export const kettleIn = (locale: Locale): SampleVariants => ({
  title: VARIANT_TITLES[locale].kettle,
  options: [option(locale, "color", ["white", "grey", "black"])],
  variants: [
    variant(50, { color: "white" }, 599, 8, 699, 60),
    variant(51, { color: "grey" }, 599, 1, 699, 200),
    variant(52, { color: "black" }, 649, 0, null, 260),
  ],
});

/** Bed linen in two sizes, two colours and two fabrics; satin costs more, the grey satin 200×220 is sold out. */
export const linenIn = (locale: Locale): SampleVariants => {
  const sizes = ["160×200", "200×220"];
  const rows = sizes.flatMap((size, i) =>
    ["white", "grey"].flatMap((color, j) =>
      ["cotton", "satin"].map((fabric, k) => {
        const id = 60 + i * 4 + j * 2 + k;
        return variant(id, { size, color, fabric }, 899 + i * 200 + k * 300, id === 67 ? 0 : 4);
      }),
    ),
  );
  return {
    title: VARIANT_TITLES[locale].linen,
    options: [option(locale, "size", sizes), option(locale, "color", ["white", "grey"]), option(locale, "fabric", ["cotton", "satin"])],
    variants: rows,
  };
};

/** A product page's data of a sample with variants: the product's price is its lowest variant's, its stock their sum. */
export const withVariants = (locale: Locale, sample: SampleVariants): ProductDetail => {
  const prices = sample.variants.map((v) => v.price);
  const stock = sample.variants.reduce((sum, v) => sum + v.stock, 0);
  const base = productIn(locale);
  return {
    ...base,
    title: sample.title,
    price: Math.min(...prices),
    ...(new Set(prices).size > 1 ? { price_max: Math.max(...prices) } : {}),
    old_price: null,
    stock,
    in_stock: stock > 0,
    options: sample.options,
    variants: sample.variants,
    seo: { ...base.seo, title: sample.title },
  };
};
