import { expect, test } from "./fixtures.js";
import { TEXTS, open } from "./texts.js";

const T = TEXTS.en;

// The visitor's country (general/country, from the proxy's header) is the settings' and the
// checkout's first choice; the phone hint and the phone check follow the checkout's country.
test.describe("a visitor the proxy places in Romania", () => {
  test.use({ extraHTTPHeaders: { "x-visitor-country": "RO" } });

  test("the settings preselect Romania, and a choice made there wins", async ({ page }) => {
    await open(page, "/en/");
    const settings = page.getByRole("button", { name: new RegExp(`^${T.shell.settings}`) }).first();
    await settings.click();
    const dialog = page.getByRole("dialog", { name: T.shell.settingsTitle });
    await expect(dialog.getByRole("radio", { name: "Romania" })).toBeChecked();
    await dialog.getByRole("radio", { name: "Bulgaria" }).check();
    await dialog.getByRole("button", { name: T.shell.save }).click();
    await open(page, "/en/contacts/");
    await settings.click();
    await expect(dialog.getByRole("radio", { name: "Bulgaria" })).toBeChecked();
  });

  test("checkout preselects Romania; the phone hint and check follow the delivery country", async ({ page }) => {
    await open(page, "/en/product/tigaie-tefal-unlimited-28-cm/");
    await page.getByRole("button", { name: T.product.addToCart, exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: T.product.added })).toBeVisible();
    // The cart is saved 150 ms after the change (spec §9).
    await expect.poll(async () => (await page.context().cookies()).some((c) => c.name === "cart")).toBe(true);
    await open(page, "/en/checkout/");
    await expect(page.getByLabel(T.checkout.country, { exact: true }).first()).toHaveValue("ro");
    const phone = page.getByLabel(T.checkout.phone, { exact: true });
    await expect(phone).toHaveAccessibleDescription(T.checkout.phoneHint.ro);
    await page.getByLabel(T.checkout.email, { exact: true }).fill("ana@example.ro");
    await page.getByLabel(T.checkout.firstName, { exact: true }).fill("Ana");
    await page.getByLabel(T.checkout.lastName, { exact: true }).fill("Pop");
    await page.getByLabel(T.checkout.city, { exact: true }).first().fill("Iași");
    await page.getByLabel(T.checkout.address, { exact: true }).first().fill("str. Lăpușneanu 10");
    await page.getByLabel(T.checkout.agreement).check();

    // A Moldovan number is refused for Romania, a Romanian one passes.
    await phone.fill("069 123 456");
    await page.getByRole("button", { name: T.checkout.placeOrder }).click();
    await expect(phone).toHaveAttribute("aria-invalid", "true");
    await phone.fill("0722 123 456");

    // Delivered to Bulgaria: the hint and the check switch to Bulgaria's format.
    await page.getByLabel(T.checkout.separateDelivery).check();
    const delivery = page.getByRole("group", { name: T.checkout.shipping });
    await delivery.getByLabel(T.checkout.country, { exact: true }).selectOption("bg");
    await expect(phone).toHaveAccessibleDescription(T.checkout.phoneHint.bg);
    await delivery.getByLabel(T.checkout.firstName, { exact: true }).fill("Ana");
    await delivery.getByLabel(T.checkout.lastName, { exact: true }).fill("Pop");
    await delivery.getByLabel(T.checkout.city, { exact: true }).fill("Sofia");
    await delivery.getByLabel(T.checkout.address, { exact: true }).fill("bul. Vitosha 1");
    await page.getByRole("button", { name: T.checkout.placeOrder }).click();
    await expect(phone).toHaveAttribute("aria-invalid", "true");
    await phone.fill("088 123 4567");
    await page.getByRole("button", { name: T.checkout.placeOrder }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(T.order.title);
  });
});
