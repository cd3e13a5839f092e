import { describe, expect, test, vi } from "vitest";
import type { KeyValueStore, LineRef, ProductCard, ShopApi } from "@vitrina/core";
import { addToCartEvent } from "../src/app/cart.js";
import { loadCartProducts, withProductData } from "../src/app/cart-lines.js";

const product = (id: number, price: number) =>
  ({ id, slug: `p-${id}`, title: `Product ${id}`, price, old_price: null, currency: "MDL" }) as unknown as ProductCard;
const quiet = { error: vi.fn() };
const cookies = (cart: string | undefined): KeyValueStore => ({
  get: (name) => (name === "cart" ? cart : undefined),
  set: () => undefined,
  remove: () => undefined,
});

describe("the cart's lines on the cart and checkout pages", () => {
  test("a line known only by id and quantity shows the product loaded with the page", () => {
    expect(withProductData([{ id: 3, quantity: 2 }], [product(3, 100)])).toEqual([{ ...product(3, 100), quantity: 2 }]);
  });

  test("a line the cart already refreshed keeps its own, fresher data", () => {
    const refreshed = { ...product(3, 120), quantity: 1 };
    expect(withProductData([refreshed], [product(3, 100)])).toEqual([refreshed]);
  });

  test("a line whose product was not loaded stays as it is (the cart's refresh decides)", () => {
    expect(withProductData([{ id: 9, quantity: 1 }], [product(3, 100)])).toEqual([{ id: 9, quantity: 1 }]);
  });

  test("the page loads the products of the cart cookie's ids, nothing for an empty or unreadable cart", async () => {
    const getCartProducts = vi.fn(async (lines: ReadonlyArray<LineRef>) => lines.map(({ id }) => product(id, 10)));
    const api = { getCartProducts } as unknown as ShopApi;
    expect(await loadCartProducts(api, cookies('[{"id":3,"quantity":2},{"id":5,"quantity":1}]'), quiet)).toHaveLength(2);
    expect(getCartProducts).toHaveBeenCalledWith([{ id: 3 }, { id: 5 }]);
    expect(await loadCartProducts(api, cookies("not json"), quiet)).toEqual([]);
    expect(await loadCartProducts(api, cookies(undefined), quiet)).toEqual([]);
    expect(getCartProducts).toHaveBeenCalledTimes(1);
  });

  test("the server reads a version 2 cookie's variant lines and shows each with its own variant's card", async () => {
    const tshirt = (variant: number, label: string, price: number) => ({ ...product(12, price), variant: { id: variant, label } }) as ProductCard;
    const getCartProducts = vi.fn(async () => [tshirt(41, "Mărime: L", 219), tshirt(40, "Mărime: M", 199)]);
    const api = { getCartProducts } as unknown as ShopApi;
    const cookie = '{"v":2,"lines":[{"id":12,"variant_id":40,"quantity":2},{"id":12,"variant_id":41,"quantity":1}]}';
    const products = await loadCartProducts(api, cookies(cookie), quiet);
    expect(getCartProducts).toHaveBeenCalledWith([
      { id: 12, variant_id: 40 },
      { id: 12, variant_id: 41 },
    ]);
    const lines = withProductData(
      [
        { id: 12, variant_id: 40, quantity: 2 },
        { id: 12, variant_id: 41, quantity: 1 },
      ],
      products,
    );
    expect(lines.map((line) => [line.variant?.label, line.price, line.quantity])).toEqual([
      ["Mărime: M", 199, 2],
      ["Mărime: L", 219, 1],
    ]);
  });

  test("a failed load is logged (spec §8) and leaves the lines to the cart's own refresh instead of failing the page", async () => {
    const down = new Error("down");
    const api = { getCartProducts: async () => Promise.reject(down) } as unknown as ShopApi;
    const logger = { error: vi.fn() };
    expect(await loadCartProducts(api, cookies('[{"id":3,"quantity":1}]'), logger)).toEqual([]);
    expect(logger.error).toHaveBeenCalledWith("Error fetching cart items", down);
  });
});

describe("adding to the cart", () => {
  test("a variant's card adds that variant's line; a product without options adds its own line, as before", () => {
    const tshirt = { ...product(12, 199), variant: { id: 40, label: "Mărime: M" } } as ProductCard;
    expect(addToCartEvent(tshirt, 2)).toMatchObject({
      type: "cart.add",
      id: 12,
      variant_id: 40,
      quantity: 2,
      product: { price: 199, variant: { label: "Mărime: M" } },
    });
    const pan = addToCartEvent(product(3, 649));
    expect(pan).toMatchObject({ type: "cart.add", id: 3, quantity: 1 });
    expect(pan).not.toHaveProperty("variant_id");
  });
});
