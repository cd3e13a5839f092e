import { describe, expect, test } from "vitest";
import { Schema } from "effect";
import { SearchResponse } from "@vitrina/core";
import { admin, call, categoryId, L, manager, shop, useDashboardShop } from "./support/dashboard.js";

useDashboardShop();

describe("categories, sliders, lists, SEO, locale settings", () => {
  test("categories: create a subcategory, rename it, refuse a second level, delete when empty", async () => {
    const parent = await categoryId();
    const created = await call("dashboard/categories", "POST", {
      slug: "ceainice",
      name: L("Ceainice", "Kettles", "Чайники", "Чайници"),
      icon: null,
      parent_id: parent,
      position: 9,
      active: true,
    });
    expect(created.status).toBe(201);
    const { data } = await created.json();
    expect(
      (
        await call(
          `dashboard/categories/${data.id}`,
          "PUT",
          {
            ...data,
            name: L("Ceainice electrice", "Electric kettles", "Электрочайники", "Електрически чайници"),
            seo_title: undefined,
            seo_description: undefined,
          },
          manager,
          data.version,
        )
      ).status,
    ).toBe(200);
    const menu = await (await shop.api("menu/categories", { headers: { "accept-language": "ru" } })).json();
    expect(menu.data.find((c: { slug: string }) => c.slug === "ceainice")).toMatchObject({ name: "Электрочайники" });
    const nested = await call("dashboard/categories", "POST", {
      slug: "nivel-trei",
      name: L("Trei", "Three", "Три", "Три"),
      icon: null,
      parent_id: data.id,
      position: 0,
      active: true,
    });
    expect((await nested.json()).errors).toEqual({ parent_id: ["invalid"] });
    expect((await call(`dashboard/categories/${parent}`, "DELETE")).status).toBe(409);
    expect((await call(`dashboard/categories/${data.id}`, "DELETE")).status).toBe(204);
  });

  test("renaming a category or its parent: the storefront's search finds the category's products by the new names at once", async () => {
    const [sub] = await shop.db.query<{ id: number; parent_id: number }>(
      "select c.id, c.parent_id from categories c where c.parent_id is not null and exists (select 1 from products p where p.category_id = c.id and p.active) order by c.id limit 1",
    );
    const slugs = new Set((await shop.db.query<{ slug: string }>("select slug from products where category_id = $1 and active", [sub!.id])).map((r) => r.slug));
    const search = async (text: string) =>
      Schema.decodeUnknownSync(SearchResponse)(
        await (await shop.api(`catalog/search?text=${encodeURIComponent(text)}`, { headers: { "accept-language": "ro" } })).json(),
      ).data.map((r) => r.slug);
    const rename = async (id: number, ro: string) => {
      const { data } = await (await call("dashboard/categories")).json();
      const category = data.find((c: { id: number }) => c.id === id);
      const res = await call(
        `dashboard/categories/${id}`,
        "PUT",
        { ...category, name: { ...category.name, ro }, seo_title: undefined, seo_description: undefined },
        manager,
        category.version,
      );
      expect(res.status).toBe(200);
      return category.name.ro as string;
    };
    expect(await search("quokka")).toEqual([]);
    const subName = await rename(sub!.id, "Quokka");
    const found = await search("quokka");
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((slug) => slugs.has(slug))).toBe(true);
    // The parent's names are in its subcategories' products' texts too.
    expect(await search("wombat")).toEqual([]);
    const parentName = await rename(sub!.parent_id, "Wombat");
    expect((await search("wombat quokka")).length).toBeGreaterThan(0);
    await rename(sub!.id, subName);
    await rename(sub!.parent_id, parentName);
    expect(await search("quokka")).toEqual([]);
  });

  test("sliders reorder; curated lists change what the home page shows at once", async () => {
    const { data: sliders, version } = (await (await call("dashboard/sliders")).json()) as { data: Array<{ id: number }>; version: number };
    const reversed = sliders.map((s) => s.id).reverse();
    expect((await call("dashboard/sliders/order", "PUT", { ids: reversed }, manager, version)).status).toBe(200);
    const home = await (await shop.api("home")).json();
    expect(home.data.sliders.map((s: { id: number }) => s.id)).toEqual(reversed);
    expect((await call("dashboard/sliders/order", "PUT", { ids: reversed.slice(1) }, manager, version + 1)).status).toBe(422);
    const ids = (await shop.db.query<{ id: number }>("select id from products order by id desc limit 3")).map((r) => r.id);
    const listVersion = ((await (await call("dashboard/lists/bestsellers")).json()) as { version: number }).version;
    expect((await call("dashboard/lists/bestsellers", "PUT", { ids }, manager, listVersion)).status).toBe(200);
    const after = await (await shop.api("home")).json();
    expect(after.data.bestsellers.map((p: { id: number }) => p.id)).toEqual(ids);
    expect((await call("dashboard/lists/bestsellers", "PUT", { ids: [ids[0], ids[0]] }, manager, listVersion + 1)).status).toBe(422);
  });

  test("an SEO title edit shows in the storefront's answers", async () => {
    const title = L("Acasă la {shop}", "Home of {shop}", "Дом {shop}", "Дом на {shop}");
    const { data: settings } = await (await call("dashboard/seo")).json();
    const { version } = settings.find((s: { kind: string }) => s.kind === "home");
    expect((await call("dashboard/seo/home", "PUT", { kind: "home", title, description: L("d", "d", "d", "d"), image: null }, manager, version)).status).toBe(
      200,
    );
    const home = await (await shop.api("home", { headers: { "accept-language": "en" } })).json();
    expect(home.data.seo.title).toBe("Home of Vitrina");
  });

  test("a product page's, a search's and a category's SEO follow edits of their templates and of the shop's name made after they were read", async () => {
    const [product] = await shop.db.query<{ slug: string; title: string }>("select slug, title->>'ru' as title from products where active order by id limit 1");
    const [category] = await shop.db.query<{ slug: string; name: string }>(
      "select slug, name->>'ru' as name from categories where active and seo_title->>'ru' is null order by id limit 1",
    );
    const ru = { headers: { "accept-language": "ru" } };
    const titles = async () => ({
      product: (await (await shop.api(`catalog/product/${product!.slug}`, ru)).json()).data.seo.title,
      search: (await (await shop.api("catalog/products?search=ceai", ru)).json()).seo.title,
      category: (await (await shop.api(`catalog/products?slug=${category!.slug}`, ru)).json()).seo.title,
    });
    const before = await titles();
    expect(before.product).toContain("Vitrina");
    const { data: settings } = await (await call("dashboard/seo")).json();
    for (const kind of ["product", "search", "category"]) {
      const { version } = settings.find((s: { kind: string }) => s.kind === kind);
      const title = L(`${kind}: {name}, {shop}`, `${kind}: {name}, {shop}`, `${kind} — {name} — {shop}`, `${kind}: {name}, {shop}`);
      expect((await call(`dashboard/seo/${kind}`, "PUT", { kind, title, description: L("d", "d", "d", "d"), image: null }, manager, version)).status).toBe(200);
    }
    expect(await titles()).toEqual({
      product: `product — ${product!.title} — Vitrina`,
      search: "search — ceai — Vitrina",
      category: `category — ${category!.name} — Vitrina`,
    });
    const { logo: _logo, version, ...identity } = (await (await call("dashboard/shop-identity", "GET", undefined, admin)).json()).data;
    expect((await call("dashboard/shop-identity", "PUT", { ...identity, name: "Casa Bună" }, admin, version)).status).toBe(200);
    expect(await titles()).toEqual({
      product: `product — ${product!.title} — Casa Bună`,
      search: "search — ceai — Casa Bună",
      category: `category — ${category!.name} — Casa Bună`,
    });
  });

  test("locale settings are for admins only; switching a language off removes it from general", async () => {
    expect((await call("dashboard/locale-settings")).status).toBe(403);
    const { data } = await (await call("dashboard/locale-settings", "GET", undefined, admin)).json();
    expect((await call("dashboard/locale-settings", "PUT", { ...data, active_languages: ["en"] }, admin, data.version)).status).toBe(422);
    expect((await call("dashboard/locale-settings", "PUT", { ...data, active_languages: ["ro", "ru"] }, admin, data.version)).status).toBe(200);
    const general = await (await shop.api("general")).json();
    expect(general.data.languages.map((l: { code: string }) => l.code)).toEqual(["ro", "ru"]);
  });

  test("without a token every dashboard call is 401", async () => {
    for (const path of [
      "dashboard/products",
      "dashboard/categories",
      "dashboard/sliders",
      "dashboard/lists/bestsellers",
      "dashboard/seo",
      "dashboard/locale-settings",
    ]) {
      expect((await shop.api(path)).status).toBe(401);
    }
  });
});
