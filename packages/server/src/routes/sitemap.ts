import { gunzipSync } from "node:zlib";
import { Hono, type Context } from "hono";
import type { AppEnv, Deps } from "../lib/app-env.js";
import { acceptsGzip } from "../lib/compress.js";
import { robotsTxt, sitemapCache, sitemapFiles, type Section } from "../sitemap/sitemap.js";

const XML_HEADERS = {
  "Content-Type": "application/xml; charset=utf-8",
  // Proxies and crawlers may keep it an hour; the server keeps it until the catalogue changes.
  "Cache-Control": "public, max-age=3600",
};

/** A sitemap file's name: its section and its number from 1. */
const FILE_NAME = /^(pages|products)-([1-9]\d{0,6})\.xml$/;

/**
 * `GET /sitemap.xml` and its files `/sitemaps/{pages|products}-{n}.xml` (see {@link sitemapFiles}),
 * every file kept in memory until the catalogue changes, and `GET /robots.txt`.
 */
export const sitemapRoutes = ({ db, config }: Deps) => {
  const kept = sitemapCache(db);
  const { sitemapIndex, sitemapFile } = sitemapFiles(db, config.publicUrl, config.sitemapMaxUrls);
  // Crawlers take gzip: they get the kept bytes. Any other client gets them unpacked.
  const send = (c: Context<AppEnv>, xml: Uint8Array<ArrayBuffer> | undefined) => {
    if (!xml) return c.notFound();
    const headers = { ...XML_HEADERS, Vary: "Accept-Encoding" };
    if (acceptsGzip(c.req.header("accept-encoding"))) return c.body(xml, 200, { ...headers, "Content-Encoding": "gzip" });
    return c.body(new Uint8Array(gunzipSync(xml)), 200, headers);
  };
  return new Hono<AppEnv>()
    .get("/robots.txt", (c) => c.text(robotsTxt(config.publicUrl), 200, { "Cache-Control": "public, max-age=3600" }))
    .get("/sitemap.xml", async (c) => send(c, await kept("index", sitemapIndex)))
    .get("/sitemaps/:file", async (c) => {
      const name = c.req.param("file");
      const match = FILE_NAME.exec(name);
      if (!match) return c.notFound();
      return send(c, await kept(name, () => sitemapFile(match[1] as Section, Number(match[2]))));
    });
};
