import type { ProductCard } from "@vitrina/core";
import { useShop } from "./shop-context.js";

/**
 * Adds a product to the cart, handing its card data along so the cart line shows its title and
 * price before the next refresh from the server.
 */
export const useAddToCart = () => {
  const { cart } = useShop();
  return ({ id, ...product }: ProductCard, quantity = 1) => cart.send({ type: "cart.add", id, quantity, product });
};

/** An add-to-cart callback by product id, for the products of a list. */
export const useAddFromList = (products: ReadonlyArray<ProductCard>) => {
  const add = useAddToCart();
  return (id: number) => {
    const product = products.find((p) => p.id === id);
    if (product) add(product);
  };
};
