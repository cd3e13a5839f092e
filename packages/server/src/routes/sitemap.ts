import { gunzipSync } from "node:zlib";
import type { Context, Hono } from "hono";
import { LOCALES, localizePath, type Locale } from "@vitrina/core";
import type { AppEnv, Deps } from "../app.js";
import type { Db } from "../db/db.js";
import { currentCatalogVersion } from "../lib/answer-cache.js";
import { acceptsGzip, gzipped } from "../lib/compress.js";
import { readLocaleSettings } from "../catalog/settings.js";

const STATIC_PAGES = ["/", "/contacts/", "/faq/", "/about/", "/cookies-policy/", "/privacy-policy/", "/return-policy/", "/terms-of-use/"];
/** Pages nobody should find through a search engine: staff, and each shopper's own cart and orders. */
const PRIVATE_PAGES = ["/cart/", "/checkout/", "/order/"];

const escapeXml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** A page of the sitemap; it is listed once per active language. */
interface Page {
  readonly path: string;
  readonly lastmod?: string;
}

/** A kind of page the sitemap lists in files of its own. */
type Section = "pages" | "products";

/**
 * The sitemap files of a section with `count` pages in `languages` languages: each page gives one
 * URL per language, and a file holds at most `maxUrls` URLs, so `floor(maxUrls / languages)` pages.
 * @example sitemapFileCount(100_000, 4, 50_000) // 8
 */
export const sitemapFileCount = (count: number, languages: number, maxUrls: number): number =>
  Math.ceil(count / pagesPerFile(languages, maxUrls));

const pagesPerFile = (languages: number, maxUrls: number): number => Math.max(1, Math.floor(maxUrls / Math.max(1, languages)));

const activeLanguages = async (db: Db): Promise<Array<Locale>> => {
  const { active_languages } = await readLocaleSettings(db);
  return LOCALES.filter((l) => active_languages.includes(l));
};

// Subcategories are listed only when their parent is active too, as the menu shows them.
const CATEGORIES = "from categories c left join categories p on p.id = c.parent_id where c.active and (p.id is null or p.active)";
const PRODUCTS = "from products p join categories c on c.id = p.category_id where p.active and c.active";

const countOf = async (db: Db, section: Section): Promise<number> => {
  if (section === "products") return (await db.query<{ n: number }>(`select count(*)::int as n ${PRODUCTS}`))[0]?.n ?? 0;
  return STATIC_PAGES.length + ((await db.query<{ n: number }>(`select count(*)::int as n ${CATEGORIES}`))[0]?.n ?? 0);
};

/** The pages of file `index` (from 0) of a section, `size` pages per file. */
const pagesOf = async (db: Db, section: Section, index: number, size: number): Promise<Array<Page>> => {
  if (section === "products") {
    const rows = await db.query<{ slug: string; updated_at: Date | string }>(`select p.slug, p.updated_at ${PRODUCTS} order by p.id limit $1 offset $2`, [
      size,
      index * size,
    ]);
    return rows.map((row) => ({ path: `/product/${row.slug}/`, lastmod: new Date(row.updated_at).toISOString().slice(0, 10) }));
  }
  // Static pages and categories are a few hundred at most: read whole, then cut.
  const categories = await db.query<{ slug: string }>(
    `select c.slug ${CATEGORIES} order by coalesce(p.position, c.position), c.parent_id nulls first, c.position`,
  );
  const pages = [...STATIC_PAGES.map((path) => ({ path })), ...categories.map((row) => ({ path: `/category/${row.slug}/` }))];
  return pages.slice(index * size, (index + 1) * size);
};

/**
 * The sitemap's files, each built once per catalogue version and kept gzipped (a file of 50,000 URLs
 * is about 30 MB of XML, 2 MB gzipped, and takes seconds to build). `file(name, build)` answers the
 * gzipped XML that `build` makes (undefined: no such file) for the catalogue's current version.
 * Requests that ask for a file while it is being built share that build. When the version rises, the
 * old version's files are dropped at once, and a build begun under it is not kept. Misses and
 * failures are not kept, so made-up file numbers cannot fill the memory.
 */
