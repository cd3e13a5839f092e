import type { StaticPageKind } from "@vitrina/core";
import type { RouteEntry } from "./route-types.js";

const policy = (kind: Exclude<StaticPageKind, "faq">): RouteEntry => ({
  id: kind,
  path: `/${kind}/`,
  params: { kind },
  module: () => import("../pages/policy.js"),
});

/**
 * Every storefront page, matched in order against the path without the language prefix (spec §2).
 * Unknown paths render the 404 page.
 */
export const routes: ReadonlyArray<RouteEntry> = [
  { id: "home", path: "/", module: () => import("../pages/home.js") },
  { id: "category", path: "/category/:slug/", module: () => import("../pages/category.js") },
  { id: "product", path: "/product/:slug/", module: () => import("../pages/product.js") },
  { id: "search", path: "/search/", module: () => import("../pages/search.js") },
  { id: "cart", path: "/cart/", personal: true, module: () => import("../pages/cart.js") },
  { id: "checkout", path: "/checkout/", personal: true, module: () => import("../pages/checkout.js") },
  { id: "order", path: "/order/:number/", personal: true, module: () => import("../pages/order.js") },
  { id: "contacts", path: "/contacts/", module: () => import("../pages/contacts.js") },
  { id: "faq", path: "/faq/", module: () => import("../pages/faq.js") },
  policy("about"),
  policy("cookies-policy"),
  policy("privacy-policy"),
  policy("return-policy"),
  policy("terms-of-use"),
];
