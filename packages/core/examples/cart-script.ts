// A cart without React or a browser: in-memory ports, a simulated clock, plain function calls.
import { SimulatedClock, createActor } from "xstate";
import { CART_CHANGE_DELAY, cartCount, cartTotals, createCartMachine, lineKey, type KeyValueStore, type ShopApi } from "@vitrina/core";

const cookies = new Map<string, string>();
const store: KeyValueStore = {
  get: (name) => cookies.get(name),
  set: (name, value) => void cookies.set(name, value),
  remove: (name) => void cookies.delete(name),
};
// Only the methods the cart calls; a real app passes createHttpShopApi() from @vitrina/api-adapter.
const api = { getCartProducts: async () => [], checkAvailability: async () => ({ data: [] }) } as unknown as ShopApi;

const clock = new SimulatedClock();
const cart = createActor(createCartMachine({ api, store, logger: console }), { clock }).start();

cart.send({ type: "cart.add", id: 7, quantity: 2 });
cart.send({ type: "cart.add", id: 7 });
// A product with options (a T-shirt, id 12): each variant bought is a line of its own.
cart.send({ type: "cart.add", id: 12, variant_id: 40 }); // size M
cart.send({ type: "cart.add", id: 12, variant_id: 41 }); // size L
clock.increment(CART_CHANGE_DELAY * 4); // every change applies after 150 ms

const { lines } = cart.getSnapshot().context;
// Prices come with the lines from the cart's refresh (`cart.refresh`); here by each line's key.
const prices: Record<string, { price: number; old_price?: number }> = {
  "7": { price: 1299, old_price: 1499 },
  "12:40": { price: 199 },
  "12:41": { price: 219 },
};
const totals = cartTotals(lines.map((line) => ({ ...line, ...prices[lineKey(line)] })));
console.log(`lines: ${lines.map(lineKey).join(" ")}`);
console.log(`items: ${cartCount(lines)}`);
console.log(`total: ${totals.total} MDL (discount ${totals.discount})`);
console.log(`cookie: ${store.get("cart")}`);
