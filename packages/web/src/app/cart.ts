import {
  CART_COOKIE,
  lineKey,
  lineRef,
  parseCart,
  productLineKey,
  type CartChange,
  type CartLine,
  type KeyValueStore,
  type Logger,
  type ProductCard,
  type ShopApi,
} from "@vitrina/core";
import { useShownCartLines } from "./personal.js";
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
