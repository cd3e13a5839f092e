import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { expect, httpError, test } from "./fixtures.js";
import { signIn, staffToken } from "./staff.js";
import { TEXTS } from "./texts.js";

// The dashboard as a daily tool (issue 17): a colleague's save is named, not overwritten; forms
// fill the slug and ask before unsaved changes are lost; a phone-sized screen needs no sideways
// scrolling; revenue figures keep their currency on their line.
const T = TEXTS.en.dashboard;

test.use({ locale: "en-US" });

/**
 * A signed-in dashboard page in a browser context of its own (another person's browser), whose page
 * and console errors are collected; the refusals the test provokes (`refused`) are let through.
 */
const staffPage = async (browser: Browser, refused: ReadonlyArray<number> = []) => {
  const context = await browser.newContext({ locale: "en-US" });
  const errors: string[] = [];
  const page = await context.newPage();
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error" && !refused.some((status) => httpError(status).test(message.text()))) errors.push(message.text());
  });
  await signIn(page, T);
  return { page, errors, close: () => context.close() };
};

type Category = { id: number; name: Record<"ro" | "en", string>; parent_id: number | null; position: number };

/** The category shown last in the dashboard's tree, as the dashboard reads it. */
const lastCategory = async (request: APIRequestContext): Promise<Category> => {
  const token = await staffToken(request);
  const { data } = (await (await request.get("/api/dashboard/categories", { headers: { authorization: `Bearer ${token}` } })).json()) as { data: Category[] };
  const byPosition = (a: Category, b: Category) => a.position - b.position || a.id - b.id;
  const tops = data.filter((c) => c.parent_id === null).sort(byPosition);
  const last = tops.at(-1)!;
  return (
    data
      .filter((c) => c.parent_id === last.id)
      .sort(byPosition)
      .at(-1) ?? last
  );
};

const nameOf = (c: Category) => c.name.en || c.name.ro;
/** A category row's edit button: "Edit" and, for screen readers, the category's name. */
const escaped = (text: string) => text.replace(/[.*+?^$()|[\]\\{}]/g, "\\$&");
const editButton = (page: Page, name: string) => page.getByRole("button", { name: new RegExp(`^${escaped(T.common.edit)}\\s*: ${escaped(name)}$`) });

test("two people edit one category: the second save names the field the first one changed, and reloads it", async ({ browser, request }) => {
  test.setTimeout(120_000);
  const category = await lastCategory(request);
  const first = await staffPage(browser);
  const second = await staffPage(browser, [409]);
  for (const { page } of [first, second]) {
    await page.getByRole("link", { name: T.nav.categories, exact: true }).click();
    await editButton(page, nameOf(category)).click();
    // The category is the last of the list: its form opens in sight, ready to type in.
    const name = page.getByLabel(`${T.categories.name} (${T.common.languageNames.ro})`);
    await expect(name).toBeFocused();
    await expect(name).toBeInViewport();
  }
  const renamed = `${category.name.ro} (nou)`;
  await first.page.getByLabel(`${T.categories.name} (${T.common.languageNames.ro})`).fill(renamed);
  await first.page.getByRole("button", { name: T.common.save, exact: true }).click();
  await expect(first.page.getByRole("status").filter({ hasText: T.common.saved })).toBeVisible();

  await second.page.getByLabel(T.categories.icon).fill("kitchen");
  await second.page.getByRole("button", { name: T.common.save, exact: true }).click();
  const alert = second.page.getByRole("alert");
  await expect(alert).toContainText(T.common.conflict);
  await expect(alert).toContainText("Changed meanwhile: Name.");
  // Loading the saved version says so while it runs (held here until seen, as on a slow connection),
  // and the form is opened again once it is done: opened sooner, it would hold the old values.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await second.page.route("**/api/dashboard/categories", async (route) => {
    await held;
    await route.continue();
  });
  await second.page.getByRole("button", { name: T.common.conflictReload }).click();
  const reloading = second.page.getByRole("status").filter({ hasText: T.common.reloading });
  await expect(reloading).toBeVisible();
  await expect(second.page.getByRole("alert")).toHaveCount(0);
  release();
  await expect(reloading).toHaveCount(0);
  await second.page.unroute("**/api/dashboard/categories");
  await editButton(second.page, category.name.en ? category.name.en : renamed).click();
  await expect(second.page.getByLabel(`${T.categories.name} (${T.common.languageNames.ro})`)).toHaveValue(renamed);
  await expect(second.page.getByLabel(T.categories.icon)).not.toHaveValue("kitchen");

  expect([...first.errors, ...second.errors]).toEqual([]);
  await first.close();
  await second.close();
});

