import { beforeAll, describe, expect, test } from "vitest";
import type { ProductDetail, ProductVariant } from "@vitrina/core";
import { i18nObject } from "@vitrina/react-ui/i18n";
import { loadAllLocalesSync } from "@vitrina/react-ui/i18n-server";
import productPage from "../src/pages/product.js";

beforeAll(() => loadAllLocalesSync());

const picture = (name: string) => ({ url: `/images/${name}-640.webp`, srcset: `/images/${name}-640.webp 640w`, width: 640, height: 640 });
const variant = (id: number, colour: string, stock: number): ProductVariant => ({
  id,
  options: { colour },
  sku: `K-${id}`,
  price: 599,
  old_price: null,
  stock,
  in_stock: stock > 0,
  image: picture(colour),
});
const kettle = {
  id: 7,
  slug: "fierbator",
  sku: "K",
  title: "Fierbător",
  price: 599,
  old_price: null,
  in_stock: true,
  stock: 5,
  image: picture("kettle"),
  images: [picture("kettle")],
  description: "Fierbător.",
  attributes: [],
  breadcrumb: [],
  category: { slug: "mici", name: "Mici" },
  seo: { title: "Fierbător", description: "" },
  options: [
    {
      key: "colour",
      name: "Culoare",
      values: [
        { value: "red", label: "Roșu" },
        { value: "black", label: "Negru" },
      ],
    },
  ],
  variants: [variant(40, "red", 0), variant(41, "black", 5)],
} as unknown as ProductDetail;

describe("the product page's head", () => {
  const ctx = {
    locale: "ro" as const,
    LL: i18nObject("ro"),
    path: "/product/fierbator/",
    origin: "https://shop.test",
    shop: { name: "Casa", logo: null },
  } as never;
  const preloaded = (asked: string | null) => productPage.head({ product: kettle, similar: [], asked }, ctx).lcpImage?.image.url;

  test("preloads the picture of the variant its ?variant= opens on, the product's while none is chosen", () => {
    expect(preloaded("40")).toBe("/images/red-640.webp");
    // An unknown id opens on the first variant in stock: the black one.
    expect(preloaded("999")).toBe("/images/black-640.webp");
    expect(preloaded(null)).toBe("/images/kettle-640.webp");
  });
});
