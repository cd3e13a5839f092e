import type { ProductCard, ProductDetail, ProductOption, ProductVariant } from "../schemas/index.js";

/**
 * A variant's option values as a cart line names it, in the product's language ("Mărime: M,
 * Culoare: Roșu"): what the cart shows of a line added from the product page until the cart's
 * products are read again.
 * @example variantLabel(tShirt.options, { size: "m", color: "red" }) // "Mărime: M, Culoare: Roșu"
 */
export const variantLabel = (options: ReadonlyArray<ProductOption>, values: Readonly<Record<string, string>>): string =>
  options
    .flatMap((option) => {
      const value = option.values.find((v) => v.value === values[option.key]);
      return value ? [`${option.name}: ${value.label}`] : [];
    })
    .join(", ");

/**
 * The product data a cart line of a variant starts with (until the cart's products are read
 * again): the product's card with the variant's SKU, price, old price, stock and picture (the
 * product's when it has none) and the `variant` that names the line ({ id, label }).
 * @example variantCard(tShirt, redM) // { ...tShirtCard, sku: "TS-M-RED", price: 149, variant: { id: 42, label: "Mărime: M, Culoare: Roșu" } }
 */
export const variantCard = (product: ProductDetail, variant: ProductVariant): ProductCard => ({
  id: product.id,
  uuid: product.uuid,
  slug: product.slug,
  title: product.title,
  currency: product.currency,
  category: product.category,
  ...(product.max_per_order !== undefined ? { max_per_order: product.max_per_order } : {}),
  sku: variant.sku,
  price: variant.price,
  old_price: variant.old_price,
  stock: variant.stock,
  in_stock: variant.in_stock,
  image: variant.image ?? product.image,
  variant: { id: variant.id, label: variantLabel(product.options, variant.options) },
});
