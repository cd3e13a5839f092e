import type { Hono } from "hono";
import { LOCALES, localizePath } from "@vitrina/core";
import type { AppEnv, Deps } from "../app.js";
import { readLocaleSettings } from "../catalog/settings.js";

const STATIC_PAGES = ["/", "/contacts/", "/faq/", "/cookies-policy/", "/privacy-policy/", "/return-policy/", "/terms-of-use/"];

const escapeXml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** `GET /sitemap.xml`: every public page in every active language, each with its hreflang alternates. */
export const sitemapRoutes = (app: Hono<AppEnv>, { db, config }: Deps): void => {
  app.get("/sitemap.xml", async (c) => {
    const { active_languages } = await readLocaleSettings(db);
    const languages = LOCALES.filter((l) => active_languages.includes(l));
    const categories = await db.query<{ slug: string }>(
      "select c.slug from categories c left join categories p on p.id = c.parent_id where c.active and (p.id is null or p.active) order by coalesce(p.position, c.position), c.parent_id nulls first, c.position",
    );
    const products = await db.query<{ slug: string; updated_at: Date | string }>(
      "select p.slug, p.updated_at from products p join categories c on c.id = p.category_id where p.active and c.active order by p.id",
    );
    const pages: Array<{ path: string; lastmod?: string }> = [
      ...STATIC_PAGES.map((path) => ({ path })),
      ...categories.map((row) => ({ path: `/category/${row.slug}/` })),
      ...products.map((row) => ({ path: `/product/${row.slug}/`, lastmod: new Date(row.updated_at).toISOString().slice(0, 10) })),
    ];
    const url = (path: string, locale: (typeof languages)[number]) => escapeXml(config.publicUrl + localizePath(path, locale));
    const entries = pages.flatMap((page) =>
      languages.map(
        (locale) =>
          `<url><loc>${url(page.path, locale)}</loc>${page.lastmod ? `<lastmod>${page.lastmod}</lastmod>` : ""}${languages
            .map((alt) => `<xhtml:link rel="alternate" hreflang="${alt}" href="${url(page.path, alt)}"/>`)
            .join("")}<xhtml:link rel="alternate" hreflang="x-default" href="${url(page.path, "ro")}"/></url>`,
      ),
    );
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join("\n")}\n</urlset>\n`;
    return c.body(xml, 200, { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" });
  });
};
