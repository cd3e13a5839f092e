// Starts the shop for the journeys as `npm start` runs it (compiled server, NODE_ENV=production):
// a fresh embedded database in a temporary folder, a known admin. Builds what is missing or stale.
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ensurePnpm, ensureShopBuilt, loadDemoDump, productionServer, ROOT } from "../../../scripts/lib.mjs";

ensureShopBuilt(ensurePnpm());
// The folder playwright.config.ts made for the demo shop (its e-mails are read there), else a new one.
const dataDir = process.env.DATA_DIR || mkdtempSync(join(tmpdir(), "vitrina-e2e-"));
// In npm test, the demo shop starts from the run's seeded one instead of seeding its own.
if (process.env.DEMO !== "off") await loadDemoDump(dataDir);
const server = productionServer();
const child = spawn(process.execPath, server.args, {
  cwd: ROOT,
  stdio: "inherit",
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    ADMIN_EMAIL: "admin@e2e.vitrina.md",
    ADMIN_PASSWORD: "e2e-admin-password",
    PUBLIC_URL: `http://127.0.0.1:${process.env.PORT}`,
    // The country a trusted proxy would report; journeys send it to play visitors from elsewhere.
    COUNTRY_HEADER: "x-visitor-country",
    ...server.env,
    // Every journey shops from 127.0.0.1 with the same test shopper: more orders than a real shopper places.
    CHECKOUT_LIMIT: process.env.CHECKOUT_LIMIT ?? "100/10m",
  },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
