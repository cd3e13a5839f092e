import { describe, expect, test } from "vitest";
import type { ProductDetail } from "@vitrina/core";
import { organizationJsonLd, productJsonLd } from "../src/app/json-ld.js";

const product = (price: number) =>
  ({
    id: 1,
    slug: "tigaie",
    sku: "T-1",
    title: "Tigaie",
    price,
    old_price: null,
    currency: "MDL",
    in_stock: true,
    stock: 3,
    image: null,
    description: "Tigaie.",
    images: [],
    attributes: [],
    breadcrumb: [],
    category: { id: 1, slug: "vase", name: "Vase" },
    seo: { title: "", description: "" },
    options: [],
    variants: [],
  }) as unknown as ProductDetail;

describe("a product's schema.org offer", () => {
  test("gives the price as the number itself, with MDL as its currency, as search engines read it", () => {
    const offer = (productJsonLd(product(7999), { origin: "https://shop.test", locale: "ru" }) as { offers: Record<string, unknown> }).offers;
    expect(offer).toMatchObject({ price: 7999, priceCurrency: "MDL" });
    expect((productJsonLd(product(49.5), { origin: "https://shop.test", locale: "ro" }) as { offers: { price: unknown } }).offers.price).toBe(49.5);
  });
});

describe("a product with variants in schema.org", () => {
  test("offers each variant with its SKU, price, stock and the address that selects it", () => {
    const variant = (id: number, price: number, stock: number) => ({
      id,
      options: { size: String(id) },
      sku: `T-${id}`,
      price,
      old_price: null,
      stock,
      in_stock: stock > 0,
      image: null,
    });
    const withVariants = { ...product(149), options: [{ key: "size", name: "Mărime", values: [] }], variants: [variant(40, 149, 0), variant(41, 179.5, 3)] };
    const { offers } = productJsonLd(withVariants as ProductDetail, { origin: "https://shop.test", locale: "ru" }) as { offers: unknown };
    expect(offers).toEqual([
      expect.objectContaining({
        "@type": "Offer",
        url: "https://shop.test/ru/product/tigaie/?variant=40",
        sku: "T-40",
        price: 149,
        availability: "https://schema.org/OutOfStock",
      }),
      expect.objectContaining({
        "@type": "Offer",
        url: "https://shop.test/ru/product/tigaie/?variant=41",
        sku: "T-41",
        price: 179.5,
        availability: "https://schema.org/InStock",
      }),
    ]);
  });
});

describe("organizationJsonLd", () => {
  const shop = {
    name: "Casa Bună",
    logo: { url: "/images/abcdef-320.webp", srcset: "", width: 320, height: 107 },
    company: "Casa Bună SRL",
    idno: "1003600098765",
    legalAddress: "mun. Chișinău, str. Florilor 1",
  };

  test("names the shop from its settings, with its logo, legal name and address", () => {
    expect(organizationJsonLd(shop, { origin: "https://casabuna.md" })).toEqual({
      "@context": "https://schema.org",
      "@type": "OnlineStore",
      name: "Casa Bună",
      url: "https://casabuna.md",
      currenciesAccepted: "MDL",
      logo: "https://casabuna.md/images/abcdef-320.webp",
      legalName: "Casa Bună SRL",
      taxID: "1003600098765",
      address: { "@type": "PostalAddress", streetAddress: "mun. Chișinău, str. Florilor 1" },
    });
  });

  test("leaves out what the shop has not set", () => {
    expect(organizationJsonLd({ name: "Magazin online", logo: null, company: "", idno: "", legalAddress: "" }, { origin: "https://x.md" })).toEqual({
      "@context": "https://schema.org",
      "@type": "OnlineStore",
      name: "Magazin online",
      url: "https://x.md",
      currenciesAccepted: "MDL",
    });
  });
});
