import type { APIRequestContext, Page } from "@playwright/test";
import { expect, httpError, test } from "./fixtures.js";
import { signIn, staffToken } from "./staff.js";
import { TEXTS, fill, localized, open } from "./texts.js";

// Attributes named once (issue 31 item 4): the owner names an attribute in the dashboard (in
// Romanian), gives a product a value of it, and shoppers read its name and unit in their language
// in the listing's filter heading and the product's specifications; wattages are listed by size.
const RO = TEXTS.ro.dashboard;
const KETTLE = "fierbator-sticla-philips-series-5000";

const productId = async (request: APIRequestContext, slug: string): Promise<number> => {
  const token = await staffToken(request);
  const { data } = (await (await request.get(`/api/dashboard/products?search=${slug}`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
    data: Array<{ id: number; slug: string }>;
  };
  return data.find((p) => p.slug === slug)!.id;
};

/** Types `texts` into a field in four languages, switching its language tabs. */
const fillLanguages = async (page: Page, label: string, texts: Readonly<Record<"ro" | "en" | "ru", string>>) => {
  const tabs = page.getByRole("group", { name: `${label}: ${RO.common.languageTab}` });
  for (const lang of ["ro", "en", "ru"] as const) {
    await tabs.getByRole("button", { name: lang.toUpperCase() }).click();
    // The language is named in the dashboard's language: "Nume (engleză)".
    await page.getByLabel(`${label} (${RO.common.languageNames[lang]})`).fill(texts[lang]);
  }
};

test.use({ locale: "ro-RO" });

test("the owner names an attribute once; shoppers read its name and unit in their language, and wattages by size", async ({
  page,
  request,
  allowConsoleError,
}) => {
  await signIn(page, RO);
  await page.getByRole("link", { name: RO.nav.attributes }).click();
  await expect(page.getByRole("heading", { name: RO.attributes.title, level: 1 })).toBeVisible();
  // The demo's attributes are named in Romanian, capacities in litres apart from sizes.
  await expect(page.getByRole("row", { name: /Capacitate/ })).toContainText("l");
  await page.getByRole("button", { name: RO.attributes.new }).click();
  await fillLanguages(page, RO.attributes.name, { ro: "Tensiune", en: "Voltage", ru: "Напряжение" });
  await page.getByLabel(RO.attributes.key).fill("voltage");
  await page.getByLabel(RO.attributes.kind).selectOption({ label: RO.attributes.kinds.number });
  await fillLanguages(page, RO.attributes.unit, { ro: "V", en: "V", ru: "В" });
  await page.getByRole("button", { name: RO.common.save }).click();
  await expect(page.getByRole("row", { name: /Tensiune/ })).toContainText(fill(RO.attributes.products, { count: 0 }, "ro"));

  // The product form offers it by name; its value is a number in its unit.
  await open(page, `/dashboard/product/edit/${await productId(request, KETTLE)}/`);
  await page.getByRole("button", { name: RO.products.fields.addAttribute }).click();
  await page.getByLabel(RO.products.fields.attributeKey).last().selectOption({ label: "Tensiune" });
  await page.getByLabel(fill(RO.products.fields.attributeNumber, { unit: "V" }, "ro")).fill("230");
  await page.getByRole("button", { name: RO.common.save }).click();
  await expect(page.getByText(RO.common.saved)).toBeVisible();

  for (const [lang, heading, power, value] of [
    ["ru", "Напряжение", "Мощность", "230 В"],
    ["en", "Voltage", "Power", "230 V"],
  ] as const) {
    await open(page, localized(lang, "/category/electrocasnice-mici/"));
    const filters = page.getByRole("complementary", { name: TEXTS[lang].catalog.filters });
    await expect(filters.getByRole("group", { name: heading })).toBeVisible();
    const watts = (
      await filters
        .getByRole("group", { name: power })
        .getByRole("checkbox")
        .evaluateAll((boxes) => boxes.map((b) => b.parentElement!.textContent!))
    ).map((text) => Number.parseFloat(text));
    expect(watts.length).toBeGreaterThan(3);
    expect(watts).toEqual([...watts].sort((a, b) => a - b));
    expect(watts.indexOf(180)).toBeLessThan(watts.indexOf(1500));

    await open(page, localized(lang, `/product/${KETTLE}/`));
    const specs = page.getByRole("region", { name: TEXTS[lang].product.specifications });
    await expect(specs.getByRole("term").filter({ hasText: heading })).toBeVisible();
    await expect(specs.getByRole("definition").filter({ hasText: value })).toBeVisible();
  }

  // In use, it cannot be deleted: the row says why.
  allowConsoleError(httpError(409));
  await open(page, "/dashboard/attributes/");
  page.once("dialog", (dialog) => void dialog.accept());
  await page.getByRole("button", { name: new RegExp(`^${RO.common.delete}\\s*: Tensiune$`) }).click();
  await expect(page.getByRole("row", { name: /Tensiune/ })).toContainText(RO.attributes.inUse);
});
