import { expect, test } from "./fixtures.js";
import { TEXTS, fill, open } from "./texts.js";
import { sessionToken, signIn } from "./staff.js";
import { wordsCheck } from "./words-check.js";

// The dashboard of a retailer's own shop started with DEMO=off (the second shop playwright.config.ts
// starts): every screen opens for its admin, with no error notice and no page or console error (the
// fixture's guard), and the admin enters the shop's contacts on "Languages and contacts". Then, on a
// 390 px phone and in Romanian, the admin makes its first product, with two options, through the
// form: the products list with its import and export before it, the options and the variant table
// with a row per combination, and the list's bulk edit speak only Romanian and do not scroll sideways
// (the every-word check of words.spec.ts, which sees these screens on the demo shop only).
const EMPTY_SHOP = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3210) + 1}`;
const T = TEXTS.en.dashboard;
const R = TEXTS.ro.dashboard;
// The nav's sections: every key of its texts but the header's own controls.
const SECTIONS = Object.entries(T.nav)
  .filter(([key]) => !["storefront", "logout", "language", "menu"].includes(key))
  .map(([, name]) => name);

test.use({ baseURL: EMPTY_SHOP, locale: "en-US" });

test("every dashboard screen of an empty shop opens, its admin saves the shop's contacts, and on a phone makes a product with two options", async ({
  page,
  request,
}) => {
  await signIn(page, T);

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

  // On a phone, in Romanian, with the same sign-in. The product and its category are hidden from the
  // shop, so empty-shop.spec.ts still sees a shop with no product.
  await page.setViewportSize({ width: 390, height: 844 });
  const token = (await sessionToken(page)) ?? "";
  const { problems, check } = await wordsCheck({ page, request, baseURL: EMPTY_SHOP, token }, "ro", []);
  // Before the admin's first product (business-day.spec.ts may have put its own two on sale meanwhile).
  await open(page, "/dashboard/product/");
  await expect(page.getByRole("region", { name: R.productsCsv.title })).toBeVisible();
  await check("/dashboard/product/", true);

  const text = (ro: string) => ({ ro, en: "", ru: "", bg: "" });
  const category = await request.post("/api/dashboard/categories", {
    headers: { authorization: `Bearer ${token}` },
    data: { slug: "imbracaminte", name: text("Îmbrăcăminte"), icon: null, parent_id: null, position: 0, active: false },
  });
  expect(category.status()).toBe(201);
  const F = R.products.fields;
  const V = R.variantEditor;
  const ro = `(${R.common.languageNames.ro})`;
  await page.getByRole("link", { name: R.products.new }).click();
  await page.getByLabel(`${F.title} ${ro}`).fill("Tricou de bumbac");
  await page.getByLabel(`${F.description} ${ro}`).fill("Tricou din bumbac organic, croială dreaptă.");
  await page.getByLabel(F.sku, { exact: true }).fill("HAINE-TRC");
  // Typed before the options: each new combination's row starts from the product's price.
  await page.getByLabel(F.price, { exact: true }).fill("290");
  await page.getByLabel(F.category, { exact: true }).selectOption({ label: "Îmbrăcăminte" });
  await page.getByLabel(F.active, { exact: true }).uncheck();
  for (const [position, name, values] of [
    [1, "Mărime", ["M", "L"]],
    [2, "Culoare", ["Alb", "Negru"]],
  ] as const) {
    await page.getByRole("button", { name: V.addOption, exact: true }).click();
    await page
      .getByRole("region", { name: fill(V.option, { position }, "ro"), exact: true })
      .getByLabel(`${V.optionName} ${ro}`)
      .fill(name);
    const option = page.getByRole("region", { name, exact: true });
    for (const [i, value] of values.entries()) {
      await option.getByRole("button", { name: `${V.addValue}: ${name}`, exact: true }).click();
      await option.getByLabel(`${fill(V.valueLabel, { position: i + 1 }, "ro")} ${ro}`).fill(value);
    }
  }
  await page.getByRole("button", { name: V.generate, exact: true }).click();
  await page.getByRole("button", { name: R.common.save, exact: true }).click();
  // Saved, the product opens on its edit page, its table a row per combination.
  await expect(page).toHaveURL(/\/dashboard\/product\/edit\/\d+\/$/);
  await expect(page.getByRole("status").filter({ hasText: R.common.saved })).toBeVisible();
  await expect(page.getByRole("rowheader")).toHaveText(["M / Alb", "M / Negru", "L / Alb", "L / Negru"]);
  await check("/dashboard/product/edit/…/", true);

  // The list's bulk edit opens on the product picked.
  await open(page, "/dashboard/product/");
  await page.getByRole("checkbox", { name: fill(R.productsCsv.bulk.select, { title: "Tricou de bumbac" }, "ro") }).check();
  await expect(page.getByRole("region", { name: R.productsCsv.bulk.title })).toBeVisible();
  await check("/dashboard/product/ (bulk edit)", true);
  expect(problems).toEqual([]);
});
