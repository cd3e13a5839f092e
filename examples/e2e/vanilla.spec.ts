import { expect, test } from "@playwright/test";

// The framework-free page lists, searches, adds to the cart and checks out against the real shop,
// with no page error and nothing logged as an error.
test("a shopper buys a product on the framework-free page", async ({ page }) => {
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") problems.push(`console ${message.type()}: ${message.text()}`);
  });

  await page.goto("/");
  // Listed: the home page's products, each with its price.
  await expect(page.locator("#products li").first()).toContainText("MDL");
  expect(await page.locator("#products li").count()).toBeGreaterThan(1);
  await expect(page.locator("#cart-summary")).toHaveText("Your cart is empty");

  // Searched: the machine debounces typing, then shows the results.
  await page.getByLabel("Search products").fill("divan");
  const result = page.locator("#results li").first();
  await expect(result).toContainText("Canapea");
  await result.getByRole("button").click();
  await expect(page.locator("#cart-summary")).toHaveText(/^Items: 1, total MDL\s[\d,]+$/);
  await expect(page.locator("#cart li")).toContainText("Canapea");

  // The cart lives in the cookie: a reload shows it again, refreshed from the API.
  await page.reload();
  await expect(page.locator("#cart li")).toContainText("Canapea");
  await expect(page.locator("#cart-summary")).toHaveText(/^Items: 1, total MDL\s[\d,]+$/);

  // Checkout: the machine checks the form before calling the API.
  const form = page.locator("#checkout");
  await form.getByRole("button", { name: "Place order" }).click();
  await expect(page.locator("#checkout-errors")).toContainText("contactDetails.email: required");
  await expect(page.locator("#checkout-errors")).toContainText("agreement");

  await form.getByLabel("E-mail").fill("ana@example.md");
  await form.getByLabel("Phone").fill("+373 69 123 456");
  await form.getByLabel("First name").fill("Ana");
  await form.getByLabel("Last name").fill("Popescu");
  await form.getByLabel("City").fill("Chișinău");
  await form.getByLabel("Address").fill("str. Ștefan cel Mare 1");
  await form.getByLabel("I accept the terms").check();
  await form.getByRole("button", { name: "Place order" }).click();

  await expect(page.getByRole("status")).toHaveText(/^Order VT-[0-9A-Z]+ placed$/);
  await expect(page.locator("#checkout-errors li")).toHaveCount(0);
  await expect(page.locator("#cart-summary")).toHaveText("Your cart is empty");
  expect(problems).toEqual([]);
});

// A search the shop cannot answer (here a 503, twice: the adapter retries a GET once) is shown as a
// failure, not as "nothing found"; the next search that works replaces it.
test("a failed search says it failed, not that nothing was found", async ({ page }) => {
  let down = true;
  await page.route("**/api/catalog/search**", (route) =>
    down ? route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ message: "Service Unavailable" }) }) : route.fallback(),
  );
  await page.goto("/");
  await page.getByLabel("Search products").fill("divan");
  await expect(page.locator("#search-status")).toHaveText("The search for “divan” failed: try again");
  await expect(page.locator("#search-status")).not.toContainText("Nothing found");
  await expect(page.locator("#results li")).toHaveCount(0);

  down = false;
  await page.getByLabel("Search products").fill("canapea");
  await expect(page.locator("#results li").first()).toContainText("Canapea");
  await expect(page.locator("#search-status")).toHaveText("");
});
