import MarkdownIt from "markdown-it";
import { linearLinkLabels } from "./link-labels.js";

/**
 * The Markdown renderer of content pages (markdown-it). Raw HTML is off, so any tag a staff member
 * types is shown as text, never run. Links and images are kept only with an address a shopper can
 * safely follow: a web address, e-mail or phone, or one inside the shop; any other scheme
 * (`javascript:`, `vbscript:`, `data:`, `file:`…) leaves the Markdown as plain text. Labels are read
 * in linear time (link-labels.ts), so a text of many `[` costs no more than any other text.
 */
const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false }).use(linearLinkLabels);

/** Schemes a content page may link to; an address without a scheme is a path inside the shop. */
const SAFE_SCHEMES = new Set(["http", "https", "mailto", "tel"]);

/**
 * Whether a link's address is safe. markdown-it has already decoded its entities and trimmed it, so
 * the scheme read here is the one a browser would read (control characters and spaces stripped too).
 */
export const isSafeLink = (url: string): boolean => {
  // eslint-disable-next-line no-control-regex
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url.replace(/[\u0000-\u0020\u007f]/g, ""));
  return scheme === null || SAFE_SCHEMES.has(scheme[1]!.toLowerCase());
};
markdown.validateLink = isSafeLink;

/** The safe HTML of a Markdown text, as the storefront and the dashboard's preview show it. */
export const renderMarkdown = (text: string): string => markdown.render(text);
