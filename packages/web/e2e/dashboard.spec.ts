import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { ADMIN, type Credentials, sessionToken, signIn as signInThroughForm, signInWithToken, staffToken, submitSignIn } from "./staff.js";
import { LOCALES, TEXTS, fill, localized, open } from "./texts.js";

// The staff side: sign in, run the catalogue and orders, SEO, roles, expired sessions.
const T = TEXTS.en.dashboard;
// A 64×64 red PNG.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAEAAAABACAIAAAAlC+aJAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAn0lEQVRoge2SQQkAQRDD6qcKzn2krYh7hIFCBKSh4etpohuwAdUrsgv1LtEN2IDqFdmFepfoBmxA9YrsQr1LdAM2oHpFdqHeJboBG1C9IrtQ7xLdgA2oXpFdqHeJbsAGVK/ILtS7RDdgA6pXZBfqXaIbsAHVK7IL9S7RDdiA6hXZhXqX6AZsQPWK7EK9S3QDNqB6RXah3iW6ARtQveIfHk6FQQ/sBcnRAAAAAElFTkSuQmCC",
  "base64",
);

/** Signs in through the form; the dashboard opens on its overview. */
const signIn = async (page: Page, credentials: Credentials = ADMIN) => {
  await signInThroughForm(page, T, credentials);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(T.nav.overview);
};

test.use({ locale: "en-US" });

test("a wrong password is refused with a message and no session", async ({ page }) => {
  await open(page, "/dashboard/product/");
  await expect(page).toHaveURL(/\/auth\/login\/$/);
  await submitSignIn(page, T, { email: ADMIN.email, password: "not the password" });
  await expect(page.getByRole("alert")).toHaveText(T.login.wrong);
  expect(await sessionToken(page)).toBeUndefined();
});

