import { expect, test } from "./fixtures.js";
import type { APIRequestContext, Page } from "@playwright/test";
import { TEXTS, fill, localized, open } from "./texts.js";

// Journeys of a shopper on the demo shop (fresh embedded database with the demo data).

const cartBadge = (page: Page) => page.getByRole("link", { name: /^(Cart|Coș)/ }).first();

test("the chat widget is the error pages' only: a shop page does not load it", async ({ page }) => {
  await open(page, "/en/contacts/");
  await page.waitForLoadState("networkidle");
  expect(await page.evaluate(() => (window as { chatWidgetLoaded?: boolean }).chatWidgetLoaded)).toBeUndefined();
});

test("browsing: a category lists products, a filter narrows it through the URL, a product opens", async ({ page }) => {
  await open(page, "/en/category/bucatarie/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kitchen");
  const cards = page.locator(".product-card");
  await expect(cards).toHaveCount(9);
  const count = await page.locator(".listing__count").innerText();

  await page.getByLabel("Discounted only").check();
  await expect(page).toHaveURL(/is_discount=1/);
  await expect(page.locator(".listing__results")).not.toHaveAttribute("aria-busy");
  await expect(page.locator(".listing__count")).not.toHaveText(count);
  for (const badge of await page.locator(".product-card .badge--sale").all()) await expect(badge).toHaveText(/^−\d+%$/);
  expect(await page.locator(".product-card .badge--sale").count()).toBe(await cards.count());
  // The filters are kept for the next visit (spec §4: local storage 'filters').
  expect(await page.evaluate(() => localStorage.getItem("filters"))).toContain('"is_discount":true');

  const first = cards.first().locator(".product-card__title");
  const title = await first.innerText();
  await first.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page).toHaveURL(/\/en\/product\/[a-z0-9-]+\/$/);
  await expect.poll(() => page.title()).toContain(title);
});

test("show more adds the next products under the first page", async ({ page }) => {
  await open(page, "/en/category/bucatarie/");
  const cards = page.locator(".product-card");
  await expect(cards).toHaveCount(9);
  await page.getByRole("button", { name: "Show more products" }).click();
  await expect.poll(() => cards.count()).toBeGreaterThan(9);
  const titles = await cards.locator(".product-card__title").allInnerTexts();
  expect(new Set(titles).size).toBe(titles.length);
});

test("search finds products by a word typed without diacritics", async ({ page }) => {
  await open(page, "/search/?text=friteuza");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Rezultate pentru „friteuza”");
  await expect(page.locator(".product-card").first()).toContainText("Friteuză");
});

const fillCheckout = async (page: Page, phone: string) => {
  await page.getByLabel("Email").fill("ana.popescu@example.md");
  await page.getByLabel("Phone").fill(phone);
  await page.getByLabel("First name").fill("Ana");
  await page.getByLabel("Last name").fill("Popescu");
  await page.getByLabel("City").fill("Chișinău");
  await page.getByLabel("Street and number").fill("str. Ștefan cel Mare 1");
  await page.getByLabel("I agree to the terms of use and the privacy policy").check();
};

