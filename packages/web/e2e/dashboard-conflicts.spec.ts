import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { expect, httpError, test } from "./fixtures.js";
import { ADMIN, signIn, staffToken } from "./staff.js";
import { TEXTS, fill, open } from "./texts.js";

// Two staff and a stream of shoppers on the same things: no lost sale or edit, and every refusal
// is explained where the person acted.
const T = TEXTS.en.dashboard;
const STATUS = TEXTS.en.order.statuses;

test.use({ locale: "en-US" });

/**
 * A signed-in dashboard page in a browser context of its own (another person's browser), whose page
 * errors and console errors are collected. The refusal a test provokes (`refused`: 409, 422) is
 * logged by Chromium as a failed resource load with its status: that line is let through.
 */
const staffPage = async (browser: Browser, refused: ReadonlyArray<number> = []) => {
  const context = await browser.newContext({ locale: "en-US" });
  const errors: string[] = [];
  context.on("page", (page) => {
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => {
      if (message.type() === "error" && !refused.some((status) => httpError(status).test(message.text()))) errors.push(message.text());
    });
  });
  const page = await context.newPage();
  await signIn(page, T);
  return { page, errors, close: () => context.close() };
};

/** A shopper's order of one product, placed through the storefront's API. */
const buy = async (request: APIRequestContext, productId: number, quantity = 1) => {
  const placed = await request.post("/api/cart/checkout", {
    multipart: {
      paymentMethod: "cash_on_delivery",
      deliveryMethod: "courier",
      agreement: "1",
      "contactDetails[email]": "ana@example.md",
      "contactDetails[phone]": "+37369123456",
      "billingAddress[firstName]": "Ana",
      "billingAddress[lastName]": "Rusu",
      "billingAddress[country]": "md",
      "billingAddress[city]": "Chișinău",
      "billingAddress[address]": "str. Mare 1",
      "products[0][id]": String(productId),
      "products[0][quantity]": String(quantity),
    },
  });
  expect(placed.status()).toBe(201);
  return ((await placed.json()) as { orderNumber: string }).orderNumber;
};

/** An active product without options (bought by its id alone) with at least `min` units, as the dashboard reads it. */
const productWithStock = async (request: APIRequestContext, token: string, min: number, skip = 0) => {
  const res = await request.get("/api/dashboard/products?sort=stock&dir=desc&perPage=20", { headers: { authorization: `Bearer ${token}` } });
  const { data } = (await res.json()) as {
    data: Array<{ id: number; stock: number; active: boolean; variants: ReadonlyArray<unknown>; title: { en: string; ro: string } }>;
  };
  return data.filter((p) => p.active && p.variants.length === 0 && p.stock >= min)[skip]!;
};

const fieldsOf = (page: Page) => ({
  price: page.getByLabel(T.products.fields.price, { exact: true }),
  stock: page.getByLabel(T.products.fields.stock),
  save: page.getByRole("button", { name: T.common.save }),
});

