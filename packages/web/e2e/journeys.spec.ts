import { expect, test } from "./fixtures.js";
import { LOCALES, TEXTS, fill, localized, open } from "./texts.js";

// The whole purchase in each language: browse a category, filter, load more, search from the header,
// open a product, add it, change the quantity in the cart, check out with a valid phone.
for (const locale of LOCALES) {
  const T = TEXTS[locale];
  test(`${locale}: a shopper browses, searches and buys`, async ({ page }) => {
    await open(page, localized(locale, "/category/bucatarie/"));
    const cards = page.locator(".product-card");
    await expect(cards).toHaveCount(9);
    await page.getByLabel(T.catalog.inStock).check();
    await expect(page).toHaveURL(/in_stock=1/);
    await expect(page.locator(".listing__results")).not.toHaveAttribute("aria-busy");
    await page.getByRole("button", { name: T.catalog.loadMore }).click();
    await expect.poll(() => cards.count()).toBeGreaterThan(9);
    await expect(page.locator(".product-card .badge--muted")).toHaveCount(0);

    await page.getByRole("button", { name: T.shell.openSearch }).click();
    await page.getByRole("dialog", { name: T.shell.searchLabel }).getByRole("searchbox").fill("tefal");
    await expect(page.locator(".search-results li").first()).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`${localized(locale, "/search/")}\\?text=tefal$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(fill(T.catalog.searchResults, { text: "tefal" }));
    await cards.first().locator(".product-card__title").click();
    await expect(page).toHaveURL(new RegExp(`${localized(locale, "/product/")}[a-z0-9-]+/$`));
    const title = await page.locator(".product h1").innerText();

    await page.getByRole("button", { name: T.product.addToCart, exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: T.product.added })).toBeVisible();
    const cartLink = page.getByRole("link", { name: fill(T.shell.cartWithCount, { count: "1" }, locale) }).first();
    await cartLink.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(T.cart.title);
    await expect(page.locator(".cart-line")).toContainText(title);
    const total = page.locator(".totals__total dd");
    const single = await total.innerText();
    await page.getByLabel(fill(T.cart.quantityOf, { title })).fill("3");
    await expect(total).not.toHaveText(single);

    await page.getByRole("link", { name: T.cart.checkout }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(T.checkout.title);
    await page.getByLabel(T.checkout.email, { exact: true }).fill("client@example.md");
    await page.getByLabel(T.checkout.phone, { exact: true }).fill("+373 69 123 456");
    await page.getByLabel(T.checkout.firstName, { exact: true }).fill("Maria");
    await page.getByLabel(T.checkout.lastName, { exact: true }).fill("Rusu");
    await page.getByLabel(T.checkout.city, { exact: true }).fill("Bălți");
    await page.getByLabel(T.checkout.address, { exact: true }).fill("str. Independenței 5");
    await page.getByLabel(T.checkout.agreement).check();
    await page.getByRole("button", { name: T.checkout.placeOrder }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(T.order.title);
    await expect(page.locator(".order__lines")).toContainText(title);
    await expect(page.locator(".order__lines td").nth(2)).toHaveText("3");
    await expect(page.locator("html")).toHaveAttribute("lang", locale);

    // The confirmation's address holds the order's access key: reloading renders it on the server,
    // never cached; without the key, or with a wrong one, it is the 404 page.
    const keyed = new URL(page.url());
    expect(keyed.pathname).toMatch(/\/order\/VT-[0-9A-Z]{8}\/$/);
    const key = keyed.searchParams.get("key") ?? "";
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const reloaded = await page.reload();
    expect(reloaded?.status()).toBe(200);
    expect(reloaded?.headers()["cache-control"]).toBe("no-store");
    await expect(page.locator(".order__lines")).toContainText(title);
    const wrongKey = `${key.slice(0, -1)}${key.endsWith("A") ? "B" : "A"}`;
    for (const search of ["", `?key=${wrongKey}`]) {
      const missed = await page.goto(keyed.pathname + search);
      expect(missed?.status()).toBe(404);
      await expect(page.locator(".order__lines")).toHaveCount(0);
      await expect(page.locator(".error-page__image")).toBeVisible();
    }
  });
}
