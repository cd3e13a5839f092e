import type { Page } from "@playwright/test";
import { formatPrice } from "@vitrina/core";
import { expect, test } from "./fixtures.js";
import { sessionToken, signIn, signInWithToken } from "./staff.js";
import { TEXTS, fill, localized, open, type Locale } from "./texts.js";

// A retailer's business day on its own shop started with DEMO=off (the second shop
// playwright.config.ts starts; issue 30): the owner prices the courier (60 MDL, free from 1000 MDL),
// stops offering the post, names a pickup point, enters the bank account transfers are paid into and
// puts two products on sale; then a shopper of each language buys one, and staff, in that language's
// dashboard, mark a bank transfer paid or a pickup order ready, and the shopper's order page says so. Every language and both widths see the courier's
// price and the free pickup in the checkout summary; the purchases alternate so that each width buys
// with both methods:
//   ro at 390 px: courier, paid by transfer · ru at 390 px: pickup, cash
//   en at 1280 px: pickup, cash           · bg at 1280 px: courier, paid by transfer
// The products below exist only in this shop, so no other journey buys them. The tests run in order:
// the first sets the shop up and signs its admin in once, for the staff steps of the others.
const EMPTY_SHOP = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3210) + 1}`;
const COURIER_PRICE = 60;
const FREE_FROM = 1000;
const PICKUP_POINT = "mun. Chișinău, str. Meșterul Manole 20, depozitul nr. 3";
const BANK = { company: "Casa Bună SRL", iban: "RO96 BTRL 0130 1202 9256 90XX", bank: "BC Victoriabank SA" };
const PRODUCTS = [
  { slug: "set-prosoape-bumbac-3-piese", sku: "CASA-PRS-3", title: "Set de prosoape din bumbac, 3 piese", price: 450 },
  { slug: "lampa-birou-led-reglabila", sku: "CASA-LMP-1", title: "Lampă de birou LED reglabilă", price: 320 },
] as const;
const RUNS = [
  { locale: "ro", width: 390, method: "courier", product: PRODUCTS[0] },
  { locale: "ru", width: 390, method: "pickup", product: PRODUCTS[1] },
  { locale: "en", width: 1280, method: "pickup", product: PRODUCTS[0] },
  { locale: "bg", width: 1280, method: "courier", product: PRODUCTS[1] },
] as const;
const BROWSER_LOCALE: Record<Locale, string> = { ro: "ro-RO", en: "en-US", ru: "ru-RU", bg: "bg-BG" };

test.describe.configure({ mode: "serial" });
test.use({ baseURL: EMPTY_SHOP });

/** The admin's session, signed in once by the set-up and lent to the staff steps. */
let staffSession = "";

test("the retailer prices delivery, names a pickup point, enters the bank account and puts products on sale", async ({ page, request }) => {
  const T = TEXTS.ro.dashboard;
  const courier = TEXTS.ro.checkout.deliveryMethods.courier;
  await signIn(page, T);
  staffSession = (await sessionToken(page)) ?? "";
  const nav = page.getByRole("navigation", { name: T.title });

  await nav.getByRole("link", { name: T.nav.methods, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(T.methods.title);
  await page.getByLabel(fill(T.methods.price, { method: courier }, "ro")).fill(String(COURIER_PRICE));
  await page.getByLabel(fill(T.methods.freeFrom, { method: courier }, "ro")).fill(String(FREE_FROM));
  await page.getByLabel(fill(T.methods.offerDelivery, { method: TEXTS.ro.checkout.deliveryMethods.post }, "ro")).uncheck();
  await page.getByRole("button", { name: T.common.save }).click();
  await expect(page.getByRole("status").filter({ hasText: T.common.saved })).toBeVisible();

  await nav.getByRole("link", { name: T.nav.localeSettings, exact: true }).click();
  await page.getByRole("group", { name: T.locale.pickupAddresses }).getByRole("button", { name: T.common.add }).click();
  await page.getByLabel(new RegExp(`^${fill(T.locale.pickupAddress, { number: 1 }, "ro")} `)).fill(PICKUP_POINT);
  await page.getByLabel(new RegExp(`^${T.locale.schedule} `)).fill("Luni–Sâmbătă 09:00–19:00");
  await page.getByLabel(T.locale.phones, { exact: true }).fill("+373 22 555 010");
  await page.getByRole("button", { name: T.common.save }).click();
  await expect(page.getByRole("status").filter({ hasText: T.common.saved })).toBeVisible();

  // Bank transfers are offered once the shop has an account to be paid into.
  await nav.getByRole("link", { name: T.nav.shopSettings, exact: true }).click();
  const identity = page.getByRole("form", { name: T.shopSettings.identity });
  await identity.getByLabel(T.shopSettings.company).fill(BANK.company);
  await identity.getByLabel(T.shopSettings.iban).fill(BANK.iban);
  await identity.getByLabel(T.shopSettings.bank, { exact: true }).fill(BANK.bank);
  await identity.getByRole("button", { name: T.common.save }).click();
  await expect(identity.getByText(T.common.saved)).toBeVisible();

  // The catalogue itself is built through the API, as an import would.
  const headers = { authorization: `Bearer ${staffSession}` };
  const text = (ro: string) => ({ ro, en: "", ru: "", bg: "" });
  const category = await request.post("/api/dashboard/categories", {
    headers,
    data: { slug: "casa", name: text("Casă"), icon: null, parent_id: null, position: 0, active: true },
  });
  expect(category.status()).toBe(201);
  const categoryId = ((await category.json()) as { data: { id: number } }).data.id;
  for (const p of PRODUCTS) {
    const created = await request.post("/api/dashboard/products", {
      headers,
      data: {
        slug: p.slug,
        sku: p.sku,
        title: text(p.title),
        description: text(p.title),
        price: p.price,
        old_price: null,
        stock: 10,
        category_id: categoryId,
        attributes: [],
        active: true,
        image_ids: [],
      },
    });
    expect(created.status()).toBe(201);
  }
});

/** Staff open an order in the dashboard (in the browser's language) from the order list. */
const openOrder = async (page: Page, locale: Locale, number: string) => {
  await signInWithToken(page, staffSession, EMPTY_SHOP);
  await open(page, `/dashboard/orders/?search=${number}`);
  await page.getByRole("link", { name: number }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(fill(TEXTS[locale].dashboard.orders.detail, { number }, locale));
};

for (const run of RUNS) {
  test.describe(`${run.locale} at ${run.width} px`, () => {
    test.use({ locale: BROWSER_LOCALE[run.locale], viewport: { width: run.width, height: 844 } });

    test(`a shopper buys with ${run.method}; staff ${run.method === "courier" ? "mark the transfer paid" : "make the pickup ready"}`, async ({ page }) => {
      const { locale } = run;
      const T = TEXTS[locale];
      const price = (amount: number) => formatPrice(amount, locale);
      await open(page, localized(locale, `/product/${run.product.slug}/`));
      await page.getByRole("button", { name: T.product.addToCart, exact: true }).click();
      await expect(page.getByRole("status").filter({ hasText: T.product.added })).toBeVisible();
      await page
        .getByRole("link", { name: fill(T.shell.cartWithCount, { count: "1" }, locale) })
        .first()
        .click();
      await page.getByRole("link", { name: T.cart.checkout }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(T.checkout.title);

      // The owner's methods: a priced courier, a free pickup, no post.
      const courier = page.getByLabel(T.checkout.deliveryMethods.courier);
      const pickup = page.getByLabel(T.checkout.deliveryMethods.pickup);
      await expect(page.getByLabel(T.checkout.deliveryMethods.post)).toHaveCount(0);
      await expect(page.locator("label", { has: courier })).toContainText(
        `${price(COURIER_PRICE)} (${fill(T.checkout.freeFrom, { amount: price(FREE_FROM) }, locale)})`,
      );
      const deliveryLine = page.locator(".checkout__summary .totals div").filter({ hasText: T.cart.delivery });
      await courier.check();
      await expect(deliveryLine).toContainText(price(COURIER_PRICE));
      await pickup.check();
      await expect(deliveryLine).toContainText(T.cart.free);
      const delivery = run.method === "courier" ? COURIER_PRICE : 0;
      await (run.method === "courier" ? courier : pickup).check();
      await expect(deliveryLine).toContainText(delivery > 0 ? price(delivery) : T.cart.free);

      await page.getByLabel(T.checkout.email, { exact: true }).fill(`zi.de.lucru.${locale}@example.md`);
      await page.getByLabel(T.checkout.phone, { exact: true }).fill("+373 69 123 456");
      await page.getByLabel(T.checkout.firstName, { exact: true }).fill("Ana");
      await page.getByLabel(T.checkout.lastName, { exact: true }).fill("Ciobanu");
      await page.getByLabel(T.checkout.city, { exact: true }).fill("Chișinău");
      await page.getByLabel(T.checkout.address, { exact: true }).fill("str. Florilor 12");
      const payment = run.method === "courier" ? "bank_transfer" : "cash_on_delivery";
      await page.getByLabel(T.checkout.paymentMethods[payment]).check();
      await page.getByLabel(T.checkout.agreement).check();
      await page.getByRole("button", { name: T.checkout.placeOrder }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(T.order.title);
      const totals = page.locator(".totals");
      await expect(totals).toContainText(`${T.cart.delivery}${delivery > 0 ? price(delivery) : T.cart.free}`);
      await expect(totals).toContainText(`${T.cart.total}${price(run.product.price + delivery)}`);
      const confirmation = page.url();
      const number = new URL(confirmation).pathname.match(/\/order\/(VT-[0-9A-Z]{8})\//)?.[1] ?? "";
      expect(number).not.toBe("");
      // A transfer's confirmation names the account to pay into, with the order as the reference.
      const account = page.getByRole("region", { name: T.order.bankDetails });
      if (run.method === "courier") {
        await expect(account).toContainText(`${T.order.iban}${BANK.iban}`);
        await expect(account).toContainText(`${T.order.reference}${number}`);
      }

      const D = T.dashboard.orders;
      await openOrder(page, locale, number);
      if (run.method === "courier") {
        const panel = page.getByRole("region", { name: D.payment });
        await expect(panel).toContainText(T.order.paymentStatuses.unpaid);
        page.once("dialog", (dialog) => void dialog.accept());
        await panel.getByRole("button", { name: D.markPaid }).click();
        await expect(panel.getByRole("button", { name: D.markUnpaid })).toBeVisible();
        await open(page, confirmation);
        await expect(page.getByRole("definition").filter({ hasText: T.checkout.paymentMethods.bank_transfer })).toHaveText(
          `${T.checkout.paymentMethods.bank_transfer} · ${T.order.paymentStatuses.paid}`,
        );
        await expect(account).toHaveCount(0);
      } else {
        const changeTo = (status: string) => page.getByRole("button", { name: fill(D.changeTo, { status }, locale) });
        page.once("dialog", (dialog) => void dialog.accept());
        await changeTo(T.order.statuses.confirmed).click();
        page.once("dialog", (dialog) => void dialog.accept());
        await changeTo(T.order.statuses.ready_for_pickup).click();
        await expect(changeTo(T.order.pickedUpStatus)).toBeVisible();
        await open(page, confirmation);
        await expect(page.getByText(T.order.statusIntro.ready_for_pickup)).toBeVisible();
        await expect(page.getByRole("region", { name: T.order.pickupPoint })).toContainText(PICKUP_POINT);
      }
    });
  });
}
