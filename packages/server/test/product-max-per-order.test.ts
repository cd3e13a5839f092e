import { beforeAll, describe, expect, test } from "vitest";
import type { AdminProduct } from "@vitrina/core";
import { call, shop, useDashboardShop } from "./support/dashboard.js";
import { postCheckout, productOfShopLimit } from "./support/orders.js";

// A product's own limit of units per order line is set in the dashboard's product form
// (max_per_order: a whole number from 1 to 999, or empty for the shop's order setting, default 20).

// The dashboard is called as a manager (support/dashboard.ts).
useDashboardShop();
let productId: number;
beforeAll(async () => {
  productId = await productOfShopLimit(shop);
});

const read = async () => ((await (await call(`dashboard/products/${productId}`)).json()) as { data: AdminProduct }).data;
/** Saves the product as read with `max_per_order` replaced (left out when undefined). */
const save = async (max_per_order: unknown) => {
  const product = await read();
  const { id: _id, uuid: _uuid, images, created_at: _c, updated_at: _u, stock: _s, version, seo_title, seo_description, max_per_order: _m, ...rest } = product;
  const input = {
    ...rest,
    image_ids: images.map((i) => i.id),
    ...(seo_title ? { seo_title } : {}),
    ...(seo_description ? { seo_description } : {}),
    ...(max_per_order === undefined ? {} : { max_per_order }),
  };
  return call(`dashboard/products/${productId}`, "PUT", input, undefined, version);
};
const checkout = (quantity: number) => postCheckout(shop, [{ id: productId, quantity }], { email: "limita-produs@mail.md" });

describe("a product's own max_per_order, from the dashboard", () => {
  test("a manager sets it to 3: it reads back, and a checkout of 4 units is refused while 3 pass", async () => {
    expect((await read()).max_per_order).toBeNull();
    const res = await save(3);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: AdminProduct }).data.max_per_order).toBe(3);
    expect((await read()).max_per_order).toBe(3);
    const refused = await checkout(4);
    expect(refused.status).toBe(422);
    expect((await refused.json()).errors).toEqual({ "products.0.quantity": ["max_per_order"] });
    expect((await checkout(3)).status).toBe(201);
  });

  test.each([0, -1, 1.5, 1000, "x"])("%j is refused with the field's error and changes nothing", async (value) => {
    const before = await read();
    const res = await save(value);
    expect(res.status).toBe(422);
    expect(Object.keys((await res.json()).errors)).toEqual(["max_per_order"]);
    expect(await read()).toEqual(before);
  });

  test("cleared (null, or left out) it is the shop's setting again", async () => {
    expect((await save(null)).status).toBe(200);
    expect((await read()).max_per_order).toBeNull();
    expect((await checkout(20)).status).toBe(201);
    expect((await checkout(21)).status).toBe(422);
    expect((await save(3)).status).toBe(200);
    expect((await save(undefined)).status).toBe(200);
    expect((await read()).max_per_order).toBeNull();
  });
});
