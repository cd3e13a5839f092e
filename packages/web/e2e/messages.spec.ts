import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures.js";
import { signIn, staffToken } from "./staff.js";
import { TEXTS, open } from "./texts.js";

// A shopper writes through the contact form in Russian; a manager finds the message in the
// dashboard, sees how to answer it in the shopper's language, and marks it handled.
const MANAGER = { email: "messages.manager@e2e.vitrina.md", name: "Maria Mesaje", password: "messages-e2e-password" };
const SHOPPER = { name: "Ольга Шопова", email: "olga.shopova@example.md", phone: "+37369555444", message: "Есть ли этот чайник в красном цвете?" };
const C = TEXTS.ru.contacts;
const T = TEXTS.en.dashboard;

test.use({ locale: "en-US" });

test("a shopper's message reaches the dashboard, where a manager finds it and marks it handled", async ({ page, request }) => {
  test.setTimeout(90_000);
  await open(page, "/ru/contacts/");
  await page.getByRole("textbox", { name: C.name, exact: true }).fill(SHOPPER.name);
  await page.getByRole("textbox", { name: C.email, exact: true }).fill(SHOPPER.email);
  await page.getByRole("textbox", { name: C.phone, exact: true }).fill(SHOPPER.phone);
  await page.getByRole("textbox", { name: C.message, exact: true }).fill(SHOPPER.message);
  await page.getByRole("button", { name: C.send }).click();
  await expect(page.getByText(C.sent)).toBeVisible();

  const token = await staffToken(request);
  const created = await request.post("/api/dashboard/staff", {
    headers: { authorization: `Bearer ${token}` },
    data: { email: MANAGER.email, name: MANAGER.name, role: "manager", password: MANAGER.password },
  });
  expect(created.status()).toBe(201);

  await signIn(page, T, MANAGER);
  // The overview counts the new messages and leads to them.
  const waiting = page
    .getByRole("definition")
    .filter({ has: page.getByRole("link", { name: /^\d+$/ }) })
    .last();
  await expect(waiting.getByRole("link")).not.toHaveText("0");
  await waiting.getByRole("link").click();
  await expect(page).toHaveURL(/\/dashboard\/messages\/\?status=new$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(T.messages.title);

  await page.getByRole("searchbox").fill("555444");
  await page.getByRole("button", { name: T.messages.filter }).click();
  await expect(page).toHaveURL(/search=555444/);
  const message = page.getByRole("article", { name: SHOPPER.name });
  await expect(message.getByText(SHOPPER.message)).toBeVisible();
  await expect(message.getByText(SHOPPER.email)).toBeVisible();
  await expect(message.getByText("Russian")).toBeVisible();
  await expect(message.getByText(T.messages.statuses.new, { exact: true })).toBeVisible();
  await expect(message.getByRole("link", { name: `${T.messages.reply}: ${SHOPPER.name}` })).toHaveAttribute(
    "href",
    `mailto:${SHOPPER.email}?subject=${encodeURIComponent("Ответ на ваше сообщение")}`,
  );

  const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  expect(
    violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id),
    "no serious accessibility violations",
  ).toEqual([]);

  await message.getByRole("button", { name: `${T.messages.markHandled}: ${SHOPPER.name}` }).click();
  await expect(message.getByRole("status")).toHaveText(T.messages.markedHandled);
  await expect(message.getByText(T.messages.statuses.handled, { exact: true })).toBeVisible();

  // As the server has it: no longer among the new ones (the list still filtered by them), but handled.
  await expect(page).toHaveURL(/status=new/);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(T.messages.title);
  await expect(page.getByRole("article", { name: SHOPPER.name })).toHaveCount(0);
  await page.getByLabel(T.messages.status).selectOption("handled");
  await page.getByRole("button", { name: T.messages.filter }).click();
  await expect(page.getByRole("article", { name: SHOPPER.name }).getByText(T.messages.statuses.handled, { exact: true })).toBeVisible();
});
