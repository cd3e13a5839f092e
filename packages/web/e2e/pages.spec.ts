import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures.js";
import { LOCALES, TEXTS, fill, localized, open } from "./texts.js";
import { PAGE_KINDS, TYPO, wordsCheck } from "./words-check.js";

// Every public page in every language, first as a new visitor on a 390 px phone, then with a cart and
// a last-seen list (set by the shop itself, as a shopper's visit sets them) on a computer: each one
// renders on the server, hydrates without a mismatch and shows no page or console error (the
// fixture's guard). The new visitor's pass is also the storefront's half of "every word right"
// (issue 34; words.spec.ts checks the dashboard): each page shows only its language's words (the
// shop's own content aside), no dictionary key or placeholder, and does not scroll sideways.
const PAN = "tigaie-tefal-unlimited-28-cm";
const PAGES = [
  "/",
  "/cart/",
  "/checkout/",
  "/category/bucatarie/",
  // A subcategory: its parent in the breadcrumbs, its own products.
  "/category/vase-de-gatit/",
  `/product/${PAN}/`,
  "/search/?text=tefal",
  "/contacts/",
  ...PAGE_KINDS.filter((kind) => kind !== "about").map((kind) => `/${kind}/`),
];
/** Pages only the new visitor's pass opens: the about page, searches with no text and with a typo, a wrong order key. */
const MORE_PAGES = ["/about/", "/search/", `/search/?text=${TYPO}`, "/order/VT-000000/?key=wrong"];
/** The answers the pages above take the shop's content from (its words are allowed on them). */
const CONTENT = [
  `/api/catalog/search?text=${TYPO}`,
  "/api/catalog/products?perPage=100&slug=bucatarie",
  "/api/catalog/products?perPage=100&slug=vase-de-gatit",
  "/api/catalog/products?perPage=100&search=tefal",
  `/api/catalog/products?perPage=100&search=${TYPO}`,
  `/api/catalog/product/${PAN}`,
  `/api/catalog/product/${PAN}/similar`,
  ...PAGE_KINDS.map((kind) => `/api/pages/${kind}`),
];

/**
 * An order of one pack of paper (the demo's largest stock, which no other journey buys), placed
 * through the API as the checkout places it; answers its confirmation page's path.
 */
const placeOrder = async (request: APIRequestContext): Promise<{ number: string; path: string }> => {
  const product = (await (await request.get("/api/catalog/product/hartie-copiator-navigator-a4-500-coli")).json()) as { data: { id: number } };
  const placed = await request.post("/api/cart/checkout", {
    multipart: {
      paymentMethod: "bank_transfer",
      deliveryMethod: "pickup",
      agreement: "1",
      "contactDetails[email]": "elena@example.md",
      "contactDetails[phone]": "+37369123456",
      "billingAddress[firstName]": "Elena",
      "billingAddress[lastName]": "Ceban",
      "billingAddress[country]": "md",
      "billingAddress[city]": "Chișinău",
      "billingAddress[address]": "str. Ismail 88",
      "products[0][id]": String(product.data.id),
      "products[0][quantity]": "1",
    },
  });
  expect(placed.status()).toBe(201);
  const { orderNumber, accessKey } = (await placed.json()) as { orderNumber: string; accessKey: string };
  return { number: orderNumber, path: `/order/${encodeURIComponent(orderNumber)}/?key=${encodeURIComponent(accessKey)}` };
};

for (const locale of LOCALES) {
  const T = TEXTS[locale];

  test(`${locale}: every public page for a new visitor on a phone, in ${locale} words only`, async ({ page, request, baseURL, allowConsoleError }) => {
    // The order page of a wrong key and the unknown page are 404s on purpose.
    allowConsoleError(/404/);
    await page.setViewportSize({ width: 390, height: 844 });
    const { problems, check } = await wordsCheck({ page, request, baseURL }, locale, CONTENT);
    for (const path of [...PAGES, ...MORE_PAGES]) {
      const response = await open(page, localized(locale, path));
      expect(response?.status(), path).toBe(path.startsWith("/order/") ? 404 : 200);
      await check(path);
    }
    // The 404 page answers 404 and speaks the language too.
    const missing = await open(page, localized(locale, "/no-such-page/"));
    expect(missing?.status()).toBe(404);
    await check("/no-such-page/");
    // The cart and the checkout with a product in the cart.
    await open(page, localized(locale, `/product/${PAN}/`));
    await page.getByRole("button", { name: T.product.addToCart, exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: T.product.added })).toBeVisible();
    for (const path of ["/cart/", "/checkout/"]) {
      await open(page, localized(locale, path));
      await check(path);
    }
    expect(problems).toEqual([]);
  });

  test(`${locale}: every public page with a cart and last-seen products`, async ({ page, request }) => {
    await open(page, localized(locale, `/product/${PAN}/`));
    await page.getByRole("button", { name: T.product.addToCart, exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: T.product.added })).toBeVisible();
    await expect.poll(async () => (await page.context().cookies()).map((c) => c.name).sort()).toEqual(expect.arrayContaining(["cart", "last_seen"]));
    for (const path of PAGES) {
      const response = await open(page, localized(locale, path));
      expect(response?.status(), path).toBe(200);
    }
    // The confirmation page of an order the shopper has just placed, opened from its e-mail's link.
    const order = await placeOrder(request);
    const confirmation = await open(page, localized(locale, order.path));
    expect(confirmation?.status(), order.path).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(T.order.title);
    await expect(page.getByText(fill(T.order.number, { number: order.number }, locale))).toBeVisible();
    // The cart's lines and totals are in the server's HTML, not only after hydration.
    const html = await (await page.request.get(localized(locale, "/cart/"))).text();
    expect(html).toContain('class="cart-line"');
  });
}
