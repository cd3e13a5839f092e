import { LOCALES, localizePath } from "@vitrina/core";
import { expect, test } from "./fixtures.js";

// A retailer's own shop started with DEMO=off (the second shop playwright.config.ts starts): no
// products, categories or slides, yet every public page opens in every language, hydrates and shows
// no page or console error, and none of them shows the demo shop's contacts.
const EMPTY_SHOP = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3210) + 1}`;
const PAGES = [
  "/",
  "/search/?text=cafea",
  "/cart/",
  "/checkout/",
  "/contacts/",
  "/faq/",
  "/about/",
  "/cookies-policy/",
  "/privacy-policy/",
  "/return-policy/",
  "/terms-of-use/",
];

test.use({ baseURL: EMPTY_SHOP });

for (const locale of LOCALES) {
  test(`/${locale}: every public page of an empty shop answers 200 and renders`, async ({ page }) => {
    for (const path of PAGES.map((rest) => localizePath(rest, locale))) {
      const answer = await page.goto(path);
      expect(answer?.status(), path).toBe(200);
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      await expect(page.locator("h1").first(), path).toBeVisible();
      await expect(page.locator("body"), path).not.toContainText(/vitrina\.md|845 210|Ismail/);
    }
    // No product anywhere: the home page lists none, and a search finds none.
    await page.goto(localizePath("/", locale));
    await expect(page.locator("a[href*='/product/']")).toHaveCount(0);
    await page.goto(localizePath("/search/?text=cafea", locale));
    await expect(page.locator("a[href*='/product/']")).toHaveCount(0);
  });
}
