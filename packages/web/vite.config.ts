import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defaultClientConditions, defaultServerConditions, defineConfig, type Plugin } from "vite";
import { firstPaint } from "./vite-first-paint.js";
import { precompress } from "./vite-precompress.js";
import { apiProxy, devPages } from "./vite-dev-ssr.js";

// `npm run dev` starts the API server from its sources and gives its address here.
const apiUrl = process.env.VITRINA_API_URL;

// One id per build: the browser compares its own with builds/latest.json to notice a newer build.
const buildId = process.env.VITE_BUILD_ID ?? Date.now().toString(36);

/** Writes builds/latest.json next to the client assets. */
const latestBuild = (): Plugin => ({
  name: "vitrina-latest-build",
  apply: "build",
  generateBundle() {
    if (this.environment.config.consumer !== "client") return;
    this.emitFile({ type: "asset", fileName: "builds/latest.json", source: JSON.stringify({ buildId }) });
  },
});

// Workspace packages are consumed from their TypeScript sources (the "@vitrina/source" condition)
// and bundled into both the client and the server build. The browser's two pages are two builds
// (`--mode dashboard` is the staff dashboard's): the storefront's then shares no module with the
// dashboard, so what a shop page needs at once is one chunk, not a score of small common ones.
// The storefront's browser build runs on Preact's React-compatible runtime (about 11 kB gzip instead
// of react-dom's 64): it hydrates the HTML React renders on the server. The dashboard's build, the
// server rendering and `npm run dev` keep React.
// (Files of web's own preact, so that react-ui's and the libraries' imports reach it too.)
const preact = (file: string) => fileURLToPath(new URL(`./node_modules/preact/${file}`, import.meta.url));
const preactInBrowser = [
  { find: /^react$/, replacement: preact("compat/dist/compat.module.js") },
  { find: /^react-dom$/, replacement: preact("compat/dist/compat.module.js") },
  { find: /^react-dom\/client$/, replacement: preact("compat/client.mjs") },
  { find: /^react\/jsx-runtime$/, replacement: preact("jsx-runtime/dist/jsxRuntime.module.js") },
];

// What a storefront page runs at once, in one chunk: the app and the catalogue's pages with all they
// import (the bundler follows what is really used, through the packages' index files). Left to
// itself it splits what they share with the code loaded later (machines, overlays, the checkout)
// into a score of chunks of a few hundred bytes, and each is a request the phone's main thread
// starts, all in the one task that loads the page's scripts. Vite's helper that loads a chunk's
// imports with it is the first script's as well: in a chunk of its own, not in the app's.
const STOREFRONT_CHUNKS = [
  { name: "preload", test: /preload-helper/, priority: 2 },
  { name: "storefront", test: /[\\/]src[\\/](entry-client\.tsx|pages[\\/](home|category|product|search)\.tsx)$/, priority: 1 },
];

export default defineConfig(({ command, isSsrBuild, mode }) => ({
  plugins: [react(), ...(mode === "dashboard" ? [] : [latestBuild()]), firstPaint(), precompress(), ...(apiUrl ? [devPages(apiUrl)] : [])],
  // In development the pages are rendered by devPages, not served as a single-page app's index.html.
  ...(apiUrl ? { appType: "custom" as const, server: { proxy: apiProxy(apiUrl) } } : {}),
  // `npm start` builds quietly: warnings and errors only, no list of the files written.
  ...(process.env.VITRINA_QUIET_BUILD === "1" ? { logLevel: "warn" as const } : {}),
  define: { "import.meta.env.VITE_BUILD_ID": JSON.stringify(buildId) },
  resolve: {
    conditions: ["@vitrina/source", ...defaultClientConditions],
    ...(command === "build" && !isSsrBuild && mode !== "dashboard" ? { alias: preactInBrowser } : {}),
  },
  ssr: {
    noExternal: [/^@vitrina\//],
    resolve: { conditions: ["@vitrina/source", ...defaultServerConditions], externalConditions: ["@vitrina/source"] },
  },
  build: {
    // The dashboard's build writes next to the storefront's, which emptied the folder first.
    ...(mode === "dashboard" ? { emptyOutDir: false, manifest: ".vite/dashboard-manifest.json" } : { manifest: true }),
    sourcemap: true,
    target: "es2022",
    rolldownOptions: {
      // The timings report is for profiling the build; `npm start` prints only what a person needs.
      checks: { pluginTimings: false },
      ...(isSsrBuild
        ? // The server renders every language from one file: it loads nothing on demand, so its
          // dynamic imports (pages, dictionaries also imported statically) are inlined, not split.
          { output: { codeSplitting: false } }
        : // The server-rendered storefront, or the staff dashboard, whose code never loads on the storefront.
          // Nothing imports a chunk's exports but the app itself, so shared modules may join the chunk
          // that loads first (fewer, larger chunks compress better).
          {
            input: mode === "dashboard" ? "dashboard.html" : "index.html",
            preserveEntrySignatures: false,
            // The dashboard's React in a chunk of its own: the dashboard's code changes with every release, React seldom.
            ...(mode === "dashboard"
              ? { output: { codeSplitting: { groups: [{ name: "react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }] } } }
              : { output: { codeSplitting: { groups: STOREFRONT_CHUNKS } } }),
          }),
    },
  },
}));