export const sitemapCache = (db: Db) => {
  let version = -1;
  let files = new Map<string, Promise<Uint8Array<ArrayBuffer> | undefined>>();
  const make = async (build: () => Promise<string | undefined>) => {
    const xml = await build();
    return xml === undefined ? undefined : gzipped(new TextEncoder().encode(xml));
  };
  return async (name: string, build: () => Promise<string | undefined>): Promise<Uint8Array<ArrayBuffer> | undefined> => {
    const current = await currentCatalogVersion(db);
    if (current > version) {
      version = current;
      files = new Map();
    }
    // A read overtaken by a newer one: answered, but not kept.
    if (current < version) return make(build);
    const kept = files.get(name);
    if (kept) return kept;
    const made = make(build);
    const keptIn = files;
    keptIn.set(name, made);
    const forget = () => {
      if (keptIn.get(name) === made) keptIn.delete(name);
    };
    made.then((bytes) => {
      if (!bytes) forget();
    }, forget);
    return made;
  };
};

const XML_HEADERS = {
  "Content-Type": "application/xml; charset=utf-8",
  // Proxies and crawlers may keep it an hour; the server keeps it until the catalogue changes.
  "Cache-Control": "public, max-age=3600",
};

/**
 * `GET /sitemap.xml`, a sitemap index of `/sitemaps/{pages|products}-{n}.xml`: every public page
 * in every active language with its hreflang alternates, at most `config.sitemapMaxUrls` URLs per
 * file (the protocol's 50,000), so a catalogue of any size is fully listed. Every file is kept in memory until the
 * catalogue changes. `GET /robots.txt` points crawlers to it and keeps them out of the dashboard,
 * the sign-in and each shopper's cart, checkout and orders.
 */
export const sitemapRoutes = (app: Hono<AppEnv>, { db, config }: Deps): void => {
  const maxUrls = config.sitemapMaxUrls;
  const kept = sitemapCache(db);
  // Crawlers take gzip: they get the kept bytes. Any other client gets them unpacked.
  const send = (c: Context<AppEnv>, xml: Uint8Array<ArrayBuffer> | undefined) => {
    if (!xml) return c.notFound();
    const headers = { ...XML_HEADERS, Vary: "Accept-Encoding" };
    if (acceptsGzip(c.req.header("accept-encoding"))) return c.body(xml, 200, { ...headers, "Content-Encoding": "gzip" });
    return c.body(new Uint8Array(gunzipSync(xml)), 200, headers);
  };
  const origin = config.publicUrl;
  const url = (path: string, locale: Locale) => escapeXml(origin + localizePath(path, locale));

  app.get("/robots.txt", (c) => {
    const prefixes = LOCALES.map((l) => localizePath("/", l));
    const disallow = ["/dashboard/", "/auth/", ...PRIVATE_PAGES.flatMap((page) => prefixes.map((prefix) => prefix + page.slice(1)))];
    const text = ["User-agent: *", ...disallow.map((path) => `Disallow: ${path}`), "", `Sitemap: ${origin}/sitemap.xml`, ""].join("\n");
    return c.text(text, 200, { "Cache-Control": "public, max-age=3600" });
  });

  /** The index: every file of every section. */
  const sitemapIndex = async (): Promise<string> => {
    const languages = await activeLanguages(db);
    const files: Array<string> = [];
    for (const section of ["pages", "products"] as const) {
      const count = sitemapFileCount(await countOf(db, section), languages.length, maxUrls);
      for (let n = 1; n <= count; n++) files.push(`${origin}/sitemaps/${section}-${n}.xml`);
    }
    const entries = files.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>`);
    return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join("\n")}\n</sitemapindex>\n`;
  };

  /** File `n` (from 1) of a section, or undefined when the section has fewer files. */
  const sitemapFile = async (section: Section, n: number): Promise<string | undefined> => {
    const languages = await activeLanguages(db);
    const pages = await pagesOf(db, section, n - 1, pagesPerFile(languages.length, maxUrls));
    if (pages.length === 0) return undefined;
    const entries = pages.flatMap((page) =>
      languages.map(
        (locale) =>
          `<url><loc>${url(page.path, locale)}</loc>${page.lastmod ? `<lastmod>${page.lastmod}</lastmod>` : ""}${languages
            .map((alt) => `<xhtml:link rel="alternate" hreflang="${alt}" href="${url(page.path, alt)}"/>`)
            .join("")}<xhtml:link rel="alternate" hreflang="x-default" href="${url(page.path, "ro")}"/></url>`,
      ),
    );
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join("\n")}\n</urlset>\n`;
  };

  app.get("/sitemap.xml", async (c) => send(c, await kept("index", sitemapIndex)));
  app.get("/sitemaps/:file", async (c) => {
    const name = c.req.param("file");
    const match = /^(pages|products)-([1-9]\d{0,6})\.xml$/.exec(name);
    if (!match) return c.notFound();
    return send(c, await kept(name, () => sitemapFile(match[1] as Section, Number(match[2]))));
  });
};
