import { DASHBOARD_SECTIONS } from "@vitrina/react-ui/dashboard";
import { expect, test } from "./fixtures.js";
import type { Locale } from "./texts.js";
import { signInWithToken } from "./staff.js";
import { open } from "./texts.js";
import { PAGE_KINDS, wordsCheck } from "./words-check.js";

// Every word right (issue 34), the dashboard's half (pages.spec.ts checks every storefront page the
// same way): every dashboard screen, in Romanian, English, Russian and Bulgarian, on a 390 px phone,
// shows only its language's words (the shop's own content aside: its products, categories, pages,
// names and addresses), no dictionary key or placeholder, and does not scroll sideways. English is the
// dictionaries' base language, so a text left untranslated shows as English words on the other
// pages; Romanian is the shop's default, so a text left untranslated shows as Romanian words on the
// English pages. Screens one after another; it changes nothing.
test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ mode: "parallel" });

for (const locale of ["ro", "en", "ru", "bg"] as const satisfies ReadonlyArray<Locale>) {
  test(`every dashboard screen speaks ${locale} and fits 390 px`, async ({ page, request, baseURL }) => {
    // A product in stock to edit (it changes nothing): the listing's last, which no journey buys.
    const listing = (await (await request.get("/api/catalog/products?perPage=100&in_stock=1")).json()) as { items: Array<{ slug: string }> };
    const slug = listing.items.at(-1)!.slug;
    const { data: product } = (await (await request.get(`/api/catalog/product/${slug}`)).json()) as { data: { id: number; category: { slug: string } } };
    const { data: tShirt } = (await (await request.get("/api/catalog/product/tricou-sport-unisex-bumbac-organic")).json()) as { data: { id: number } };
    const { token, problems, check } = await wordsCheck({ page, request, baseURL }, locale, [
      `/api/catalog/products?perPage=100&slug=${product.category.slug}`,
      `/api/catalog/product/${slug}`,
      ...PAGE_KINDS.map((kind) => `/api/pages/${kind}`),
    ]);
    // The dashboard in the page's language: its own words (labels, buttons, headings, hints, tabs); the
    // rows it lists are the shop's data.
    await signInWithToken(page, token, baseURL!);
    const orders = (await (await request.get("/api/dashboard/orders?perPage=1", { headers: { authorization: `Bearer ${token}` } })).json()) as {
      data: Array<{ id: number }>;
    };
    const screens = [
      ...DASHBOARD_SECTIONS.map((s) => s.path),
      "/dashboard/product/new/",
      `/dashboard/product/edit/${product.id}/`,
      // A product with options: its options and variant table (their texts, and the table's own scroll at 390 px).
      `/dashboard/product/edit/${tShirt.id}/`,
      ...orders.data.slice(0, 1).flatMap((o) => [`/dashboard/orders/${o.id}/`, `/dashboard/orders/${o.id}/print/`]),
    ];
    for (const path of screens) {
      await open(page, path);
      await check(path, true);
    }
    expect(problems).toEqual([]);
  });
}
