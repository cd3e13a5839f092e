import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { AdminLocaleSettings, LOCALES, localizePath } from "@vitrina/core";
import { Schema } from "effect";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import { readConfig } from "../src/config.js";
import { openPglite } from "../src/db/db.js";
import { createLog } from "../src/lib/log.js";
import { startShop, type RunningShop } from "../src/server.js";
import { TEST_ADMIN } from "./support/shop.js";

// DEMO=off: a retailer's own shop starts empty (no products, categories or slides) with neutral
// texts for its content pages, and every page a shopper can open answers 200 in every language.

const PAGES = [
  "/",
  "/search/?text=cafea",
  "/cart/",
  "/checkout/",
  "/contacts/",
  "/faq/",
  "/about/",
  "/cookies-policy/",
  "/privacy-policy/",
  "/return-policy/",
  "/terms-of-use/",
];

describe.skipIf(inject("seed").kind !== "pglite")("an empty shop (DEMO=off)", () => {
  let shop: RunningShop;
  beforeAll(async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "vitrina-empty-"));
    const config = { ...readConfig({ DEMO: "off" }), port: 0, dataDir, adminEmail: TEST_ADMIN.email, adminPassword: TEST_ADMIN.password };
    shop = await startShop(config, { db: await openPglite(), log: createLog({ silent: true }) });
  });
  afterAll(() => shop.stop());
  const get = (path: string) => fetch(`${shop.url}${path}`, { headers: { cookie: "i18n_redirected=ro" } });

  test("has no products, categories or slides", async () => {
    const [counts] = await shop.db.query<Record<string, number>>(
      "select (select count(*) from products)::int as products, (select count(*) from categories)::int as categories, (select count(*) from sliders)::int as slides",
    );
    expect(counts).toEqual({ products: 0, categories: 0, slides: 0 });
    const list = (await (await get("/api/catalog/products?perPage=10")).json()) as { total_items: number };
    expect(list.total_items).toBe(0);
  });

  test("the home page's introduction is the neutral about page's opening paragraph and promises no free delivery (issue 30 item 6)", async () => {
    for (const language of LOCALES) {
      const home = (await (await fetch(`${shop.url}/api/home`, { headers: { "accept-language": language } })).json()) as { data: { introduction: string } };
      expect(home.data.introduction, language).toMatch(/^<p>.+<\/p>\n$/);
      expect(home.data.introduction, language).not.toMatch(/gratuit|free|бесплатн|безплатн|14/iu);
    }
  });

  test("answers every shopper's page with 200 in every language, without the demo shop's texts", async () => {
    for (const language of LOCALES) {
      for (const page of PAGES.map((path) => localizePath(path, language))) {
        const res = await get(page);
        expect(res.status, page).toBe(200);
        const html = await res.text();
        expect(html, `${language}${page}`).toMatch(/<h1[^>]*>[^<]+/);
        // The demo shop's contacts and domain are not this shop's.
        expect(html, `${language}${page}`).not.toMatch(/vitrina\.md|845 210|Ismail/);
      }
    }
  });

  test("its FAQ and policies are neutral texts a retailer can keep until they write their own", async () => {
    for (const language of LOCALES) {
      const faq = await (await get(localizePath("/faq/", language))).text();
      expect(faq).toMatch(/<h1[^>]*>[^<]+/);
      const terms = await (await get(localizePath("/terms-of-use/", language))).text();
      expect(terms.length).toBeGreaterThan(2000);
    }
    const [texts] = await shop.db.query<{ pages: number; faq: number; seo: number }>(
      "select (select count(*) from pages)::int as pages, (select count(*) from faq)::int as faq, (select count(*) from seo_settings)::int as seo",
    );
    // The FAQ, about us and the four policies.
    expect(texts!.pages).toBe(6);
    expect(texts!.faq).toBeGreaterThan(0);
    expect(texts!.seo).toBeGreaterThan(0);
  });

  test('is named neutrally ("Magazin online") until its owner names it, with no legal or bank details of the demo shop', async () => {
    const general = ((await (await get("/api/general")).json()) as { data: { shop: Record<string, unknown> } }).data;
    expect(general.shop).toEqual({ name: "Magazin online", logo: null, company: "", idno: "", legalAddress: "" });
    for (const language of LOCALES) {
      const home = await (await get(localizePath("/", language))).text();
      expect(home).toMatch(/<title>[^<]*Magazin online/);
      expect(home).not.toMatch(/Vitrina/);
    }
    const home = await (await get("/")).text();
    expect(home).toContain("Magazin online");
    expect(home).not.toMatch(/Vitrina/);
  });

  test("its admin opens the contacts as it was seeded (no opening hours yet) and saves addresses, phones and order-alert e-mails", async () => {
    const { token } = (await (
      await fetch(`${shop.url}/api/auth/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(TEST_ADMIN) })
    ).json()) as { token: string };
    const staff = { authorization: `Bearer ${token}`, "content-type": "application/json" };
    const read = await fetch(`${shop.url}/api/dashboard/locale-settings`, { headers: staff });
    expect(read.status).toBe(200);
    // What the dashboard decodes before it shows the screen.
    const seeded = Schema.decodeUnknownSync(AdminLocaleSettings)(((await read.json()) as { data: unknown }).data);
    expect(seeded.schedule).toEqual({ ro: "", en: "", ru: "", bg: "" });
    const { version, ...settings } = seeded;
    const edited = {
      ...settings,
      addresses: [{ ro: "mun. Chișinău, str. Florilor 1", en: "", ru: "", bg: "" }],
      phones: ["+373 22 123 456"],
      salesEmails: ["vanzari@magazin.md"],
      order_emails: ["comenzi@magazin.md"],
    };
    const saved = await fetch(`${shop.url}/api/dashboard/locale-settings`, {
      method: "PUT",
      headers: { ...staff, "if-match": `"${version}"` },
      body: JSON.stringify(edited),
    });
    expect(saved.status).toBe(200);
    const general = ((await (await get("/api/general")).json()) as { data: { addresses: string[]; phones: string[]; schedule: string } }).data;
    expect(general).toMatchObject({ addresses: ["mun. Chișinău, str. Florilor 1"], phones: ["+373 22 123 456"], schedule: "" });
  });

  test("a restart keeps it empty: the demo shop is never added to a shop that was set up", async () => {
    const { seedIfEmpty } = await import("../src/seed/seed.js");
    await seedIfEmpty(shop.db, createLog({ silent: true }));
    const [row] = await shop.db.query<{ count: number }>("select count(*)::int as count from products");
    expect(row!.count).toBe(0);
  });
});