test("a product created with a picture and four languages is found by the storefront search in each", async ({ page }) => {
  await signIn(page);
  await page.getByRole("link", { name: T.nav.products, exact: true }).click();
  await page.getByRole("link", { name: T.products.new }).click();
  const titles = { ro: "Ceainic Zarya ceramic", en: "Zarya ceramic teapot", ru: "Чайник Заря керамический", bg: "Чайник Заря керамичен" };
  const title = page.getByLabel(new RegExp(`^${T.products.fields.title} `));
  for (const locale of LOCALES) {
    await page
      .getByRole("group", { name: `${T.products.fields.title}: ${T.common.languageTab}`, exact: true })
      .getByRole("button", { name: locale.toUpperCase() })
      .click();
    await title.fill(titles[locale]);
  }
  await page.getByLabel(new RegExp(`^${T.products.fields.description} `)).fill("Ceainic din ceramică, 1 l.");
  await page.getByLabel(T.products.fields.slug).fill("ceainic-zarya");
  await page.getByLabel(T.products.fields.sku).fill("VT-E2E-0001");
  await page.getByLabel(T.products.fields.price, { exact: true }).fill("abc");
  await page.getByLabel(T.products.fields.stock).fill("5");
  await page.getByLabel(T.products.fields.category).selectOption({ label: "Cookware" });
  await page.locator("#product-images").setInputFiles({ name: "teapot.png", mimeType: "image/png", buffer: PNG });
  await expect(page.locator(".ordered-list img")).toHaveCount(1);
  await page.locator("#product-images").setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
  await expect(page.getByText(T.products.fields.badType.replace("{name:string}", "notes.txt"))).toBeVisible();

  await page.getByRole("button", { name: T.common.save }).click();
  await expect(page.getByLabel(T.products.fields.price, { exact: true })).toHaveAttribute("aria-invalid", "true");
  await page.getByLabel(T.products.fields.price, { exact: true }).fill("349.90");
  await page.getByRole("button", { name: T.common.save }).click();
  await expect(page).toHaveURL(/\/dashboard\/product\/edit\/\d+\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(T.products.edit);
  // The create is confirmed on the page it leads to.
  await expect(page.getByRole("status").filter({ hasText: T.common.saved })).toBeVisible();
  const edited = page.url();

  for (const locale of LOCALES) {
    // Each language's shopper, whose browser may ask for another language: the language chosen is remembered (spec §4).
    await page.context().addCookies([{ name: "i18n_redirected", value: locale, url: new URL("/", page.url()).href }]);
    await open(
      page,
      `${localized(locale, "/search/")}?text=${encodeURIComponent(locale === "ro" ? "zarya" : locale === "en" ? "teapot" : titles[locale].split(" ")[1]!)}`,
    );
    await expect(page.locator(".product-card__title", { hasText: titles[locale] })).toBeVisible();
  }

  // The new teapot comes in two sizes, given on a phone: options, generated combinations, a price and
  // stock set for both rows at once; the table scrolls in its own box, not the page. Nobody buys it.
  const V = T.variantEditor;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.context().addCookies([{ name: "i18n_redirected", value: "en", url: new URL("/", page.url()).href }]);
  await open(page, new URL(edited).pathname);
  await page.getByRole("button", { name: V.addOption }).click();
  await page.getByLabel(new RegExp(`^${V.optionName} `)).fill("Capacitate");
  for (const [position, label] of ["1 l", "1,5 l"].entries()) {
    await page.getByRole("button", { name: `${V.addValue}: Capacitate (Romanian)` }).click();
    await page.getByLabel(new RegExp(`^${fill(V.valueLabel, { position: position + 1 })} `)).fill(label);
  }
  await page.getByRole("button", { name: V.generate }).click();
  await page.getByRole("checkbox", { name: V.chooseAll }).check();
  const bulk = page.getByRole("group", { name: new RegExp(`^${V.bulk}`) });
  await bulk.getByLabel(V.columns.price, { exact: true }).fill("389");
  await bulk.getByLabel(V.columns.stock, { exact: true }).fill("4");
  await bulk.getByRole("button", { name: V.apply }).click();
  await page.getByLabel(`${V.columns.price}: 1,5 l (Romanian)`, { exact: true }).fill("429");
  await page.getByRole("button", { name: T.common.save }).click();
  await expect(page.getByRole("status").filter({ hasText: T.common.saved })).toBeVisible();
  await expect(page.getByLabel(`${V.columns.stock}: 1 l (Romanian)`, { exact: true })).toHaveValue("4");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.context().addCookies([{ name: "i18n_redirected", value: "ro", url: new URL("/", page.url()).href }]);
  await open(page, "/product/ceainic-zarya/");
  const sizes = page.getByRole("radiogroup", { name: "Capacitate" });
  await expect(sizes.getByRole("radio")).toHaveText(["1 l", "1,5 l"]);
  await sizes.getByRole("radio", { name: "1,5 l" }).click();
  await expect(page).toHaveURL(/\?variant=\d+$/);
});

test("an order moves along its statuses with history", async ({ page, request }) => {
  const form = {
    paymentMethod: "cash_on_delivery",
    deliveryMethod: "courier",
    agreement: "1",
    "contactDetails[email]": "ion@example.md",
    "contactDetails[phone]": "+37369123456",
    "billingAddress[firstName]": "Ion",
    "billingAddress[lastName]": "Rusu",
    "billingAddress[country]": "md",
    "billingAddress[city]": "Chișinău",
    "billingAddress[address]": "str. Mare 1",
    "products[0][id]": "1",
    "products[0][quantity]": "1",
  };
  const placed = await request.post("/api/cart/checkout", { multipart: form });
  expect(placed.status()).toBe(201);
  const { orderNumber, accessKey } = (await placed.json()) as { orderNumber: string; accessKey: string };

  await signIn(page);
  await page.getByRole("link", { name: T.nav.orders }).click();
  // Found by the phone as the customer says it over the phone, not as it was typed at checkout.
  const search = page.getByRole("searchbox", { name: T.orders.searchLabel });
  await search.fill("nobody-ordered-this");
  await page.getByRole("button", { name: T.orders.filter }).click();
  await expect(page.getByText(T.common.noMatch)).toBeVisible();
  await search.fill("069 123 456");
  await page.getByRole("button", { name: T.orders.filter }).click();
  await expect(page.getByText(T.common.noMatch)).toBeHidden();
  await page.getByRole("link", { name: orderNumber }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(T.orders.detail.replace("{number:string}", orderNumber));
  // A status change e-mails the customer, so it is asked first.
  page.once("dialog", (dialog) => {
    expect(dialog.message()).toBe(fill(T.orders.confirmChange, { number: orderNumber, status: TEXTS.en.order.statuses.confirmed }));
    void dialog.accept();
  });
  await page.getByRole("button", { name: T.orders.changeTo.replace("{status:string}", TEXTS.en.order.statuses.confirmed) }).click();
  await expect(page.locator(".dash__title .status")).toHaveText(TEXTS.en.order.statuses.confirmed);
  await expect(page.locator(".history li")).toHaveCount(2);
  await expect(page.locator(".history li").last()).toContainText(`${TEXTS.en.order.statuses.new} → ${TEXTS.en.order.statuses.confirmed}`);
  const shown = await request.get(`/api/cart/order/${orderNumber}?key=${accessKey}`);
  expect(((await shown.json()) as { data: { status: string } }).data.status).toBe("confirmed");
});

test("an SEO title edited in the dashboard is the home page's title", async ({ page }) => {
  await signIn(page);
  await page.getByRole("link", { name: T.nav.seo }).click();
  const home = page.getByRole("form", { name: T.seo.kinds.home });
  const title = home.getByLabel(new RegExp(`^${T.seo.pageTitle} `));
  await title.fill("Vitrina — oferte de iarnă");
  await home
    .getByRole("group", { name: `${T.seo.pageTitle}: ${T.common.languageTab}` })
    .getByRole("button", { name: "EN" })
    .click();
  await title.fill("Vitrina — winter deals");
  await home.getByRole("button", { name: T.common.save }).click();
  await expect(home.getByRole("status")).toHaveText(T.common.saved);
  // The change is in the audit trail, with its old and new texts.
  await page.getByRole("link", { name: T.nav.audit }).click();
  await page.getByLabel(T.audit.entity).selectOption("seo_settings");
  await page.getByRole("button", { name: T.audit.filter }).click();
  await expect(page.locator(".table tbody tr").first()).toContainText(
    `${fill(T.audit.things.seo_settings, { name: T.seo.kinds.home })} — ${T.audit.actions.update}`,
  );
  await expect(page.locator(".table tbody tr").first()).toContainText("Vitrina — oferte de iarnă");
  await open(page, "/en/");
  await expect(page).toHaveTitle("Vitrina — winter deals");
  await page.context().addCookies([{ name: "i18n_redirected", value: "ro", url: new URL("/", page.url()).href }]);
  await open(page, "/");
  await expect(page).toHaveTitle("Vitrina — oferte de iarnă");
});

test("a manager does not reach the locale settings nor staff accounts, and the server refuses them", async ({ page, request }) => {
  const token = await staffToken(request);
  const manager = { email: "manager@e2e.vitrina.md", password: "manager-password-1", name: "Maria", role: "manager" };
  const created = await request.post("/api/dashboard/staff", { data: manager, headers: { authorization: `Bearer ${token}` } });
  expect(created.status()).toBe(201);

  await signIn(page, manager);
  await expect(page.getByRole("link", { name: T.nav.localeSettings })).toHaveCount(0);
  await page.getByRole("link", { name: T.nav.password }).click();
  await expect(page.getByRole("heading", { name: T.password.staff })).toHaveCount(0);
  await open(page, "/dashboard/locale-settings/");
  await expect(page).toHaveURL(/\/dashboard\/$/);
  const managerToken = await sessionToken(page);
  expect(managerToken).toBeDefined();
  const refused = await request.get("/api/dashboard/staff", { headers: { authorization: `Bearer ${managerToken}` } });
  expect(refused.status()).toBe(403);
});

test("an expired session returns to the sign-in page", async ({ page, baseURL }) => {
  await signInWithToken(page, "expired-or-revoked-token", baseURL!);
  await open(page, "/dashboard/orders/");
  await expect(page).toHaveURL(/\/auth\/login\/$/);
  expect(await sessionToken(page)).toBeUndefined();
});

test("the dashboard speaks the language chosen in it", async ({ page }) => {
  await signIn(page);
  await page.getByLabel(T.nav.language).selectOption("ru");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(TEXTS.ru.dashboard.nav.overview);
  await expect(page.getByRole("link", { name: TEXTS.ru.dashboard.nav.orders })).toBeVisible();
});

test("the sign-in page and the main dashboard screens have no serious accessibility violations", async ({ page }) => {
  // Six axe passes: more than the default 30 s on a busy 2-core machine.
  test.setTimeout(120_000);
  const check = async () => {
    const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
    return violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map(
        (v) =>
          `${page.url()} ${v.id}: ${v.nodes
            .map((n) => n.target.join(" "))
            .slice(0, 3)
            .join(", ")}`,
      );
  };
  await open(page, "/auth/login/");
  const found = await check();
  await signIn(page);
  found.push(...(await check()));
  for (const section of [T.nav.products, T.nav.orders, T.nav.categories, T.nav.seo]) {
    await page.getByRole("link", { name: section, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    found.push(...(await check()));
  }
  await page.getByRole("link", { name: T.nav.products, exact: true }).click();
  await page.getByRole("link", { name: T.products.new }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(T.products.new);
  found.push(...(await check()));
  expect(found).toEqual([]);
});

test("markup typed into a product's title shows as text in the shop and in the dashboard", async ({ page, request }) => {
  const token = await staffToken(request);
  const hostile = `<img src=x onerror="window.pwned=1">Ceainic`;
  const text = { ro: hostile, en: hostile, ru: hostile, bg: hostile };
  const res = await request.post("/api/dashboard/products", {
    headers: { authorization: `Bearer ${token}` },
    data: {
      slug: "ceainic-markup",
      sku: "VT-E2E-XSS",
      title: text,
      description: text,
      price: 10,
      old_price: null,
      stock: 1,
      category_id: 2,
      attributes: [],
      active: true,
      image_ids: [],
    },
  });
  expect(res.status()).toBe(201);
  await open(page, "/product/ceainic-markup/");
  await expect(page.locator(".product h1")).toHaveText(hostile);
  await expect(page.locator(".product h1 img")).toHaveCount(0);
  await signIn(page);
  await page.getByRole("link", { name: T.nav.products, exact: true }).click();
  await expect(page.getByRole("link", { name: hostile })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
});
