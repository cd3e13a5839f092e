import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures.js";
import { LOCALES, TEXTS, fill, localized, open } from "./texts.js";

// Every public page in every language, first as a new visitor, then with a cart and a last-seen
// list (set by the shop itself, as a shopper's visit sets them): each one renders on the server,
// hydrates without a mismatch and shows no page or console error (the fixture's guard).
const PAGES = [
  "/",
  "/cart/",
  "/checkout/",
  "/category/bucatarie/",
  // A subcategory: its parent in the breadcrumbs, its own products.
  "/category/vase-de-gatit/",
  "/product/tigaie-tefal-unlimited-28-cm/",
  "/search/?text=tefal",
  "/contacts/",
  "/faq/",
  "/cookies-policy/",
  "/privacy-policy/",
  "/return-policy/",
  "/terms-of-use/",
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
  for (const withCookies of [false, true]) {
    test(`${locale}: every public page ${withCookies ? "with a cart and last-seen products" : "for a new visitor"}`, async ({ page, request }) => {
      if (withCookies) {
        await open(page, localized(locale, "/product/tigaie-tefal-unlimited-28-cm/"));
        await page.getByRole("button", { name: T.product.addToCart, exact: true }).click();
        await expect(page.getByRole("status").filter({ hasText: T.product.added })).toBeVisible();
        await expect.poll(async () => (await page.context().cookies()).map((c) => c.name).sort()).toEqual(expect.arrayContaining(["cart", "last_seen"]));
      }
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
      if (withCookies) {
        // The cart's lines and totals are in the server's HTML, not only after hydration.
        const html = await (await page.request.get(localized(locale, "/cart/"))).text();
        expect(html).toContain("cart-line");
      }
      // The 404 page answers 404 and shows no other error.
      const missing = await open(page, localized(locale, "/no-such-page/"));
      expect(missing?.status()).toBe(404);
    });
  }
}
