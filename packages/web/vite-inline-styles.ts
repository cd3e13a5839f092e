import type { Plugin } from "vite";

/**
 * Writes the storefront's style sheet into its page template (index.html) as a `<style>`, instead of
 * a `<link>` the browser must fetch before it paints anything: a server-rendered page then paints
 * from its HTML alone (issue 36). The dashboard's page keeps its link.
 */
export const inlineStyles = (): Plugin => ({
  name: "vitrina-inline-styles",
  apply: "build",
  transformIndexHtml: {
    order: "post",
    handler(html, { filename, bundle }) {
      if (!filename.endsWith("/index.html") || !bundle) return html;
      return html.replace(/<link rel="stylesheet"[^>]*? href="\/([^"]+\.css)"[^>]*>/g, (link, file: string) => {
        const sheet = bundle[file];
        const css = sheet?.type === "asset" ? String(sheet.source) : undefined;
        // A sheet that could close the element early stays a link.
        return css === undefined || /<\/style/i.test(css) ? link : `<style>${css}</style>`;
      });
    },
  },
});
