import { LOCALES, localizePath, type Locale } from "@vitrina/core";
import type { Db } from "../db/db.js";
import { currentCatalogVersion } from "../lib/answer-cache.js";
import { gzipped } from "../lib/compress.js";
import { readLocaleSettings } from "../catalog/settings.js";
import { categorySlugs, countCategories, countProducts, productPages } from "./pages-data.js";

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
export type Section = "pages" | "products";

/**
 * The sitemap files of a section with `count` pages in `languages` languages: each page gives one
 * URL per language, and a file holds at most `maxUrls` URLs, so `floor(maxUrls / languages)` pages.
 * @example sitemapFileCount(100_000, 4, 50_000) // 8
 */
export const sitemapFileCount = (count: number, languages: number, maxUrls: number): number => Math.ceil(count / pagesPerFile(languages, maxUrls));

const pagesPerFile = (languages: number, maxUrls: number): number => Math.max(1, Math.floor(maxUrls / Math.max(1, languages)));

const activeLanguages = async (db: Db): Promise<Array<Locale>> => {
  const { active_languages } = await readLocaleSettings(db);
  return LOCALES.filter((l) => active_languages.includes(l));
};

const countOf = async (db: Db, section: Section): Promise<number> =>
  section === "products" ? countProducts(db) : STATIC_PAGES.length + (await countCategories(db));

/** The pages of file `index` (from 0) of a section, `size` pages per file. */
const pagesOf = async (db: Db, section: Section, index: number, size: number): Promise<Array<Page>> => {
  if (section === "products") {
    const rows = await productPages(db, index * size, size);
    return rows.map((row) => ({ path: `/product/${row.slug}/`, lastmod: new Date(row.updated_at).toISOString().slice(0, 10) }));
  }
  // Static pages and categories are a few hundred at most: read whole, then cut.
  const pages = [...STATIC_PAGES.map((path) => ({ path })), ...(await categorySlugs(db)).map((slug) => ({ path: `/category/${slug}/` }))];
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

/**
 * The robots.txt of a shop at `origin`: it points crawlers to the sitemap and keeps them out of the
 * dashboard, the sign-in and each shopper's cart, checkout and orders.
 */
export const robotsTxt = (origin: string): string => {
  const prefixes = LOCALES.map((l) => localizePath("/", l));
  const disallow = ["/dashboard/", "/auth/", ...PRIVATE_PAGES.flatMap((page) => prefixes.map((prefix) => prefix + page.slice(1)))];
  return ["User-agent: *", ...disallow.map((path) => `Disallow: ${path}`), "", `Sitemap: ${origin}/sitemap.xml`, ""].join("\n");
};

/**
 * The sitemap of a shop at `origin`: an index of `/sitemaps/{pages|products}-{n}.xml`, every public
 * page in every active language with its hreflang alternates, at most `maxUrls` URLs per file (the
 * protocol's 50,000), so a catalogue of any size is fully listed.
 */
export const sitemapFiles = (db: Db, origin: string, maxUrls: number) => {
  const url = (path: string, locale: Locale) => escapeXml(origin + localizePath(path, locale));

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

  return { sitemapIndex, sitemapFile };
};
