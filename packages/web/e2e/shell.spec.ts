import AxeBuilder from "@axe-core/playwright";
import { CHAT_WIDGET_URL, expect, test } from "./fixtures.js";
import { TEXTS, fill, localized, open } from "./texts.js";

const T = TEXTS.en;

test.describe("on a 375 px phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the mobile menu opens, locks the page's scroll, leads to a category and closes", async ({ page }) => {
    await open(page, "/en/");
    await page.getByRole("button", { name: T.shell.openMenu }).click();
    const menu = page.getByRole("dialog", { name: T.shell.menu });
    await expect(menu).toBeVisible();
    await expect(page.locator("body")).toHaveClass(/scroll-locked/);
    await menu.getByRole("button", { name: T.shell.products }).click();
    await menu.getByRole("link", { name: "Kitchen", exact: true }).click();
    await expect(page).toHaveURL(/\/en\/category\/bucatarie\/$/);
    await expect(menu).toBeHidden();
    await expect(page.locator("body")).not.toHaveClass(/scroll-locked/);
  });
});

test.describe("with the keyboard only", () => {
  test("the mega-menu opens with Enter and closes with Escape, focus back on its button", async ({ page }) => {
    await open(page, "/en/");
    const trigger = page.getByRole("button", { name: T.shell.products, exact: true });
    await trigger.focus();
    await page.keyboard.press("Enter");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Escape");
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await expect(trigger).toBeFocused();
  });

  test("search opens with Enter, takes typing at once and goes to the results", async ({ page }) => {
    await open(page, "/en/");
    await page.getByRole("button", { name: T.shell.openSearch }).focus();
    await page.keyboard.press("Enter");
    const box = page.getByRole("dialog", { name: T.shell.searchLabel }).getByRole("searchbox");
    await expect(box).toBeFocused();
    await page.keyboard.type("kettle");
    await expect(page.locator(".search-results li").first()).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/en\/search\/\?text=kettle$/);
  });

  test("search keeps the spaces typed key by key and searches the trimmed text", async ({ page }) => {
    await open(page, "/en/");
    await page.getByRole("button", { name: T.shell.openSearch }).click();
    const box = page.getByRole("dialog", { name: T.shell.searchLabel }).getByRole("searchbox");
    await box.pressSequentially(" philips airfryer ", { delay: 60 });
    await expect(box).toHaveValue(" philips airfryer ");
    await expect(page.locator(".search-results li").first()).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/en\/search\/\?text=philips%20airfryer$/);
  });

  // Issue 34 item 8: a typo the shop corrects is never corrected silently.
  for (const [locale, typed, searched, title] of [
    ["ro", "tigae", "tigaie", /Tigaie Tefal Unlimited/],
    ["ru", "сковордоа", "сковорода", /Сковорода Tefal Unlimited/],
  ] as const)
    test(`a misspelled search typed key by key says, in ${locale}, which text its results are for, in the overlay and on its page`, async ({ page }) => {
      const L = TEXTS[locale];
      await open(page, localized(locale, "/"));
      await page.getByRole("button", { name: L.shell.openSearch }).click();
      const overlay = page.getByRole("dialog", { name: L.shell.searchLabel });
      await overlay.getByRole("searchbox").pressSequentially(typed, { delay: 60 });
      await expect(overlay.getByRole("status")).toContainText(fill(L.shell.searchedInstead, { text: searched }, locale));
      await expect(overlay.getByRole("link", { name: title }).first()).toBeVisible();
      // The corrected word is what the titles highlight.
      await expect(overlay.locator(".search-results mark").first()).toHaveText(new RegExp(`^${searched}$`, "i"));
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(new RegExp(`/search/\\?text=${encodeURIComponent(typed)}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(fill(L.catalog.searchResults, { text: searched }, locale));
      await expect(page.getByText(fill(L.catalog.searchedInstead, { typed, text: searched }, locale))).toBeVisible();
      await expect(page.getByRole("link", { name: title }).first()).toBeVisible();
    });

  test("the settings modal opens, keeps focus inside and closes with Escape", async ({ page }) => {
    await open(page, "/en/");
    const opener = page.getByRole("button", { name: new RegExp(`^${T.shell.settings}`) }).first();
    await opener.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: T.shell.settingsTitle });
    await expect(dialog).toBeVisible();
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });
});

for (const path of ["/", "/category/bucatarie/", "/product/tigaie-tefal-unlimited-28-cm/", "/cart/", "/checkout/", "/contacts/", "/faq/", "/no-such-page/"]) {
  test(`no serious accessibility violations on ${path}`, async ({ page }) => {
    await open(page, path);
    const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    const serious = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(
      serious.map(
        (v) =>
          `${v.id}: ${v.nodes
            .map((n) => n.target.join(" "))
            .slice(0, 3)
            .join(", ")}`,
      ),
    ).toEqual([]);
  });
}

test("pages carry a Content-Security-Policy that their own scripts satisfy", async ({ page, allowConsoleError }) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  for (const path of ["/", "/product/tigaie-tefal-unlimited-28-cm/", "/auth/login/"]) {
    const response = await page.goto(path);
    const policy = response?.headers()["content-security-policy"] ?? "";
    const scriptSrc = policy.split(";").find((d) => d.trim().startsWith("script-src")) ?? "";
    // The shop's own scripts, the storefront page's one inline script (which asks for the first
    // script once the page has loaded) by its hash, and the chat widget the journeys' shop is configured with.
    expect(scriptSrc.trim()).toMatch(new RegExp(`^script-src 'self' 'sha256-[A-Za-z0-9+/]{43}=' ${new URL(CHAT_WIDGET_URL).origin}$`));
    expect(response?.headers()["x-content-type-options"]).toBe("nosniff");
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  }
  // An injected inline script is refused (the refusal is the console error this test expects).
  allowConsoleError(/Executing inline script violates the following Content Security Policy/);
  await page.evaluate(() => {
    const s = document.createElement("script");
    s.textContent = "window.injected = true";
    document.body.append(s);
  });
  expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined();
  expect(violations.filter((v) => !v.includes("window.injected") && !/inline script/i.test(v))).toEqual([]);
});
