import { DEFAULT_LOCALE, LOCALES, LOCALE_TAGS, localizePath, type Locale } from "@vitrina/core";
import { CARD_IMAGE_SIZES } from "@vitrina/react-ui";
import type { ProductCard } from "@vitrina/core";
import type { Head } from "./route-types.js";

/** Open Graph writes a language tag with an underscore (`ro_RO`). */
const ogLocale = (locale: Locale) => LOCALE_TAGS[locale].replace("-", "_");

const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Serialises JSON for a <script> element without letting its content close the element. */
export const safeJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");

/**
 * The <head> elements of a page: title, description, canonical URL, hreflang alternates for every
 * active language (x-default: ro), Open Graph, JSON-LD, and a preload of the largest picture.
 */
export const renderHead = (
  head: Head,
  ctx: { readonly locale: Locale; readonly path: string; readonly origin: string; readonly languages?: ReadonlyArray<Locale> },
): string => {
  const url = (locale: Locale) => ctx.origin + localizePath(ctx.path, locale);
  const languages = ctx.languages ?? LOCALES;
  const lcp = head.lcpImage;
  const lines = [
    lcp
      ? `<link rel="preload" as="image" href="${escapeHtml(lcp.image.url)}" imagesrcset="${escapeHtml(lcp.image.srcset)}" imagesizes="${escapeHtml(lcp.sizes)}" fetchpriority="high">`
      : "",
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}">`,
    `<link rel="canonical" href="${escapeHtml(url(ctx.locale))}">`,
    ...languages.map((l) => `<link rel="alternate" hreflang="${l}" href="${escapeHtml(url(l))}">`),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(url(DEFAULT_LOCALE))}">`,
    `<meta property="og:title" content="${escapeHtml(head.title)}">`,
    `<meta property="og:description" content="${escapeHtml(head.description)}">`,
    `<meta property="og:url" content="${escapeHtml(url(ctx.locale))}">`,
    `<meta property="og:locale" content="${ogLocale(ctx.locale)}">`,
    head.image ? `<meta property="og:image" content="${escapeHtml(head.image.startsWith("http") ? head.image : ctx.origin + head.image)}">` : "",
    head.noindex ? `<meta name="robots" content="noindex">` : "",
    ...(head.jsonLd ?? []).map((o) => `<script type="application/ld+json">${safeJson(o)}</script>`),
  ];
  return lines.filter(Boolean).join("\n    ");
};

/** The first product card's picture: on a listing or the home page, the largest paint on a phone. */
export const cardImage = (cards: ReadonlyArray<ProductCard>): Head["lcpImage"] => {
  const image = cards[0]?.image;
  return image ? { image, sizes: CARD_IMAGE_SIZES } : null;
};
