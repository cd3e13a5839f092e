import { expect, test } from "./fixtures.js";
import { mailsContaining } from "./outbox.js";
import { signIn, staffToken } from "./staff.js";
import { TEXTS, fill, open } from "./texts.js";

// The owner prices courier delivery in the dashboard (Delivery and payment); a shopper sees the price
// beside the method and in the checkout's delivery line, in Romanian, orders, and the order's page
// (in Romanian and Russian) and its e-mail carry it (issue 30 item 2). The methods go back to the
// defaults at the end: the other journeys shop with a free courier.
// A Romanian shopper's browser (the journeys' default), whose dashboard speaks Romanian too.
const RO = TEXTS.ro;
const T = RO.dashboard;
const M = T.methods;
const COURIER = RO.checkout.deliveryMethods.courier;
const NBSP = "\u00a0";

test("a courier priced by the owner is shown at checkout, charged on the order and named in its e-mail", async ({ page, request }) => {
  test.setTimeout(120_000);
  await signIn(page, T);
  await page.getByRole("link", { name: T.nav.methods, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(M.title);
  await page.getByLabel(fill(M.price, { method: COURIER }, "ro")).fill("75,50");
  await page.getByLabel(fill(M.freeFrom, { method: COURIER }, "ro")).fill("100000");
  await page.getByRole("button", { name: T.common.save }).click();
  await expect(page.getByRole("status").filter({ hasText: T.common.saved })).toBeVisible();

  try {
    await open(page, "/product/tigaie-tefal-unlimited-28-cm/");
    await page.getByRole("button", { name: RO.product.addToCart, exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: RO.product.added })).toBeVisible();
    // Through the header's cart link, as a shopper goes: the cart is saved a moment after a change.
    await page
      .getByRole("link", { name: fill(RO.shell.cartWithCount, { count: "1" }, "ro") })
      .first()
      .click();
    await expect(page.locator(".totals")).toContainText(RO.cart.deliveryAtCheckout);
    await page.getByRole("link", { name: RO.cart.checkout }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(RO.checkout.title);
    const courier = page.getByLabel(RO.checkout.deliveryMethods.courier);
    await expect(courier).toBeChecked();
    await expect(page.locator("label", { has: courier })).toContainText(
      `75,50${NBSP}lei (${fill(RO.checkout.freeFrom, { amount: `100${NBSP}000${NBSP}lei` }, "ro")})`,
    );
    const deliveryLine = page.locator(".checkout__summary .totals div").filter({ hasText: RO.cart.delivery });
    await expect(deliveryLine).toContainText(`75,50${NBSP}lei`);
    // Pickup is free: the line follows the method chosen.
    await page.getByLabel(RO.checkout.deliveryMethods.pickup).check();
    await expect(deliveryLine).toContainText(RO.cart.free);
    await courier.check();
    await expect(deliveryLine).toContainText(`75,50${NBSP}lei`);

    await page.getByLabel(RO.checkout.email, { exact: true }).fill("curier.platit@example.md");
    await page.getByLabel(RO.checkout.phone, { exact: true }).fill("+373 69 123 456");
    await page.getByLabel(RO.checkout.firstName, { exact: true }).fill("Ion");
    await page.getByLabel(RO.checkout.lastName, { exact: true }).fill("Curierul");
    await page.getByLabel(RO.checkout.city, { exact: true }).fill("Chișinău");
    await page.getByLabel(RO.checkout.address, { exact: true }).fill("str. Ismail 8");
    await page.getByLabel(RO.checkout.agreement).check();
    await page.getByRole("button", { name: RO.checkout.placeOrder }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(RO.order.title);
    await expect(page.locator(".totals")).toContainText(`${RO.cart.delivery}75,50${NBSP}lei`);

    const confirmation = new URL(page.url());
    const number = confirmation.pathname.match(/\/order\/(VT-[0-9A-Z]{8})\//)?.[1] ?? "";
    expect(number).not.toBe("");
    await open(page, `/ru/order/${number}/${confirmation.search}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(TEXTS.ru.order.title);
    await expect(page.locator(".totals")).toContainText(`${TEXTS.ru.cart.delivery}75,50${NBSP}лей`);

    // The shopper's confirmation, in the order's language, and the staff alert both carry the cost.
    await expect
      .poll(async () => (await mailsContaining(number)).filter((text) => text.includes(`${RO.mail.order.delivery}: 75,50${NBSP}lei`)).length, {
        timeout: 30_000,
      })
      .toBeGreaterThanOrEqual(1);
  } finally {
    // Back to a free courier for the journeys beside this one.
    const token = await staffToken(request);
    const auth = { authorization: `Bearer ${token}` };
    const { version, ...methods } = (await (await request.get("/api/dashboard/methods", { headers: auth })).json()).data;
    const free = { ...methods, delivery: methods.delivery.map((d: { method: string }) => (d.method === "courier" ? { ...d, price: 0, free_from: null } : d)) };
    expect((await request.put("/api/dashboard/methods", { headers: { ...auth, "if-match": `"${version}"` }, data: free })).status()).toBe(200);
  }
});
