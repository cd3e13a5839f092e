import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startTestShop, type TestShop } from "./support/shop.js";
import { json, signedIn } from "./reliability/helpers.js";

let shop: TestShop;
let admin: string;
beforeAll(async () => {
  shop = await startTestShop();
  admin = await shop.adminToken();
});
afterAll(() => shop.stop());

const put = (path: string, ids: ReadonlyArray<number>, version?: number) =>
  shop.api(path, json("PUT", { ids }, admin, version === undefined ? {} : { "if-match": `"${version}"` }));
const read = async (path: string): Promise<{ data: Array<{ id: number }>; version: number }> => (await shop.api(path, signedIn(admin))).json();
const homeIds = async (key: "sliders" | "bestsellers" | "home_products") =>
  ((await (await shop.api("home")).json()).data[key] as Array<{ id: number }>).map((x) => x.id);

describe("the slider's order carries a version", () => {
  test("a reorder made from an older read is refused (409) and the order stays the colleague's", async () => {
    const first = await read("dashboard/sliders");
    expect(first.data.length).toBeGreaterThan(1);
    const ids = first.data.map((s) => s.id);
    const reversed = [...ids].reverse();
    const saved = await put("dashboard/sliders/order", reversed, first.version);
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ version: first.version + 1 });
    // A second tab still holds the first read: its order would undo the one just saved.
    const stale = await put("dashboard/sliders/order", [ids[1]!, ids[0]!, ...ids.slice(2)], first.version);
    expect(stale.status).toBe(409);
    expect(await homeIds("sliders")).toEqual(reversed);
    expect((await read("dashboard/sliders")).version).toBe(first.version + 1);
  });

  test("a reorder without the version it read is refused (428)", async () => {
    const { data } = await read("dashboard/sliders");
    expect(
      (
        await put(
          "dashboard/sliders/order",
          data.map((s) => s.id),
        )
      ).status,
    ).toBe(428);
  });

  test("a slide added after the order was read makes that order stale", async () => {
    const before = await read("dashboard/sliders");
    const L = (t: string) => ({ ro: t, en: t, ru: t, bg: t });
    const created = await shop.api("dashboard/sliders", json("POST", { title: L("Nou"), subtitle: L("Sub"), link: "/", image_id: null, active: true }, admin));
    expect(created.status).toBe(201);
    expect(
      (
        await put(
          "dashboard/sliders/order",
          before.data.map((s) => s.id),
          before.version,
        )
      ).status,
    ).toBe(409);
    const now = await read("dashboard/sliders");
    expect((await put("dashboard/sliders/order", now.data.map((s) => s.id).reverse(), now.version)).status).toBe(200);
  });
});

describe("the curated lists carry a version", () => {
  for (const [list, key] of [
    ["bestsellers", "bestsellers"],
    ["home-products", "home_products"],
  ] as const) {
    test(`${list}: a stale save is refused (409) and nothing changes`, async () => {
      const first = await read(`dashboard/lists/${list}`);
      const ids = (await shop.db.query<{ id: number }>("select id from products where active order by id limit 4")).map((r) => r.id);
      const saved = await put(`dashboard/lists/${list}`, ids, first.version);
      expect(saved.status).toBe(200);
      expect(await saved.json()).toMatchObject({ version: first.version + 1 });
      const stale = await put(`dashboard/lists/${list}`, ids.slice(1), first.version);
      expect(stale.status).toBe(409);
      expect((await read(`dashboard/lists/${list}`)).data.map((p) => p.id)).toEqual(ids);
      expect((await homeIds(key)).slice(0, ids.length)).toEqual(ids);
      expect((await put(`dashboard/lists/${list}`, ids)).status).toBe(428);
    });
  }
});
