// Sample catalogue data for the storefront pages' stories (not exported from the package), in each
// of the shop's languages (content.ts); the `sample…` constants are the Romanian ones.
import type { HomeData, LastSeenProduct, Locale, Order, ProductCard, ProductDetail, ProductImage } from "@vitrina/core";
import { CATALOG_TEXTS } from "./content.js";

const svg = (hue: number, w: number, h: number) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="${w}" height="${h}" fill="hsl(${hue} 40% 88%)"/><circle cx="${w / 2}" cy="${h / 2}" r="${Math.min(w, h) / 4}" fill="hsl(${hue} 45% 55%)"/></svg>`)}`;

/** A picture drawn inline, so stories need no network. */
export const sampleImage = (hue: number, width = 640, height = 640): ProductImage => {
  const url = svg(hue, width, height);
  return { url, srcset: `${url} ${width}w`, width, height };
};

const card = (id: number, title: string, price: number, oldPrice: number | null, stock: number, category: string): ProductCard => ({
  id,
  uuid: `p-${id}`,
  slug: `produs-${id}`,
  sku: `VT-KIT-${String(id).padStart(4, "0")}`,
  title,
  price,
  old_price: oldPrice,
  currency: "MDL",
  image: sampleImage(id * 37),
  category: { slug: "vase-de-gatit", name: category },
  stock,
  in_stock: stock > 0,
});

/** Products of a Moldovan home and kitchen shop, in a language. */
export const productsIn = (locale: Locale): ReadonlyArray<ProductCard> => {
  const { titles, categories } = CATALOG_TEXTS[locale];
  return [
    card(1, titles[0], 649, 799, 24, categories.cookware),
    card(2, titles[1], 1299, null, 8, categories.cookware),
    card(3, titles[2], 899, 1099, 2, categories.utensils),
    card(4, titles[3], 449, null, 0, categories.smallAppliances),
    card(5, titles[4], 2899, 3399, 13, categories.foodPreparation),
    card(6, titles[5], 259, null, 40, categories.foodStorage),
  ];
};
export const sampleProducts = productsIn("ro");

/** A category page's path, in a language. */
export const breadcrumbIn = (locale: Locale) => {
  const { categories } = CATALOG_TEXTS[locale];
  return [
    { name: categories.kitchen, slug: "bucatarie" },
    { name: categories.cookware, slug: "vase-de-gatit" },
  ];
};

/** A product page's data, in a language. */
export const productIn = (locale: Locale): ProductDetail => {
  const { titles, description, attributes } = CATALOG_TEXTS[locale];
  return {
    ...productsIn(locale)[0]!,
    description,
    images: [sampleImage(37), sampleImage(120), sampleImage(200)],
    attributes: [
      { key: "brand", name: attributes.brand, value: "Tefal" },
      { key: "diameter", name: attributes.diameter, value: `28 ${attributes.cm}` },
      { key: "material", name: attributes.material, value: attributes.aluminium },
    ],
    breadcrumb: breadcrumbIn(locale),
    seo: { title: titles[0], description: description.split("\n")[0]! },
    options: [],
    variants: [],
  };
};
export const sampleProduct = productIn("ro");

/** Recently viewed products, in a language. */
export const lastSeenIn = (locale: Locale): ReadonlyArray<LastSeenProduct> =>
  productsIn(locale)
    .slice(1, 4)
    .map((p, i) => ({
      id: p.id,
      slug: p.slug,
      title: p.title,
      image: p.image?.url ?? null,
      price: p.price,
      old_price: p.old_price,
      currency: "MDL",
      // The second one is sold in variants of different prices: "from" its lowest.
      ...(i === 1 ? { price_max: p.price + 500 } : {}),
      seenAt: 1_700_000_000_000 - i * 60_000,
    }));
export const sampleLastSeen = lastSeenIn("ro");

/** The home page's data, in a language. */
export const homeIn = (locale: Locale): HomeData => {
  const { slides, titles, introduction } = CATALOG_TEXTS[locale];
  const products = productsIn(locale);
  return {
    sliders: [
      { id: 1, title: slides[0][0], subtitle: slides[0][1], link: "/category/vase-de-gatit/", image: sampleImage(20, 1600, 600) },
      { id: 2, title: slides[1][0], subtitle: slides[1][1], link: "/faq/", image: sampleImage(200, 1600, 600) },
    ],
    home_products: products.slice(0, 4),
    bestsellers: products.slice(2, 6),
    seo: { title: "Casa Bună", description: titles[0] },
    introduction,
  };
};
export const sampleHome = homeIn("ro");

/** The listing's filters, in a language. */
export const facetsIn = (locale: Locale) => {
  const { attributes } = CATALOG_TEXTS[locale];
  return [
    {
      key: "brand",
      name: attributes.brand,
      values: [
        { value: "Tefal", count: 6 },
        { value: "Fiskars", count: 2 },
        { value: "Philips", count: 1 },
      ],
    },
    {
      key: "material",
      name: attributes.material,
      values: [
        { value: attributes.aluminium, count: 4 },
        { value: attributes.steel, count: 3 },
      ],
    },
  ];
};

/** Cart lines as the cart machine holds them after a refresh. */
export const sampleCartLines = sampleProducts.slice(0, 3).map(({ id, ...product }, i) => ({ id, quantity: i + 1, ...product }));

/** A placed order. */
export const sampleOrder: Order = {
  number: "VT-20261123-0042",
  status: "new",
  payment_status: "unpaid",
  paid_at: null,
  created_at: "2026-11-23T09:30:00.000Z",
  locale: "ro",
  currency: "MDL",
  paymentMethod: "cash_on_delivery",
  deliveryMethod: "courier",
  clientNote: "Sunați înainte de livrare, vă rog.",
  contactDetails: { email: "ana.popescu@example.md", phone: "+373 69 123 456" },
  billingAddress: { firstName: "Ana", lastName: "Popescu", country: "md", city: "Chișinău", address: "str. Ștefan cel Mare 1, ap. 12", postalCode: "MD-2001" },
  deliveryAddress: null,
  lines: [
    { product_id: 1, slug: "produs-1", sku: "VT-KIT-0001", title: "Tigaie Tefal Unlimited, 28 cm", price: 649, old_price: 799, quantity: 2, total: 1298 },
    {
      product_id: 6,
      slug: "produs-6",
      sku: "VT-KIT-0006",
      title: "Cutii pentru alimente Curver, set de 5",
      price: 259,
      old_price: null,
      quantity: 1,
      total: 259,
    },
  ],
  totals: { subtotal: 1857, discount: 300, code_discount: 0, delivery: 0, total: 1557 },
  discountCode: null,
};
