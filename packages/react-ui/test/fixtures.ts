import type { ProductCard } from "@vitrina/core";

/** A product card as the API answers it. */
export const product = (id: number, overrides: Partial<ProductCard> = {}): ProductCard => ({
  id,
  uuid: `u-${id}`,
  slug: `product-${id}`,
  sku: `VT-${id}`,
  title: `Product ${id}`,
  price: 100,
  old_price: null,
  currency: "MDL",
  image: null,
  category: { slug: "kitchen", name: "Kitchen" },
  stock: 5,
  in_stock: true,
  ...overrides,
});
