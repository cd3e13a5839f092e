import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig } from "@playwright/test";
import { CHAT_WIDGET_URL } from "./e2e/widget.js";

const PORT = Number(process.env.E2E_PORT ?? 3210);
// The demo shop's data folder, made once by the runner (its workers load this file again and keep the
// runner's): journeys read the e-mails it writes to DATA_DIR/outbox as .eml files (e2e/outbox.ts).
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), "vitrina-e2e-"));

// Journeys run in Debian's chromium against the real shop (server + built storefront) on a fresh
// embedded database with the demo data.
export default defineConfig({
  testDir: "e2e",
  timeout: 60_000,
  // A page's own work after it loaded (a chunk loaded on the first focus, an answer, a hydration) can
  // take several seconds when npm test keeps both cores busy: expectations wait up to 10 s, not 5.
  expect: { timeout: 10_000 },
  retries: 0,
  workers: 2,
  reporter: [["list"], ["json", { outputFile: process.env.E2E_REPORT ?? "test-results/e2e.json" }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // A visitor of the Romanian shop: unprefixed pages follow the browser's language (spec §4).
    locale: "ro-RO",
    // Debian's chromium-headless-shell: the same engine without the full browser around it (what
    // Playwright's own headless chromium is); the journeys alone took 228 s instead of 346 (BENCHMARKS.md).
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
      command: `node e2e/start-shop.mjs`,
      url: `http://127.0.0.1:${PORT}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: { PORT: String(PORT), DATA_DIR: process.env.E2E_DATA_DIR, CHAT_WIDGET_URL },
    },
    // A retailer's own shop started empty (DEMO=off), for e2e/empty-shop.spec.ts; started after the
    // first, whose start builds what is stale.
    {
      command: `node e2e/start-shop.mjs`,
      url: `http://127.0.0.1:${PORT + 1}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: { PORT: String(PORT + 1), DEMO: "off", DATA_DIR: "", CHAT_WIDGET_URL },
    },
    // The chat widget's vendor (e2e/widget.ts).
    { command: "node e2e/widget-host.mjs", url: CHAT_WIDGET_URL, timeout: 30_000, reuseExistingServer: false, env: { CHAT_WIDGET_URL } },
  ],
});
