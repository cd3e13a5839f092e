import { expect, test } from "./fixtures.js";
import type { Page } from "@playwright/test";
import { open } from "./texts.js";

/** The source files behind the scripts `page` loaded while `visit` ran, read from their source maps. */
const sourcesLoadedBy = async (page: Page, visit: () => Promise<unknown>): Promise<Array<string>> => {
  const scripts: Array<string> = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await visit();
  await page.waitForLoadState("networkidle");
  const sources = await Promise.all(
    scripts.map(async (url) => {
      const map = await page.request.get(`${url}.map`);
      // The bundler's own small helpers come without a map.
      return map.ok() ? ((await map.json()) as { sources: Array<string> }).sources : [];
    }),
  );
  return sources.flat();
};

const schemaLibrary = (sources: Array<string>) => sources.filter((s) => /node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?effect\//.test(s));
const dashboardCode = (sources: Array<string>) => sources.filter((s) => /\/dashboard\//.test(s));

test.describe("what a storefront page loads", () => {
  for (const path of ["/", "/ru/category/bucatarie/", "/en/search/?text=cafea", "/bg/product/tigaie-tefal-unlimited-28-cm/"]) {
    test(`${path} loads neither the dashboard nor the schema library`, async ({ page }) => {
      const sources = await sourcesLoadedBy(page, () => open(page, path));
      expect(sources.length).toBeGreaterThan(0);
      expect(dashboardCode(sources)).toEqual([]);
      expect(schemaLibrary(sources)).toEqual([]);
    });
  }

  test("the checkout form loads the schema library its checks come from", async ({ page }) => {
    const sources = await sourcesLoadedBy(page, () => open(page, "/en/checkout/"));
    expect(schemaLibrary(sources)).not.toEqual([]);
    expect(dashboardCode(sources)).toEqual([]);
  });
});
