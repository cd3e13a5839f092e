import type { Browser } from "@playwright/test";
import { expect, httpError, test } from "./fixtures.js";
import { ADMIN, sessionToken, signIn, staffToken, submitSignIn } from "./staff.js";
import { TEXTS, fill } from "./texts.js";

// Staff offboarding: an admin disables a manager, whose open dashboard is signed out and whose
// sign-in is refused, then deletes the account.
const MANAGER = { email: "offboarded.manager@e2e.vitrina.md", name: "Dorin Offboarded", password: "manager-e2e-password" };
const T = TEXTS.en.dashboard;

test.use({ locale: "en-US" });

/**
 * The manager's own browser, whose page errors and console errors are collected. Chromium logs the
 * refusals this journey provokes on purpose as failed loads (401: the revoked session; 403: the
 * refused sign-in): only those lines are let through.
 */
const managerBrowser = async (browser: Browser) => {
  const context = await browser.newContext({ locale: "en-US" });
  const errors: string[] = [];
  const page = await context.newPage();
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error" && ![401, 403].some((status) => httpError(status).test(message.text()))) errors.push(message.text());
  });
  return { page, errors, close: () => context.close() };
};

test("an admin disables a manager, whose open dashboard is signed out, then deletes the account", async ({ page, browser, request }) => {
  test.setTimeout(90_000);
  const token = await staffToken(request);
  const created = await request.post("/api/dashboard/staff", {
    headers: { authorization: `Bearer ${token}` },
    data: { email: MANAGER.email, name: MANAGER.name, role: "manager", password: MANAGER.password },
  });
  expect(created.status()).toBe(201);

  const manager = await managerBrowser(browser);
  await signIn(manager.page, T, MANAGER);

  await signIn(page, T);
  await page.getByRole("link", { name: T.nav.password }).click();
  const row = page.getByRole("row", { name: new RegExp(MANAGER.name) });
  await expect(row.getByText(T.password.statuses.active)).toBeVisible();

  const asked: string[] = [];
  page.once("dialog", (dialog) => {
    asked.push(dialog.message());
    void dialog.accept();
  });
  await page.getByRole("button", { name: fill(T.password.disableNamed, { name: MANAGER.name }) }).click();
  await expect(page.getByText(T.password.disabled)).toBeVisible();
  expect(asked).toEqual([fill(T.password.confirmDisable, { name: MANAGER.name })]);
  await expect(row.getByText(T.password.statuses.disabled)).toBeVisible();
  await expect(page.getByRole("button", { name: fill(T.password.enableNamed, { name: MANAGER.name }) })).toBeVisible();

  // The manager's next step in the open dashboard finds the session gone: back to the sign-in page.
  await manager.page.getByRole("link", { name: T.nav.orders }).click();
  await expect(manager.page).toHaveURL(/\/auth\/login\/$/);
  expect(await sessionToken(manager.page)).toBeUndefined();
  // Signing in again is refused with the reason.
  await submitSignIn(manager.page, T, MANAGER);
  await expect(manager.page.getByRole("alert")).toHaveText(T.login.disabled, { timeout: 30_000 });
  await expect(manager.page).toHaveURL(/\/auth\/login\/$/);

  page.once("dialog", (dialog) => {
    asked.push(dialog.message());
    void dialog.accept();
  });
  await page.getByRole("button", { name: fill(T.password.removeNamed, { name: MANAGER.name }) }).click();
  await expect(page.getByText(fill(T.password.removed, { name: MANAGER.name }))).toBeVisible();
  expect(asked[1]).toBe(fill(T.password.confirmRemove, { name: MANAGER.name }));
  await expect(page.getByRole("row", { name: new RegExp(MANAGER.name) })).toHaveCount(0);

  // The list as the server has it now: the account is gone.
  const staff = await request.get("/api/dashboard/staff", { headers: { authorization: `Bearer ${token}` } });
  expect(((await staff.json()) as { data: Array<{ email: string }> }).data.map((s) => s.email)).not.toContain(MANAGER.email);

  expect(manager.errors, "the manager's pages showed no error but the refusals").toEqual([]);
  await manager.close();
});

test("an admin's own row refuses disabling with the reason on that row", async ({ page, allowConsoleError }) => {
  allowConsoleError(httpError(422));
  await signIn(page, T);
  await page.getByRole("link", { name: T.nav.password }).click();
  const own = page.getByRole("row", { name: new RegExp(ADMIN.email) });
  page.once("dialog", (dialog) => void dialog.accept());
  await own.getByRole("button", { name: new RegExp(`^${T.password.disable} `) }).click();
  await expect(page.getByText(T.password.ownAccount)).toBeVisible();
  await expect(own.getByText(T.password.statuses.active)).toBeVisible();
});
