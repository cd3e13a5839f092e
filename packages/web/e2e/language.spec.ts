import { expect, test } from "./fixtures.js";
import { open } from "./texts.js";

// Spec §4 on the server: the stored language, then the browser's languages, then ro.

test("with the language cookie set to en, the home page and any unprefixed page open in English", async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: "i18n_redirected", value: "en", url: baseURL! }]);
  for (const [from, to] of [
    ["/", "/en/"],
    ["/cart/", "/en/cart/"],
    ["/product/tigaie-tefal-unlimited-28-cm/", "/en/product/tigaie-tefal-unlimited-28-cm/"],
    ["/search/?text=tefal", "/en/search/?text=tefal"],
  ]) {
    await open(page, from!);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(to);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  }
  // A prefixed page is the visitor's explicit choice.
  await open(page, "/ru/contacts/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Контакты");
});

test.describe("a browser asking for Russian", () => {
  test.use({ locale: "ru-RU" });

  test("a first visit to an unprefixed page goes to its Russian twin and the language is remembered", async ({ page, context }) => {
    const first = await page.request.get("/faq/", { maxRedirects: 0, headers: { "accept-language": "ru-RU,ru;q=0.9,en;q=0.8" } });
    expect(first.status()).toBe(302);
    expect(first.headers()["location"]).toBe("/ru/faq/");
    expect(first.headers()["vary"]).toMatch(/Cookie/);
    await open(page, "/faq/");
    expect(new URL(page.url()).pathname).toBe("/ru/faq/");
    const cookie = (await context.cookies()).find((c) => c.name === "i18n_redirected");
    expect(cookie).toMatchObject({ value: "ru", path: "/", sameSite: "Lax", secure: false });
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);
  });
});

test("a new Romanian visitor stays on the unprefixed page and gets the language cookie", async ({ page, context }) => {
  const response = await open(page, "/contacts/");
  expect(response?.status()).toBe(200);
  expect(new URL(page.url()).pathname).toBe("/contacts/");
  expect((await context.cookies()).find((c) => c.name === "i18n_redirected")?.value).toBe("ro");
});

test("a path without its trailing slash is moved for good (301), keeping the query", async ({ request }) => {
  const response = await request.get("/en/search?text=tefal", { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers()["location"]).toBe("/en/search/?text=tefal");
});
