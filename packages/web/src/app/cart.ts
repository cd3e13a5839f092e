import type { CartChange, ProductCard } from "@vitrina/core";
import { useShop } from "./shop-context.js";

/**
 * The cart's event that adds a product, with its card data so the cart line shows its title and
 * price before the next refresh from the server. A variant's card (core's `variantCard`: its
 * `variant` names it) adds that variant's own line, with its price, stock and label.
 * @example addToCartEvent(variantCard(tshirt, sizeM), 2) // { type: "cart.add", id: 12, variant_id: 40, quantity: 2, product: {…} }
 */
export const addToCartEvent = ({ id, ...product }: ProductCard, quantity = 1): CartChange => ({
  type: "cart.add",
  id,
  ...(product.variant ? { variant_id: product.variant.id } : {}),
  quantity,
  product,
});

/** Adds a product, or a variant's card, to the cart ({@link addToCartEvent}). */
export const useAddToCart = () => {
  const { cart } = useShop();
  return (product: ProductCard, quantity = 1) => cart.send(addToCartEvent(product, quantity));
};

/** An add-to-cart callback by product id, for the products of a list. */
export const useAddFromList = (products: ReadonlyArray<ProductCard>) => {
  const add = useAddToCart();
  return (id: number) => {
    const product = products.find((p) => p.id === id);
    if (product) add(product);
  };
};
