// Sample catalogue data for the storefront pages' stories (not exported from the package).
import type { HomeData, LastSeenProduct, Order, ProductCard, ProductDetail, ProductImage } from "@vitrina/core";

const svg = (hue: number, w: number, h: number) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="${w}" height="${h}" fill="hsl(${hue} 40% 88%)"/><circle cx="${w / 2}" cy="${h / 2}" r="${Math.min(w, h) / 4}" fill="hsl(${hue} 45% 55%)"/></svg>`)}`;

/** A picture drawn inline, so stories need no network. */
export const sampleImage = (hue: number, width = 640, height = 640): ProductImage => {
  const url = svg(hue, width, height);
  return { url, srcset: `${url} ${width}w`, width, height };
};

const card = (id: number, title: string, price: number, oldPrice: number | null, stock: number, category = "Vase de gătit"): ProductCard => ({
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

/** Products of a Moldovan home and kitchen shop. */
export const sampleProducts: ReadonlyArray<ProductCard> = [
  card(1, "Tigaie Tefal Unlimited, 28 cm", 649, 799, 24),
  card(2, "Oală sub presiune Tefal Secure Trendy, 6 l", 1299, null, 8),
  card(3, "Set de cuțite Fiskars Functional Form, 3 piese", 899, 1099, 2, "Ustensile de bucătărie"),
  card(4, "Fierbător electric Xiaomi Electric Kettle 2, 1,7 l", 449, null, 0, "Electrocasnice mici"),
  card(
    5,
    "Friteuză cu aer cald Philips Essential Airfryer XL HD9270/90, 6,2 l, negru, cu fereastră de vizualizare și 7 programe",
    2899,
    3399,
    13,
    "Prepararea alimentelor",
  ),
  card(6, "Cutii pentru alimente Curver, set de 5", 259, null, 40, "Depozitarea alimentelor"),
];

/** A product page's data. */
export const sampleProduct: ProductDetail = {
  ...sampleProducts[0]!,
  description:
    "Tigaie cu strat antiaderent Titanium, potrivită pentru toate tipurile de plite, inclusiv inducție.\n\nIndicatorul Thermo-Signal arată când tigaia a ajuns la temperatura potrivită.",
  images: [sampleImage(37), sampleImage(120), sampleImage(200)],
  attributes: [
    { key: "brand", name: "Marcă", value: "Tefal" },
    { key: "diameter", name: "Diametru", value: "28 cm" },
    { key: "material", name: "Material", value: "Aluminiu" },
  ],
  breadcrumb: [
    { name: "Bucătărie", slug: "bucatarie" },
    { name: "Vase de gătit", slug: "vase-de-gatit" },
  ],
  seo: { title: "Tigaie Tefal Unlimited, 28 cm", description: "Tigaie antiaderentă." },
};

/** Recently viewed products. */
export const sampleLastSeen: ReadonlyArray<LastSeenProduct> = sampleProducts.slice(1, 4).map((p, i) => ({
  id: p.id,
  slug: p.slug,
  title: p.title,
  image: p.image?.url ?? null,
  price: p.price,
  old_price: p.old_price,
  currency: "MDL",
  seenAt: 1_700_000_000_000 - i * 60_000,
}));

/** The home page's data. */
export const sampleHome: HomeData = {
  sliders: [
    { id: 1, title: "Reduceri de toamnă", subtitle: "Până la −30% la vase de gătit", link: "/category/vase-de-gatit/", image: sampleImage(20, 1600, 600) },
    { id: 2, title: "Livrare gratuită", subtitle: "În toată Moldova, fără sumă minimă", link: "/faq/", image: sampleImage(200, 1600, 600) },
  ],
  home_products: sampleProducts.slice(0, 4),
  bestsellers: sampleProducts.slice(2, 6),
  seo: { title: "Vitrina — magazin online", description: "Produse pentru casă." },
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
  totals: { subtotal: 1857, discount: 300, delivery: 0, total: 1557 },
};
