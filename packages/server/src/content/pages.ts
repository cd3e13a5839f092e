import type { HomeData, Locale, SeoPageKind, StaticPage, StaticPageKind } from "@vitrina/core";
import type { Tx } from "../db/db.js";
import { imageJson } from "../catalog/images.js";
import { curatedCards } from "../catalog/products.js";
import { seoFor } from "../catalog/seo.js";
import { readShopName } from "../shop/identity.js";
import { renderMarkdown } from "./markdown.js";
import { faqIn, pageIn } from "./page-data.js";
import { activeSlides } from "./slider-data.js";

/**
 * The opening paragraph of a Markdown text: its first block (blocks are parted by a blank line) that
 * is not a heading; empty when it has none.
 * @example openingParagraph("# About\n\nWe sell pans.\n\nMore.") // "We sell pans."
 */
const openingParagraph = (markdown: string): string =>
  markdown
    .split(/\r?\n[ \t]*\r?\n/)
    .map((block) => block.trim())
    .find((block) => block !== "" && !block.startsWith("#")) ?? "";

/**
 * The home page: its active slides, the curated products and bestsellers, its SEO and the owner's
 * introduction (the opening paragraph of the "about us" page, rendered and sanitised).
 */
export const homePage = async (db: Tx, locale: Locale): Promise<HomeData> => {
  const shopName = await readShopName(db);
  const slides = await activeSlides(db, locale);
  const about = await pageIn(db, locale, "about");
  return {
    sliders: slides.map((s) => ({
      id: s.id,
      title: s.title,
      subtitle: s.subtitle,
      link: s.link,
      image: s.hash ? imageJson({ hash: s.hash, width: s.width!, height: s.height! }) : null,
    })),
    home_products: await curatedCards(db, locale, "home-products"),
    bestsellers: await curatedCards(db, locale, "bestsellers"),
    seo: await seoFor(db, locale, "home", { name: shopName, shop: shopName }),
    introduction: about ? renderMarkdown(openingParagraph(about.body)) : "",
  };
};

/** The SEO texts of a page kind, `{name}` filled with `name` and `{shop}` with the shop's name. */
export const pageSeo = async (db: Tx, locale: Locale, kind: SeoPageKind, name: string) => seoFor(db, locale, kind, { name, shop: await readShopName(db) });

/** A content page with its markdown rendered (the FAQ with its entries), or undefined when it was never written. */
export const staticPage = async (db: Tx, locale: Locale, kind: StaticPageKind): Promise<StaticPage | undefined> => {
  const page = await pageIn(db, locale, kind);
  if (!page) return undefined;
  const faq = kind === "faq" ? await faqIn(db, locale) : [];
  const seo = await pageSeo(db, locale, kind, page.title);
  return {
    kind,
    title: page.title,
    body: page.body,
    html: renderMarkdown(page.body),
    faq: faq.map((entry) => ({ ...entry, answer_html: renderMarkdown(entry.answer) })),
    seo: { title: seo.title, description: seo.description },
  };
};
