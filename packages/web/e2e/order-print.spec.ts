import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures.js";
import { signInWithToken, staffToken } from "./staff.js";
import { TEXTS, fill, type Locale } from "./texts.js";

// An order printed for packing or for a customer who wants paper (issue 31 item 1): the Print link
// of the order's page opens its A4 page in the dashboard's language, without the dashboard's menu,
// and the browser prints it (as a PDF here) on one A4 sheet without the page's own links and button.

// A product no other journey buys: the journeys share one shop, and the pan's stock is theirs.
const PRODUCT = "organizator-birou-bambus";

/** A shopper's short order (one line, a note), placed through the storefront's API. */
const placeOrder = async (request: APIRequestContext, lastName: string): Promise<string> => {
  const product = (await (await request.get(`/api/catalog/product/${PRODUCT}`)).json()) as { data: { id: number } };
  const placed = await request.post("/api/cart/checkout", {
    multipart: {
      paymentMethod: "cash_on_delivery",
      deliveryMethod: "courier",
      agreement: "1",
      clientNote: "Ambalați separat, vă rog.",
      "contactDetails[email]": "tipar@example.md",
      "contactDetails[phone]": "+37369123456",
      "billingAddress[firstName]": "Ion",
      "billingAddress[lastName]": lastName,
      "billingAddress[country]": "md",
      "billingAddress[city]": "Chișinău",
      "billingAddress[address]": "str. București 10",
      "products[0][id]": String(product.data.id),
      "products[0][quantity]": "1",
    },
  });
  expect(placed.status()).toBe(201);
  return ((await placed.json()) as { orderNumber: string }).orderNumber;
};

/** The pages of a PDF file and each page's size in points (A4 is 595 × 842). */
const pdfPages = (pdf: Buffer) => {
  const text = pdf.toString("latin1");
  const pages = text.match(/\/Type\s*\/Page(?!s)/g) ?? [];
  const boxes = [...text.matchAll(/\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/g)].map((m) => [Number(m[1]), Number(m[2])]);
  return { count: pages.length, boxes };
};

for (const [locale, browserLocale] of [
  ["bg", "bg-BG"],
  ["en", "en-US"],
] as const satisfies ReadonlyArray<readonly [Locale, string]>) {
  test.describe(`a printed order in ${locale}`, () => {
    test.use({ locale: browserLocale, viewport: { width: 1280, height: 900 } });
    const D = TEXTS[locale].dashboard;
    const T = D.orders;

    test("the order's Print link opens its A4 page without the menu; printed, it is one A4 sheet with the totals and no buttons", async ({
      page,
      request,
      baseURL,
    }) => {
      const number = await placeOrder(request, `Tiparescu-${locale}`);
      const token = await staffToken(request);
      const seller = (
        (await (await request.get("/api/dashboard/shop-identity", { headers: { authorization: `Bearer ${token}` } })).json()) as {
          data: { company: string; idno: string; iban: string };
        }
      ).data;
      await signInWithToken(page, token, baseURL!);
      await page.goto(`/dashboard/orders/?search=${number}`);
      await page.getByRole("link", { name: number }).click();
      await page.getByRole("link", { name: T.printOpen }).click();
      await expect(page).toHaveURL(/\/dashboard\/orders\/\d+\/print\/$/);
      const title = fill(T.detail, { number }, locale);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      await expect(page).toHaveTitle(`${title} — ${D.title}`);
      await expect(page.getByRole("navigation")).toHaveCount(0);
      await expect(page.getByRole("link", { name: D.nav.products })).toHaveCount(0);
      const seller_ = page.getByRole("region", { name: T.seller });
      for (const value of [seller.company, seller.idno, seller.iban]) await expect(seller_.getByText(value, { exact: true })).toBeVisible();
      await expect(page.getByRole("cell", { name: /Organizator|Органайзер|organiser/i })).toBeVisible();
      await expect(page.getByText("Ambalați separat, vă rog.")).toBeVisible();
      await expect(page.getByRole("button", { name: T.print })).toBeVisible();

      // On paper: the totals, neither the Print button nor the way back.
      await page.emulateMedia({ media: "print" });
      await expect(page.getByRole("button", { name: T.print })).toBeHidden();
      await expect(page.getByRole("link", { name: new RegExp(T.backToOrder) })).toBeHidden();
      await expect(page.locator(".totals__total")).toContainText(TEXTS[locale].cart.total);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const { count, boxes } = pdfPages(await page.pdf({ preferCSSPageSize: true }));
      expect(count, "one sheet for a short order").toBe(1);
      const [width, height] = boxes[0]!;
      expect(Math.round(width!), "A4's width in points").toBe(595);
      expect(Math.round(height!), "A4's height in points").toBe(842);

      // Opened directly (a bookmark, a reload): the same page.
      await page.emulateMedia({ media: "screen" });
      await page.reload();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    });
  });
}

test("the printed page is for staff only: signed out, it leads to the sign-in page", async ({ page, request }) => {
  const token = await staffToken(request);
  const orders = (await (await request.get("/api/dashboard/orders?perPage=1", { headers: { authorization: `Bearer ${token}` } })).json()) as {
    data: Array<{ id: number }>;
  };
  await page.goto(`/dashboard/orders/${orders.data[0]!.id}/print/`);
  await expect(page).toHaveURL(/\/auth\/login\/$/);
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(/VT-/);
});
