import { defaultClientConditions, defineConfig } from "vite";

// The shop's API and pictures are proxied, so the page calls them on its own origin (`/api`).
const shop = process.env.SHOP_URL ?? "http://127.0.0.1:3000";
const proxy = { "/api": shop, "/images": shop };

export default defineConfig({
  root: import.meta.dirname,
  // The workspace's SDK from its sources; an outside app gets the published build from npm.
  resolve: { conditions: ["@vitrina/source", ...defaultClientConditions] },
  build: { outDir: "dist", emptyOutDir: true },
  server: { proxy },
  preview: { proxy },
});
