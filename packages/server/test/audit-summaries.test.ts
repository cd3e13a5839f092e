import { Schema } from "effect";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { Overview, type AdminCategory, type AdminProduct, type AdminSlider, type AuditEntry, type ProductCard } from "@vitrina/core";
import { startTestShop, type TestShop } from "./support/shop.js";

let shop: TestShop;
let admin: string;
beforeAll(async () => {
  shop = await startTestShop();
  admin = await shop.adminToken();
});
afterAll(() => shop.stop());

const call = (path: string, init: RequestInit = {}) =>
  shop.api(path, { ...init, headers: { authorization: `Bearer ${admin}`, "content-type": "application/json", ...init.headers } });
const json = async <T>(path: string, init?: RequestInit) => ((await (await call(path, init)).json()) as { data: T }).data;
const audit = async (entity: string) =>
  (await (await call(`dashboard/audit?entity=${entity}&perPage=100`)).json()) as { data: AuditEntry[]; total_items: number };
type OrderItem = { id: number; title: { ro: string } };
const order = (side: AuditEntry["before"]) => (side as { order: OrderItem[] }).order.map((i) => i.id);

describe("a reorder is one audit entry", () => {
  test("slides: one PUT of the new order writes one entry listing the slides before and after, with their titles", async () => {
    const { data: slides, version } = (await (await call("dashboard/sliders")).json()) as { data: AdminSlider[]; version: number };
    expect(slides.length).toBeGreaterThanOrEqual(2);
    const before = await audit("sliders");
    const ids = slides.map((s) => s.id).reverse();
    const res = await call("dashboard/sliders/order", { method: "PUT", body: JSON.stringify({ ids }), headers: { "if-match": `"${version}"` } });
    expect(res.status).toBe(200);
    const next = ((await res.json()) as { version: number }).version;
    const after = await audit("sliders");
    expect(after.total_items).toBe(before.total_items + 1);
    const entry = after.data[0]!;
    expect(entry).toMatchObject({ action: "reorder", entity: "sliders", staff_email: "admin@test.vitrina.md" });
    expect(order(entry.before)).toEqual(slides.map((s) => s.id));
    expect(order(entry.after)).toEqual(ids);
    expect((entry.after as { order: OrderItem[] }).order[0]!.title.ro).toBe(slides.at(-1)!.title.ro);
    // The same order again changes nothing and records nothing.
    expect((await call("dashboard/sliders/order", { method: "PUT", body: JSON.stringify({ ids }), headers: { "if-match": `"${next}"` } })).status).toBe(200);
    expect((await audit("sliders")).total_items).toBe(after.total_items);
  });

  test("categories: one request orders the siblings, in one entry; versions move on; a wrong list changes nothing", async () => {
    const categories = await json<AdminCategory[]>("dashboard/categories");
    const top = categories.filter((c) => c.parent_id === null).sort((a, b) => a.position - b.position || a.id - b.id);
    expect(top.length).toBeGreaterThanOrEqual(2);
    const before = await audit("categories");
    const read = top.map((c) => c.id);
    const bad = await call("dashboard/categories/order", {
      method: "PUT",
      body: JSON.stringify({ parent_id: null, ids: top.slice(1).map((c) => c.id), read }),
    });
    expect(bad.status).toBe(422);
    expect((await audit("categories")).total_items).toBe(before.total_items);
    const ids = [top[1]!.id, top[0]!.id, ...top.slice(2).map((c) => c.id)];
    const res = await call("dashboard/categories/order", { method: "PUT", body: JSON.stringify({ parent_id: null, ids, read }) });
    expect(res.status).toBe(200);
    const listed = ((await res.json()) as { data: AdminCategory[] }).data.filter((c) => c.parent_id === null).sort((a, b) => a.position - b.position);
    expect(listed.map((c) => c.id)).toEqual(ids);
    expect(listed.find((c) => c.id === top[0]!.id)!.version).toBeGreaterThan(top[0]!.version);
    const after = await audit("categories");
    expect(after.total_items).toBe(before.total_items + 1);
    expect(after.data[0]).toMatchObject({ action: "reorder", entity_id: "top" });
    expect(order(after.data[0]!.after)).toEqual(ids);
    // A second tab still showing the first order moves a category: refused, so the order above stays.
    const stale = await call("dashboard/categories/order", { method: "PUT", body: JSON.stringify({ parent_id: null, ids: [...read].reverse(), read }) });
    expect(stale.status).toBe(409);
    const now = (await json<AdminCategory[]>("dashboard/categories")).filter((c) => c.parent_id === null).sort((a, b) => a.position - b.position);
    expect(now.map((c) => c.id)).toEqual(ids);
    expect((await audit("categories")).total_items).toBe(after.total_items);
  });

  test("a curated list saved in a new order is one reorder entry; adding a product is one update entry", async () => {
    const { data: list, version } = (await (await call("dashboard/lists/bestsellers")).json()) as { data: ProductCard[]; version: number };
    expect(list.length).toBeGreaterThanOrEqual(2);
    const before = await audit("bestsellers");
    const ids = list.map((p) => p.id).reverse();
    const res = await call("dashboard/lists/bestsellers", { method: "PUT", body: JSON.stringify({ ids }), headers: { "if-match": `"${version}"` } });
    expect(res.status).toBe(200);
    const next = ((await res.json()) as { version: number }).version;
    const reordered = await audit("bestsellers");
    expect(reordered.total_items).toBe(before.total_items + 1);
    expect(reordered.data[0]).toMatchObject({ action: "reorder", entity: "bestsellers" });
    expect(order(reordered.data[0]!.after)).toEqual(ids);
    const extra = (await (await call("dashboard/products?perPage=50")).json()) as { data: AdminProduct[] };
    const added = extra.data.find((p) => !ids.includes(p.id))!;
    expect(
      (await call("dashboard/lists/bestsellers", { method: "PUT", body: JSON.stringify({ ids: [...ids, added.id] }), headers: { "if-match": `"${next}"` } }))
        .status,
    ).toBe(200);
    const grown = await audit("bestsellers");
    expect(grown.total_items).toBe(reordered.total_items + 1);
    expect(grown.data[0]).toMatchObject({ action: "update" });
    expect(order(grown.data[0]!.after)).toEqual([...ids, added.id]);
  });
});

