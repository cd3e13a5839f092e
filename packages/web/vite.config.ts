import react from "@vitejs/plugin-react";
import { defaultClientConditions, defaultServerConditions, defineConfig, type Plugin } from "vite";
import { precompress } from "./vite-precompress.js";

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
// and bundled into both the client and the server build.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), latestBuild(), precompress()],
  define: { "import.meta.env.VITE_BUILD_ID": JSON.stringify(buildId) },
  resolve: { conditions: ["@vitrina/source", ...defaultClientConditions] },
  ssr: {
    noExternal: [/^@vitrina\//],
    resolve: { conditions: ["@vitrina/source", ...defaultServerConditions], externalConditions: ["@vitrina/source"] },
  },
  build: {
    manifest: true,
    sourcemap: true,
    target: "es2022",
    // Two pages: the server-rendered storefront and the staff dashboard, whose code never loads on the storefront.
    ...(isSsrBuild ? {} : { rolldownOptions: { input: { index: "index.html", dashboard: "dashboard.html" } } }),
  },
}));
