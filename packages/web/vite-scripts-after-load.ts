import type { Plugin } from "vite";

/**
 * The storefront's first script is asked for once the page has loaded, by a line of inline script,
 * instead of by the HTML parser (with its imports preloaded) as Vite writes it. The page is
 * server-rendered and paints from its HTML alone; a phone on a slow network then spends its first
 * round trips on the page and its pictures, not on scripts that only make the page interactive.
 * The dashboard's page keeps its scripts as they are.
 */
export const scriptsAfterLoad = (): Plugin => ({
  name: "vitrina-scripts-after-load",
  apply: "build",
  transformIndexHtml: {
    order: "post",
    handler(html, { filename }) {
      if (!filename.endsWith("/index.html")) return html;
      const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
      if (!entry) throw new Error("index.html: no module script to load after the page");
      return html
        .replace(entry[0], `<script type="module">addEventListener("load", () => import(${JSON.stringify(entry[1])}), { once: true });</script>`)
        .replace(/\s*<link rel="modulepreload"[^>]*>/g, "");
    },
  },
});
