import { readFile } from "node:fs/promises";
import type { APIRequestContext } from "@playwright/test";
import { expect, httpError, test } from "./fixtures.js";
import { signInWithToken, staffToken } from "./staff.js";
import { TEXTS, type Locale } from "./texts.js";

// The order desk of a shop's first week (issue 31): the orders the list's filters show exported as
// a CSV file, and a staff note in the order's history that the shopper never sees, in two of the
// dashboard's languages.

const PRODUCT = "caserola-pranz-lock-lock-1-l";

/** A shopper's order of one product, placed through the storefront's API; `tag` is the shopper's last name, found by the list's search. */
const buy = async (request: APIRequestContext, tag: string): Promise<string> => (await placed(request, tag)).orderNumber;

/** {@link buy}, with the access key of the shopper's order page. */
const placed = async (request: APIRequestContext, tag: string) => {
  // A product no other journey buys: the journeys share one shop, and the pan's stock is theirs.
  const product = (await (await request.get(`/api/catalog/product/${PRODUCT}`)).json()) as { data: { id: number } };
  const placed = await request.post("/api/cart/checkout", {
    multipart: {
      paymentMethod: "bank_transfer",
      deliveryMethod: "courier",
      agreement: "1",
      clientNote: "Sunați înainte, vă rog.",
      "contactDetails[email]": "birou@example.md",
      "contactDetails[phone]": "+37369123456",
      "billingAddress[firstName]": "Елена",
      "billingAddress[lastName]": tag,
      "billingAddress[country]": "md",
      "billingAddress[city]": "Chișinău",
      "billingAddress[address]": "str. Mihai Eminescu 5, ap. 3",
      "products[0][id]": String(product.data.id),
      "products[0][quantity]": "2",
    },
  });
  expect(placed.status()).toBe(201);
  return (await placed.json()) as { orderNumber: string; accessKey: string };
};

for (const [locale, browserLocale] of [
  ["ro", "ro-RO"],
  ["ru", "ru-RU"],
] as const satisfies ReadonlyArray<readonly [Locale, string]>) {
  test.describe(`the order desk in ${locale}`, () => {
    test.use({ locale: browserLocale });
    const T = TEXTS[locale].dashboard.orders;

    test("the orders list exports what its filters show as a CSV file with a BOM", async ({ page, request, baseURL }) => {
      const tag = `Exportescu-${locale}`;
      const [first, second] = [await buy(request, tag), await buy(request, tag)];
      await signInWithToken(page, await staffToken(request), baseURL!);
      await page.goto(`/dashboard/orders/?search=${tag}`);
      await expect(page.getByRole("link", { name: first })).toBeVisible();
      const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: T.exportCsv }).click()]);
      expect(download.suggestedFilename()).toBe("orders.csv");
      const bytes = await readFile((await download.path())!);
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const rows = bytes.toString("utf8").slice(1).split("\r\n").filter(Boolean);
      expect(rows[0]).toMatch(/^number,date,status,/);
      // The two orders of this search, oldest first, and no other order of the shop.
      expect(rows.slice(1).map((row) => row.split(",")[0])).toEqual([first, second]);
      expect(rows[1]).toContain(`"str. Mihai Eminescu 5, ap. 3"`);
      expect(rows[1]).toContain(`Елена ${tag}`);
      expect(rows[1]).toContain("'+37369123456");
    });

    test("a staff note joins the order's history with its author, and the shopper's page never shows it", async ({
      page,
      request,
      baseURL,
      allowConsoleError,
    }) => {
      // The empty note's refusal (422) is logged by the browser as a failed request.
      allowConsoleError(httpError(422));
      const { orderNumber, accessKey } = await placed(request, `Notescu-${locale}`);
      await signInWithToken(page, await staffToken(request), baseURL!);
      await page.goto(`/dashboard/orders/?search=${orderNumber}`);
      await page.getByRole("link", { name: orderNumber }).click();
      const note = `Sună după 18:00 (${locale}).\nPoarta din spate.`;
      const field = page.getByLabel(T.noteLabel);
      await expect(field).toHaveAccessibleDescription(T.noteHint);
      await page.getByRole("button", { name: T.addNote }).click();
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await field.fill(note);
      await page.getByRole("button", { name: T.addNote }).click();
      await expect(page.getByRole("status").filter({ hasText: T.noteAdded })).toBeVisible();
      await expect(field).toHaveValue("");
      const entry = page.locator(".history > li").filter({ hasText: "Poarta din spate." });
      await expect(entry).toContainText(T.noteEntry.replace(/\{by(:string)?\}.*$/, ""));
      await expect(entry).toContainText("Administrator");
      // Still there after a reload: it was saved.
      await page.reload();
      await expect(page.locator(".history > li").filter({ hasText: "Poarta din spate." })).toBeVisible();
      const shopper = await page.context().browser()!.newContext();
      const shopperPage = await shopper.newPage();
      await shopperPage.goto(`${baseURL}/order/${orderNumber}/?key=${accessKey}`);
      await expect(shopperPage.getByText(orderNumber).first()).toBeVisible();
      await expect(shopperPage.locator("body")).not.toContainText("Poarta din spate");
      await shopper.close();
    });
  });
}
