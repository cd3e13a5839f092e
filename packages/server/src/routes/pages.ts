import { Hono } from "hono";
import { Schema } from "effect";
import { SHOP_ROUTES as ROUTE, SeoPageKind, StaticPageKind } from "@vitrina/core";
import type { AppEnv, Deps } from "../lib/app-env.js";
import { imageFile } from "../catalog/image-files.js";
import { homePage, pageSeo, staticPage } from "../content/pages.js";
import { decodeQuery } from "../lib/decode-query.js";
import { decodeOr422, fail, requestLocale } from "../lib/http.js";

/** `/api`: the home page, the content pages and each kind of page's SEO texts. */
export const pageRoutes = ({ db }: Deps) =>
  new Hono<AppEnv>()
    .get("/home", async (c) => c.json({ data: await homePage(db, requestLocale(c)) }))
    .get(
      "/seo/:kind",
      decodeQuery((query) => decodeOr422(ROUTE.getSeo.query, query)),
      async (c) => {
        const kind = c.req.param("kind");
        if (!Schema.is(SeoPageKind)(kind)) return fail(404, `Unknown page kind: ${kind}`);
        return c.json({ data: await pageSeo(db, requestLocale(c), kind, (c.req.valid("query").name ?? "").slice(0, 200)) });
      },
    )
    .get("/pages/:kind", async (c) => {
      const kind = c.req.param("kind");
      const page = Schema.is(StaticPageKind)(kind) ? await staticPage(db, requestLocale(c), kind) : undefined;
      return page ? c.json({ data: page }) : fail(404, `Page not found: ${kind}`);
    });

/** `/images`: every stored width of every picture, as webp, kept by caches for good (its name changes with its content). */
export const imageRoutes = ({ db }: Deps) =>
  new Hono<AppEnv>().get("/:file", async (c) => {
    const bytes = await imageFile(db, c.req.param("file"));
    if (!bytes) return fail(404, "Image not found");
    return c.body(bytes, 200, {
      "Content-Type": "image/webp",
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
    });
  });
