import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startTestShop, type TestShop } from "./support/shop.js";
import { checkout, json, signedIn } from "./reliability/helpers.js";

let shop: TestShop;
let admin: string;
beforeAll(async () => {
  shop = await startTestShop();
  admin = await shop.adminToken();
});
afterAll(() => shop.stop());

/** A JSON edit that says which version it read. */
const edit = (method: string, body: unknown, version: number | undefined) =>
  json(method, body, admin, version === undefined ? {} : { "if-match": `"${version}"` });
const read = async (path: string) => (await (await shop.api(path, signedIn(admin))).json()).data;

/** The form's payload of a product as the dashboard read it: every field but the stock. */
const productUpdateOf = (p: any) => ({
  slug: p.slug,
  sku: p.sku,
  title: p.title,
  description: p.description,
  price: p.price,
  old_price: p.old_price,
  category_id: p.category_id,
  attributes: p.attributes,
  active: p.active,
  image_ids: p.images.map((i: { id: number }) => i.id),
  ...(p.seo_title ? { seo_title: p.seo_title } : {}),
  ...(p.seo_description ? { seo_description: p.seo_description } : {}),
});

const productWithStock = async (min: number): Promise<number> =>
  (await shop.db.query<{ id: number }>("select id from products where active and stock >= $1 order by id limit 1", [min]))[0]!.id;

describe("products", () => {
  test("a sale made while the form was open stays sold when the form is saved", async () => {
    const id = await productWithStock(4);
    const opened = await read(`dashboard/products/${id}`);
    expect((await checkout(shop.url, [{ id, quantity: 2 }])).status).toBe(201);
    const saved = await shop.api(
      `dashboard/products/${id}`,
      edit("PUT", { ...productUpdateOf(opened), description: { ...opened.description, ro: "Descriere nouă." } }, opened.version),
    );
    expect(saved.status).toBe(200);
    const { data } = await saved.json();
    expect(data).toMatchObject({ stock: opened.stock - 2, version: opened.version + 1, description: { ro: "Descriere nouă." } });
  });

  test("a stock correction is added to the current stock; removing more than is left is refused", async () => {
    const id = await productWithStock(3);
    const opened = await read(`dashboard/products/${id}`);
    expect((await checkout(shop.url, [{ id, quantity: 1 }])).status).toBe(201);
    const added = await shop.api(`dashboard/products/${id}`, edit("PUT", { ...productUpdateOf(opened), stock_change: 5 }, opened.version));
    expect((await added.json()).data.stock).toBe(opened.stock - 1 + 5);
    const now = await read(`dashboard/products/${id}`);
    const tooMany = await shop.api(`dashboard/products/${id}`, edit("PUT", { ...productUpdateOf(now), stock_change: -(now.stock + 1) }, now.version));
    expect(tooMany.status).toBe(422);
    expect((await tooMany.json()).errors).toEqual({ stock_change: ["min"] });
    expect((await read(`dashboard/products/${id}`)).stock).toBe(now.stock);
  });

  test("two people edit one product: the second save is refused with 409 and the first stays", async () => {
    const id = await productWithStock(0);
    const first = await read(`dashboard/products/${id}`);
    const second = await read(`dashboard/products/${id}`);
    expect((await shop.api(`dashboard/products/${id}`, edit("PUT", { ...productUpdateOf(first), price: 111 }, first.version))).status).toBe(200);
    const stale = await shop.api(`dashboard/products/${id}`, edit("PUT", { ...productUpdateOf(second), price: 222, stock_change: 3 }, second.version));
    expect(stale.status).toBe(409);
    expect((await stale.json()).message).toMatch(/since you opened it/);
    expect(await read(`dashboard/products/${id}`)).toMatchObject({ price: 111, stock: first.stock });
  });

  test("an edit that does not say which version it read is refused with 428", async () => {
    const id = await productWithStock(0);
    const opened = await read(`dashboard/products/${id}`);
    const blind = await shop.api(`dashboard/products/${id}`, edit("PUT", { ...productUpdateOf(opened), price: 5 }, undefined));
    expect(blind.status).toBe(428);
    expect((await read(`dashboard/products/${id}`)).price).toBe(opened.price);
  });
});