describe("one language at a time", () => {
  test("the overview names low-stock products in the requested language, Romanian by default; an unknown language is a 422", async () => {
    const overview = async (query: string) =>
      Schema.decodeUnknownSync(Schema.Struct({ data: Overview }))(await (await call(`dashboard/overview${query}`)).json()).data;
    const ro = await overview("");
    const ru = await overview("?lang=ru");
    expect(ru.low_stock.length).toBeGreaterThan(0);
    for (const item of ru.low_stock) {
      const product = await json<AdminProduct>(`dashboard/products/${item.id}`);
      expect(item.title).toBe(product.title.ru || product.title.ro);
      expect(ro.low_stock.find((r) => r.id === item.id)!.title).toBe(product.title.ro);
    }
    expect(ru.low_stock.some((item) => /[а-яё]/i.test(item.title))).toBe(true);
    expect((await call("dashboard/overview?lang=xx")).status).toBe(422);
  });

  test("home products and bestsellers are titled in the requested language", async () => {
    for (const list of ["home-products", "bestsellers"]) {
      const ru = await json<ProductCard[]>(`dashboard/lists/${list}?lang=ru`);
      expect(ru.length).toBeGreaterThan(0);
      const first = await json<AdminProduct>(`dashboard/products/${ru[0]!.id}`);
      expect(ru[0]!.title).toBe(first.title.ru);
      const bg = await json<ProductCard[]>(`dashboard/lists/${list}?lang=bg`);
      expect(bg[0]!.title).toBe(first.title.bg);
    }
    expect((await call("dashboard/lists/bestsellers?lang=de")).status).toBe(422);
  });

  test("a parent category counts its subcategories' products", async () => {
    const categories = await json<AdminCategory[]>("dashboard/categories");
    const parent = categories.find((c) => c.parent_id === null && categories.some((s) => s.parent_id === c.id && s.product_count > 0))!;
    expect(parent).toBeDefined();
    const products = (await (await call(`dashboard/products?category_id=${parent.id}&perPage=100`)).json()) as { data: AdminProduct[]; total_items: number };
    const own = products.data.filter((p) => p.category_id === parent.id).length;
    const children = categories.filter((s) => s.parent_id === parent.id).reduce((sum, s) => sum + s.product_count, 0);
    expect(products.total_items).toBeGreaterThan(own);
    expect(parent.product_count).toBe(own + children);
    expect(parent.product_count).toBe(products.total_items);
  });
});
