import MarkdownIt from "markdown-it";

/**
 * The Markdown renderer of content pages (markdown-it). Raw HTML is off, so any tag a staff member
 * types is shown as text, never run; markdown-it's own link check already refuses `javascript:`,
 * `vbscript:` and non-image `data:` links. Links become clickable only when written as links.
 */
const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false });

/** The safe HTML of a Markdown text, as the storefront and the dashboard's preview show it. */
export const renderMarkdown = (text: string): string => markdown.render(text);
