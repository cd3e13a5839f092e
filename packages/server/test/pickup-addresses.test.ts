import { readFile } from "node:fs/promises";
import { describe, expect, test } from "vitest";
import { L, admin, call, shop, useDashboardShop } from "./support/dashboard.js";
import { postCheckout, productOfShopLimit } from "./support/orders.js";

// A pickup order's pickup point is the shop's pickup addresses, a setting of its own under Languages
// and contacts, never every address of its contacts: the demo's warehouse is no pickup point (issue 30 item 7).

useDashboardShop();

const settings = async () => (await (await call("dashboard/locale-settings", "GET", undefined, admin)).json()).data;
const pickupPoint = async (language: string) => {
  const placed = await postCheckout(shop, [{ id: await productOfShopLimit(shop), quantity: 1 }], { deliveryMethod: "pickup" });
  expect(placed.status).toBe(201);
  const { orderNumber, accessKey } = await placed.json();
  const order = await (await shop.api(`cart/order/${orderNumber}?key=${accessKey}`, { headers: { "accept-language": language } })).json();
  return order.data.instructions.pickup.addresses as string[];
};

describe("pickup addresses", () => {
  test("a demo pickup order names the showroom, not the warehouse among the shop's addresses", async () => {
    const { addresses } = await settings();
    expect(addresses.map((a: { en: string }) => a.en)).toEqual(expect.arrayContaining([expect.stringContaining("warehouse")]));
    const shown = await pickupPoint("en");
    expect(shown).toEqual(["88 Ismail St, Chișinău MD-2001, Moldova (showroom)"]);
    expect(shown.join(" ")).not.toMatch(/warehouse|Dacia/);
  });

  test("an admin sets them, versioned and audited; a pickup order then names them in its language, the contacts unchanged", async () => {
    const read = await settings();
    const { version, ...input } = read;
    const pickup = [L("str. Florilor 1, Chișinău", "1 Florilor St, Chișinău", "ул. Флорилор, 1, Кишинёв", "ул. „Флорилор“ 1, Кишинев")];
    expect((await call("dashboard/locale-settings", "PUT", { ...input, pickup_addresses: pickup }, admin)).status).toBe(428);
    const saved = await call("dashboard/locale-settings", "PUT", { ...input, pickup_addresses: pickup }, admin, version);
    expect(saved.status).toBe(200);
    expect((await call("dashboard/locale-settings", "PUT", { ...input, pickup_addresses: [] }, admin, version)).status).toBe(409);
    expect((await settings()).pickup_addresses).toEqual(pickup);
    expect(await pickupPoint("ru")).toEqual(["ул. Флорилор, 1, Кишинёв"]);
    const general = await (await shop.api("general", { headers: { "accept-language": "en" } })).json();
    expect(general.data.addresses).toHaveLength(read.addresses.length);
    const audit = (await (await call("dashboard/audit?entity=settings", "GET", undefined, admin)).json()).data;
    expect(audit[0]).toMatchObject({ entity: "settings", entity_id: "locale", action: "update", staff_email: expect.stringContaining("@") });
    expect(audit[0].after.value.pickup_addresses).toEqual(pickup);
  });

  test("a blank or too long one, or more than 20, is a 422 on its field and changes nothing; managers may not edit them", async () => {
    const { version, ...input } = await settings();
    const bad = await call(
      "dashboard/locale-settings",
      "PUT",
      { ...input, pickup_addresses: [L("", "x", "", ""), L("y".repeat(201), "", "", "")] },
      admin,
      version,
    );
    expect(bad.status).toBe(422);
    expect(Object.keys((await bad.json()).errors)).toEqual(["pickup_addresses.0.ro", "pickup_addresses.1.ro"]);
    const many = await call(
      "dashboard/locale-settings",
      "PUT",
      { ...input, pickup_addresses: Array.from({ length: 21 }, () => L("a", "", "", "")) },
      admin,
      version,
    );
    expect(many.status).toBe(422);
    expect((await many.json()).errors).toEqual({ pickup_addresses: ["max"] });
    expect((await call("dashboard/locale-settings", "PUT", { ...input, pickup_addresses: [] }, undefined, version)).status).toBe(403);
    expect((await settings()).version).toBe(version);
  });
});

describe("migration 079", () => {
  test("a shop set up before pickup addresses keeps what its pickup orders showed (its addresses), its version moved on", async () => {
    const [before] = await shop.db.query<{ value: { addresses: unknown[] }; version: number }>(
      "update settings set value = value - 'pickup_addresses' where key = 'locale' returning value, version",
    );
    await shop.db.query(await readFile(new URL("../src/db/migrations/079_pickup_addresses.sql", import.meta.url), "utf8"));
    const [after] = await shop.db.query<{ value: { pickup_addresses: unknown[] }; version: number }>(
      "select value, version from settings where key = 'locale'",
    );
    expect(after!.value.pickup_addresses).toEqual(before!.value.addresses);
    expect(after!.version).toBe(before!.version + 1);
  });
});
