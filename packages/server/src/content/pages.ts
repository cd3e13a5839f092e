import type { HomeData, Locale, SeoPageKind, StaticPage, StaticPageKind } from "@vitrina/core";
import type { Tx } from "../db/db.js";
import { inLanguage } from "../db/in-language.js";
import { imageJson } from "../catalog/images.js";
import { curatedCards } from "../catalog/products.js";
import { seoFor } from "../catalog/seo.js";
import { readShopName } from "../shop/identity.js";
import { renderMarkdown } from "./markdown.js";

type SlideRow = { id: number; title: string; subtitle: string; link: string; hash: string | null; width: number | null; height: number | null };

const activeSlides = (db: Tx, locale: Locale) => {
  const q = inLanguage(locale);
  return db.query<SlideRow>(
    `select s.id, ${q.text("s.title")} as title, ${q.text("s.subtitle")} as subtitle, s.link, im.hash, im.width, im.height
       from sliders s left join images im on im.id = s.image_id where s.active order by s.position, s.id`,
    q.params,
  );
};

/** The home page: its active slides, the curated products and bestsellers, and its SEO. */
export const homePage = async (db: Tx, locale: Locale): Promise<HomeData> => {
  const shopName = await readShopName(db);
  const slides = await activeSlides(db, locale);
  return {
    sliders: slides.map((s) => ({ id: s.id, title: s.title, subtitle: s.subtitle, link: s.link, image: s.hash ? imageJson({ hash: s.hash, width: s.width!, height: s.height! }) : null })),
    home_products: await curatedCards(db, locale, "home-products"),
    bestsellers: await curatedCards(db, locale, "bestsellers"),
    seo: await seoFor(db, locale, "home", { name: shopName, shop: shopName }),
  };
};

/** The SEO texts of a page kind, `{name}` filled with `name` and `{shop}` with the shop's name. */
export const pageSeo = async (db: Tx, locale: Locale, kind: SeoPageKind, name: string) => seoFor(db, locale, kind, { name, shop: await readShopName(db) });

const pageRow = async (db: Tx, locale: Locale, kind: StaticPageKind) => {
  const q = inLanguage(locale);
  const [page] = await db.query<{ title: string; body: string }>(`select ${q.text("title")} as title, ${q.text("body")} as body from pages where kind = ${q.bind(kind)}`, q.params);
  return page;
};

const faqEntries = (db: Tx, locale: Locale) => {
  const q = inLanguage(locale);
  return db.query<{ question: string; answer: string }>(`select ${q.text("question")} as question, ${q.text("answer")} as answer from faq order by position, id`, q.params);
};

/** A content page with its markdown rendered (the FAQ with its entries), or undefined when it was never written. */
export const staticPage = async (db: Tx, locale: Locale, kind: StaticPageKind): Promise<StaticPage | undefined> => {
  const page = await pageRow(db, locale, kind);
  if (!page) return undefined;
  const faq = kind === "faq" ? await faqEntries(db, locale) : [];
  const seo = await pageSeo(db, locale, kind, page.title);
  return {
    kind, title: page.title, body: page.body, html: renderMarkdown(page.body),
    faq: faq.map((entry) => ({ ...entry, answer_html: renderMarkdown(entry.answer) })),
    seo: { title: seo.title, description: seo.description },
  };
};
