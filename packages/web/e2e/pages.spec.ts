import { expect, test } from "./fixtures.js";
import { LOCALES, TEXTS, localized, open } from "./texts.js";

// Every public page in every language, first as a new visitor, then with a cart and a last-seen
// list (set by the shop itself, as a shopper's visit sets them): each one renders on the server,
// hydrates without a mismatch and shows no page or console error (the fixture's guard).
const PAGES = [
  "/",
  "/cart/",
  "/checkout/",
  "/category/bucatarie/",
  "/product/tigaie-tefal-unlimited-28-cm/",
  "/search/?text=tefal",
  "/contacts/",
  "/faq/",
  "/cookies-policy/",
  "/privacy-policy/",
  "/return-policy/",
  "/terms-of-use/",
];

for (const locale of LOCALES) {
  const T = TEXTS[locale];
  for (const withCookies of [false, true]) {
    test(`${locale}: every public page ${withCookies ? "with a cart and last-seen products" : "for a new visitor"}`, async ({ page }) => {
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
