import type { Plugin } from "vite";

/**
 * The storefront's page paints from its HTML alone, and what only makes it interactive comes once it
 * has loaded, so that a phone on a slow network spends its first round trips on the page and its
 * pictures (issue 36). Vite writes a `<link>` to the style sheet, which the browser must fetch before
 * it paints anything, and a module script that the HTML parser asks for at once, its imports
 * preloaded. Instead:
 * - the sheet is written into the page as a `<style>`, of which each rendered page keeps the rules
 *   its markup uses (template.ts), and it stays a `<link>` for a browser without scripts;
 * - a line of inline script, once the page has loaded, asks for the whole sheet and the first
 *   script, and runs the script once the sheet is there: what hydration shows (a menu opened, a
 *   cart's badge) is then styled.
 * The dashboard's page keeps its link and scripts as they are.
 */
export const firstPaint = (): Plugin => ({
  name: "vitrina-first-paint",
  apply: "build",
  transformIndexHtml: {
    order: "post",
    handler(html, { filename, bundle }) {
      if (!filename.endsWith("/index.html") || !bundle) return html;
      const script = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
      const link = /<link rel="stylesheet"[^>]*? href="\/([^"]+\.css)"[^>]*>/.exec(html);
      const sheet = link && bundle[link[1]!];
      const css = sheet?.type === "asset" ? String(sheet.source) : undefined;
      if (!script || !link || css === undefined) throw new Error("index.html: no module script and style sheet to load after the page");
      // A sheet that could close the element early could not be written into the page.
      if (/<\/style/i.test(css)) throw new Error(`${link[1]} holds "</style"`);
      const [js, href] = [JSON.stringify(script[1]), JSON.stringify(`/${link[1]}`)];
      const loader = [
        `addEventListener("load", () => {`,
        `const add = (rel, href) => document.head.appendChild(Object.assign(document.createElement("link"), { rel, href }));`,
        `add("modulepreload", ${js});`,
        `const sheet = add("stylesheet", ${href});`,
        `sheet.onload = sheet.onerror = () => import(${js});`,
        `}, { once: true });`,
      ].join(" ");
      return html
        .replace(link[0], `<style>${css}</style><noscript>${link[0]}</noscript>`)
        .replace(script[0], `<script type="module">${loader}</script>`)
        .replace(/\s*<link rel="modulepreload"[^>]*>/g, "");
    },
  },
});
