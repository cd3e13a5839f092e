import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures.js";
import { signIn as signInThroughForm } from "./staff.js";
import { TEXTS, fill, localized, open, type Locale } from "./texts.js";

// Staff mark a bank transfer paid and make a pickup order ready for pickup in the dashboard; the
// shopper's confirmation page says so each time (issue 30 items 3 and 4), in English and in Russian.

// The staff member's browser is English; the dashboard is then switched to the journey's language.
test.use({ locale: "en-US" });

/** Places an order in `locale` as a shopper's browser would, and answers its number and confirmation page. */
const placeOrder = async (request: APIRequestContext, locale: Locale, paymentMethod: string, deliveryMethod: string) => {
  const product = (await (await request.get("/api/catalog/product/hartie-copiator-navigator-a4-500-coli")).json()) as { data: { id: number } };
  const res = await request.post("/api/cart/checkout", {
    headers: { "accept-language": locale },
    data: {
      paymentMethod,
      deliveryMethod,
      agreement: true,
      contactDetails: { email: `fulfilment.${locale}@example.md`, phone: "+373 69 123 456" },
      billingAddress: { firstName: "Elena", lastName: "Cojocaru", country: "md", city: "Chișinău", address: "str. Ismail 8" },
      products: [{ id: product.data.id, quantity: 1 }],
    },
  });
  expect(res.status()).toBe(201);
  const { orderNumber, accessKey } = (await res.json()) as { orderNumber: string; accessKey: string };
  return { number: orderNumber, url: localized(locale, `/order/${orderNumber}/?key=${encodeURIComponent(accessKey)}`) };
};

/** Signs in and switches the dashboard to `locale`. */
const signIn = async (page: Page, locale: Locale) => {
  const en = TEXTS.en.dashboard;
  await signInThroughForm(page, en);
  await page.getByLabel(en.nav.language).selectOption(locale);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(TEXTS[locale].dashboard.nav.overview);
};

/** Opens an order's dashboard page from the order list, found by its number. */
const openOrder = async (page: Page, locale: Locale, number: string) => {
  const D = TEXTS[locale].dashboard.orders;
  await open(page, `/dashboard/orders/?search=${number}`);
  await page.getByRole("link", { name: number }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(fill(D.detail, { number }, locale));
};

for (const locale of ["en", "ru"] as const) {
  test(`staff mark a transfer paid and a pickup order ready; the shopper's page follows (${locale})`, async ({ page, browser }) => {
    test.setTimeout(180_000);
    const T = TEXTS[locale];
    const D = T.dashboard.orders;
    const shopper = await (await browser.newContext({ locale })).newPage();
    const transfer = await placeOrder(page.request, locale, "bank_transfer", "courier");
    const pickup = await placeOrder(page.request, locale, "cash_on_delivery", "pickup");

    // The shopper sees the transfer unpaid, with the bank details to pay it.
    await open(shopper, transfer.url);
    const payment = shopper.getByRole("definition").filter({ hasText: T.checkout.paymentMethods.bank_transfer });
    await expect(payment).toHaveText(`${T.checkout.paymentMethods.bank_transfer} · ${T.order.paymentStatuses.unpaid}`);
    await expect(shopper.getByRole("region", { name: T.order.bankDetails })).toBeVisible();

    await signIn(page, locale);
    await openOrder(page, locale, transfer.number);
    const panel = page.getByRole("region", { name: D.payment });
    await expect(panel).toContainText(T.order.paymentStatuses.unpaid);
    page.once("dialog", (dialog) => void dialog.accept());
    await panel.getByRole("button", { name: D.markPaid }).click();
    await expect(panel).toContainText(T.order.paymentStatuses.paid);
    await expect(panel.getByRole("button", { name: D.markUnpaid })).toBeVisible();

    // Paid: the shopper's page says so and asks for nothing more.
    await open(shopper, transfer.url);
    await expect(payment).toHaveText(`${T.checkout.paymentMethods.bank_transfer} · ${T.order.paymentStatuses.paid}`);
    await expect(shopper.getByRole("region", { name: T.order.bankDetails })).toHaveCount(0);

    // The pickup order is confirmed, then made ready: never shipped.
    await openOrder(page, locale, pickup.number);
    const changeTo = (status: string) => page.getByRole("button", { name: fill(D.changeTo, { status }, locale) });
    await expect(changeTo(T.order.statuses.shipped)).toHaveCount(0);
    page.once("dialog", (dialog) => void dialog.accept());
    await changeTo(T.order.statuses.confirmed).click();
    await expect(changeTo(T.order.statuses.ready_for_pickup)).toBeVisible();
    await expect(changeTo(T.order.statuses.shipped)).toHaveCount(0);
    page.once("dialog", (dialog) => void dialog.accept());
    await changeTo(T.order.statuses.ready_for_pickup).click();
    await expect(changeTo(T.order.pickedUpStatus)).toBeVisible();

    await open(shopper, pickup.url);
    await expect(shopper.getByText(T.order.statusIntro.ready_for_pickup)).toBeVisible();
    await expect(shopper.getByRole("definition").filter({ hasText: T.order.statuses.ready_for_pickup })).toBeVisible();
    await expect(shopper.getByRole("region", { name: T.order.pickupPoint })).toBeVisible();
    await shopper.context().close();
  });
}
