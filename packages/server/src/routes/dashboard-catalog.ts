import type { Context, Hono } from "hono";
import {
  CategoryInput, CategoryOrder, LocaleSettings, OrderedIds, SeoPageKind, SeoSetting, SliderInput, addError,
  type AdminCategory, type AdminSeoSetting, type AdminSlider,
} from "@vitrina/core";
import { Schema } from "effect";
import type { AppEnv, Deps } from "../app.js";
import type { Tx } from "../db/db.js";
import { storedImageJson } from "../catalog/images.js";
import { writeAsOneAuditEntry } from "../catalog/audit-summary.js";
import { cardsByIds } from "../catalog/products.js";
import { bumpListVersion, claimListVersion, listVersion } from "../catalog/list-versions.js";
import { LOCALE_SETTINGS_KEY, readLocaleSettings } from "../catalog/settings.js";
import { requireStaff } from "../lib/auth.js";
import { dashboardLanguage } from "../lib/dashboard-language.js";
import { decodeOr422, fail, idParam, jsonBody, unprocessable } from "../lib/http.js";
import { readVersion, staleEdit } from "../lib/versions.js";

const LANGS = ["ro", "en", "ru", "bg"] as const;

/** The dashboard's catalogue and content: products, images, categories, sliders, curated lists, SEO and locale settings. */
export const dashboardCatalogRoutes = (app: Hono<AppEnv>, { db }: Deps): void => {
  const catalog = requireStaff(db, "catalog");
  const content = requireStaff(db, "content");

  const adminCategories = async (where = "true", params: unknown[] = []): Promise<AdminCategory[]> =>
    db.query<AdminCategory>(
      `select c.id, c.uuid, c.slug, c.name, c.icon, c.parent_id, c.position, c.active, c.seo_title, c.seo_description,
              (select count(*)::int from products p where p.category_id = c.id or p.category_id in (select s.id from categories s where s.parent_id = c.id)) as product_count, c.version
         from categories c where ${where} order by coalesce((select position from categories x where x.id = c.parent_id), c.position), coalesce(c.parent_id, c.id), c.parent_id is not null, c.position, c.id`,
      params,
    );

  const categoryErrors = async (tx: Tx, input: CategoryInput, id?: number) => {
    const errors: Record<string, string[]> = {};
    const [taken] = await tx.query("select 1 from categories where slug = $1 and id <> coalesce($2, 0)", [input.slug, id ?? null]);
    if (taken) addError(errors, "slug", "taken");
    if (input.parent_id !== null) {
      const [parent] = await tx.query<{ parent_id: number | null }>("select parent_id from categories where id = $1", [input.parent_id]);
      // One level of subcategories: a parent must be a top category, and not the category itself.
      if (!parent || parent.parent_id !== null || input.parent_id === id) addError(errors, "parent_id", parent ? "invalid" : "not_found");
      if (id !== undefined) {
        const [children] = await tx.query("select 1 from categories where parent_id = $1 limit 1", [id]);
        if (children) addError(errors, "parent_id", "invalid");
      }
    }
    return errors;
  };

  app.get("/api/dashboard/categories", catalog, async (c) => c.json({ data: await adminCategories() }));

  app.post("/api/dashboard/categories", catalog, async (c) => {
    const input = decodeOr422(CategoryInput, await jsonBody(c));
    const id = await db.transaction(async (tx) => {
      const errors = await categoryErrors(tx, input);
      if (Object.keys(errors).length > 0) return unprocessable(errors);
      const [row] = await tx.query<{ id: number }>(
        "insert into categories (slug, name, icon, parent_id, position, active, seo_title, seo_description) values ($1, $2, $3, $4, $5, $6, $7, $8) returning id",
        [input.slug, input.name, input.icon, input.parent_id, input.position, input.active, input.seo_title ?? null, input.seo_description ?? null],
      );
      return row!.id;
    });
    return c.json({ data: (await adminCategories("c.id = $1", [id]))[0] }, 201);
  });

  // One request, one transaction and one audit entry for a new order of sibling categories. Every
  // moved category's version goes up: an edit form opened before would otherwise put the old
  // position back.
  app.put("/api/dashboard/categories/order", catalog, async (c) => {
    const { parent_id, ids, read: readOrder } = decodeOr422(CategoryOrder, await jsonBody(c));
    await db.transaction(async (tx) => {
      const siblings = (await tx.query<{ id: number }>("select id from categories where parent_id is not distinct from $1 order by position, id for update", [parent_id])).map((r) => r.id);
      const sorted = (list: ReadonlyArray<number>) => JSON.stringify([...list].sort((a, b) => a - b));
      if (sorted(ids) !== sorted(siblings)) return unprocessable({ ids: ["invalid"] }, "The order must list every category of this parent once.");
      // The order the edit started from must still be the order: otherwise a colleague's reorder would be undone.
      if (JSON.stringify(readOrder) !== JSON.stringify(siblings)) return staleEdit();
      const read = () => tx.query<{ id: number; title: unknown }>("select id, name as title from categories where parent_id is not distinct from $1 order by position, id", [parent_id]);
      await writeAsOneAuditEntry(tx, { entity: "categories", entityId: parent_id === null ? "top" : String(parent_id) }, read, async () => {
        for (const [position, id] of ids.entries())
          await tx.query("update categories set position = $2, version = version + 1 where id = $1 and position is distinct from $2", [id, position]);
      });
    });
    return c.json({ data: await adminCategories() });
  });

  app.put("/api/dashboard/categories/:id", catalog, async (c) => {
    const id = idParam(c);
    const version = readVersion(c);
    const input = decodeOr422(CategoryInput, await jsonBody(c));
    const found = await db.transaction(async (tx) => {
      const [current] = await tx.query<{ version: number }>("select version from categories where id = $1 for update", [id]);
      if (!current) return false;
      if (current.version !== version) return staleEdit();
      const errors = await categoryErrors(tx, input, id);
      if (Object.keys(errors).length > 0) return unprocessable(errors);
      await tx.query(
        `update categories set slug = $2, name = $3, icon = $4, parent_id = $5, position = $6, active = $7, seo_title = $8, seo_description = $9,
                version = version + 1 where id = $1`,
        [id, input.slug, input.name, input.icon, input.parent_id, input.position, input.active, input.seo_title ?? null, input.seo_description ?? null],
      );
      return true;
    });
    return found ? c.json({ data: (await adminCategories("c.id = $1", [id]))[0] }) : fail(404, "Category not found.");
  });

  app.delete("/api/dashboard/categories/:id", catalog, async (c) => {
    const id = idParam(c);
    const [used] = await db.query("select 1 from products where category_id = $1 union all select 1 from categories where parent_id = $1 limit 1", [id]);
    if (used) return fail(409, "Move or delete this category's products and subcategories first.");
    const deleted = await db.query("delete from categories where id = $1 returning id", [id]);
    return deleted.length > 0 ? c.body(null, 204) : fail(404, "Category not found.");
  });

  const adminSliders = async (where = "true", params: unknown[] = []): Promise<AdminSlider[]> => {
    const rows = await db.query<Omit<AdminSlider, "image"> & { image_id: number | null; hash: string | null; width: number | null; height: number | null }>(
      `select s.id, s.title, s.subtitle, s.link, s.position, s.active, s.version, s.image_id, im.hash, im.width, im.height
         from sliders s left join images im on im.id = s.image_id where ${where} order by s.position, s.id`,
      params,
    );
    return rows.map(({ image_id, hash, width, height, ...s }) => ({ ...s, image: image_id && hash ? storedImageJson({ id: image_id, hash, width: width!, height: height! }) : null }));
  };
  const sliderErrors = async (input: SliderInput): Promise<Record<string, string[]>> => {
    if (input.image_id === null) return {};
    const [image] = await db.query("select 1 from images where id = $1", [input.image_id]);
    return image ? {} : { image_id: ["not_found"] };
  };

  // The version is read before the slides: a reorder in between makes the answer's order newer than
  // its version, so a reorder made from it is refused rather than undoing the one in between.
  app.get("/api/dashboard/sliders", content, async (c) => {
    const version = await listVersion(db, "sliders");
    return c.json({ data: await adminSliders(), version });
  });

  app.post("/api/dashboard/sliders", content, async (c) => {
    const input = decodeOr422(SliderInput, await jsonBody(c));
    const errors = await sliderErrors(input);
    if (Object.keys(errors).length > 0) return unprocessable(errors);
    const [row] = await db.query<{ id: number }>(
      "insert into sliders (title, subtitle, link, image_id, active, position) values ($1, $2, $3, $4, $5, (select coalesce(max(position) + 1, 0) from sliders)) returning id",
      [input.title, input.subtitle, input.link, input.image_id, input.active],
    );
    await bumpListVersion(db, "sliders");
    return c.json({ data: (await adminSliders("s.id = $1", [row!.id]))[0] }, 201);
  });

  app.put("/api/dashboard/sliders/order", content, async (c) => {
    const version = readVersion(c);
    const { ids } = decodeOr422(OrderedIds, await jsonBody(c));
    const next = await db.transaction(async (tx) => {
      // A stale order is refused first: the slides it lists may be the ones of before a colleague's change.
      const claimed = await claimListVersion(tx, "sliders", version);
      const existing = (await tx.query<{ id: number }>("select id from sliders")).map((r) => r.id).sort((a, b) => a - b);
      if (JSON.stringify([...ids].sort((a, b) => a - b)) !== JSON.stringify(existing)) return unprocessable({ ids: ["invalid"] }, "The order must list every slide once.");
      const read = () => tx.query<{ id: number; title: unknown }>("select id, title from sliders order by position, id");
      await writeAsOneAuditEntry(tx, { entity: "sliders", entityId: "all" }, read, async () => {
        for (const [position, id] of ids.entries()) await tx.query("update sliders set position = $2 where id = $1", [id, position]);
      });
      return claimed;
    });
    return c.json({ data: await adminSliders(), version: next });
  });

  app.put("/api/dashboard/sliders/:id", content, async (c) => {
    const id = idParam(c);
    const version = readVersion(c);
    const input = decodeOr422(SliderInput, await jsonBody(c));
    const errors = await sliderErrors(input);
    if (Object.keys(errors).length > 0) return unprocessable(errors);
    const updated = await db.query(
      "update sliders set title = $2, subtitle = $3, link = $4, image_id = $5, active = $6, version = version + 1 where id = $1 and version = $7 returning id",
      [id, input.title, input.subtitle, input.link, input.image_id, input.active, version],
    );
    if (updated.length > 0) return c.json({ data: (await adminSliders("s.id = $1", [id]))[0] });
    const [exists] = await db.query("select 1 from sliders where id = $1", [id]);
    return exists ? staleEdit() : fail(404, "Slide not found.");
  });

  app.delete("/api/dashboard/sliders/:id", content, async (c) => {
    const deleted = await db.query("delete from sliders where id = $1 returning id", [idParam(c)]);
    if (deleted.length === 0) return fail(404, "Slide not found.");
    await bumpListVersion(db, "sliders");
    return c.body(null, 204);
  });

  const listParam = (c: Context) => {
    const list = c.req.param("list");
    return list === "home-products" || list === "bestsellers" ? list : fail(404, "Unknown list.");
  };

  app.get("/api/dashboard/lists/:list", content, async (c) => {
    const list = listParam(c);
    const lang = dashboardLanguage(c);
    const version = await listVersion(db, list);
    const ids = (await db.query<{ product_id: number }>("select product_id from curated_products where list = $1 order by position", [list])).map((r) => r.product_id);
    return c.json({ data: await cardsByIds(db, lang, ids), version });
  });

  app.put("/api/dashboard/lists/:list", content, async (c) => {
    const list = listParam(c);
    const lang = dashboardLanguage(c);
    const version = readVersion(c);
    const { ids } = decodeOr422(OrderedIds, await jsonBody(c));
    const found = new Set((await db.query<{ id: number }>("select id from products where id = any($1::int[])", [ids])).map((r) => r.id));
    const errors: Record<string, string[]> = {};
    const seen = new Set<number>();
    ids.forEach((id, i) => {
      if (!found.has(id)) addError(errors, `ids.${i}`, "not_found");
      else if (seen.has(id)) addError(errors, `ids.${i}`, "taken");
      seen.add(id);
    });
    if (Object.keys(errors).length > 0) return unprocessable(errors);
    // Saved as delete and insert, recorded as one entry: the list before and after.
    const next = await db.transaction(async (tx) => {
      const claimed = await claimListVersion(tx, list, version);
      const read = () =>
        tx.query<{ id: number; title: unknown }>("select p.id, p.title from curated_products cp join products p on p.id = cp.product_id where cp.list = $1 order by cp.position", [list]);
      await writeAsOneAuditEntry(tx, { entity: list, entityId: list }, read, async () => {
        await tx.query("delete from curated_products where list = $1", [list]);
        for (const [position, id] of ids.entries()) await tx.query("insert into curated_products (list, product_id, position) values ($1, $2, $3)", [list, id, position]);
      });
      return claimed;
    });
    return c.json({ data: await cardsByIds(db, lang, ids), version: next });
  });

  const seo = requireStaff(db, "seo");
  app.get("/api/dashboard/seo", seo, async (c) =>
    c.json({ data: await db.query<AdminSeoSetting>("select kind, title, description, image, version from seo_settings order by kind") }),
  );

  app.put("/api/dashboard/seo/:kind", seo, async (c) => {
    const kind = c.req.param("kind");
    if (!Schema.is(SeoPageKind)(kind)) return fail(404, "Unknown page kind.");
    const version = readVersion(c);
    const input = decodeOr422(SeoSetting, await jsonBody(c));
    if (input.kind !== kind) return unprocessable({ kind: ["invalid"] });
    const values = [kind, input.title, input.description, input.image];
    const columns = "kind, title, description, image, version";
    const [updated] = await db.query<AdminSeoSetting>(
      `update seo_settings set title = $2, description = $3, image = $4, version = version + 1 where kind = $1 and version = $5 returning ${columns}`,
      [...values, version],
    );
    // A page kind never saved (listed with version 0) has nothing to overwrite: it is created.
    const [created] = updated
      ? [updated]
      : await db.query<AdminSeoSetting>(`insert into seo_settings (kind, title, description, image) values ($1, $2, $3, $4) on conflict (kind) do nothing returning ${columns}`, values);
    if (created) return c.json({ data: created });
    return staleEdit();
  });

  const locale = requireStaff(db, "locale");
  const adminLocaleSettings = async () => {
    const [row] = await db.query<{ version: number }>("select version from settings where key = $1", [LOCALE_SETTINGS_KEY]);
    return { ...(await readLocaleSettings(db)), version: row?.version ?? 0 };
  };
  app.get("/api/dashboard/locale-settings", locale, async (c) => c.json({ data: await adminLocaleSettings() }));

  app.put("/api/dashboard/locale-settings", locale, async (c) => {
    const version = readVersion(c);
    const input = decodeOr422(LocaleSettings, await jsonBody(c));
    const updated = await db.query("update settings set value = $2, version = version + 1 where key = $1 and version = $3 returning key", [
      LOCALE_SETTINGS_KEY, { ...input, active_languages: LANGS.filter((l) => input.active_languages.includes(l)) }, version,
    ]);
    return updated.length > 0 ? c.json({ data: await adminLocaleSettings() }) : staleEdit();
  });
};
