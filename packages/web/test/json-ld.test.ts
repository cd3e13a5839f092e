import { describe, expect, test } from "vitest";
import type { ProductDetail } from "@vitrina/core";
import { productJsonLd } from "../src/app/json-ld.js";

const product = (price: number) =>
  ({
    id: 1, slug: "tigaie", sku: "T-1", title: "Tigaie", price, old_price: null, currency: "MDL", in_stock: true, stock: 3, image: null,
    description: "Tigaie.", images: [], attributes: [], breadcrumb: [], category: { id: 1, slug: "vase", name: "Vase" }, seo: { title: "", description: "" },
  }) as unknown as ProductDetail;

describe("a product's schema.org offer", () => {
  test("gives the price as the number itself, with MDL as its currency, as search engines read it", () => {
    const offer = (productJsonLd(product(7999), { origin: "https://shop.test", locale: "ru" }) as { offers: Record<string, unknown> }).offers;
    expect(offer).toMatchObject({ price: 7999, priceCurrency: "MDL" });
    expect((productJsonLd(product(49.5), { origin: "https://shop.test", locale: "ro" }) as { offers: { price: unknown } }).offers.price).toBe(49.5);
  });
});
