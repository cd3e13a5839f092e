import { Schema } from "effect";
import { describe, expect, test } from "vitest";
import { AuditEntry, type AdminCategory, type AdminProduct } from "@vitrina/core";
import { L, admin, call, categoryId, shop, useDashboardShop } from "./support/dashboard.js";
import { postCheckout } from "./support/orders.js";

// The audit trail names what changed (issue 31 item 5): each entry carries the thing's name, a
// product's title and a category's name in every language, an order's number, a staff member's
// name, so the trail reads "Order VT-… : Status: New → Cancelled", not "Orders #3".

useDashboardShop();

const Trail = Schema.Struct({ data: Schema.Array(AuditEntry) });
/** The newest entry of one kind of thing, decoded as the dashboard decodes it. */
const newest = async (entity: string) => {
  const res = await call(`dashboard/audit?entity=${entity}&perPage=1`, "GET", undefined, admin);
  expect(res.status).toBe(200);
  return Schema.decodeUnknownSync(Trail)(await res.json()).data[0]!;
};

/** A product's edit as the form sends it back after reading it. */
const editOf = ({ seo_title, seo_description, images, ...fields }: AdminProduct) => ({
  ...fields,
  image_ids: images.map((i) => i.id),
  ...(seo_title ? { seo_title } : {}),
  ...(seo_description ? { seo_description } : {}),
});

describe("audit entries name what they are about", () => {
  test("a product's stock change names the product by its title in every language", async () => {
    const [row] = await shop.db.query<{ id: number }>("select id from products where active order by id limit 1");
    const { data: read } = (await (await call(`dashboard/products/${row!.id}`, "GET", undefined, admin)).json()) as { data: AdminProduct };
    expect((await call(`dashboard/products/${read.id}`, "PUT", { ...editOf(read), stock_change: 2 }, admin, read.version)).status).toBe(200);
    const entry = await newest("products");
    expect(entry).toMatchObject({ entity_id: String(read.id), action: "update", before: { stock: read.stock }, after: { stock: read.stock + 2 } });
    expect(entry.subject).toEqual(read.title);
  });

  test("an order's status change and a note on it name the order by its number", async () => {
    const [product] = await shop.db.query<{ id: number }>("select id from products where active and stock > 5 order by id desc limit 1");
    const { orderNumber } = (await (await postCheckout(shop, [{ id: product!.id, quantity: 1 }])).json()) as { orderNumber: string };
    const [order] = await shop.db.query<{ id: number }>("select id from orders where number = $1", [orderNumber]);
    expect((await call(`dashboard/orders/${order!.id}/status`, "POST", { status: "cancelled" }, admin)).status).toBe(200);
    expect(await newest("orders")).toMatchObject({ subject: orderNumber, before: { status: "new" }, after: { status: "cancelled" } });
    expect((await call(`dashboard/orders/${order!.id}/notes`, "POST", { text: "Anulată la cererea clientului." }, admin)).status).toBe(201);
    expect(await newest("order_notes")).toMatchObject({ action: "create", subject: orderNumber });
  });

  test("a created category is named by its name, and a deleted one by the name it had", async () => {
    const name = L("Audit de probă", "Audit sample", "Пробный аудит", "Пробен одит");
    const created = await call(
      "dashboard/categories",
      "POST",
      { name, slug: "audit-de-proba", icon: null, parent_id: await categoryId(), position: 9, active: true },
      admin,
    );
    expect(created.status).toBe(201);
    const { data: category } = (await created.json()) as { data: AdminCategory };
    expect(await newest("categories")).toMatchObject({ action: "create", subject: name });
    expect((await call(`dashboard/categories/${category.id}`, "DELETE", undefined, admin, category.version)).status).toBe(204);
    expect(await newest("categories")).toMatchObject({ action: "delete", subject: name });
  });

  test("a product moved between categories names both, a deleted one by the name the trail recorded", async () => {
    const name = L("Mutare de probă", "Move sample", "Пробный перенос", "Пробно преместване");
    const created = await call(
      "dashboard/categories",
      "POST",
      { name, slug: "mutare-de-proba", icon: null, parent_id: await categoryId(), position: 9, active: true },
      admin,
    );
    const { data: moved } = (await created.json()) as { data: AdminCategory };
    const [row] = await shop.db.query<{ id: number }>("select id from products where active order by id desc limit 1");
    const product = async () => ((await (await call(`dashboard/products/${row!.id}`, "GET", undefined, admin)).json()) as { data: AdminProduct }).data;
    const save = async (category_id: number) => {
      const read = await product();
      expect((await call(`dashboard/products/${read.id}`, "PUT", { ...editOf(read), category_id }, admin, read.version)).status).toBe(200);
    };
    const home = (await product()).category_id;
    const [homeName] = await shop.db.query<{ name: Record<string, string> }>("select name from categories where id = $1", [home]);
    await save(moved.id);
    expect(await newest("products")).toMatchObject({
      before: { category_id: home },
      after: { category_id: moved.id },
      categories: { [home]: homeName!.name, [moved.id]: name },
    });
    await save(home);
    const back = await call(`dashboard/categories/${moved.id}`, "DELETE", undefined, admin, moved.version);
    expect(back.status).toBe(204);
    expect((await newest("products")).categories).toEqual({ [home]: homeName!.name, [moved.id]: name });
  });

  test("a sign-in names the staff member; one of an unknown account names the e-mail tried", async () => {
    const login = (email: string, password: string) =>
      shop.api("auth/login", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email, password }) });
    expect((await login("m@vitrina.md", "manager-password-1")).status).toBe(200);
    expect(await newest("staff")).toMatchObject({ action: "sign_in", subject: "M", after: { address: expect.any(String) } });
    expect((await login("nobody@vitrina.md", "not-the-password-1")).status).toBe(401);
    expect(await newest("staff")).toMatchObject({ action: "sign_in_failed", subject: "nobody@vitrina.md" });
  });
});
