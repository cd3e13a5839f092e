import { expect, test } from "./fixtures.js";
import { TEXTS, open } from "./texts.js";

// The dashboard of a retailer's own shop started with DEMO=off (the second shop playwright.config.ts
// starts): every screen opens for its admin, with no error notice and no page or console error (the
// fixture's guard), and the admin enters the shop's contacts on "Languages and contacts".
const EMPTY_SHOP = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3210) + 1}`;
const ADMIN = { email: "admin@e2e.vitrina.md", password: "e2e-admin-password" };
const T = TEXTS.en.dashboard;
// The nav's sections: every key of its texts but the header's own controls.
const SECTIONS = Object.entries(T.nav)
  .filter(([key]) => !["storefront", "logout", "language", "menu"].includes(key))
  .map(([, name]) => name);

test.use({ baseURL: EMPTY_SHOP, locale: "en-US" });

test("every dashboard screen of an empty shop opens, and its admin saves the shop's contacts", async ({ page }) => {
  await open(page, "/auth/login/");
  await page.getByLabel(T.login.email).fill(ADMIN.email);
  await page.getByLabel(T.login.password).fill(ADMIN.password);
  await page.getByRole("button", { name: T.login.submit }).click();
  await expect(page).toHaveURL(/\/dashboard\/$/);

  const nav = page.getByRole("navigation", { name: T.title });
  expect((await nav.getByRole("link").allTextContents()).sort()).toEqual([...SECTIONS].sort());
  const opened = async (screen: string) => {
    await expect(page.getByRole("status").filter({ hasText: T.common.loading }), screen).toHaveCount(0);
    await expect(page.locator("main h1").first(), screen).toBeVisible();
    await expect(page.getByRole("alert"), screen).toHaveCount(0);
    await expect(page.locator("main"), screen).not.toContainText(T.common.failed);
  };
  for (const name of SECTIONS) {
    await nav.getByRole("link", { name, exact: true }).click();
    await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("aria-current", "page");
    await opened(name);
  }
  // The one screen no section leads to: a new product.
  await nav.getByRole("link", { name: T.nav.products, exact: true }).click();
  await page.getByRole("link", { name: T.products.new }).click();
  await opened(T.products.new);

  // A new shop has no contacts yet: its admin writes the first ones.
  await nav.getByRole("link", { name: T.nav.localeSettings, exact: true }).click();
  await page.getByRole("group", { name: T.locale.addresses }).getByRole("button", { name: T.common.add }).click();
  await page.getByLabel(new RegExp(`^${T.locale.address.replace("{number:number}", "1")} `)).fill("mun. Chișinău, str. Florilor 1");
  await page.getByLabel(new RegExp(`^${T.locale.schedule} `)).fill("Luni–Vineri 09:00–18:00");
  await page.getByLabel(T.locale.phones, { exact: true }).fill("+373 22 123 456");
  await page.getByLabel(T.locale.orderEmails, { exact: true }).fill("comenzi@magazin.md");
  await page.getByRole("button", { name: T.common.save }).click();
  await expect(page.getByRole("status").filter({ hasText: T.common.saved })).toBeVisible();

  await page.reload();
  await expect(page.getByLabel(T.locale.orderEmails, { exact: true })).toHaveValue("comenzi@magazin.md");
  await open(page, "/contacts/");
  for (const text of ["mun. Chișinău, str. Florilor 1", "Luni–Vineri 09:00–18:00", "+373 22 123 456"]) await expect(page.locator("main")).toContainText(text);
});
