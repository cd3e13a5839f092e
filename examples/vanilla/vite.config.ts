import { defaultClientConditions, defineConfig, type ProxyOptions } from "vite";

// The shop's API and pictures are proxied, so the page calls them on its own origin (`/api`). The
// proxy keeps the browser's Host (Vite's string shorthand would set changeOrigin and send the shop's
// own address): the shop takes a write whose Origin is PUBLIC_URL's or its Host's origin, and refuses
// the checkout with 403 otherwise (README "Requests from browsers").
const shop = process.env.SHOP_URL ?? "http://127.0.0.1:3000";
const toShop: ProxyOptions = { target: shop, changeOrigin: false };
const proxy = { "/api": toShop, "/images": toShop };

export default defineConfig({
  root: import.meta.dirname,
  // The workspace's SDK from its sources; an outside app gets the published build from npm.
  resolve: { conditions: ["@vitrina/source", ...defaultClientConditions] },
  build: { outDir: "dist", emptyOutDir: true },
  server: { proxy },
  preview: { proxy },
});