test("two people edit one product while a shopper buys it: the sale stays sold and the second save says what changed", async ({ browser, request }) => {
  const token = await staffToken(request);
  const product = await productWithStock(request, token, 5);
  const [first, second] = [await staffPage(browser), await staffPage(browser, [409])];
  for (const { page } of [first, second]) await open(page, `/dashboard/product/edit/${product.id}/`);
  await expect(fieldsOf(first.page).stock).toHaveValue(String(product.stock));
  await expect(fieldsOf(second.page).stock).toHaveValue(String(product.stock));

  await buy(request, product.id, 2);
  // The first person corrects the stock by +3 and changes the price; the sale made meanwhile stays sold.
  await fieldsOf(first.page).price.fill("11");
  await fieldsOf(first.page).stock.fill(String(product.stock + 3));
  await fieldsOf(first.page).save.click();
  await expect(first.page.getByRole("status").filter({ hasText: T.common.saved })).toBeVisible();
  await expect(fieldsOf(first.page).stock).toHaveValue(String(product.stock - 2 + 3));

  // The second person's save, made from what they read before, is refused and names what changed.
  await fieldsOf(second.page).price.fill("12");
  await fieldsOf(second.page).save.click();
  const conflict = second.page.getByRole("alert").filter({ hasText: T.common.conflict });
  await expect(conflict).toContainText(fill(T.common.conflictChanged, { fields: [T.products.fields.price, T.products.fields.stock].join(", ") }));
  await conflict.getByRole("button", { name: T.common.conflictReload }).click();
  await expect(fieldsOf(second.page).price).toHaveValue("11");
  await expect(fieldsOf(second.page).stock).toHaveValue(String(product.stock + 1));

  const saved = (await (await request.get(`/api/dashboard/products/${product.id}`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
    data: { price: number; stock: number };
  };
  expect(saved.data).toMatchObject({ price: 11, stock: product.stock + 1 });
  expect([...first.errors, ...second.errors]).toEqual([]);
  await Promise.all([first.close(), second.close()]);
});

test("deleting a product that has orders says, on its row, to make it inactive instead", async ({ browser, request }) => {
  const token = await staffToken(request);
  const product = await productWithStock(request, token, 2, 1);
  await buy(request, product.id);
  const { page, errors, close } = await staffPage(browser, [409]);
  await page.getByRole("link", { name: T.nav.products, exact: true }).click();
  await page.getByRole("searchbox").fill(product.title.ro);
  await page.getByRole("button", { name: T.common.search }).click();
  page.once("dialog", (dialog) => void dialog.accept());
  await page
    // The row is named in the dashboard's language (English), else by its Romanian title marked so.
    .getByRole("button", {
      name: new RegExp(
        `^${T.common.delete}\\W+${(product.title.en || `${product.title.ro} (${T.common.languageNames.ro})`).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`,
      ),
    })
    .first()
    .click();
  const row = page.locator("tr.table__message");
  await expect(row.getByRole("alert")).toHaveText(T.products.hasOrders);
  expect(errors).toEqual([]);
  await close();
});

test("staff accounts: a new account is confirmed and the form cleared; a role change is asked first; one's own role is refused at its row", async ({
  browser,
}) => {
  const { page, errors, close } = await staffPage(browser, [422]);
  await page.getByRole("link", { name: T.nav.password }).click();
  const add = page.locator("form", { has: page.getByRole("heading", { name: T.password.addStaff }) });
  await add.getByLabel(T.password.name).fill("Elena");
  await add.getByLabel(T.password.email).fill("Elena@e2e.vitrina.md");
  await add.getByLabel(T.password.new).fill("elena-password-1");
  await add.getByRole("button", { name: T.common.save }).click();
  await expect(add.getByRole("status")).toHaveText(fill(T.password.created, { email: "elena@e2e.vitrina.md" }));
  await expect(add.getByLabel(T.password.name)).toHaveValue("");
  await expect(add.getByLabel(T.password.email)).toHaveValue("");

  // Changing someone's role asks first; cancelling leaves it as it was.
  const elenaRole = page.getByLabel(`${T.password.role}: Elena`);
  const asked: string[] = [];
  page.once("dialog", (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await elenaRole.selectOption("admin");
  await expect.poll(() => asked).toEqual([fill(T.password.confirmRole, { name: "Elena", role: T.password.roles.admin })]);
  await expect(elenaRole).toHaveValue("manager");
  page.once("dialog", (dialog) => void dialog.accept());
  await elenaRole.selectOption("admin");
  const elenaRow = page.locator("tr", { has: elenaRole });
  await expect(elenaRow.locator("xpath=following-sibling::tr[1]")).toHaveText(T.password.updated);

  // One's own role: the server's refusal is shown on one's own row.
  const ownRole = page.locator("tr", { has: page.getByRole("cell", { name: ADMIN.email }) }).getByRole("combobox");
  page.once("dialog", (dialog) => void dialog.accept());
  await ownRole.selectOption("manager");
  const ownRow = page.locator("tr", { has: page.getByRole("cell", { name: ADMIN.email }) });
  await expect(ownRow.locator("xpath=following-sibling::tr[1]").getByRole("alert")).toHaveText(T.password.ownRole);
  await expect(ownRole).toHaveValue("admin");
  expect(errors).toEqual([]);
  await close();
});

test("an order changed in another tab: the stale tab's refused change shows why and the current status", async ({ browser, request }) => {
  const token = await staffToken(request);
  const product = await productWithStock(request, token, 2, 2);
  const number = await buy(request, product.id);
  const { page, errors, close } = await staffPage(browser, [422]);
  await page.getByRole("link", { name: T.nav.orders }).click();
  await page.getByRole("link", { name: number }).click();
  const stale = await page.context().newPage();
  await open(stale, page.url().replace(/^https?:\/\/[^/]+/, ""));
  const confirm = (p: Page) => p.getByRole("button", { name: fill(T.orders.changeTo, { status: STATUS.confirmed }) });
  // The stale tab has read the order (still new) before the other one changes it: hydrated is not loaded.
  await expect(confirm(stale)).toBeVisible();

  page.once("dialog", (dialog) => void dialog.accept());
  await confirm(page).click();
  await expect(page.locator(".dash__title .status")).toHaveText(STATUS.confirmed);

  // Cancelling asks first and warns that the customer is e-mailed; dismissed, nothing changes.
  const asked: string[] = [];
  stale.once("dialog", (dialog) => {
    asked.push(dialog.message());
    void dialog.accept();
  });
  await confirm(stale).click();
  await expect.poll(() => asked).toEqual([fill(T.orders.confirmChange, { number, status: STATUS.confirmed })]);
  await expect(stale.getByRole("alert")).toHaveText(fill(T.orders.stale, { status: STATUS.confirmed, target: STATUS.confirmed }));
  await expect(stale.locator(".dash__title .status")).toHaveText(STATUS.confirmed);
  stale.once("dialog", (dialog) => {
    expect(dialog.message()).toBe(fill(T.orders.confirmCancel, { number }));
    void dialog.dismiss();
  });
  await stale.getByRole("button", { name: fill(T.orders.changeTo, { status: STATUS.cancelled }) }).click();
  await expect(stale.locator(".dash__title .status")).toHaveText(STATUS.confirmed);
  expect(errors).toEqual([]);
  await close();
});
