// Buys from a running shop with @vitrina/core and @vitrina/api-adapter only: lists the home page's
// products, searches, adds the first result and one size of a T-shirt (a product with options) to the
// cart machine and places the order with the checkout machine. Usage: node purchase.js http://localhost:3000
import { randomUUID } from "node:crypto";
import { createActor, waitFor } from "xstate";
import {
  cartCount,
  createCartMachine,
  createCheckoutMachine,
  isApiError,
  lineKey,
  validateCheckout,
  variantCard,
  type CheckoutContext,
  type CheckoutForm,
  type KeyValueStore,
} from "@vitrina/core";
import { createHttpShopApi } from "@vitrina/api-adapter";

const shopUrl = process.argv[2] ?? "http://localhost:3000";

// The cart keeps its lines in a cookie store; in a script a Map will do.
const cookies = new Map<string, string>();
const store: KeyValueStore = {
  get: (name) => cookies.get(name),
  set: (name, value) => void cookies.set(name, value),
  remove: (name) => void cookies.delete(name),
};
const api = createHttpShopApi({
  baseUrl: `${shopUrl}/api`,
  store,
  navigation: { navigate: () => {}, reload: () => {} },
  // GETs without an answer or answered 5xx are tried twice more, after 300 then 600 ms.
  retry: { times: 2, backoffMs: 300 },
});

/** Why the checkout refused the order: a wait, products short or gone, field errors, or a failure. */
function refusal({ retryAfter, problems, errors, error }: CheckoutContext): string {
  if (retryAfter !== null) return `too many recent orders, try again in ${retryAfter} s`;
  // A line is named by its key: the product's id, and its variant's after a colon ("#12:40").
  const lines = problems.map((p) => (p.problem === "not_found" ? `#${lineKey(p)} is no longer sold` : `#${lineKey(p)}: only ${p.available ?? 0} left`));
  const fields = Object.entries(errors).map(([path, kinds]) => `${path}: ${kinds.join(", ")}`);
  return [...lines, ...fields].join("; ") || (error ?? "no reason given");
}

// List and search. A search result carries the product id the cart takes.
const home = await api.getHome();
console.log(`home: ${home.home_products.length} products, ${home.bestsellers.length} bestsellers`);
const found = (await api.search("divan", { signal: AbortSignal.timeout(5_000) })).data[0];
if (!found) throw new Error('nothing found for "divan"');
console.log(`found: ${found.title} (#${found.id}, ${found.price} ${found.currency})`);

// The cart applies each change 150 ms after it is asked for, then saves it to the store.
const cart = createActor(createCartMachine({ api, store, logger: console })).start();
cart.send({ type: "cart.add", id: found.id, quantity: 1 });

// A product with options (sizes, colours) is bought as one of its variants: a cart line of its own,
// named by the product's id and the variant's. variantCard gives the line the variant's price and label.
const tshirt = await api.getProduct("tricou-sport-unisex-bumbac-organic");
const size = tshirt.variants.find((variant) => variant.in_stock);
if (!size) throw new Error("no size of the T-shirt is in stock");
const chosen = variantCard(tshirt, size);
console.log(`variant: ${chosen.variant?.label} (#${lineKey({ id: tshirt.id, variant_id: size.id })}, ${size.price} MDL)`);
cart.send({ type: "cart.add", id: tshirt.id, variant_id: size.id, quantity: 1, product: chosen });
const { context } = await waitFor(cart, (s) => !s.context.loading && cartCount(s.context.lines) === 2, { timeout: 5_000 });
console.log(`cart: ${cartCount(context.lines)} items, cookie ${store.get("cart")}`);

// Check out: the checkout machine validates the form, places the order and loads it.
const checkout = createActor(createCheckoutMachine({ api, logger: console, newKey: randomUUID, validate: validateCheckout })).start();
checkout.on("checkout.placed", () => cart.send({ type: "cart.clear" }));
const form: CheckoutForm = {
  paymentMethod: "cash_on_delivery",
  deliveryMethod: "courier",
  agreement: true,
  contactDetails: { email: "ana@example.md", phone: "+373 69 123 456" },
  billingAddress: { firstName: "Ana", lastName: "Popescu", country: "md", city: "Chișinău", address: "str. Ștefan cel Mare 1" },
  separateDeliveryAddress: false,
  lines: context.lines,
};
checkout.send({ type: "checkout.submit", form });
// Settled: placed (and its order loaded), or back in idle with the reason it was refused.
const settled = await waitFor(checkout, (s) => s.matches("done") || (s.matches("idle") && !s.context.submitting), { timeout: 30_000 });
if (!settled.matches("done")) {
  console.log(`not placed: ${refusal(settled.context)}`);
  process.exit(1);
}
console.log(`order: ${settled.context.orderNumber} (${settled.context.order?.totals.total} MDL)`);

// The order again, by its number and access key; a stopped actor's requests are cancelled.
const order = await api.getOrder(settled.context.orderNumber!, settled.context.accessKey!).catch((error: unknown) => {
  throw isApiError(error) ? new Error(`${error.kind} ${error.status} ${error.url}: ${error.message}`) : error;
});
console.log(`status: ${order.status}`);
cart.stop();
checkout.stop();
