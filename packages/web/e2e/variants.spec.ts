import { formatPrice } from "@vitrina/core";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.js";
import { TEXTS, fill, open } from "./texts.js";

// Products with variants (issue 32): a shopper opens a T-shirt from a shared address that selects
// its black M, switches the size and the colour, is refused the sold-out white S, adds two variants
// (one page per language: ro and ru on a 390 px phone, en and bg at 1280 px), sees them as two
// cart lines named by their sizes and colours and places one order. It buys the demo T-shirt, which
// no other journey buys (the journeys share one shop).
const SLUG = "tricou-sport-unisex-bumbac-organic";
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
/** How far a page scrolls sideways (a phone's page must not). */
const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

interface Variant {
  readonly id: number;
  readonly options: Record<string, string>;
}

test("a shopper chooses two variants of a T-shirt, sees them as two cart lines and orders them", async ({ page, request }) => {
  const answer = (await (await request.get(`/api/catalog/product/${SLUG}`)).json()) as { data: { variants: ReadonlyArray<Variant> } };
  const variant = (size: string, colour: string) => answer.data.variants.find((v) => v.options.apparel_size === size && v.options.colour === colour)!.id;
  const price = page.locator(".product__buy .price__current");
  const add = (locale: "ro" | "en") => page.getByRole("button", { name: TEXTS[locale].product.addToCart, exact: true });

  // The server's page alone (no scripts) selects the variant its address names, links every other
  // value to a variant and offers each variant in its JSON-LD.
  const html = await (await request.get(`/product/${SLUG}/?variant=${variant("l", "white")}`)).text();
  expect(html.match(/role="radio" aria-checked="true"[^>]*data-value="([^"]+)"/g)?.map((m) => m.replace(/.*data-value="|"$/g, ""))).toEqual(["l", "white"]);
  expect(html).toContain(`href="/product/${SLUG}/?variant=${variant("m", "white")}"`);
  expect(html.match(/"@type":"Offer"/g)).toHaveLength(answer.data.variants.length);

  // Romanian, on a phone: the shared address selects the black M on the server's page.
  await page.setViewportSize(PHONE);
  await open(page, `/product/${SLUG}/?variant=${variant("m", "black")}`);
  const size = page.getByRole("radiogroup", { name: "Mărime" });
  const colour = page.getByRole("radiogroup", { name: "Culoare" });
  await expect(size.getByRole("radio", { name: "M" })).toHaveAttribute("aria-checked", "true");
  await expect(colour.getByRole("radio", { name: "Negru" })).toHaveAttribute("aria-checked", "true");
  await expect(price).toHaveText(formatPrice(249, "ro"));
  await expect.poll(() => sideways(page)).toBe(0);
  // XL costs more; the address follows the choice.
  await size.getByRole("radio", { name: "XL" }).click();
  await expect(price).toHaveText(formatPrice(279, "ro"));
  await expect(page).toHaveURL(new RegExp(`\\?variant=${variant("xl", "black")}$`));
  // White has a picture of its own; in white the S is sold out: shown, struck through, and a click chooses nothing.
  const picture = page.locator(".gallery__image");
  const black = (await picture.getAttribute("src"))!;
  await colour.getByRole("radio", { name: "Alb" }).click();
  await expect(page).toHaveURL(new RegExp(`\\?variant=${variant("xl", "white")}$`));
  await expect(picture).not.toHaveAttribute("src", black);
  const soldOut = size.getByRole("radio", { name: fill(TEXTS.ro.product.valueSoldOut, { value: "S" }, "ro") });
  await expect(soldOut).toHaveAttribute("aria-disabled", "true");
  await soldOut.click({ force: true });
  await expect(size.getByRole("radio", { name: "XL" })).toHaveAttribute("aria-checked", "true");
  await add("ro").click();
  await expect(page.getByRole("status").filter({ hasText: TEXTS.ro.product.added })).toBeVisible();
  // The cart is saved a moment after a change, when its badge counts the line.
  await expect(page.getByRole("link", { name: fill(TEXTS.ro.shell.cartWithCount, { count: "1" }, "ro") }).first()).toBeVisible();

  // English, on a computer: nothing chosen yet, the price reads "from" and add to cart waits.
  await page.setViewportSize(DESKTOP);
  await open(page, `/en/product/${SLUG}/`);
  await expect(price).toHaveText(fill(TEXTS.en.catalog.fromPrice, { price: formatPrice(249, "en") }));
  await expect(add("en")).toBeDisabled();
  await page.getByRole("radiogroup", { name: "Size" }).getByRole("radio", { name: "M" }).click();
  await page.getByRole("radiogroup", { name: "Colour" }).getByRole("radio", { name: "Black" }).click();
  await expect(page).toHaveURL(new RegExp(`\\?variant=${variant("m", "black")}$`));
  await add("en").click();
  await expect(page.getByRole("status").filter({ hasText: TEXTS.en.product.added })).toBeVisible();
  // Two lines: the white XL and the black M.
  await expect(page.getByRole("link", { name: fill(TEXTS.en.shell.cartWithCount, { count: "2" }) }).first()).toBeVisible();

  // Russian, on a phone: two lines, each named by its variant in Russian.
  await page.setViewportSize(PHONE);
  await open(page, "/ru/cart/");
  const lines = page.locator(".cart-line");
  await expect(lines).toHaveCount(2);
  await expect(lines.filter({ hasText: "Размер: XL, Цвет: Белый" })).toHaveCount(1);
  await expect(lines.filter({ hasText: "Размер: M, Цвет: Чёрный" })).toHaveCount(1);
  await expect.poll(() => sideways(page)).toBe(0);

  // Bulgarian, on a computer: one order of both variants.
  await page.setViewportSize(DESKTOP);
  await open(page, "/bg/checkout/");
  const K = TEXTS.bg.checkout;
  await page.getByLabel(K.email, { exact: true }).fill("varianti@example.md");
  await page.getByLabel(K.phone, { exact: true }).fill("069 123 456");
  await page.getByLabel(K.firstName, { exact: true }).fill("Ана");
  await page.getByLabel(K.lastName, { exact: true }).fill("Вариантова");
  await page.getByLabel(K.city, { exact: true }).fill("Кишинев");
  await page.getByLabel(K.address, { exact: true }).fill("ул. Щефан чел Маре 1");
  await page.getByLabel(K.agreement, { exact: true }).check();
  await page.getByRole("button", { name: K.placeOrder }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(TEXTS.bg.order.title);
  await expect(page.getByText("Размер: XL, Цвят: Бял")).toBeVisible();
  await expect(page.getByText("Размер: M, Цвят: Черен")).toBeVisible();
});