/**
 * Two tabs read the same version; the first saves (200, version + 1), the second is refused (409) and
 * what the first saved is what the shop keeps.
 */
const expectLostUpdateRefused = async (method: string, path: string, version: number, first: unknown, second: unknown, kept: (body: any) => void) => {
  const saved = await shop.api(path, edit(method, first, version));
  expect(saved.status).toBe(200);
  expect((await saved.json()).data.version).toBe(version + 1);
  const stale = await shop.api(path, edit(method, second, version));
  expect(stale.status).toBe(409);
  expect((await stale.json()).message).toMatch(/since you opened it/);
  kept(await shop.api(path, edit(method, first, version + 1)).then((r) => r.json()));
};

describe("every edited resource refuses a stale save", () => {
  test("category", async () => {
    const [category] = await read("dashboard/categories");
    const { id, uuid: _u, product_count: _c, version, ...input } = category;
    const body = (ro: string) => ({
      ...input,
      name: { ...input.name, ro },
      seo_title: input.seo_title ?? undefined,
      seo_description: input.seo_description ?? undefined,
    });
    await expectLostUpdateRefused("PUT", `dashboard/categories/${id}`, version, body("Prima"), body("A doua"), (r) => expect(r.data.name.ro).toBe("Prima"));
  });

  test("slide", async () => {
    const [slide] = await read("dashboard/sliders");
    const { id, image, position: _p, version, ...input } = slide;
    const body = (link: string) => ({ ...input, link, image_id: image?.id ?? null });
    await expectLostUpdateRefused("PUT", `dashboard/sliders/${id}`, version, body("/first"), body("/second"), (r) => expect(r.data.link).toBe("/first"));
  });

  test("SEO setting", async () => {
    const home = (await read("dashboard/seo")).find((s: { kind: string }) => s.kind === "home");
    const { version, ...input } = home;
    const body = (ro: string) => ({ ...input, title: { ...input.title, ro } });
    await expectLostUpdateRefused("PUT", "dashboard/seo/home", version, body("Întâi"), body("Apoi"), (r) => expect(r.data.title.ro).toBe("Întâi"));
  });

  test("locale settings", async () => {
    const { version, ...input } = await read("dashboard/locale-settings");
    await expectLostUpdateRefused(
      "PUT",
      "dashboard/locale-settings",
      version,
      { ...input, active_languages: ["ro", "ru"] },
      { ...input, active_languages: ["ro", "en"] },
      (r) => expect(r.data.active_languages).toEqual(["ro", "ru"]),
    );
  });

  test("staff account", async () => {
    const created = await shop.api(
      "dashboard/staff",
      json("POST", { email: "v@vitrina.md", name: "Vera", role: "manager", password: "manager-password-1" }, admin),
    );
    const { data: member } = await created.json();
    await expectLostUpdateRefused("PATCH", `dashboard/staff/${member.id}`, member.version, { role: "admin" }, { name: "Veronica", role: "manager" }, (r) =>
      expect(r.data).toMatchObject({ role: "admin", name: "Vera" }),
    );
  });

  test("content page", async () => {
    const { kind: _k, faq: _f, version, ...input } = await read("dashboard/pages/about");
    const body = (ro: string) => ({ ...input, body: { ...input.body, ro }, faq: [] });
    await expectLostUpdateRefused("PUT", "dashboard/pages/about", version, body("Întâi"), body("Apoi"), (r) => expect(r.data.body.ro).toBe("Întâi"));
  });

  test("FAQ: a stale list of questions does not replace the saved one", async () => {
    const { kind: _k, version, ...page } = await read("dashboard/pages/faq");
    const first = { ...page, faq: page.faq.slice(1) };
    const second = { ...page, faq: [...page.faq, page.faq[0]] };
    await expectLostUpdateRefused("PUT", "dashboard/pages/faq", version, first, second, (r) => expect(r.data.faq).toHaveLength(page.faq.length - 1));
  });
});
