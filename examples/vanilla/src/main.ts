// A framework-free shop page: @vitrina/core's machines and @vitrina/api-adapter's HTTP port, with
// plain DOM calls. The page lists the home page's products, searches as the shopper types, keeps a
// cart in the browser's cookies and places the order with the checkout machine.
import { createActor } from "xstate";
import {
  cartCount,
  cartTotals,
  createCartMachine,
  createCheckoutMachine,
  createSearchMachine,
  formatPrice,
  lineKey,
  lineRef,
  validateCheckout,
  type CartProduct,
  type CheckoutForm,
} from "@vitrina/core";
import { createHttpShopApi } from "@vitrina/api-adapter/shop";
import { browserCookies } from "@vitrina/api-adapter/browser-cookies";

const $ = <T extends HTMLElement>(selector: string) => document.querySelector<T>(selector)!;

/** A list item with a text and, when given, a button. */
const item = (text: string, button?: { label: string; onClick: () => void }) => {
  const li = document.createElement("li");
  li.append(text);
  if (button) {
    const b = document.createElement("button");
    b.type = "button";
    b.textContent = button.label;
    b.addEventListener("click", button.onClick);
    li.append(" ", b);
  }
  return li;
};

const store = browserCookies({ secure: location.protocol === "https:" });
const api = createHttpShopApi({
  baseUrl: "/api",
  store,
  navigation: { navigate: (path) => location.assign(path), reload: () => location.reload() },
});
const logger = console;

const cart = createActor(createCartMachine({ api, store, logger })).start();
const search = createActor(createSearchMachine({ api, logger })).start();
const checkout = createActor(createCheckoutMachine({ api, logger, newKey: () => crypto.randomUUID(), validate: validateCheckout })).start();
// Closing the page stops the actors, which cancels their requests.
addEventListener("pagehide", () => {
  for (const actor of [cart, search, checkout]) actor.stop();
});

const price = (amount: number) => formatPrice(amount, "en");
/** Adds one unit; the product data shows in the cart at once, before a refresh. */
const addToCart = (id: number, product: CartProduct) => () => cart.send({ type: "cart.add", id, product });

/**
 * A listed product: "from" its lowest price when its variants differ (`price_max`); a product with
 * options (`has_options`) is bought as a size or colour chosen on its page, so a list does not add it.
 */
const listed = (p: { title: string; price: number; price_max?: number; has_options?: boolean }, add: () => void) =>
  item(`${p.title} — ${p.price_max === undefined ? "" : "from "}${price(p.price)}`, p.has_options ? undefined : { label: `Add ${p.title}`, onClick: add });

// Products: the home page's list.
api.getHome().then(
  ({ home_products }) => $("#products").replaceChildren(...home_products.map((p) => listed(p, addToCart(p.id, p)))),
  (error: unknown) => logger.error("Failed to load the products", error),
);

// Search: the machine debounces typing and cancels a search the next one replaces.
$<HTMLInputElement>("#search").addEventListener("input", (event) => search.send({ type: "search.type", text: (event.target as HTMLInputElement).value }));
search.subscribe(({ context }) => {
  $("#search-status").textContent = context.loading
    ? "Searching…"
    : context.failed
      ? `The search for “${context.resultsFor}” failed: try again`
      : context.noResults
        ? `Nothing found for “${context.resultsFor}”`
        : context.searchedInstead !== null
          ? `Showing results for “${context.searchedInstead}”`
          : "";
  $("#results").replaceChildren(
    ...context.results.map((r) => listed(r, addToCart(r.id, { title: r.title, price: r.price, old_price: r.old_price, currency: r.currency }))),
  );
});

// Cart: lines from the cookie, product data refreshed from the API.
cart.subscribe(({ context }) => {
  const totals = cartTotals(context.lines);
  $("#cart-summary").textContent = context.lines.length === 0 ? "Your cart is empty" : `Items: ${cartCount(context.lines)}, total ${price(totals.total)}`;
  $("#cart").replaceChildren(
    ...context.lines.map((line) =>
      // A variant's line (a size, a colour) names its options after the title and is removed by its product and variant.
      item(`${line.title ?? `#${line.id}`}${line.variant ? ` (${line.variant.label})` : ""} × ${line.quantity}`, {
        label: "Remove",
        onClick: () => cart.send({ type: "cart.remove", ...lineRef(line) }),
      }),
    ),
  );
});
cart.send({ type: "cart.refresh" });

// Checkout: the form's values as CheckoutForm; the machine validates, places the order and loads it.
const form = $<HTMLFormElement>("#checkout");
form.addEventListener("submit", (event) => {
  event.preventDefault();
  const field = (name: string) => (form.elements.namedItem(name) as HTMLInputElement).value;
  const values: CheckoutForm = {
    paymentMethod: field("paymentMethod"),
    deliveryMethod: field("deliveryMethod"),
    agreement: (form.elements.namedItem("agreement") as HTMLInputElement).checked,
    contactDetails: { email: field("email"), phone: field("phone") },
    billingAddress: { firstName: field("firstName"), lastName: field("lastName"), country: field("country"), city: field("city"), address: field("address") },
    separateDeliveryAddress: false,
    lines: cart.getSnapshot().context.lines,
  };
  checkout.send({ type: "checkout.submit", form: values });
});
checkout.on("checkout.placed", () => cart.send({ type: "cart.clear" }));
checkout.subscribe(({ context }) => {
  form.querySelector("button")!.disabled = context.submitting;
  // Every refusal is said: a wait (429), lines short or gone, field errors, or a failure (a 403 too).
  const wait = context.retryAfter !== null ? [`Too many recent orders: try again in ${context.retryAfter} s`] : [];
  const lines = context.problems.map((p) => {
    const name = `#${lineKey(p)}`;
    return p.problem === "not_found" ? `${name} is no longer sold` : `${name}: only ${p.available ?? 0} left`;
  });
  const errors = Object.entries(context.errors).map(([path, kinds]) => `${path}: ${kinds.join(", ")}`);
  $("#checkout-errors").replaceChildren(...[...wait, ...lines, ...errors, ...(context.error ? [context.error] : [])].map((text) => item(text)));
  $("#placed").textContent = context.orderNumber ? `Order ${context.orderNumber} placed` : "";
});