test("a shopper adds a product, fixes a wrong phone and places the order", async ({ page }) => {
  await open(page, "/en/product/tigaie-tefal-unlimited-28-cm/");
  await page.getByRole("button", { name: "Increase quantity" }).click();
  await page.getByRole("button", { name: "Add to cart", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Added to cart" })).toBeVisible();
  await expect(cartBadge(page)).toHaveAccessibleName("Cart, 2 items");
  await expect(cartBadge(page)).toHaveText("2");

  await cartBadge(page).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cart");
  await expect(page.locator(".cart-line")).toHaveCount(1);
  await expect(page.locator(".cart-line")).toContainText("Tefal Unlimited frying pan, 28 cm");
  await expect(page.locator(".totals__total dd")).toHaveText("MDL 1,298");

  await page.getByRole("link", { name: "Proceed to checkout" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Checkout");
  await fillCheckout(page, "12345");
  await page.getByRole("button", { name: "Place order" }).click();
  const phone = page.getByLabel("Phone");
  await expect(phone).toHaveAttribute("aria-invalid", "true");
  await expect(
    page.getByText("Enter a phone number as in the example, or a Moldovan, Romanian or Bulgarian one with its code (+373, +40, +359)."),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/en\/checkout\/$/);

  await phone.fill("069 123 456");
  await expect(phone).not.toHaveAttribute("aria-invalid", "true");
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you for your order!");
  await expect(page).toHaveURL(/\/en\/order\/VT-[A-Z0-9]+\/\?key=[\w-]{43}$/);
  await expect(page.locator(".order__number")).toHaveText(/^Order number: /);
  await expect(page.locator(".order__lines")).toContainText("Tefal Unlimited frying pan, 28 cm");
  await expect(page.locator(".order__lines")).toContainText("2");
  // The cart is empty once the order is placed, also after a reload: the cart link shows no count.
  await expect(cartBadge(page)).toHaveAccessibleName("Cart");
  await expect(cartBadge(page)).toHaveText("");
  await page.reload();
  await expect(cartBadge(page)).toHaveAccessibleName("Cart");
  await expect(cartBadge(page)).toHaveText("");
  await open(page, "/en/cart/");
  await expect(page.getByText("Your cart is empty.")).toBeVisible();
});

// The confirmation's URL carries the order's access key (decisions.md, Orders): in Romanian (no
// language prefix) and Bulgarian too, it opens the order in that language; a wrong key is the
// not-found page, which shows nothing of the order.
for (const locale of ["ro", "bg"] as const) {
  test(`${locale}: the confirmation URL with its key shows the order in ${locale}; a wrong key says the order was not found (404)`, async ({
    page,
    request,
  }) => {
    const T = TEXTS[locale];
    const headers = { "accept-language": locale };
    const product = (await (await request.get("/api/catalog/product/tigaie-tefal-unlimited-28-cm", { headers })).json()) as {
      data: { id: number; title: string };
    };
    const placed = await request.post("/api/cart/checkout", {
      headers,
      multipart: {
        paymentMethod: "cash_on_delivery",
        deliveryMethod: "courier",
        agreement: "1",
        "contactDetails[email]": `key-${locale}@example.md`,
        "contactDetails[phone]": "+37369123456",
        "billingAddress[firstName]": "Zamfira",
        "billingAddress[lastName]": "Ceban",
        "billingAddress[country]": "md",
        "billingAddress[city]": "Chișinău",
        "billingAddress[address]": "str. Ismail 88",
        "products[0][id]": String(product.data.id),
        "products[0][quantity]": "1",
      },
    });
    expect(placed.status()).toBe(201);
    const { orderNumber, accessKey } = (await placed.json()) as { orderNumber: string; accessKey: string };
    const path = localized(locale, `/order/${orderNumber}/`);

    const opened = await open(page, `${path}?key=${accessKey}`);
    expect(opened?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", locale);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(T.order.title);
    await expect(page.locator(".order__number")).toHaveText(fill(T.order.number, { number: orderNumber }, locale));
    await expect(page.locator(".order__lines")).toContainText(product.data.title);
    await expect(page.locator("main")).toContainText("Zamfira");

    const wrongKey = `${accessKey.slice(0, -1)}${accessKey.endsWith("A") ? "B" : "A"}`;
    const missed = await open(page, `${path}?key=${wrongKey}`);
    expect(missed?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", locale);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(T.order.notFound);
    await expect(page).toHaveTitle(new RegExp(`^${T.order.notFound.replace(/[.*+?^$()|[\]\\]/g, "\\$&")}`));
    await expect(page.locator("body")).not.toContainText("Zamfira");
  });
}

test("checkout shows every missing field in Romanian and sends nothing", async ({ page }) => {
  await open(page, "/product/tigaie-tefal-unlimited-28-cm/");
  await page.getByRole("button", { name: "Adăugați în coș", exact: true }).click();
  await expect(cartBadge(page)).toContainText("1");
  await open(page, "/checkout/");
  await expect(page.locator(".summary-lines")).toContainText("Tigaie Tefal Unlimited");
  let orders = 0;
  page.on("request", (r) => r.url().includes("/api/cart/checkout") && orders++);
  await page.getByRole("button", { name: "Plasați comanda" }).click();
  await expect(page.locator(".field-error").first()).toBeVisible();
  expect(await page.locator(".field-error").count()).toBeGreaterThanOrEqual(6);
  await expect(page.getByRole("alert").first()).toBeVisible();
  expect(orders).toBe(0);
});

test("an unknown page answers 404 with the path, in the page's language, with its picture and the chat widget", async ({ page }) => {
  const response = await open(page, "/ru/no-such-page/");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Страница не найдена: /no-such-page/");
  await expect(page.locator(".error-page__image")).toBeVisible();
  await expect.poll(() => page.evaluate(() => (window as { chatWidgetLoaded?: boolean }).chatWidgetLoaded)).toBe(true);
  const product = await open(page, "/product/no-such-product/");
  expect(product?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pagina nu a fost găsită: /product/no-such-product/");
});

test("the settings modal switches the language and keeps the page", async ({ page }) => {
  await open(page, "/contacts/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contacte");
  await page
    .getByRole("button", { name: /^Setări/ })
    .first()
    .click();
  await page.getByLabel("Limbă", { exact: true }).selectOption("bg");
  await page.getByRole("button", { name: "Salvați" }).click();
  await expect(page).toHaveURL(/\/bg\/contacts\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Контакти");
  expect((await page.context().cookies()).find((c) => c.name === "i18n_redirected")?.value).toBe("bg");
  await expect(page.locator("html")).toHaveAttribute("lang", "bg");
});

test("the contact form reports a wrong email, then sends", async ({ page }) => {
  await open(page, "/en/contacts/");
  // The title comes from the SEO settings of the contacts page.
  await expect(page).toHaveTitle("Contact us | Vitrina");
  await page.getByLabel("Full name").fill("Ion");
  await page.getByLabel("Email", { exact: true }).fill("ion@");
  await page.getByLabel("Message").fill("Do you deliver to Bălți?");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText("Enter a valid email address, like name@example.com.")).toBeVisible();
  await page.getByLabel("Email", { exact: true }).fill("ion@example.md");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText("Thank you! We will get back to you soon.")).toBeVisible();
});

/** Puts in the cart one unit of some product and one more unit than is left of the product with the least stock. */
const shortCart = async (page: Page, request: APIRequestContext, baseURL: string) => {
  type Listing = { items: Array<{ id: number; title: string; stock: number; has_options?: boolean }> };
  const body = (await (await request.get("/api/catalog/products?perPage=100&in_stock=1", { headers: { "accept-language": "en" } })).json()) as
    | Listing
    | { data: Listing };
  const listing = "data" in body ? body.data : body;
  // Products bought by their id alone (one with options is bought by variant).
  const [short, other] = [...listing.items].filter((p) => p.stock < 999 && !p.has_options).sort((a, b) => a.stock - b.stock);
  const cart = [
    { id: other!.id, quantity: 1 },
    { id: short!.id, quantity: short!.stock + 1 },
  ];
  await page.context().addCookies([{ name: "cart", value: encodeURIComponent(JSON.stringify(cart)), url: baseURL }]);
  return { short: short!, other: other!, left: short!.stock === 1 ? "Only 1 unit left in stock" : `Only ${short!.stock} units left in stock` };
};

test("a cart opened directly shows its products and totals, and a short line offers the units left in one click", async ({
  page,
  request,
  baseURL,
  allowConsoleError,
}) => {
  // The availability check's 422 is the answer this journey is about.
  allowConsoleError(/status of 422/);
  const { short, other, left } = await shortCart(page, request, baseURL!);
  await open(page, "/en/cart/");
  await expect(page.getByRole("link", { name: other.title })).toBeVisible();
  await expect(page.getByRole("link", { name: short.title })).toBeVisible();
  await expect(page.locator(".totals__total dd")).not.toHaveText(/^0/);
  const warning = page.locator(".cart-line", { hasText: short.title }).getByRole("alert");
  await expect(warning).toContainText(left);
  await expect(page.locator(".cart-line", { hasText: other.title }).getByRole("alert")).toHaveCount(0);
  await warning.getByRole("button", { name: new RegExp(`^Set the quantity to ${short.stock}`) }).click();
  await expect(page.getByLabel(`Quantity of ${short.title}`)).toHaveValue(String(short.stock));
  await expect(page.getByRole("alert")).toHaveCount(0);
});

test("an order refused for stock names the product and the units left, and one click takes them", async ({ page, request, baseURL, allowConsoleError }) => {
  allowConsoleError(/status of 422/);
  const { short, left } = await shortCart(page, request, baseURL!);
  await open(page, "/en/checkout/");
  await fillCheckout(page, "069 123 456");
  await page.getByRole("button", { name: "Place order" }).click();
  const refused = page.getByRole("group", { name: "Some products in your cart cannot be ordered as they are:" });
  await expect(refused).toContainText(short.title);
  await expect(refused).toContainText(left);
  await refused.getByRole("button", { name: new RegExp(`^Set the quantity to ${short.stock}`) }).click();
  await expect(refused).toHaveCount(0);
  await expect(page).toHaveURL(/\/en\/checkout\/$/);
});

test("a cart saved while a page loads (another tab) hydrates without a mismatch, then shows the saved cart", async ({ page, request, baseURL }) => {
  type Listing = { items: Array<{ id: number; title: string; has_options?: boolean }> };
  const body = (await (await request.get("/api/catalog/products?perPage=20&in_stock=1", { headers: { "accept-language": "en" } })).json()) as
    | Listing
    | { data: Listing };
  const [first, second] = ("data" in body ? body.data : body).items.filter((p) => !p.has_options);
  const cookie = (lines: ReadonlyArray<{ id: number; quantity: number }>) => encodeURIComponent(JSON.stringify(lines));
  // The server reads one line from the request; the browser's cookie holds two by the time the scripts run.
  await page.context().addCookies([{ name: "cart", value: cookie([{ id: first!.id, quantity: 1 }]), url: baseURL! }]);
  const saved = cookie([
    { id: first!.id, quantity: 1 },
    { id: second!.id, quantity: 2 },
  ]);
  // biome-ignore lint/suspicious/noDocumentCookie: the journey plants the cart cookie as the page's own scripts write it
  await page.addInitScript((value) => void (document.cookie = `cart=${value}; path=/`), saved);
  await open(page, "/en/cart/");
  await expect(page.getByRole("link", { name: second!.title })).toBeVisible();
  await expect(page.getByLabel(`Quantity of ${second!.title}`)).toHaveValue("2");
  await expect(cartBadge(page)).toHaveAccessibleName(/3/);
  // A page shared by every visitor has no badge in its HTML: it appears once the page is hydrated.
  await open(page, "/en/");
  await expect(cartBadge(page)).toHaveAccessibleName(/3/);
});
