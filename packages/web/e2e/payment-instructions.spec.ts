import { expect, httpError, test } from "./fixtures.js";
import { signIn } from "./staff.js";
import { TEXTS, fill, open } from "./texts.js";

// An admin sets the shop's bank details in the dashboard; a shopper pays by bank transfer and the
// order's confirmation page shows them, with the order number as the payment reference, in English
// and (the same order's page) in Russian and Bulgarian. The e-mail carries them too (server test
// test/shop-identity.test.ts reads the outbox).
const BANK = { name: "BC Victoriabank SA", iban: "RO96 BTRL 0130 1202 9256 90XX" };
const T = TEXTS.en;
const D = T.dashboard.shopSettings;

test.use({ locale: "en-US" });

test("bank details set by an admin show on a bank-transfer order's confirmation page in several languages", async ({ page, allowConsoleError }) => {
  test.setTimeout(120_000);
  // The wrong IBAN below is refused on purpose: the browser logs the 422.
  allowConsoleError(httpError(422));
  await signIn(page, T.dashboard);
  await page.getByRole("link", { name: T.dashboard.nav.shopSettings }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(D.title);
  const identity = page.getByRole("form", { name: D.identity });
  const company = await identity.getByLabel(D.company).inputValue();
  expect(company).not.toBe("");

  // A wrong IBAN is refused with the field marked, and nothing is saved.
  await identity.getByLabel(D.iban).fill("RO97 BTRL 0130 1202 9256 90XX");
  await identity.getByRole("button", { name: T.dashboard.common.save }).click();
  await expect(identity.getByLabel(D.iban)).toHaveAttribute("aria-invalid", "true");
  await identity.getByLabel(D.iban).fill(BANK.iban);
  await identity.getByLabel(D.bank, { exact: true }).fill(BANK.name);
  await identity.getByRole("button", { name: T.dashboard.common.save }).click();
  await expect(identity.getByText(T.dashboard.common.saved)).toBeVisible();

  await open(page, "/en/product/tigaie-tefal-unlimited-28-cm/");
  await page.getByRole("button", { name: T.product.addToCart, exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: T.product.added })).toBeVisible();
  await page
    .getByRole("link", { name: fill(T.shell.cartWithCount, { count: "1" }) })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(T.cart.title);
  await page.getByRole("link", { name: T.cart.checkout }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(T.checkout.title);
  await page.getByLabel(T.checkout.email, { exact: true }).fill("bank.transfer@example.md");
  await page.getByLabel(T.checkout.phone, { exact: true }).fill("+373 69 123 456");
  await page.getByLabel(T.checkout.firstName, { exact: true }).fill("Ion");
  await page.getByLabel(T.checkout.lastName, { exact: true }).fill("Rusu");
  await page.getByLabel(T.checkout.city, { exact: true }).fill("Chișinău");
  await page.getByLabel(T.checkout.address, { exact: true }).fill("str. Ismail 8");
  await page.getByLabel(T.checkout.paymentMethods.bank_transfer).check();
  await page.getByLabel(T.checkout.agreement).check();
  await page.getByRole("button", { name: T.checkout.placeOrder }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(T.order.title);
  await expect(page.getByText(T.order.statusIntro.new)).toBeVisible();

  const confirmation = new URL(page.url());
  const number = confirmation.pathname.match(/\/order\/(VT-[0-9A-Z]{8})\//)?.[1] ?? "";
  expect(number).not.toBe("");
  const bankShown = async (locale: "en" | "ru" | "bg") => {
    const O = TEXTS[locale].order;
    const details = page.getByRole("region", { name: O.bankDetails });
    await expect(details).toContainText(`${O.beneficiary}${company}`);
    await expect(details).toContainText(`${O.iban}${BANK.iban}`);
    await expect(details).toContainText(`${O.bank}${BANK.name}`);
    await expect(details).toContainText(`${O.reference}${number}`);
  };
  await bankShown("en");
  for (const [locale, prefix] of [
    ["ru", "/ru"],
    ["bg", "/bg"],
  ] as const) {
    await open(page, `${prefix}/order/${number}/${confirmation.search}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(TEXTS[locale].order.title);
    await expect(page.getByText(TEXTS[locale].order.statusIntro.new)).toBeVisible();
    await bankShown(locale);
  }
});
