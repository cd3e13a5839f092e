// The cart's lines with their products, for the cart and checkout pages (the other pages only add to
// the cart: cart.ts).
import {
  CART_COOKIE,
  lineKey,
  lineRef,
  parseCart,
  productLineKey,
  type CartLine,
  type KeyValueStore,
  type Logger,
  type ProductCard,
  type ShopApi,
} from "@vitrina/core";
import { useShownCartLines } from "./personal.js";

/**
 * The products of the cart cookie's lines, loaded with the cart and checkout pages so that the
 * server renders their real lines and totals, and the browser's first render (before the cart
 * machine's own refresh) shows the same. A failure ('Error fetching cart items', spec §8) leaves
 * the lines to the cart's refresh.
 */
export const loadCartProducts = async (api: ShopApi, cookies: KeyValueStore, logger: Pick<Logger, "error">): Promise<ReadonlyArray<ProductCard>> => {
  const lines = parseCart(cookies.get(CART_COOKIE)).map(lineRef);
  if (lines.length === 0) return [];
  return api.getCartProducts(lines).catch((error: unknown) => {
    logger.error("Error fetching cart items", error);
    return [];
  });
};

/**
 * The cart's lines, each line the cart has no product data for yet filled in from `products`
 * (loaded with the page; a variant's line from its variant's card); data the cart already has,
 * fresher than the page's, is kept.
 * @example withProductData([{ id: 3, quantity: 2 }], [divan3]) // [{ ...divan3, quantity: 2 }]
 */
export const withProductData = (lines: ReadonlyArray<CartLine>, products: ReadonlyArray<ProductCard>): Array<CartLine> =>
  lines.map((line) => {
    if (line.title !== undefined) return line;
    const product = products.find((p) => productLineKey(p) === lineKey(line));
    return product ? { ...product, ...line } : line;
  });

/** The cart's lines as the cart and checkout pages show them (see {@link withProductData} and {@link useShownCartLines}). */
export const useCartLines = (products: ReadonlyArray<ProductCard>): Array<CartLine> => withProductData(useShownCartLines(), products);
