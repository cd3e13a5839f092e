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
  const content = requireStaff(db, "content");

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