test("a new product's slug comes from its Cyrillic title; leaving with unsaved changes asks first; a create says it was saved", async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, T);
  await page.getByRole("link", { name: T.nav.products, exact: true }).click();
  await page.getByRole("link", { name: T.products.new }).click();
  await page.getByLabel(`${T.products.fields.title} (${T.common.languageNames.ro})`, { exact: true }).fill("Сковорода Tefal 28 см");
  const slug = page.getByLabel(T.products.fields.slug);
  await expect(slug).toHaveValue("skovoroda-tefal-28-sm");

  // A link elsewhere in the dashboard asks; saying no stays on the form with what was typed.
  const asked: string[] = [];
  page.once("dialog", (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole("link", { name: T.nav.orders, exact: true }).click();
  expect(asked).toEqual([T.common.unsaved]);
  await expect(page).toHaveURL(/\/dashboard\/product\/new\/$/);
  await expect(slug).toHaveValue("skovoroda-tefal-28-sm");

  // Closing the tab asks too (the browser's own question).
  const unload = new Promise<string>((resolve) =>
    page.once("dialog", (dialog) => {
      resolve(dialog.type());
      void dialog.dismiss();
    }),
  );
  await page.close({ runBeforeUnload: true });
  expect(await unload).toBe("beforeunload");
  expect(page.isClosed()).toBe(false);

  // Typed by hand, the slug stays when the title changes.
  await slug.fill("tigaie-tefal-28");
  await page.getByLabel(`${T.products.fields.title} (${T.common.languageNames.ro})`, { exact: true }).fill("Tigaie Tefal 28 cm");
  await expect(slug).toHaveValue("tigaie-tefal-28");
  await page.getByLabel(`${T.products.fields.description} (${T.common.languageNames.ro})`, { exact: true }).fill("Tigaie cu strat antiaderent.");
  await page.getByLabel(T.products.fields.sku).fill(`VT-E2E-${Date.now()}`);
  await page.getByLabel(T.products.fields.price, { exact: true }).fill("349.90");
  await page.getByLabel(T.products.fields.category).selectOption({ index: 1 });
  await page.getByRole("button", { name: T.common.save, exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/product\/edit\/\d+\/$/);
  await expect(page.getByRole("status").filter({ hasText: T.common.saved })).toBeVisible();
  // Saved: nothing to ask about any more.
  await page.getByRole("link", { name: T.nav.orders, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(T.orders.title);
});

test("at 390 px the dashboard's lists fit the screen and the menu folds behind a button", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, T);
  const menu = page.getByRole("button", { name: T.nav.menu });
  const nav = page.getByRole("navigation", { name: T.title });
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  await expect(nav).toBeHidden();
  await menu.click();
  await expect(menu).toHaveAttribute("aria-expanded", "true");
  await expect(nav.getByRole("link", { name: T.nav.orders, exact: true })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  await expect(nav).toBeHidden();
  await expect(menu).toBeFocused();

  const found: string[] = [];
  for (const [section, heading] of [
    [T.nav.products, T.products.title],
    [T.nav.orders, T.orders.title],
    [T.nav.categories, T.categories.title],
    [T.nav.messages, T.messages.title],
    [T.nav.sliders, T.sliders.title],
    [T.nav.password, T.password.title],
    [T.nav.audit, T.audit.title],
  ] as const) {
    await menu.click();
    await nav.getByRole("link", { name: section, exact: true }).click();
    // Choosing a section closes the menu.
    await expect(menu).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("heading", { level: 1 }).first()).toHaveText(heading);
    const width = await page.evaluate(() => document.scrollingElement!.scrollWidth);
    expect(width, `${section}: the page does not scroll sideways`).toBeLessThanOrEqual(390);
    if (section === T.nav.products || section === T.nav.orders) {
      const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
      found.push(
        ...violations
          .filter((v) => v.impact === "serious" || v.impact === "critical")
          .map(
            (v) =>
              `${section} ${v.id}: ${v.nodes
                .map((n) => n.target.join(" "))
                .slice(0, 3)
                .join(", ")}`,
          ),
      );
    }
  }
  expect(found).toEqual([]);

  // The slider's move and remove buttons sit beside or under a slide's title, never over it.
  await menu.click();
  await nav.getByRole("link", { name: T.nav.sliders, exact: true }).click();
  const overlaps = await page.locator(".ordered-list li").evaluateAll((rows) =>
    rows.flatMap((row) => {
      const title = row.querySelector("strong")?.getBoundingClientRect();
      if (!title) return [];
      return [...row.querySelectorAll("button")]
        .map((b) => b.getBoundingClientRect())
        .filter((b) => b.left < title.right && b.right > title.left && b.top < title.bottom && b.bottom > title.top)
        .map(() => row.textContent ?? "");
    }),
  );
  expect(overlaps).toEqual([]);
});

test("at 1280 px in Russian and Bulgarian every revenue figure stays on one line", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, T);
  for (const locale of ["ru", "bg"] as const) {
    await page.getByLabel(TEXTS.en.dashboard.nav.language).or(page.getByLabel(TEXTS.ru.dashboard.nav.language)).selectOption(locale);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(TEXTS[locale].dashboard.nav.overview);
    const figures = page.locator(".figures dd");
    await expect(figures.first()).toBeVisible();
    const lines = await figures.evaluateAll((dds) =>
      dds.map((dd) => {
        const range = document.createRange();
        range.selectNodeContents(dd);
        return { text: dd.textContent, lines: new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size };
      }),
    );
    for (const figure of lines) expect(figure, `${locale}: ${figure.text}`).toMatchObject({ lines: 1 });
    // The revenue figures are the ones with a currency word after the amount.
    const revenue = lines.filter((f) => /\d\s\p{L}{2,}/u.test(f.text ?? ""));
    expect(revenue.length).toBeGreaterThanOrEqual(2);
  }
});
