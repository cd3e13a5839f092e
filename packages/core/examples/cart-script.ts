// A cart without React or a browser: in-memory ports, a simulated clock, plain function calls.
import { SimulatedClock, createActor } from "xstate";
import { CART_CHANGE_DELAY, cartCount, cartTotals, createCartMachine, type KeyValueStore, type ShopApi } from "@vitrina/core";

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
clock.increment(CART_CHANGE_DELAY * 2); // every change applies after 150 ms

const { lines } = cart.getSnapshot().context;
const totals = cartTotals([{ ...lines[0]!, price: 1299, old_price: 1499 }]);
console.log(`items: ${cartCount(lines)}`);
console.log(`total: ${totals.total} MDL (discount ${totals.discount})`);
console.log(`cookie: ${store.get("cart")}`);
