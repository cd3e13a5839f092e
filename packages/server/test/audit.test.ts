import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { AdminProduct, AuditEntry } from "@vitrina/core";
import { asForm } from "./support/forms.js";
import { startTestShop, type TestShop } from "./support/shop.js";

let shop: TestShop;
let admin: string;
beforeAll(async () => {
  shop = await startTestShop();
  admin = await shop.adminToken();
});
afterAll(() => shop.stop());

const call = (path: string, token: string, init: RequestInit = {}) =>
  shop.api(path, { ...init, headers: { authorization: `Bearer ${token}`, "content-type": "application/json", ...init.headers } });
const audit = async (query: string) => (await (await call(`dashboard/audit?${query}`, admin)).json()) as { data: AuditEntry[]; total_items: number };

describe("the audit trail", () => {
  test("records a product edit with who, when and the changed fields before and after", async () => {
    const { data: product } = (await (await call("dashboard/products/1", admin)).json()) as { data: AdminProduct };
    const { id: _id, uuid: _uuid, images, created_at: _c, updated_at: _u, stock: _s, version, seo_title, seo_description, ...rest } = product;
    const input = {
      ...rest,
      price: product.price + 10,
      image_ids: images.map((i) => i.id),
      ...(seo_title ? { seo_title } : {}),
      ...(seo_description ? { seo_description } : {}),
    };
    expect((await call("dashboard/products/1", admin, { method: "PUT", body: JSON.stringify(input), headers: { "if-match": `"${version}"` } })).status).toBe(
      200,
    );
    const { data } = await audit("entity=products");
    expect(data[0]).toMatchObject({
      entity: "products",
      entity_id: "1",
      action: "update",
      staff_email: "admin@test.vitrina.md",
      before: { price: product.price },
      after: { price: product.price + 10 },
    });
    // The row's edit version is bookkeeping, not a change: it is not in the diff.
    expect(data[0]!.after).not.toHaveProperty("version");
    expect(Date.now() - Date.parse(data[0]!.at)).toBeLessThan(60_000);
  });

  test("does not record what shoppers change (a checkout lowers stock)", async () => {
    const before = (await audit("entity=products")).total_items;
    const res = await shop.api("cart/checkout", {
      method: "POST",
      body: asForm({
        paymentMethod: "cash_on_delivery",
        deliveryMethod: "pickup",
        agreement: true,
        contactDetails: { email: "a@b.md", phone: "069123456" },
        billingAddress: { firstName: "A", lastName: "B", country: "md", city: "C", address: "D 1" },
        products: [{ id: 2, quantity: 1 }],
      }),
    });
    expect(res.status).toBe(201);
    expect((await audit("entity=products")).total_items).toBe(before);
  });

  test("filters by person, kind and dates, and refuses bad filters", async () => {
    const { data: me } = (await (await call("auth/me", admin)).json()) as { data: { id: number } };
    expect((await audit(`staff_id=${me.id}&from=2020-01-01`)).total_items).toBeGreaterThan(0);
    expect((await audit("to=2020-01-01")).total_items).toBe(0);
    expect((await call("dashboard/audit?entity=passwords", admin)).status).toBe(422);
  });

  test("is for admins only", async () => {
    const created = await call("dashboard/staff", admin, {
      method: "POST",
      body: JSON.stringify({ email: "m@test.vitrina.md", name: "M", role: "manager", password: "manager-password-1" }),
    });
    expect(created.status).toBe(201);
    const login = await shop.api("auth/login", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "m@test.vitrina.md", password: "manager-password-1" }),
    });
    const { token } = (await login.json()) as { token: string };
    expect((await call("dashboard/audit", token)).status).toBe(403);
    // The new account is itself in the trail, without its password hash, and so is its sign-in.
    const { data } = await audit("entity=staff");
    expect(data.slice(0, 2)).toMatchObject([
      { action: "sign_in", staff_email: "m@test.vitrina.md" },
      { action: "create", after: { email: "m@test.vitrina.md", role: "manager" } },
    ]);
    expect(JSON.stringify(data)).not.toContain("password_hash");
    expect(JSON.stringify(data)).not.toContain("manager-password-1");
  });
});
