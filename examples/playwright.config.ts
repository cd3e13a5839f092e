import { defineConfig } from "@playwright/test";

const SHOP_PORT = Number(process.env.EXAMPLES_SHOP_PORT ?? 3220);
const PAGE_PORT = Number(process.env.EXAMPLES_PAGE_PORT ?? 3221);
const vite = `node ${JSON.stringify(new URL("node_modules/vite/bin/vite.js", import.meta.url).pathname)}`;

// The framework-free page (vanilla/) built by Vite and served by its preview server, which proxies
// /api to a started shop; the spec shops on it in Debian's chromium.
export default defineConfig({
  testDir: "e2e",
  timeout: 60_000,
  retries: 0,
  workers: 1,
  reporter: [["list"], ["json", { outputFile: process.env.E2E_REPORT ?? "test-results/e2e.json" }]],
  use: {
    baseURL: `http://127.0.0.1:${PAGE_PORT}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-dev-shm-usage",
      ],
    },
    trace: "off",
  },
  webServer: [
    {
      command: "node support/start-shop.mjs",
      url: `http://127.0.0.1:${SHOP_PORT}/api/health`,
      timeout: 180_000,
      reuseExistingServer: false,
      env: { PORT: String(SHOP_PORT) },
    },
    {
      command: `${vite} build --config vanilla/vite.config.ts --logLevel warn && ${vite} preview --config vanilla/vite.config.ts --host 127.0.0.1 --port ${PAGE_PORT} --strictPort`,
      url: `http://127.0.0.1:${PAGE_PORT}/`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: { SHOP_URL: `http://127.0.0.1:${SHOP_PORT}` },
    },
  ],
});
